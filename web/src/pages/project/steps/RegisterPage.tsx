import StepListPage from './StepListPage';
import { stepOf } from './step-pages';

const steps = ['registerAcct', 'projectReview', 'registerConfirm'].map(stepOf);

/** 项目登记 (/project/register, menu 1304, 078): the registry's acceptance (10), review (14) and confirmation (15). */
export default function RegisterPage() {
  return <StepListPage queryKey="projectRegister" steps={steps} detailPath="/project/detail" />;
}
