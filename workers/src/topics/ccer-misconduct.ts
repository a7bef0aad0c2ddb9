import { z } from 'zod';
import { MISCONDUCT_BUSINESS, misconductActionCodes, misconductOutcome, misconductStatusCodes, misconductStepWaitingIn, topics } from '@ccer/contracts';
import { BusinessRuleError } from '../business-rule-error.ts';
import type { HandlerContext, TopicRegistration } from '../handler.ts';
import { onceForTask } from '../idempotent.ts';
import { moveUnits } from '../ledger/postings.ts';
import { logRow, UUID } from './log-row.ts';

const variablesSchema = z.object({
  action: z.enum(misconductActionCodes),
  targetStatus: z.enum(misconductStatusCodes),
  opinion: z.string().nullish(),
  auditor: z.string().nullish(),
  auditorId: z.string().nullish(),
});

interface RecordRow {
  id: string;
  record_no: string;
  status: string;
  cust_id: string;
  restrict_account: boolean;
  cancel_quantity: string | null;
  process_instance_id: string | null;
}

/**
 * The outcome of a bad-behaviour record's audit round (ccerMisconduct.bpmn; the businessKey is the record):
 * - the measures approved: the units the forced cancellation reserved are cancelled for ever (kind cancel, state
 *   cancelled) and the record is in force (a restriction applies from now);
 * - the measures rejected: the reservation is released, the record rejected (nothing restricted);
 * - a lift approved: the record is lifted; a lift rejected: the record is in force again.
 * The account's row is locked FOR UPDATE before the status changes, so a transfer or offset application (which locks
 * it FOR SHARE and then reads the restriction: gateway domain/ledger/account-restriction.ts) takes its turn before or
 * after, never beside. Once per external task (onceForTask) and once per round (only a record waiting is decided).
 */
export async function ccerMisconductResult({ task, variables, db, logger }: HandlerContext): Promise<void> {
  const parsed = variablesSchema.safeParse(variables);
  if (!parsed.success) throw new Error(`ccer-misconduct-result: bad variables: ${z.prettifyError(parsed.error)}`);
  const { action, targetStatus, auditor, auditorId } = parsed.data;
  const opinion = parsed.data.opinion || null;
  const recordId = task.businessKey ?? '';
  if (!UUID.test(recordId)) throw new BusinessRuleError('MISCONDUCT_NOT_FOUND', `no record with id '${recordId}'`);
  const outcome = await onceForTask(db, task.id, async (trx) => {
    const row = await trx('ccer_misconduct')
      .where({ id: recordId })
      .forUpdate()
      .first<RecordRow | undefined>('id', 'record_no', 'status', 'cust_id', 'restrict_account', 'cancel_quantity', 'process_instance_id');
    if (!row) throw new BusinessRuleError('MISCONDUCT_NOT_FOUND', `no record with id '${recordId}'`);
    const waiting = misconductStepWaitingIn(row.status);
    if (!waiting || waiting.action !== action) throw new BusinessRuleError('MISCONDUCT_NOT_PENDING', `record ${recordId} has status ${row.status}, the round is a ${action}`);
    const approved = misconductOutcome(action, true) === targetStatus;
    if (!approved && misconductOutcome(action, false) !== targetStatus) throw new BusinessRuleError('MISCONDUCT_BAD_OUTCOME', `a ${action} cannot end in ${targetStatus}`);
    // serialise with the account's applications (see above)
    await trx('customer').where({ cust_id: row.cust_id }).forUpdate().first('cust_id');

    const operatorId = auditorId && UUID.test(auditorId) ? auditorId : null;
    if (action === 'impose' && row.cancel_quantity !== null) {
      const claim = { holderId: row.cust_id, state: 'available' as const, claimId: row.id };
      const source = { businessType: MISCONDUCT_BUSINESS, businessKey: row.id, processInstanceId: task.processInstanceId ?? row.process_instance_id, operatorId, reason: `强制注销 ${row.record_no}` };
      if (approved) await moveUnits(trx, { kind: 'cancel', from: claim, to: { holderId: row.cust_id, state: 'cancelled', claimId: null } }, source);
      else await moveUnits(trx, { kind: 'release', from: claim, to: { holderId: row.cust_id, state: 'available', claimId: null } }, { ...source, reason: `驳回 ${row.record_no}` });
    }
    await trx('ccer_misconduct')
      .where({ id: row.id })
      .update({
        status: targetStatus,
        audit_opinion: opinion,
        ...(operatorId ? { auditor_operator_id: operatorId } : {}),
        ...(targetStatus === 'inForce' && action === 'impose' ? { in_force_at: trx.fn.now() } : {}),
        ...(targetStatus === 'lifted' ? { lifted_at: trx.fn.now() } : {}),
        version: trx.raw('version + 1'),
        updated_at: trx.fn.now(),
      });
    await trx('ccer_misconduct_round')
      .where({ misconduct_id: row.id, status: 'auditing' })
      .update({ status: approved ? 'approved' : 'rejected', auditor_operator_id: operatorId, opinion, decided_at: trx.fn.now() });
    await trx('operation_log').insert(logRow(task.id, { auditor, auditorId }, 'ccer.misconduct-result', MISCONDUCT_BUSINESS, row.id, { status: row.status }, { status: targetStatus, action, approved, opinion }));
  });
  if (outcome.applied) logger.info({ action, targetStatus }, 'bad-behaviour record decided');
}

export const ccerMisconductResultTopic: TopicRegistration = {
  topic: topics.ccerMisconductResult,
  variables: ['action', 'targetStatus', 'opinion', 'auditor', 'auditorId'],
  handler: ccerMisconductResult,
};
