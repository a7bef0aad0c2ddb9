import { Descriptions, Empty, Skeleton } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { processKeys, type TaskRow } from '@ccer/contracts';
import { fetchApply } from '../../../api/project';
import ApplyDescriptions from '../../project/ApplyDescriptions';
import { formatDateTime } from '../../../components/list-page/format';

/** The application behind a publicity-audit task, loaded by its businessKey. */
function ProjectApplyBusiness({ id }: { id: string }) {
  const { t } = useTranslation('process');
  const q = useQuery({ queryKey: ['projectApply', id], queryFn: () => fetchApply(id).then((r) => r ?? null, () => null) });
  if (q.isPending) return <Skeleton active />;
  return q.data ? <ApplyDescriptions row={q.data} column={{ xs: 1, md: 2 }} /> : <Empty description={t('handle.noBusiness')} />;
}

/** What the task is about: the business record for known workflow types, else the task itself. */
export default function TaskBusiness({ task }: { task: TaskRow }) {
  const { t } = useTranslation('process');
  if (task.workflowType === processKeys.projectPubApply && task.businessKey) return <ProjectApplyBusiness id={task.businessKey} />;
  return (
    <Descriptions
      bordered
      size="small"
      column={1}
      items={[
        { key: 'processName', label: t('fields.processName'), children: task.processName ?? '-' },
        { key: 'businessName', label: t('fields.businessName'), children: task.businessName ?? '-' },
        { key: 'created', label: t('fields.created'), children: formatDateTime(task.created) },
      ]}
    />
  );
}
