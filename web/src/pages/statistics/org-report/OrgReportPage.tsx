import { useCallback, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert, Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { orgReportPaths, type OrgReportRow } from '@ccer/contracts';
import { EChart } from '../../../components/charts/EChart';
import ReportFrame from '../report/ReportFrame';
import { NS, dailyPaths, num } from '../daily-data/daily-shared';
import { ORG_FILTERS, orgNameField } from './report-filters';

const days = (v: number | null) => (v === null ? '' : v.toFixed(1));

/**
 * 机构报告 (/statistical-report/org-report, 3535; 107): per validation or verification body, its conclusions in the
 * period (projects validated, reductions verified, positive and negative, verified tonnes, average days), on the
 * reports' frame (filters, table, 导出 108), a chart of the page's bodies; a row opens the body's conclusions one by one.
 */
export default function OrgReportPage() {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const [rows, setRows] = useState<OrgReportRow[]>([]);
  const fields = useMemo(() => [orgNameField], []);
  const onRows = useCallback((r: OrgReportRow[]) => setRows(r), []);
  const option = useMemo(
    () => ({
      tooltip: { trigger: 'axis' },
      legend: { top: 0, type: 'scroll' },
      grid: { left: 48, right: 24, top: 40, bottom: 64 },
      xAxis: { type: 'category', data: rows.map((r) => r.orgName ?? r.orgId), axisLabel: { interval: 0, rotate: rows.length > 4 ? 20 : 0 } },
      yAxis: { type: 'value', minInterval: 1 },
      series: [
        { type: 'bar', barMaxWidth: 40, stack: 'p', name: t('chart.validatedPositive'), data: rows.map((r) => r.projectsPositive) },
        { type: 'bar', barMaxWidth: 40, stack: 'p', name: t('chart.validatedNegative'), data: rows.map((r) => r.projectsNegative) },
        { type: 'bar', barMaxWidth: 40, stack: 'c', name: t('chart.verifiedPositive'), data: rows.map((r) => r.reductionsPositive) },
        { type: 'bar', barMaxWidth: 40, stack: 'c', name: t('chart.verifiedNegative'), data: rows.map((r) => r.reductionsNegative) },
      ],
    }),
    [rows, t],
  );
  return (
    <ReportFrame<OrgReportRow>
      report="org-report"
      calls={{ list: orgReportPaths.list, exportFuncid: 'statistics.orgReport' }}
      rowKey="orgId"
      filters={ORG_FILTERS}
      fields={fields}
      hint={<Alert type="info" showIcon message={t('hints.orgReport')} style={{ marginBottom: 12 }} />}
      onRows={onRows}
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
    >
      {rows.length > 0 && (
        <Card style={{ marginTop: 12 }}>
          <EChart option={option} label={t('chart.orgLabel')} testId="org-report-chart" />
        </Card>
      )}
    </ReportFrame>
  );
}
