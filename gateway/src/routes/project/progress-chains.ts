import { projectLifecycle, stepByTaskKey } from '@ccer/contracts';
import type { Chain } from '../../domain/lifecycle/progress-nodes.ts';

/**
 * The project application's progress chains over processes/project/ccerProjectPubApply.bpmn: the main
 * chain (提交, the declared steps, 登记) and the recall branch (撤回申请, 撤回审核, 已撤回). The node
 * activity ids are the BPMN's.
 */
const recallAudit = stepByTaskKey(projectLifecycle, 'recallAudit')!;

export const projectChain: Chain = {
  // a returned application is submitted again through the resubmission message
  start: { key: 'submit', activityIds: ['submitted', 'waitResubmission'], zh: '提交', en: 'Submit' },
  steps: projectLifecycle.steps.filter((s) => s !== recallAudit),
  end: { key: 'register', activityIds: ['registeredEnd'], zh: '登记', en: 'Registered' },
};

export const projectRecallChain: Chain = {
  start: { key: 'recallRequest', activityIds: ['recallRequested'], zh: '撤回申请', en: 'Recall requested' },
  steps: [recallAudit],
  end: { key: 'recalled', activityIds: ['recalledEnd'], zh: '已撤回', en: 'Recalled' },
};
