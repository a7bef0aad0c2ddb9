import { useMemo } from 'react';
import { Card, Empty, Tabs } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { PublicDashboard } from '@ccer/contracts';
import { EChart } from '../../components/charts/EChart';
import { formatDateTime } from '../../time/registry-time';
import { PortalFrame } from './PortalFrame';
import { fetchDashboard } from './portal-api';
import { QueryState } from './portal-shared';
import { usePageMeta } from './use-page-meta';

interface Series {
  key: string;
  label: string;
  registeredProjects: number;
  issued: number;
  transferred: number;
  retired: number;
}

const QUANTITIES = ['issued', 'transferred', 'retired'] as const;
// dark enough to tell apart and to read on white (WCAG 1.4.11)
const COLOURS = ['#0b6b57', '#2f5597', '#b54708'];

/** One breakdown as a bar chart and the same figures as a table (for screen readers and for reading exact values). */
function Breakdown({ name, rows, category }: { name: string; rows: Series[]; category: string }) {
  const { t, i18n } = useTranslation('portal');
  const n = (v: number) => v.toLocaleString(i18n.language);
  const option = useMemo(
    () => ({
      color: COLOURS,
      tooltip: { trigger: 'axis' },
      legend: { top: 0 },
      grid: { left: 8, right: 8, bottom: 8, top: 36, containLabel: true },
      xAxis: { type: 'category', data: rows.map((r) => r.label), axisLabel: { interval: 0, rotate: rows.length > 6 ? 40 : 0 } },
      yAxis: { type: 'value' },
      // a breakdown of one or two rows keeps its bars narrow instead of filling the width
      series: QUANTITIES.map((q) => ({ name: t(`dashboard.${q}`), type: 'bar', barMaxWidth: 40, data: rows.map((r) => r[q]) })),
    }),
    [rows, t],
  );
  if (rows.length === 0) return <Empty description={t('dashboard.pending')} />;
  return (
    <>
      <EChart option={option} label={t('dashboard.chartLabel', { name })} height={340} testId="dashboard-chart" />
      {/* a table wider than a phone scrolls sideways: the region takes the focus so the keyboard can scroll it (WCAG 2.1.1) */}
      <div className="portal-table-wrap" style={{ marginTop: 12 }} tabIndex={0} role="region" aria-label={t('dashboard.tableCaption', { name })}>
        <table data-testid="dashboard-table">
          <caption>{t('dashboard.tableCaption', { name })}</caption>
          <thead>
            <tr>
              <th scope="col">{category}</th>
              <th scope="col">{t('dashboard.registeredProjects')}</th>
              {QUANTITIES.map((q) => (
                <th scope="col" key={q}>
                  {t(`dashboard.${q}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.key}>
                <th scope="row">{r.label}</th>
                <td>{n(r.registeredProjects)}</td>
                {QUANTITIES.map((q) => (
                  <td key={q}>{n(r[q])}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

function Figures({ data }: { data: PublicDashboard | null }) {
  const { t, i18n } = useTranslation('portal');
  if (!data) return <Empty description={t('dashboard.pending')} data-testid="dashboard-pending" />;
  const en = i18n.language.startsWith('en');
  const byYear = data.byYear.map((r) => ({ ...r, key: String(r.year), label: String(r.year) }));
  const byProvince = data.byProvince.map((r) => ({ ...r, key: r.provinceCode, label: r.provinceName }));
  const byType = data.byProjectType.map((r) => ({ ...r, key: r.typeId, label: en ? r.typeNameEn : r.typeName }));
  return (
    <>
      <Tabs
        items={[
          { key: 'year', label: t('dashboard.byYear'), children: <Breakdown name={t('dashboard.byYear')} rows={byYear} category={t('dashboard.year')} /> },
          { key: 'province', label: t('dashboard.byProvince'), children: <Breakdown name={t('dashboard.byProvince')} rows={byProvince} category={t('dashboard.province')} /> },
          { key: 'type', label: t('dashboard.byType'), children: <Breakdown name={t('dashboard.byType')} rows={byType} category={t('dashboard.type')} /> },
        ]}
      />
      <p className="portal-meta">{t('home.asOf', { time: formatDateTime(data.asOf) })}</p>
    </>
  );
}

/** /client/dashboard (public): the statistics area's public figures by year, province and project type. */
export default function DashboardPage() {
  const { t, i18n } = useTranslation('portal');
  usePageMeta(t('meta.dashboardTitle'), t('meta.dashboardDescription'));
  const dashboard = useQuery({ queryKey: ['portal-dashboard', i18n.language], queryFn: fetchDashboard, retry: false });
  return (
    <PortalFrame>
      <h1 className="portal-title">{t('dashboard.title')}</h1>
      <Card>
        <p>{t('dashboard.intro')}</p>
        <QueryState query={dashboard}>{(data) => <Figures data={data} />}</QueryState>
      </Card>
    </PortalFrame>
  );
}
