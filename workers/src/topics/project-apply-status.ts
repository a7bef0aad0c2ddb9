import { z } from 'zod';
import { businessTypes, canTransition, projectLifecycle, projectStatusCodes, projectStatuses, topics } from '@ccer/contracts';
import { BusinessRuleError } from '../business-rule-error.ts';
import type { HandlerContext, TopicRegistration } from '../handler.ts';
import { onceForTask } from '../idempotent.ts';
import { logRow, UUID } from './log-row.ts';
import { notifyProjectStep } from './action-notices.ts';

/**
 * targetStatus is an input parameter of each status task in ccerProjectPubApply.bpmn; the others are
 * variables the gateway set with a decision (opinion, auditor) or with the step that computed them
 * (publicity dates, deadlines, the body's conclusion).
 */
const variablesSchema = z.object({
  targetStatus: z.enum(projectStatusCodes),
  opinion: z.string().nullish(),
  auditor: z.string().nullish(),
  auditorId: z.string().nullish(),
  publicityStartDate: z.string().nullish(),
  publicityEndDate: z.string().nullish(),
  validationDueAt: z.string().nullish(),
  acceptanceDueAt: z.string().nullish(),
  validationConclusion: z.string().nullish(),
});

/** Process variables kept on the application with the status they come with (variable → column). */
const carriedColumns = {
  publicityStartDate: 'publicity_start_date',
  publicityEndDate: 'publicity_end_date',
  validationDueAt: 'validation_due_at',
  acceptanceDueAt: 'acceptance_due_at',
  validationConclusion: 'validation_conclusion',
} as const;

/**
 * Sets an application's status as its chain moves (the businessKey is the application's id): only along
 * a transition the lifecycle declares, in one transaction with its log row and the notices of the step it
 * activates. The opinion is written when the change is the outcome of a decision step (approved or returned
 * from that step's status), so a status the timer sets keeps the last decision's opinion untouched.
 */
export async function projectApplyStatus({ task, variables, db, logger }: HandlerContext): Promise<void> {
  const parsed = variablesSchema.safeParse(variables);
  // a modelling or gateway bug, not a business outcome: fail, retry, then an incident
  if (!parsed.success) throw new Error(`project-apply-status: bad variables: ${z.prettifyError(parsed.error)}`);
  const { targetStatus, auditor, auditorId } = parsed.data;
  const applyId = task.businessKey ?? '';
  if (!UUID.test(applyId)) throw new BusinessRuleError('APPLY_NOT_FOUND', `no project application with id '${applyId}'`);

  const outcome = await onceForTask(db, task.id, async (trx) => {
    const row = await trx('project_apply').where({ id: applyId }).forUpdate().first<{ status: string } | undefined>('status');
    if (!row) throw new BusinessRuleError('APPLY_NOT_FOUND', `no project application with id '${applyId}'`);
    if (!canTransition(projectLifecycle, row.status, targetStatus)) {
      throw new BusinessRuleError('APPLY_STATUS_REFUSED', `application ${applyId} has status ${row.status}; the lifecycle has no change to ${targetStatus} from it`);
    }
    const decided = projectLifecycle.steps.some((s) => s.activeStatus === row.status && (s.approved === targetStatus || s.returned === targetStatus));
    const opinion = parsed.data.opinion || null;
    const carried = Object.fromEntries(
      Object.entries(carriedColumns).flatMap(([variable, column]) => {
        const v = parsed.data[variable as keyof typeof carriedColumns];
        return v ? [[column, v]] : [];
      }),
    );
    const [{ version }] = await trx('project_apply')
      .where({ id: applyId })
      .update({ ...carried, status: targetStatus, ...(decided ? { audit_opinion: opinion } : {}), version: trx.raw('version + 1'), updated_at: trx.fn.now() })
      .returning('version');
    // the actors of the step that now waits are told (once per status change: the version is the activation)
    await notifyProjectStep(trx, { applyId, from: row.status, to: targetStatus, activation: String(version) });
    if (row.status === projectStatuses.recallPending) {
      // the recall audit decided: the recall request under audit records the outcome
      const recalled = targetStatus === projectStatuses.recalled;
      await trx('project_recall')
        .where({ apply_id: applyId, status: '01' })
        .update({ status: recalled ? '02' : '03', opinion, auditor_name: auditor ? auditor.slice(0, 64) : null, audited_at: trx.fn.now() });
    }
    await trx('operation_log').insert(
      logRow(task.id, { auditor, auditorId }, 'project-apply.status', businessTypes.projectApply, applyId, { status: row.status }, { status: targetStatus, ...(decided ? { opinion } : {}) }),
    );
  });
  if (outcome.applied) logger.info({ targetStatus }, 'application status set');
  else logger.info('already done for this external task; completing again');
}

export const projectApplyStatusTopic: TopicRegistration = {
  topic: topics.projectApplyStatus,
  variables: ['targetStatus', 'opinion', 'auditor', 'auditorId', ...Object.keys(carriedColumns)],
  handler: projectApplyStatus,
};
