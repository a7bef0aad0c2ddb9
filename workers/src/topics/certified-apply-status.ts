import { certifiedLifecycle, certifiedStatuses, topics } from '@ccer/contracts';
import { lifecycleStatusTopic } from './lifecycle-status.ts';
import { notifyCertifiedStep } from './action-notices.ts';
import { recordRecallOutcome } from './recall-outcome.ts';

/**
 * certified-apply-status: the reduction-volume application's status along ccerCertifiedApply.bpmn
 * (lifecycle-status.ts), with the publicity dates, deadlines and the verification report's conclusion, and the notices
 * of the step now waiting, and a recall audit's outcome on the recall request it decided.
 */
export const certifiedApplyStatusTopic = lifecycleStatusTopic({
  topic: topics.certifiedApplyStatus,
  lifecycle: certifiedLifecycle,
  table: 'certified_apply',
  logAbstract: 'certified-apply.status',
  carried: {
    publicityStartDate: 'publicity_start_date',
    publicityEndDate: 'publicity_end_date',
    verificationDueAt: 'verification_due_at',
    acceptanceDueAt: 'acceptance_due_at',
    verificationConclusion: 'verification_conclusion',
  },
  // the actors of the step that now waits are told (once per status change: the version is the activation)
  afterChange: async (trx, { applyId, from, to, version, opinion, auditor }) => {
    await notifyCertifiedStep(trx, { applyId, from, to, activation: String(version) });
    // the recall audit decided: the recall request under audit records the outcome
    if (from === certifiedStatuses.recallPending) await recordRecallOutcome(trx, { applyId, recalled: to === certifiedStatuses.recalled, opinion, auditor });
  },
});

export const certifiedApplyStatus = certifiedApplyStatusTopic.handler;
