import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { recallStatuses, type RecallRow } from '@ccer/contracts';
import { Tag } from 'antd';
import ListPage from '../../../components/list-page/ListPage';
import { formatDateTime } from '../../../components/list-page/format';
import type { ListPageProps } from '../../../components/list-page/types';
import { fetchRecallList } from '../../../api/project-steps';
import { stepOf } from './project-area';

const recallAudit = stepOf('recallAudit');
const recallColor: Record<string, string> = { [recallStatuses.pending.code]: 'gold', [recallStatuses.recalled.code]: 'default', [recallStatuses.refused.code]: 'green' };

/** 项目撤回记录 (/project/cancel, menu 1307): the recall requests (owners: their company's), 审核 the pending ones. */
export default function RecallListPage() {
  const { i18n } = useTranslation();
  const navigate = useNavigate();
  const lang = i18n.language.startsWith('zh') ? 'zh' : 'en';
  const open = (path: string) => (r: RecallRow) => navigate(`${path}?id=${encodeURIComponent(r.applyId)}`);
  const declaration: ListPageProps<RecallRow> = {
    queryKey: 'projectRecall',
    rowKey: 'id',
    load: fetchRecallList,
    searchFields: [
      { name: 'projectName', label: 'project:fields.projectName', kind: 'input' },
      { name: 'status', label: 'project:fields.status', kind: 'select', options: Object.values(recallStatuses).map((s) => ({ value: s.code, label: s[lang] })) },
    ],
    columns: [
      { title: 'project:fields.applyNo', dataIndex: 'applyNo' },
      { title: 'project:fields.projectName', dataIndex: 'projectName', ellipsis: true, width: 220 },
      { title: 'project:fields.orgCustomerName', dataIndex: 'custName' },
      { title: 'projectSteps:fields.recallReason', dataIndex: 'reason', ellipsis: true, width: 220 },
      { title: 'project:fields.status', dataIndex: 'status', render: (s: string, r: RecallRow) => <Tag color={recallColor[s]}>{r.statusName}</Tag> },
      { title: 'projectSteps:fields.createdAt', dataIndex: 'createdAt', render: formatDateTime },
      { title: 'project:fields.auditOpinion', dataIndex: 'opinion', ellipsis: true, width: 200 },
      { title: 'projectSteps:fields.auditedAt', dataIndex: 'auditedAt', render: formatDateTime },
    ],
    rowOperations: [
      { key: 'audit', label: 'projectSteps:steps.recallAudit.action', func: recallAudit.funcCode, visible: (r) => r.status === recallStatuses.pending.code, onClick: open('/project/cancel/audit') },
      { key: 'detail', label: 'project:actions.detail', onClick: open('/project/cancel/detail') },
    ],
  };
  return <ListPage<RecallRow> {...declaration} />;
}
