import StepListPage from '../../lifecycle/StepListPage';
import { projectArea, stepOf } from './project-area';

const steps = [stepOf('publicityAudit')];

/** 项目公示审核 (/project/audit, menu 1303, 054): applications under publicity audit, 审核 each. */
export default function AuditPage() {
  return <StepListPage area={projectArea} queryKey="projectAudit" steps={steps} detailPath="/project/detail" />;
}
