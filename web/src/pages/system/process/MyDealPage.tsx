import { useState } from 'react';
import { Button, Card, Result, Skeleton, Space, message } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { functionCodes } from '@ccer/contracts';
import { claimTask, fetchMyTasks } from '../../../api/tasks';
import { usePermission } from '../../../access';
import TaskBusiness from './TaskBusiness';
import TaskHandleModal from './TaskHandleModal';
import { businessRoute, isClaimed, myTasksPath } from './task-rules';

/**
 * 待办详情 (/system/process/myDeal?taskId=, hidden under menu 402005): one of my tasks by its id, for
 * links into a task; 签收 and 办理 as in My Tasks. A task done meanwhile (or not mine) reads as not found.
 */
export default function MyDealPage() {
  const { t } = useTranslation('process');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [messageApi, messageHolder] = message.useMessage();
  const [handling, setHandling] = useState(false);
  const canHandle = usePermission(functionCodes.taskHandle);
  const taskId = useSearchParams()[0].get('taskId') ?? '';
  const q = useQuery({
    queryKey: ['myDeal', taskId],
    queryFn: async () => (await fetchMyTasks({ taskId, pageNumber: 1, pageSize: 1 })).rows[0] ?? null,
    enabled: !!taskId,
  });
  const reload = () => queryClient.invalidateQueries({ queryKey: ['myDeal', taskId] });

  if (q.isPending && taskId) return <Skeleton active />;
  const task = q.data;
  if (!task) return <Result status="404" title={t('deal.notFound')} extra={<Button onClick={() => navigate(myTasksPath)}>{t('deal.back')}</Button>} />;
  const business = businessRoute(task);
  const claim = async () => {
    try {
      await claimTask(task.taskId);
      void messageApi.success(t('claimDone'));
    } catch (e) {
      void messageApi.error(e instanceof Error ? e.message : String(e), 3);
    }
    await reload();
  };

  return (
    <Card title={`${t('deal.title')} · ${task.taskName}`} data-testid="my-deal">
      {messageHolder}
      <TaskBusiness task={task} />
      <Space style={{ marginTop: 16 }}>
        {canHandle && !isClaimed(task) && (
          <Button type="primary" onClick={claim} data-testid="deal-claim">
            {t('actions.claim')}
          </Button>
        )}
        {canHandle && isClaimed(task) && (
          <Button type="primary" onClick={() => setHandling(true)} data-testid="deal-handle">
            {t('actions.handle')}
          </Button>
        )}
        {business && <Button onClick={() => navigate(business)}>{t('actions.viewBusiness')}</Button>}
        <Button onClick={() => navigate(myTasksPath)}>{t('deal.back')}</Button>
      </Space>
      {handling && <TaskHandleModal task={task} messageApi={messageApi} onChanged={() => void reload()} onClosed={() => setHandling(false)} />}
    </Card>
  );
}
