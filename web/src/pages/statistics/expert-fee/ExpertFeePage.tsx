import { useCallback, useMemo, useState } from 'react';
import { Alert, Card, Empty, Table, Tag } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { expertFeePaths, type ExpertFeeDetailRow, type ExpertFeeRow } from '@ccer/contracts';
import { EChart } from '../../../components/charts/EChart';
import { formatDateTime } from '../../../components/list-page/format';
import ReportFrame from '../report/ReportFrame';
import { fetchExpertFeeDetail } from '../daily-data/daily-api';
import { NS } from '../daily-data/daily-shared';
import { ORG_FILTERS, expertNameField } from '../org-report/report-filters';

const yuan = (v: number | null) => (v === null ? '' : v.toLocaleString(undefined, { minimumFractionDigits: 2, maximumFractionDigits: 2 }));

/** One expert's appointments of the period with their fees (the row's expansion; the first 50, newest first). */
function Appointments({ expertId, search }: { expertId: string; search: Record<string, unknown> }) {
  const { t } = useTranslation(NS);
  const q = useQuery({ queryKey: ['expertFeeDetail', expertId, search], queryFn: () => fetchExpertFeeDetail({ ...search, expertId, pageNumber: 1, pageSize: 50 }) });
  return (
    <Table<ExpertFeeDetailRow>
      size="small"
      rowKey="id"
      loading={q.isLoading}
      dataSource={q.data?.rows ?? []}
      pagination={false}
      columns={[
        { title: t('fields.kind'), dataIndex: 'kindName', width: 120 },
        { title: t('fields.applyNo'), dataIndex: 'applyNo', width: 170 },
        { title: t('fields.projectName'), dataIndex: 'projectName', ellipsis: true },
        { title: t('fields.round'), dataIndex: 'round', width: 70 },
        { title: t('fields.status'), dataIndex: 'statusName', width: 100, render: (v: string) => <Tag>{v}</Tag> },
        { title: t('fields.fee'), dataIndex: 'fee', width: 120, align: 'right', render: yuan },
        { title: t('fields.appointedAt'), dataIndex: 'appointedAt', width: 170, render: formatDateTime },
      ]}
    />
  );
}

/**
 * 专家费用 (/statistical-report/expert-fee, 3540; 107): per expert, the appointments of projects and reduction-volume
 * applications in the period, how many were evaluated, the fees set and their sum, on the reports' frame (filters,
 * table, 导出 108); a row opens its appointments; a chart of the page's experts' fees.
 */
export default function ExpertFeePage() {
  const { t } = useTranslation(NS);
  const [rows, setRows] = useState<ExpertFeeRow[]>([]);
  const [search, setSearch] = useState<Record<string, unknown>>({});
  const fields = useMemo(() => [expertNameField], []);
  const onRows = useCallback((r: ExpertFeeRow[], filters: Record<string, unknown>) => {
    setRows(r);
    // the expansions read the same search; a new object only when it changed
    setSearch((old) => (JSON.stringify(old) === JSON.stringify(filters) ? old : filters));
  }, []);
  const option = useMemo(
    () => ({
      tooltip: { trigger: 'axis' },
      grid: { left: 72, right: 24, top: 24, bottom: 48 },
      xAxis: { type: 'category', data: rows.map((r) => r.expertName ?? r.loginName) },
      yAxis: { type: 'value' },
      series: [{ type: 'bar', barMaxWidth: 40, name: t('fields.feeTotal'), data: rows.map((r) => r.feeTotal) }],
    }),
    [rows, t],
  );
  return (
    <ReportFrame<ExpertFeeRow>
      report="expert-fee"
      calls={{ list: expertFeePaths.list, exportFuncid: 'statistics.expertFee' }}
      rowKey="expertId"
      filters={ORG_FILTERS}
      fields={fields}
      hint={<Alert type="info" showIcon message={t('hints.expertFee')} style={{ marginBottom: 12 }} />}
      onRows={onRows}
      columns={[
        { title: `${NS}:fields.expert`, dataIndex: 'expertName', width: 140, mobile: true, render: (v: string | null, r) => v ?? r.loginName },
        { title: `${NS}:fields.workUnit`, dataIndex: 'workUnit', width: 180, ellipsis: true },
        { title: `${NS}:fields.appointments`, dataIndex: 'appointments', width: 100, align: 'right' },
        { title: `${NS}:fields.projectAppointments`, dataIndex: 'projectAppointments', width: 90, align: 'right' },
        { title: `${NS}:fields.certifiedAppointments`, dataIndex: 'certifiedAppointments', width: 90, align: 'right' },
        { title: `${NS}:fields.evaluated`, dataIndex: 'evaluated', width: 90, align: 'right' },
        { title: `${NS}:fields.feeCount`, dataIndex: 'feeCount', width: 100, align: 'right' },
        { title: `${NS}:fields.feeTotal`, dataIndex: 'feeTotal', width: 140, align: 'right', mobile: true, render: yuan },
      ]}
      expandable={(r) => <Appointments expertId={r.expertId} search={search} />}
    >
      {rows.length > 0 && (
        <Card style={{ marginTop: 12 }}>
          {/* bars of nothing read as a broken chart: say there are no fees yet */}
          {rows.some((r) => (r.feeTotal ?? 0) > 0) ? (
            <EChart option={option} label={t('chart.feeLabel')} testId="expert-fee-chart" />
          ) : (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('chart.noFees')} data-testid="expert-fee-chart-empty" />
          )}
        </Card>
      )}
    </ReportFrame>
  );
}
