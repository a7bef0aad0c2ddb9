import { useSearchParams } from 'react-router';
import { Alert, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { OrgReportDetailRow } from '@ccer/contracts';
import ListPage from '../../../components/list-page/ListPage';
import { formatDateTime } from '../../../components/list-page/format';
import { fetchOrgDetail } from '../daily-data/daily-api';
import { NS, num } from '../daily-data/daily-shared';
import { reportFilters } from './report-filters';

/**
 * 机构报告详情 (/statistical-report/org-report/detail?orgId=; 107): one body's conclusions, newest first — the
 * application, the project, positive or negative, the verified tonnes, the publicity's start, when and in how many days.
 */
export default function OrgReportDetailPage() {
  const { t, i18n } = useTranslation(NS);
  const [params] = useSearchParams();
  const orgId = params.get('orgId');
  if (!orgId) return <Alert type="error" message={t('messages.notFound')} />;
  return (
    <ListPage<OrgReportDetailRow>
      queryKey={`statisticsOrgDetail-${orgId}`}
      load={(p) => fetchOrgDetail({ ...p, orgId })}
      rowKey="id"
      searchFields={reportFilters(i18n.language)}
      columns={[
        { title: `${NS}:fields.kind`, dataIndex: 'kindName', width: 120, mobile: true },
        { title: `${NS}:fields.applyNo`, dataIndex: 'applyNo', width: 170, mobile: true },
        { title: `${NS}:fields.projectName`, dataIndex: 'projectName', width: 200, ellipsis: true },
        { title: `${NS}:fields.conclusion`, dataIndex: 'conclusion', width: 100, render: (v: string, r) => <Tag color={v === '1' ? 'green' : 'red'}>{r.conclusionName}</Tag> },
        { title: `${NS}:fields.verifiedTonnes`, dataIndex: 'verifiedTonnes', width: 130, align: 'right', render: num },
        { title: `${NS}:fields.publicityStartDate`, dataIndex: 'publicityStartDate', width: 130 },
        { title: `${NS}:fields.concludedAt`, dataIndex: 'concludedAt', width: 170, render: formatDateTime },
        { title: `${NS}:fields.daysTaken`, dataIndex: 'days', width: 100, align: 'right', render: (v: number | null) => (v === null ? '' : v.toFixed(1)) },
      ]}
    />
  );
}
