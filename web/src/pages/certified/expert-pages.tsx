import { certifiedWorkflowTypeRoutes } from '@ccer/contracts';
import { certifiedExpertCalls } from '../../api/experts';
import AppointExpertsPage from '../project/experts/AppointExpertsPage';
import EvaluationPage from '../project/experts/EvaluationPage';
import type { ExpertPagesArea } from '../project/experts/expert-area';
import { certifiedArea } from './certified-area';

export const certifiedAppointPath = '/certified/appointExperts';
export const certifiedEvaluatePath = certifiedWorkflowTypeRoutes.certifiedEvaluation ?? '/certified/appointExperts/evaluate';

const certifiedExperts: ExpertPagesArea = {
  area: certifiedArea,
  calls: certifiedExpertCalls,
  appointPath: certifiedAppointPath,
  evaluatePath: certifiedEvaluatePath,
  listKeys: { applications: 'certifiedAppointExperts', reports: 'certifiedExpertReports' },
};

/** 指派专家 of reduction-volume applications (menu 1608): the technical evaluation's experts and their reports. */
export const CertifiedAppointExpertsPage = () => <AppointExpertsPage experts={certifiedExperts} />;
/** 技术评估 (/certified/appointExperts/evaluate?id=): the expert's evaluation of a reduction-volume application. */
export const CertifiedEvaluationPage = () => <EvaluationPage experts={certifiedExperts} />;
