import StepListPage from '../../lifecycle/StepListPage';
import { projectArea, stepOf } from './project-area';

const steps = ['registerAcct', 'projectReview', 'registerConfirm'].map(stepOf);

/** 项目登记 (/project/register, menu 1304, 078): the registry's acceptance (10), review (14) and confirmation (15). */
export default function RegisterPage() {
  return <StepListPage area={projectArea} queryKey="projectRegister" steps={steps} detailPath="/project/detail" />;
}
