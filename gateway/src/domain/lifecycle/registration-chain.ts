import { stepByTaskKey, type LifecycleDeclaration } from '@ccer/contracts';
import type { Chain } from './progress-nodes.ts';

/**
 * The progress chains of a lifecycle area's registration chain (both areas' BPMN use the same activity ids): the main
 * chain (提交, the declared steps with the publicity period after the audit, 登记) and the recall branch (撤回申请,
 * 撤回审核, 已撤回).
 */
export function registrationChains(lifecycle: LifecycleDeclaration): { main: Chain; recall: Chain } {
  const recallAudit = stepByTaskKey(lifecycle, 'recallAudit')!;
  const publicityAudit = stepByTaskKey(lifecycle, 'publicityAudit')!;
  // the chain waits in its event gateway (again after a pause or a period change) until the timer ends it
  const publicity = { key: 'publicity', activityIds: ['publicityEvents', 'publicityEnded'], zh: '公示', en: 'Publicity' };
  return {
    main: {
      // a returned application is submitted again through the resubmission message
      start: { key: 'submit', activityIds: ['submitted', 'waitResubmission'], zh: '提交', en: 'Submit' },
      steps: lifecycle.steps.filter((s) => s !== recallAudit).flatMap((s) => (s === publicityAudit ? [s, publicity] : [s])),
      end: { key: 'register', activityIds: ['registeredEnd'], zh: '登记', en: 'Registered' },
    },
    recall: {
      start: { key: 'recallRequest', activityIds: ['recallRequested'], zh: '撤回申请', en: 'Recall requested' },
      steps: [recallAudit],
      end: { key: 'recalled', activityIds: ['recalledEnd'], zh: '已撤回', en: 'Recalled' },
    },
  };
}
