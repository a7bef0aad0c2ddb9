import { useRef, useState } from 'react';
import { Tag } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { functionCodes as fc, projectCancelStatuses, type CancelRow } from '@ccer/contracts';
import ListPage from '../../../components/list-page/ListPage';
import { formatDateTime } from '../../../components/list-page/format';
import type { ListPageHandle, ListPageProps } from '../../../components/list-page/types';
import { fetchCancelList } from '../../../api/project-registered';
import { messageLang } from '../../../message-lang';
import CancelApplyModal from './CancelApplyModal';
import CancelAuditModal from './CancelAuditModal';
import { useTranslation } from 'react-i18next';

/** 项目注销 (the owner's, menu 1314) or 项目注销管理 (the registry's, menu 1315). */
type Mode = 'owner' | 'registry';

const statusColor: Record<string, string> = {
  [projectCancelStatuses.pending.code]: 'processing',
  [projectCancelStatuses.approved.code]: 'red',
  [projectCancelStatuses.rejected.code]: 'default',
};

/**
 * Cancellation applications (cancelProject-list): a company its own with 申请注销 (053), the registry every one with
 * 申请注销 and 审核 of those under audit (081); 详情 opens the application.
 */
function CancelList({ mode }: { mode: Mode }) {
  const { t } = useTranslation('projectRegistered');
  const navigate = useNavigate();
  const list = useRef<ListPageHandle>(null);
  const [applying, setApplying] = useState<number>();
  const [auditing, setAuditing] = useState<CancelRow & { taskId: string }>();
  const base = mode === 'owner' ? '/project/logout' : '/project/logoutManage';
  const lang = messageLang();
  const refresh = () => void list.current?.refresh();

  const declaration: ListPageProps<CancelRow> = {
    queryKey: `projectCancels-${mode}`,
    load: fetchCancelList,
    rowKey: 'id',
    searchFields: [
      { name: 'projectName', label: 'projectRegistered:fields.projectName', kind: 'input' },
      { name: 'projectCode', label: 'projectRegistered:fields.projectCode', kind: 'input' },
      { name: 'status', label: 'projectRegistered:fields.cancelStatus', kind: 'select', options: Object.values(projectCancelStatuses).map((s) => ({ value: s.code, label: s[lang] })) },
    ],
    columns: [
      { title: 'projectRegistered:fields.applyNo', dataIndex: 'applyNo' },
      { title: 'projectRegistered:fields.projectCode', dataIndex: 'projectCode', mobile: true },
      { title: 'projectRegistered:fields.projectName', dataIndex: 'projectName', ellipsis: true, width: 200, mobile: true },
      { title: 'projectRegistered:fields.owner', dataIndex: 'owner', ellipsis: true, width: 160 },
      { title: 'projectRegistered:fields.reason', dataIndex: 'reason', ellipsis: true, width: 180 },
      { title: 'projectRegistered:fields.initiatedBy', dataIndex: 'initiatedBy', width: 120, render: (v: string) => t(`initiatedBy.${v}`) },
      { title: 'projectRegistered:fields.cancelStatus', dataIndex: 'status', mobile: true, render: (v: string, r) => <Tag color={statusColor[v]}>{r.statusName}</Tag> },
      { title: 'projectRegistered:fields.opinion', dataIndex: 'opinion', ellipsis: true, width: 160 },
      { title: 'projectRegistered:fields.createdAt', dataIndex: 'createdAt', width: 170, render: formatDateTime },
    ],
    toolbar: [
      { key: 'apply', label: 'projectRegistered:actions.applyCancel', func: mode === 'owner' ? fc.projectAdd : fc.projectCancel, icon: <PlusOutlined />, onClick: () => setApplying(Date.now()) },
    ],
    rowOperations: [
      { key: 'detail', label: 'projectRegistered:actions.detail', onClick: (r) => navigate(`${base}/detail?id=${encodeURIComponent(r.id)}`) },
      ...(mode === 'registry'
        ? [{ key: 'audit', label: 'projectRegistered:actions.audit', func: fc.projectCancel, visible: (r: CancelRow) => !!r.taskId, onClick: (r: CancelRow) => setAuditing({ ...r, taskId: r.taskId! }) }]
        : []),
    ],
  };

  return (
    <>
      <ListPage<CancelRow> ref={list} {...declaration} />
      {applying && <CancelApplyModal key={applying} onDone={refresh} onClosed={() => setApplying(undefined)} />}
      {auditing && <CancelAuditModal key={auditing.id} cancel={auditing} onDone={refresh} onClosed={() => setAuditing(undefined)} />}
    </>
  );
}

/** 项目注销 (/project/logout, menu 1314). */
export const LogoutPage = () => <CancelList mode="owner" />;
/** 项目注销管理 (/project/logoutManage, menu 1315). */
export const LogoutManagePage = () => <CancelList mode="registry" />;
