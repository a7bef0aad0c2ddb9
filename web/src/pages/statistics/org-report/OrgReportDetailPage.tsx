import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { Alert, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { orgReportPaths, type OrgReportDetailRow } from '@ccer/contracts';
import ReportFrame from '../report/ReportFrame';
import { NS, num } from '../daily-data/daily-shared';
import { ORG_FILTERS } from './report-filters';

/**
 * 机构报告详情 (/statistical-report/org-report/detail?orgId=; 107): one body's conclusions, newest first — the
 * application, the project, positive or negative, the verified tonnes, the publicity's start, when (China time) and in
 * how many days — on the reports' frame, with 导出 (108; funcid statistics.orgReportDetail, the body's id sent along).
 */
export default function OrgReportDetailPage() {
  const { t } = useTranslation(NS);
  const [search] = useSearchParams();
  const orgId = search.get('orgId');
  const params = useMemo(() => (orgId ? { orgId } : undefined), [orgId]);
  if (!params) return <Alert type="error" message={t('messages.notFound')} />;
  return (
    <ReportFrame<OrgReportDetailRow>
      report="org-report-detail"
      calls={{ list: orgReportPaths.detail, exportFuncid: 'statistics.orgReportDetail' }}
      params={params}
      rowKey="id"
      filters={ORG_FILTERS}
      columns={[
        { title: `${NS}:fields.kind`, dataIndex: 'kindName', width: 120, mobile: true },
        { title: `${NS}:fields.applyNo`, dataIndex: 'applyNo', width: 170, mobile: true },
        { title: `${NS}:fields.projectName`, dataIndex: 'projectName', width: 200, ellipsis: true },
        { title: `${NS}:fields.conclusion`, dataIndex: 'conclusionName', width: 100, render: (v: string, r) => <Tag color={r.conclusion === '1' ? 'green' : 'red'}>{v}</Tag> },
        { title: `${NS}:fields.verifiedTonnes`, dataIndex: 'verifiedTonnes', width: 130, align: 'right', render: num },
        { title: `${NS}:fields.publicityStartDate`, dataIndex: 'publicityStartDate', width: 130 },
        { title: `${NS}:fields.concludedAt`, dataIndex: 'concludedTime', width: 170 },
        { title: `${NS}:fields.daysTaken`, dataIndex: 'days', width: 100, align: 'right', render: (v: number | null) => (v === null ? '' : v.toFixed(1)) },
      ]}
    />
  );
}
