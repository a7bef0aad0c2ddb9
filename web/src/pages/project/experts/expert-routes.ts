import { lazy } from 'react';
import { workflowTypeRoutes } from '@ccer/contracts';
import type { LocalPage } from '../../../routes';

/** 13 项目管理 → 1308 指派专家, and the hidden evaluation page My Tasks opens for a projectEvaluation task. */
export const appointExpertsPath = '/project/appointExperts';
export const evaluatePath = workflowTypeRoutes.projectEvaluation ?? '/project/appointExperts/evaluate';

const page = (name: 'ProjectAppointExpertsPage' | 'ProjectEvaluationPage') => lazy(() => import('./expert-pages.tsx').then((m) => ({ default: m[name] })));

export const expertPages: Record<string, LocalPage> = {
  [appointExpertsPath]: { menuId: '1308', component: page('ProjectAppointExpertsPage') },
  [evaluatePath]: {
    menuId: '1308',
    hidden: true,
    requiresFormInfo: true,
    titleKey: 'experts:evaluate.title',
    component: page('ProjectEvaluationPage'),
  },
};
