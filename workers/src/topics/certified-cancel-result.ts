import { z } from 'zod';
import { businessTypes, certifiedInfoCancelFlags, certifiedWithdrawStatuses, topics } from '@ccer/contracts';
import { BusinessRuleError } from '../business-rule-error.ts';
import type { HandlerContext, TopicRegistration } from '../handler.ts';
import { onceForTask } from '../idempotent.ts';
import { logRow, UUID } from './log-row.ts';

const variablesSchema = z.object({
  targetStatus: z.enum([certifiedWithdrawStatuses.approved.code, certifiedWithdrawStatuses.rejected.code]),
  opinion: z.string().nullish(),
  auditor: z.string().nullish(),
  auditorId: z.string().nullish(),
});

/**
 * The outcome of a withdrawal of registered reductions (核证减排量撤回, ccerCertifiedCancel.bpmn; the businessKey is the
 * withdrawal application): approved withdraws the registered reductions for ever (cancelFlag 1, never issuable),
 * rejected leaves them registered as they were. Only an application under audit is decided, once.
 */
export async function certifiedCancelResult({ task, variables, db, logger }: HandlerContext): Promise<void> {
  const parsed = variablesSchema.safeParse(variables);
  if (!parsed.success) throw new Error(`certified-cancel-result: bad variables: ${z.prettifyError(parsed.error)}`);
  const { targetStatus, auditor, auditorId } = parsed.data;
  const opinion = parsed.data.opinion || null;
  const withdrawId = task.businessKey ?? '';
  if (!UUID.test(withdrawId)) throw new BusinessRuleError('WITHDRAW_NOT_FOUND', `no withdrawal application with id '${withdrawId}'`);
  const outcome = await onceForTask(db, task.id, async (trx) => {
    const row = await trx('certified_cancel_apply').where({ id: withdrawId }).forUpdate().first<{ status: string; certified_info_id: string } | undefined>();
    if (!row) throw new BusinessRuleError('WITHDRAW_NOT_FOUND', `no withdrawal application with id '${withdrawId}'`);
    if (row.status !== certifiedWithdrawStatuses.pending.code) {
      throw new BusinessRuleError('WITHDRAW_NOT_PENDING', `withdrawal ${withdrawId} has status ${row.status}`);
    }
    await trx('certified_cancel_apply').where({ id: withdrawId }).update({ status: targetStatus, opinion, version: trx.raw('version + 1'), updated_at: trx.fn.now() });
    if (targetStatus === certifiedWithdrawStatuses.approved.code) {
      await trx('certified_info')
        .where({ id: row.certified_info_id })
        .update({ cancel_flag: certifiedInfoCancelFlags.cancelled, cancelled_at: trx.fn.now(), version: trx.raw('version + 1'), updated_at: trx.fn.now() });
    }
    await trx('operation_log').insert(
      logRow(task.id, { auditor, auditorId }, 'certified.cancel-result', businessTypes.certifiedCancel, withdrawId, { status: row.status }, { status: targetStatus, opinion }),
    );
  });
  if (outcome.applied) logger.info({ targetStatus }, 'withdrawal decided');
}

export const certifiedCancelResultTopic: TopicRegistration = {
  topic: topics.certifiedCancelResult,
  variables: ['targetStatus', 'opinion', 'auditor', 'auditorId'],
  handler: certifiedCancelResult,
};
