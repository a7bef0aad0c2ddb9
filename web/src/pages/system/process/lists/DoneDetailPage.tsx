import { Button, Card, Descriptions, Result, Skeleton, Space, Tag } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { DoneTaskRow } from '@ccer/contracts';
import { fetchDoneDetail } from '../../../../api/process-lists';
import { formatDateTime } from '../../../../components/list-page/format';
import { InstanceDetailView } from '../InstanceDetailPage';
import { businessLink, formatDuration } from '../instance-rules';
import { doneListPath, resultColors } from './list-rules';

/** 已办任务详情 (/system/process/doneDetail?taskId=, hidden under menu 402015): the task, its business, the instance's history. */
export default function DoneDetailPage() {
  const { t } = useTranslation('processLists');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const taskId = params.get('taskId') ?? '';
  const q = useQuery({ queryKey: ['doneTask', taskId], queryFn: () => fetchDoneDetail(taskId), enabled: !!taskId, retry: false });

  if (!taskId || q.isError) return <Result status="404" title={t('done.detail.notFound')} extra={<Button onClick={() => navigate(doneListPath)}>{t('done.detail.back')}</Button>} />;
  if (q.isPending) return <Skeleton active />;
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <TaskSummary task={q.data.task} />
      <InstanceDetailView detail={q.data.detail} />
    </Space>
  );
}

function TaskSummary({ task }: { task: DoneTaskRow }) {
  const { t } = useTranslation(['processLists', 'process']);
  const link = businessLink(task.workflowType, task.businessKey, task.funcCode);
  const business = task.businessName ?? task.businessKey ?? '-';
  return (
    <Card size="small" title={t('done.detail.task')} data-testid="done-task">
      <Descriptions
        size="small"
        column={{ xs: 1, md: 2, xl: 3 }}
        items={[
          { key: 'taskName', label: t('done.fields.taskName'), children: task.taskName },
          { key: 'processName', label: t('done.fields.processName'), children: task.processName ?? '-' },
          { key: 'business', label: t('done.detail.business'), children: link ? <Link to={link}>{business}</Link> : business },
          { key: 'workflowType', label: t('done.fields.workflowType'), children: task.workflowType ? t(`process:workflowTypes.${task.workflowType}`, { defaultValue: task.workflowType }) : '-' },
          { key: 'result', label: t('done.fields.result'), children: task.result ? <Tag color={resultColors[task.result]}>{t(`result.${task.result}`)}</Tag> : '-' },
          { key: 'opinion', label: t('done.fields.opinion'), children: task.opinion ?? '-' },
          { key: 'startTime', label: t('done.fields.startTime'), children: formatDateTime(task.startTime) },
          { key: 'endTime', label: t('done.fields.endTime'), children: formatDateTime(task.endTime) },
          { key: 'duration', label: t('done.fields.duration'), children: formatDuration(task.durationMs) },
        ]}
      />
    </Card>
  );
}
