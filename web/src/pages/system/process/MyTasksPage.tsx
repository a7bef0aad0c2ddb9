import { useRef, useState } from 'react';
import { Tag, message } from 'antd';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { functionCodes, workflowTypes, type TaskRow } from '@ccer/contracts';
import ListPage from '../../../components/list-page/ListPage';
import { formatDateTime } from '../../../components/list-page/format';
import type { ListPageHandle, ListPageProps } from '../../../components/list-page/types';
import { ApiError } from '../../../api/http';
import { claimTask, fetchMyTasks, unclaimTask } from '../../../api/tasks';
import RefreshIntervalSelect from './RefreshIntervalSelect';
import TaskHandleModal from './TaskHandleModal';
import { businessRoute, isClaimed, type RefreshInterval } from './task-rules';

/**
 * 我的待办 (/system/process/my, menu 402005): tasks assigned to me and unassigned tasks of my
 * groups. 签收 / 退签 / 办理 act on the task; 查看业务 opens the business page by workflowType.
 * `?workflowType=` searches by type (spec 000 §2.9).
 */
export default function MyTasksPage() {
  const { t } = useTranslation('process');
  const navigate = useNavigate();
  const [messageApi, messageHolder] = message.useMessage();
  const list = useRef<ListPageHandle>(null);
  const [refreshSeconds, setRefreshSeconds] = useState<RefreshInterval>(0);
  const [handling, setHandling] = useState<TaskRow>();
  const refresh = () => list.current?.refresh();

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
    refetchInterval: refreshSeconds * 1000,
    toolbarExtra: <RefreshIntervalSelect value={refreshSeconds} onChange={setRefreshSeconds} />,
    searchFields: [
      { name: 'taskName', label: 'process:fields.taskName', kind: 'input' },
      { name: 'businessName', label: 'process:fields.businessName', kind: 'input' },
      { name: 'workflowType', label: 'process:fields.workflowType', kind: 'select', options: workflowTypes.map((w) => ({ value: w, label: t(`workflowTypes.${w}`) })) },
    ],
    columns: [
      { title: 'process:fields.taskName', dataIndex: 'taskName' },
      { title: 'process:fields.processName', dataIndex: 'processName', render: (v?: string | null) => v ?? '-' },
      { title: 'process:fields.businessName', dataIndex: 'businessName', ellipsis: true, width: 220, render: (v?: string | null) => v ?? '-' },
      { title: 'process:fields.workflowType', dataIndex: 'workflowType', render: (v?: string | null) => (v ? t(`workflowTypes.${v}`, { defaultValue: v }) : '-') },
      {
        title: 'process:fields.assignee',
        dataIndex: 'assignee',
        render: (v?: string | null) => (v ? v : <Tag color="warning">{t('unclaimed')}</Tag>),
      },
      { title: 'process:fields.created', dataIndex: 'created', render: formatDateTime },
      { title: 'process:fields.due', dataIndex: 'due', render: formatDateTime },
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
    ],
  };

  return (
    <>
      {messageHolder}
      <ListPage<TaskRow> ref={list} {...declaration} />
      {handling && (
        <TaskHandleModal key={handling.taskId} task={handling} messageApi={messageApi} onChanged={() => void refresh()} onClosed={() => setHandling(undefined)} />
      )}
    </>
  );
}
