import { useRef, useState } from 'react';
import { Button, Space, Tag, message } from 'antd';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { functionCodes, workflowTypes, type TaskRow } from '@ccer/contracts';
import ListPage from '../../../components/list-page/ListPage';
import { formatDateTime } from '../../../components/list-page/format';
import type { ListPageHandle, ListPageProps } from '../../../components/list-page/types';
import { ApiError } from '../../../api/http';
import { claimTask, fetchMyTasks, unclaimTask } from '../../../api/tasks';
import RefreshIntervalSelect from './RefreshIntervalSelect';
import TaskHandleModal from './TaskHandleModal';
import TaskTypeCounts from './lists/TaskTypeCounts';
import CcListModal from './task-actions/CcListModal';
import { businessRoute, isClaimed, myDealPath, type RefreshInterval } from './task-rules';

/**
 * 我的待办 (/system/process/my, menu 402005): tasks assigned to me and unassigned tasks of my
 * groups. 签收 / 退签 / 办理 act on the task; 查看业务 opens the business page by workflowType.
 * `?workflowType=` searches by type (spec 000 §2.9).
 */
export default function MyTasksPage() {
  const { t } = useTranslation('process');
  const { t: ta } = useTranslation('taskActions');
  const [ccOpen, setCcOpen] = useState(false);
  const navigate = useNavigate();
  const [messageApi, messageHolder] = message.useMessage();
  const list = useRef<ListPageHandle>(null);
  const [refreshSeconds, setRefreshSeconds] = useState<RefreshInterval>(0);
  const [handling, setHandling] = useState<TaskRow>();
  const refresh = () => list.current?.refresh();
  // the counts bar filters through the URL (?workflowType=), like any link into this page
  const [searchParams, setSearchParams] = useSearchParams();
  const workflowType = searchParams.get('workflowType') ?? undefined;

  /** Claim and unclaim: a 409 (someone else holds it) shows the server's message; the list is reloaded either way. */
  const act = (call: (taskId: string) => Promise<unknown>, done: string) => async (row: TaskRow) => {
    try {
      await call(row.taskId);
      void messageApi.success(t(done));
    } catch (e) {
      if (!(e instanceof ApiError && e.status === 401)) void messageApi.error(e instanceof Error ? e.message : String(e), 3);
    }
    await refresh();
  };

  const declaration: ListPageProps<TaskRow> = {
    queryKey: 'myTasks',
    load: fetchMyTasks,
    rowKey: 'taskId',
    exportConfig: { funcid: 'myTaskList' },
    refetchInterval: refreshSeconds * 1000,
    toolbarExtra: (
      <Space>
        <Button onClick={() => setCcOpen(true)} data-testid="cc-list-open">
          {ta('cc.open')}
        </Button>
        <RefreshIntervalSelect value={refreshSeconds} onChange={setRefreshSeconds} />
      </Space>
    ),
    searchFields: [
      { name: 'taskName', label: 'process:fields.taskName', kind: 'input' },
      { name: 'businessName', label: 'process:fields.businessName', kind: 'input' },
      { name: 'workflowType', label: 'process:fields.workflowType', kind: 'select', options: workflowTypes.map((w) => ({ value: w, label: t(`workflowTypes.${w}`) })) },
    ],
    columns: [
      {
        title: 'process:fields.taskName',
        dataIndex: 'taskName',
        mobile: true,
        // an added signer's subtask (加签) and a task delegated to me (委派) are marked
        render: (v: string, row: TaskRow) => (
          <>
            {v}
            {row.parentTaskId && (
              <Tag color="processing" style={{ marginInlineStart: 8 }}>
                {ta('subtaskTag')}
              </Tag>
            )}
            {row.delegationState === 'PENDING' && (
              <Tag color="purple" style={{ marginInlineStart: 8 }}>
                {ta('actions.delegate')}
              </Tag>
            )}
          </>
        ),
      },
      { title: 'process:fields.processName', dataIndex: 'processName', render: (v?: string | null) => v ?? '-' },
      { title: 'process:fields.businessName', dataIndex: 'businessName', ellipsis: true, width: 220, mobile: true, render: (v?: string | null) => v ?? '-' },
      { title: 'process:fields.workflowType', dataIndex: 'workflowType', render: (v?: string | null) => (v ? t(`workflowTypes.${v}`, { defaultValue: v }) : '-') },
      {
        title: 'process:fields.assignee',
        dataIndex: 'assignee',
        render: (v?: string | null) => (v ? v : <Tag color="warning">{t('unclaimed')}</Tag>),
      },
      { title: 'process:fields.created', dataIndex: 'created', render: formatDateTime },
      {
        title: 'process:fields.due',
        dataIndex: 'due',
        // overdue is decided by the gateway's clock (TaskRow.overdue), not the browser's
        render: (v: string | null, row: TaskRow) => (
          <>
            {formatDateTime(v)}
            {row.overdue && (
              <Tag color="red" style={{ marginInlineStart: 8 }} data-testid="task-overdue">
                {t('calendar:overdue')}
              </Tag>
            )}
          </>
        ),
      },
    ],
    rowOperations: [
      {
        key: 'claim',
        label: 'process:actions.claim',
        func: functionCodes.taskHandle,
        visible: (r) => !isClaimed(r),
        confirm: 'process:confirmClaim',
        onClick: act(claimTask, 'claimDone'),
      },
      {
        key: 'unclaim',
        label: 'process:actions.unclaim',
        func: functionCodes.taskHandle,
        visible: isClaimed,
        confirm: 'process:confirmUnclaim',
        onClick: act(unclaimTask, 'unclaimDone'),
      },
      { key: 'handle', label: 'process:actions.handle', func: functionCodes.taskHandle, visible: isClaimed, onClick: setHandling },
      { key: 'view', label: 'process:actions.viewBusiness', visible: (r) => !!businessRoute(r), onClick: (r) => navigate(businessRoute(r)!) },
      { key: 'open', label: 'process:actions.open', onClick: (r) => navigate(myDealPath(r.taskId)) },
    ],
  };

  return (
    <>
      {messageHolder}
      <TaskTypeCounts listQueryKey={declaration.queryKey} value={workflowType} onChange={(w) => setSearchParams(w ? { workflowType: w } : {})} />
      {/* a new type starts a fresh search (the list reads ?workflowType= when it mounts) */}
      <ListPage<TaskRow> key={workflowType ?? ''} ref={list} {...declaration} />
      {handling && (
        <TaskHandleModal key={handling.taskId} task={handling} messageApi={messageApi} onChanged={() => void refresh()} onClosed={() => setHandling(undefined)} />
      )}
      {ccOpen && <CcListModal messageApi={messageApi} onClosed={() => setCcOpen(false)} />}
    </>
  );
}
