import StepListPage from '../../lifecycle/StepListPage';
import { projectArea, stepOf } from './project-area';

const steps = [stepOf('confirmOrgFile')];

/** 业主确认 (/project/confirm, menu 1311, 059): the company's applications whose validation report waits for it, 确认 or 退回审定机构. */
export default function ConfirmPage() {
  return <StepListPage area={projectArea} queryKey="projectConfirm" steps={steps} detailPath="/project/detail" />;
}
