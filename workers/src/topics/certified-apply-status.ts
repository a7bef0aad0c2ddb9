import { certifiedLifecycle, topics } from '@ccer/contracts';
import { lifecycleStatusTopic } from './lifecycle-status.ts';
import { notifyCertifiedStep } from './action-notices.ts';

/**
 * certified-apply-status: the reduction-volume application's status along ccerCertifiedApply.bpmn
 * (lifecycle-status.ts), with the publicity dates, deadlines and the verification report's conclusion, and the notices
 * of the step now waiting.
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
  afterChange: async (trx, { applyId, from, to, version }) => {
    await notifyCertifiedStep(trx, { applyId, from, to, activation: String(version) });
  },
});

export const certifiedApplyStatus = certifiedApplyStatusTopic.handler;
