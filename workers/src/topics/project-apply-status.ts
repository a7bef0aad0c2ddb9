import { projectLifecycle, projectStatuses, topics } from '@ccer/contracts';
import { lifecycleStatusTopic } from './lifecycle-status.ts';
import { notifyProjectStep } from './action-notices.ts';
import { recordRecallOutcome } from './recall-outcome.ts';

/**
 * project-apply-status: the project application's status along ccerProjectPubApply.bpmn (lifecycle-status.ts), with
 * the publicity dates, deadlines and the body's conclusion its steps computed, the notices of the step now waiting,
 * and a recall audit's outcome on the recall request it decided.
 */
export const projectApplyStatusTopic = lifecycleStatusTopic({
  topic: topics.projectApplyStatus,
  lifecycle: projectLifecycle,
  table: 'project_apply',
  logAbstract: 'project-apply.status',
  carried: {
    publicityStartDate: 'publicity_start_date',
    publicityEndDate: 'publicity_end_date',
    validationDueAt: 'validation_due_at',
    acceptanceDueAt: 'acceptance_due_at',
    validationConclusion: 'validation_conclusion',
  },
  afterChange: async (trx, { applyId, from, to, version, opinion, auditor }) => {
    // the actors of the step that now waits are told (once per status change: the version is the activation)
    await notifyProjectStep(trx, { applyId, from, to, activation: String(version) });
    if (from === projectStatuses.recallPending) {
      // the recall audit decided: the recall request under audit records the outcome
      await recordRecallOutcome(trx, { applyId, recalled: to === projectStatuses.recalled, opinion, auditor });
    }
  },
});

export const projectApplyStatus = projectApplyStatusTopic.handler;
