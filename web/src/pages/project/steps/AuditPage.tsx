import StepListPage from './StepListPage';
import { stepOf } from './step-pages';

const steps = [stepOf('publicityAudit')];

/** 项目公示审核 (/project/audit, menu 1303, 054): applications under publicity audit, 审核 each. */
export default function AuditPage() {
  return <StepListPage queryKey="projectAudit" steps={steps} detailPath="/project/detail" />;
}
