import { Tag } from 'antd';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { recallStatuses, type RecallRow } from '@ccer/contracts';
import ListPage from '../../../components/list-page/ListPage';
import { formatDateTime } from '../../../components/list-page/format';
import type { ListPageProps } from '../../../components/list-page/types';
import { fetchCertifiedRecallList } from '../../../api/certified-publicity';
import { certifiedStep } from '../certified-area';

const recallAudit = certifiedStep('recallAudit');
const recallColor: Record<string, string> = { [recallStatuses.pending.code]: 'gold', [recallStatuses.recalled.code]: 'default', [recallStatuses.refused.code]: 'green' };
const link = (page: 'audit' | 'detail', r: RecallRow) => `/certified/cancel/${page}?kind=recall&id=${encodeURIComponent(r.applyId)}`;

/**
 * The certification's recall records (撤回 during publicity; a tab of 减排量撤回记录, /certified/cancel): the requests
 * (owners: their company's), 审核 the pending ones (058), 详情 each.
 */
export default function RecallTab() {
  const { i18n } = useTranslation();
  const navigate = useNavigate();
  const lang = i18n.language.startsWith('zh') ? 'zh' : 'en';
  const declaration: ListPageProps<RecallRow> = {
    queryKey: 'certifiedRecall',
    rowKey: 'id',
    load: fetchCertifiedRecallList,
    searchFields: [
      { name: 'projectName', label: 'certifiedPublicity:fields.projectName', kind: 'input' },
      { name: 'status', label: 'certifiedPublicity:recalls.status', kind: 'select', options: Object.values(recallStatuses).map((s) => ({ value: s.code, label: s[lang] })) },
    ],
    columns: [
      { title: 'certifiedPublicity:fields.applyNo', dataIndex: 'applyNo' },
      { title: 'certifiedPublicity:fields.projectName', dataIndex: 'projectName', ellipsis: true, width: 220, mobile: true },
      { title: 'certifiedPublicity:fields.custName', dataIndex: 'custName' },
      { title: 'certifiedPublicity:recalls.reason', dataIndex: 'reason', ellipsis: true, width: 220 },
      { title: 'certifiedPublicity:recalls.status', dataIndex: 'status', mobile: true, render: (s: string, r: RecallRow) => <Tag color={recallColor[s]}>{r.statusName}</Tag> },
      { title: 'certifiedPublicity:recalls.createdAt', dataIndex: 'createdAt', render: formatDateTime },
      { title: 'certifiedPublicity:recalls.opinion', dataIndex: 'opinion', ellipsis: true, width: 200 },
      { title: 'certifiedPublicity:recalls.auditedAt', dataIndex: 'auditedAt', render: formatDateTime },
    ],
    rowOperations: [
      { key: 'audit', label: 'certifiedPublicity:recalls.audit', func: recallAudit.funcCode, visible: (r) => r.status === recallStatuses.pending.code, onClick: (r) => navigate(link('audit', r)) },
      { key: 'detail', label: 'certifiedPublicity:recalls.detail', onClick: (r) => navigate(link('detail', r)) },
    ],
  };
  return <ListPage<RecallRow> {...declaration} />;
}
