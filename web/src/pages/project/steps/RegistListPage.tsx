import { useNavigate } from 'react-router';
import { projectStatuses } from '@ccer/contracts';
import StepListPage from '../../lifecycle/StepListPage';
import { projectArea, stepOf } from './project-area';

const registerApply = stepOf('registerApply');

/**
 * 项目登记申请 (/project/regist, menu 1305, 072): the company's applications awaiting the registration application
 * (09) or returned by the registry (11, with its opinion); 申请登记 opens the application page.
 */
export default function RegistListPage() {
  const navigate = useNavigate();
  return (
    <StepListPage
      area={projectArea}
      queryKey="projectRegist"
      steps={[]}
      extraStatuses={[projectStatuses.awaitingRegisterApply, projectStatuses.registerReturned]}
      detailPath="/project/regist/detail"
      rowOperations={[
        {
          key: 'registerApply',
          label: 'projectSteps:steps.registerApply.action',
          func: registerApply.funcCode,
          visible: (r) => r.status === registerApply.activeStatus,
          onClick: (r) => navigate(`/project/regist/apply?id=${encodeURIComponent(r.id)}`),
        },
      ]}
    />
  );
}
