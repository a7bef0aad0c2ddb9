import { projectLifecycle, type ApplyRow, type ApplyStatus } from '@ccer/contracts';
import { fetchApplyList } from '../../../api/project';
import { fetchRecallProgress, projectCalls } from '../../../api/project-steps';
import { formatDateTime } from '../../../components/list-page/format';
import type { ListColumn } from '../../../components/list-page/types';
import type { AreaPages } from '../../lifecycle/area-pages';
import OverdueTags from '../../lifecycle/OverdueTags';
import { stepIn } from '../../lifecycle/step-pages';
import { useApplyOptions } from '../apply-options';
import ApplyDescriptions from '../ApplyDescriptions';
import ApplyStatusTag from '../ApplyStatusTag';

/** A step of the project lifecycle by its taskKey. */
export const stepOf = (taskKey: string) => stepIn(projectLifecycle, taskKey);

/** The project area's step pages (13 项目管理): its lifecycle, calls, row and texts. */
export const projectArea: AreaPages<ApplyRow> = {
  lifecycle: projectLifecycle,
  calls: { ...projectCalls, list: fetchApplyList },
  recallProgress: fetchRecallProgress,
  ns: { fields: 'project', steps: 'projectSteps' },
  queryKey: 'projectApply',
  Descriptions: ApplyDescriptions,
  useStepColumns: () => {
    const { provinceName, projectTypeName } = useApplyOptions();
    return [
      { title: 'project:fields.applyNo', dataIndex: 'applyNo' },
      { title: 'project:fields.projectName', dataIndex: 'projectName', ellipsis: true, width: 220 },
      { title: 'project:fields.orgCustomerName', dataIndex: 'custName' },
      { title: 'project:fields.provinceId', dataIndex: 'provinceId', render: (v: string) => provinceName(v) },
      { title: 'project:fields.parentProjectType', dataIndex: 'parentProjectType', render: (v: string) => (v ? projectTypeName(v) : '-') },
      { title: 'project:fields.approvalAuthority', dataIndex: 'approvalAuthorityName' },
      { title: 'project:fields.status', dataIndex: 'status', render: (s: ApplyStatus) => <ApplyStatusTag status={s} /> },
      { title: 'projectSteps:fields.overdue', dataIndex: 'validationOverdue', render: (_: unknown, r: ApplyRow) => <OverdueTags area={projectArea} report={r.validationOverdue} acceptance={r.acceptanceOverdue} /> },
      { title: 'project:fields.auditOpinion', dataIndex: 'auditOpinion', ellipsis: true, width: 200, render: (v?: string | null) => v || '-' },
      { title: 'project:fields.updatedAt', dataIndex: 'updatedAt', render: formatDateTime },
    ] satisfies ListColumn<ApplyRow>[];
  },
};
