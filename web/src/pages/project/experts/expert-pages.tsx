import { projectExpertCalls } from '../../../api/experts';
import { projectArea } from '../steps/project-area';
import AppointExpertsPage from './AppointExpertsPage';
import EvaluationPage from './EvaluationPage';
import { appointExpertsPath, evaluatePath } from './expert-routes';
import type { ExpertPagesArea } from './expert-area';

const projectExperts: ExpertPagesArea = {
  area: projectArea,
  calls: projectExpertCalls,
  appointPath: appointExpertsPath,
  evaluatePath,
  listKeys: { applications: 'appointExperts', reports: 'expertReports' },
};

/** 指派专家 of projects (menu 1308) and the expert's evaluation of a project. */
export const ProjectAppointExpertsPage = () => <AppointExpertsPage experts={projectExperts} />;
export const ProjectEvaluationPage = () => <EvaluationPage experts={projectExperts} />;
