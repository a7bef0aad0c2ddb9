import { useNavigate } from 'react-router';
import { Tag } from 'antd';
import { functionCodes as fc, methodologyCollectFields, methodologyCollectStatuses, type MethodologyCollectRow } from '@ccer/contracts';
import ListPage from '../../../components/list-page/ListPage';
import { formatDateTime } from '../../../components/list-page/format';
import { messageLang } from '../../../message-lang';
import { fetchProposals } from './methodology-collect-api';
import { NS, detailPath, statusColor } from './methodology-collect-shared';

/**
 * /information/methodology/collect (5015, 019): the proposals clients submitted (drafts stay theirs), searched by
 * number, title, proposer, field, status and submission days; a row opens its detail, where the reviewers decide.
 */
export default function ProposalListPage() {
  const navigate = useNavigate();
  const lang = messageLang();
  return (
    <ListPage<MethodologyCollectRow>
      queryKey="methodologyCollect"
      load={fetchProposals}
      rowKey="id"
      searchFields={[
        { name: 'proposalNo', label: `${NS}:fields.proposalNo`, kind: 'input' },
        { name: 'title', label: `${NS}:fields.title`, kind: 'input' },
        { name: 'proposer', label: `${NS}:fields.proposer`, kind: 'input' },
        { name: 'fieldCode', label: `${NS}:fields.field`, kind: 'select', options: methodologyCollectFields.map((f) => ({ value: f.code, label: `${f.code} ${f[lang]}` })) },
        {
          name: 'status',
          label: `${NS}:fields.status`,
          kind: 'select',
          options: Object.entries(methodologyCollectStatuses)
            .filter(([k]) => k !== 'draft')
            .map(([k, v]) => ({ value: k, label: v[lang] })),
        },
        { name: 'submitted', label: `${NS}:fields.submittedAt`, kind: 'startEndDate', rangeNames: ['submittedStart', 'submittedEnd'] },
      ]}
      columns={[
        { title: `${NS}:fields.proposalNo`, dataIndex: 'proposalNo', width: 170, mobile: true },
        { title: `${NS}:fields.title`, dataIndex: 'title', ellipsis: true, width: 240, mobile: true },
        { title: `${NS}:fields.proposer`, dataIndex: 'proposerName', ellipsis: true, width: 220 },
        { title: `${NS}:fields.field`, dataIndex: 'fieldName', ellipsis: true, width: 200 },
        { title: `${NS}:fields.status`, dataIndex: 'status', width: 100, mobile: true, render: (v: string, r) => <Tag color={statusColor[v]}>{r.statusName}</Tag> },
        { title: `${NS}:fields.submittedAt`, dataIndex: 'submittedAt', width: 170, render: formatDateTime },
      ]}
      rowOperations={[
        { key: 'detail', label: `${NS}:actions.detail`, visible: (r) => !r.taskId, onClick: (r) => navigate(detailPath(r.id)) },
        { key: 'audit', label: `${NS}:actions.audit`, func: fc.methodology, visible: (r) => !!r.taskId, onClick: (r) => navigate(detailPath(r.id)) },
      ]}
    />
  );
}
