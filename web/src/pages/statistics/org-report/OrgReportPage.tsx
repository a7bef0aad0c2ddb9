import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert, Card, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { functionCodes as fc, type OrgReportRow } from '@ccer/contracts';
import ListPage from '../../../components/list-page/ListPage';
import { EChart } from '../../../components/charts/EChart';
import { fetchOrgReport } from '../daily-data/daily-api';
import { NS, dailyPaths, num } from '../daily-data/daily-shared';
import { reportFilters } from './report-filters';

const days = (v: number | null) => (v === null ? '' : v.toFixed(1));

/**
 * 机构报告 (/statistical-report/org-report, 3535; 107): per validation or verification body, its conclusions in the
 * period (projects validated, reductions verified, positive and negative, verified tonnes, average days), a chart of
 * the page's bodies, 导出 (108); a row opens the body's conclusions one by one.
 */
export default function OrgReportPage() {
  const { t, i18n } = useTranslation(NS);
  const navigate = useNavigate();
  const [rows, setRows] = useState<OrgReportRow[]>([]);
  const filters = useMemo(() => [...reportFilters(i18n.language), { name: 'orgName', label: `${NS}:fields.org`, kind: 'input' as const }], [i18n.language]);
  const option = useMemo(
    () => ({
      tooltip: { trigger: 'axis' },
      legend: { top: 0, type: 'scroll' },
      grid: { left: 48, right: 24, top: 40, bottom: 64 },
      xAxis: { type: 'category', data: rows.map((r) => r.orgName ?? r.orgId), axisLabel: { interval: 0, rotate: rows.length > 4 ? 20 : 0 } },
      yAxis: { type: 'value', minInterval: 1 },
      series: [
        { type: 'bar', stack: 'p', name: t('chart.validatedPositive'), data: rows.map((r) => r.projectsPositive) },
        { type: 'bar', stack: 'p', name: t('chart.validatedNegative'), data: rows.map((r) => r.projectsNegative) },
        { type: 'bar', stack: 'c', name: t('chart.verifiedPositive'), data: rows.map((r) => r.reductionsPositive) },
        { type: 'bar', stack: 'c', name: t('chart.verifiedNegative'), data: rows.map((r) => r.reductionsNegative) },
      ],
    }),
    [rows, t],
  );
  return (
    <Space direction="vertical" style={{ width: '100%' }} size="middle">
      <Alert type="info" showIcon message={t('hints.orgReport')} />
      <ListPage<OrgReportRow>
        queryKey="statisticsOrgReport"
        load={async (p) => {
          const r = await fetchOrgReport(p);
          setRows(r.rows);
          return r;
        }}
        rowKey="orgId"
        searchFields={filters}
        columns={[
          { title: `${NS}:fields.org`, dataIndex: 'orgName', width: 200, ellipsis: true, mobile: true },
          { title: `${NS}:fields.projectsValidated`, dataIndex: 'projectsValidated', width: 110, align: 'right', mobile: true },
          { title: `${NS}:fields.projectsPositive`, dataIndex: 'projectsPositive', width: 100, align: 'right' },
          { title: `${NS}:fields.projectsNegative`, dataIndex: 'projectsNegative', width: 100, align: 'right' },
          { title: `${NS}:fields.validationDays`, dataIndex: 'validationDays', width: 140, align: 'right', render: days },
          { title: `${NS}:fields.reductionsVerified`, dataIndex: 'reductionsVerified', width: 130, align: 'right' },
          { title: `${NS}:fields.reductionsPositive`, dataIndex: 'reductionsPositive', width: 100, align: 'right' },
          { title: `${NS}:fields.reductionsNegative`, dataIndex: 'reductionsNegative', width: 100, align: 'right' },
          { title: `${NS}:fields.verifiedTonnes`, dataIndex: 'verifiedTonnes', width: 130, align: 'right', render: num },
          { title: `${NS}:fields.verificationDays`, dataIndex: 'verificationDays', width: 140, align: 'right', render: days },
        ]}
        rowOperations={[{ key: 'detail', label: `${NS}:actions.detail`, onClick: (r) => navigate(dailyPaths.orgDetail(r.orgId)) }]}
        exportConfig={{ funcid: 'statistics.orgReport', func: fc.statisticsExport }}
      />
      {rows.length > 0 && (
        <Card>
          <EChart option={option} label={t('chart.orgLabel')} testId="org-report-chart" />
        </Card>
      )}
    </Space>
  );
}
