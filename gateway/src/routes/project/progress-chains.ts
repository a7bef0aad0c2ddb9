import { projectLifecycle, stepByTaskKey } from '@ccer/contracts';
import type { Chain } from '../../domain/lifecycle/progress-nodes.ts';

/**
 * The project application's progress chains over processes/project/ccerProjectPubApply.bpmn: the main
 * chain (提交, the declared steps, 登记) and the recall branch (撤回申请, 撤回审核, 已撤回). The node
 * activity ids are the BPMN's.
 */
const recallAudit = stepByTaskKey(projectLifecycle, 'recallAudit')!;
const publicityAudit = stepByTaskKey(projectLifecycle, 'publicityAudit')!;

/** The publicity period: the chain waits in its event gateway (again after a pause or a period change) until the timer ends it. */
const publicity = { key: 'publicity', activityIds: ['publicityEvents', 'publicityEnded'], zh: '公示', en: 'Publicity' };

export const projectChain: Chain = {
  // a returned application is submitted again through the resubmission message
  start: { key: 'submit', activityIds: ['submitted', 'waitResubmission'], zh: '提交', en: 'Submit' },
  steps: projectLifecycle.steps.filter((s) => s !== recallAudit).flatMap((s) => (s === publicityAudit ? [s, publicity] : [s])),
  end: { key: 'register', activityIds: ['registeredEnd'], zh: '登记', en: 'Registered' },
};

export const projectRecallChain: Chain = {
  start: { key: 'recallRequest', activityIds: ['recallRequested'], zh: '撤回申请', en: 'Recall requested' },
  steps: [recallAudit],
  end: { key: 'recalled', activityIds: ['recalledEnd'], zh: '已撤回', en: 'Recalled' },
};
