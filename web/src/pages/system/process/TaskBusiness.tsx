import { Descriptions, Empty, Skeleton } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { CERTIFIED_DEFINITION_FUNC, processKeys, type TaskRow } from '@ccer/contracts';
import { formatDateTime } from '../../../components/list-page/format';
import type { AreaPages, AreaRow } from '../../lifecycle/area-pages';
import { projectArea } from '../../project/steps/project-area';
import { certifiedArea } from '../../certified/certified-area';

/** The application behind a publicity-audit task of either area, loaded by its businessKey. */
function ApplyBusiness<Row extends AreaRow>({ area, id }: { area: AreaPages<Row>; id: string }) {
  const { t } = useTranslation('process');
  const q = useQuery({ queryKey: [area.queryKey, id], queryFn: () => area.calls.one(id).then((r) => r ?? null, () => null) });
  if (q.isPending) return <Skeleton active />;
  return q.data ? <area.Descriptions row={q.data} column={{ xs: 1, md: 2 }} /> : <Empty description={t('handle.noBusiness')} />;
}

/** What the task is about: the business record for known workflow types (the area by the task's function code), else the task itself. */
export default function TaskBusiness({ task }: { task: TaskRow }) {
  const { t } = useTranslation('process');
  if (task.workflowType === processKeys.projectPubApply && task.businessKey) {
    return task.funcCode === CERTIFIED_DEFINITION_FUNC ? <ApplyBusiness area={certifiedArea} id={task.businessKey} /> : <ApplyBusiness area={projectArea} id={task.businessKey} />;
  }
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
