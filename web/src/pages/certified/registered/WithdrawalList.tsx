import { useRef, useState } from 'react';
import { Tag } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { certifiedWithdrawStatuses, functionCodes as fc, type CertifiedCancelRow } from '@ccer/contracts';
import ListPage from '../../../components/list-page/ListPage';
import { formatDateTime } from '../../../components/list-page/format';
import type { ListPageHandle, ListPageProps } from '../../../components/list-page/types';
import { fetchWithdrawalList } from '../../../api/certified-registered';
import { messageLang } from '../../../message-lang';
import WithdrawApplyModal from './WithdrawApplyModal';
import WithdrawAuditModal from './WithdrawAuditModal';

export const withdrawStatusColor: Record<string, string> = {
  [certifiedWithdrawStatuses.pending.code]: 'processing',
  [certifiedWithdrawStatuses.approved.code]: 'red',
  [certifiedWithdrawStatuses.rejected.code]: 'default',
};

/**
 * 登记撤回 (the withdrawals of registered reductions, cancelCertified-list): a company its own, the registry every one;
 * 申请撤回 for the owner (056) and the registry (082), 审核 of those under audit (082), 详情.
 */
export default function WithdrawalList() {
  const { t } = useTranslation('certifiedRegistered');
  const navigate = useNavigate();
  const list = useRef<ListPageHandle>(null);
  const [applying, setApplying] = useState<number>();
  const [auditing, setAuditing] = useState<CertifiedCancelRow & { taskId: string }>();
  const lang = messageLang();
  const refresh = () => void list.current?.refresh();

  const declaration: ListPageProps<CertifiedCancelRow> = {
    queryKey: 'certifiedWithdrawals',
    load: fetchWithdrawalList,
    rowKey: 'id',
    searchFields: [
      { name: 'projectName', label: 'certifiedRegistered:fields.projectName', kind: 'input' },
      { name: 'registrationNo', label: 'certifiedRegistered:fields.registrationNo', kind: 'input' },
      { name: 'status', label: 'certifiedRegistered:fields.withdrawStatus', kind: 'select', options: Object.values(certifiedWithdrawStatuses).map((s) => ({ value: s.code, label: s[lang] })) },
    ],
    columns: [
      { title: 'certifiedRegistered:fields.withdrawNo', dataIndex: 'applyNo', width: 170 },
      { title: 'certifiedRegistered:fields.registrationNo', dataIndex: 'registrationNo', width: 170, mobile: true },
      { title: 'certifiedRegistered:fields.projectName', dataIndex: 'projectName', ellipsis: true, width: 200, mobile: true },
      { title: 'certifiedRegistered:fields.reason', dataIndex: 'reason', ellipsis: true, width: 180 },
      { title: 'certifiedRegistered:fields.initiatedBy', dataIndex: 'initiatedBy', width: 120, render: (v: string) => t(`initiatedBy.${v}`) },
      { title: 'certifiedRegistered:fields.withdrawStatus', dataIndex: 'status', mobile: true, render: (v: string, r) => <Tag color={withdrawStatusColor[v]}>{r.statusName}</Tag> },
      { title: 'certifiedRegistered:fields.opinion', dataIndex: 'opinion', ellipsis: true, width: 160 },
      { title: 'certifiedRegistered:fields.createdAt', dataIndex: 'createdAt', width: 170, render: formatDateTime },
    ],
    toolbar: [
      { key: 'apply', label: 'certifiedRegistered:actions.withdraw', func: [fc.certifiedAdd, fc.certifiedCancel], icon: <PlusOutlined />, onClick: () => setApplying(Date.now()) },
    ],
    rowOperations: [
      { key: 'detail', label: 'certifiedRegistered:actions.detail', onClick: (r) => navigate(`/certified/cancel/detail?kind=withdrawal&id=${encodeURIComponent(r.id)}`) },
      { key: 'audit', label: 'certifiedRegistered:actions.audit', func: fc.certifiedCancel, visible: (r) => !!r.taskId, onClick: (r) => setAuditing({ ...r, taskId: r.taskId! }) },
    ],
  };

  return (
    <>
      <ListPage<CertifiedCancelRow> ref={list} {...declaration} />
      {applying && <WithdrawApplyModal key={applying} onDone={refresh} onClosed={() => setApplying(undefined)} />}
      {auditing && <WithdrawAuditModal key={auditing.id} withdrawal={auditing} onDone={refresh} onClosed={() => setAuditing(undefined)} />}
    </>
  );
}
