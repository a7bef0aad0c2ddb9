import { z } from 'zod';
import type { Knex } from 'knex';
import { businessTypes, topics } from '@ccer/contracts';
import { BusinessRuleError } from '../business-rule-error.ts';
import type { HandlerContext, TopicRegistration } from '../handler.ts';
import { onceForTask } from '../idempotent.ts';
import { moveUnits } from '../ledger/postings.ts';
import { logRow, UUID } from './log-row.ts';

const variablesSchema = z.object({
  targetStatus: z.enum(['posted', 'rejected']),
  opinion: z.string().nullish(),
  auditor: z.string().nullish(),
  auditorId: z.string().nullish(),
});

interface TransferRow {
  id: string;
  status: string;
  cust_id: string;
  to_cust_id: string;
  process_instance_id: string | null;
}

/**
 * Posts or releases a confirming transfer in the caller's transaction: posted moves every unit its reservation holds
 * (the claim, quantity undefined) to the receiver's free available units (kind transfer); rejected moves them back to
 * the sender's (kind release). Only a transfer still confirming is decided.
 */
export async function decideTransfer(
  trx: Knex.Transaction,
  transfer: TransferRow,
  decision: { targetStatus: 'posted' | 'rejected'; opinion: string | null; operatorId: string | null; processInstanceId?: string | null },
): Promise<void> {
  const claim = { holderId: transfer.cust_id, state: 'available' as const, claimId: transfer.id };
  const source = {
    businessType: businessTypes.ccerTransfer,
    businessKey: transfer.id,
    processInstanceId: decision.processInstanceId ?? transfer.process_instance_id,
    operatorId: decision.operatorId,
    reason: decision.opinion,
  };
  if (decision.targetStatus === 'posted') {
    await moveUnits(trx, { kind: 'transfer', from: claim, to: { holderId: transfer.to_cust_id, state: 'available', claimId: null } }, source);
  } else {
    await moveUnits(trx, { kind: 'release', from: claim, to: { holderId: transfer.cust_id, state: 'available', claimId: null } }, source);
  }
  await trx('ccer_transfer')
    .where({ id: transfer.id })
    .update({
      status: decision.targetStatus,
      opinion: decision.opinion,
      decided_operator_id: decision.operatorId,
      decided_at: trx.fn.now(),
      version: trx.raw('version + 1'),
      updated_at: trx.fn.now(),
    });
}

/**
 * The outcome of a transfer between accounts (ccerTransferConfirm.bpmn; the businessKey is the transfer): confirmed
 * posts the reserved units to the receiver, rejected releases them to the sender. Once per external task (onceForTask)
 * and once per transfer (only a confirming one is decided).
 */
export async function ccerTransferResult({ task, variables, db, logger }: HandlerContext): Promise<void> {
  const parsed = variablesSchema.safeParse(variables);
  if (!parsed.success) throw new Error(`ccer-transfer-result: bad variables: ${z.prettifyError(parsed.error)}`);
  const { targetStatus, auditor, auditorId } = parsed.data;
  const opinion = parsed.data.opinion || null;
  const transferId = task.businessKey ?? '';
  if (!UUID.test(transferId)) throw new BusinessRuleError('TRANSFER_NOT_FOUND', `no transfer with id '${transferId}'`);
  const outcome = await onceForTask(db, task.id, async (trx) => {
    const row = await trx('ccer_transfer').where({ id: transferId }).forUpdate().first<TransferRow | undefined>();
    if (!row) throw new BusinessRuleError('TRANSFER_NOT_FOUND', `no transfer with id '${transferId}'`);
    if (row.status !== 'confirming') throw new BusinessRuleError('TRANSFER_NOT_CONFIRMING', `transfer ${transferId} has status ${row.status}`);
    const operatorId = auditorId && UUID.test(auditorId) ? auditorId : null;
    await decideTransfer(trx, row, { targetStatus, opinion, operatorId, processInstanceId: task.processInstanceId });
    await trx('operation_log').insert(
      logRow(task.id, { auditor, auditorId }, 'ccer.transfer-result', businessTypes.ccerTransfer, transferId, { status: row.status }, { status: targetStatus, opinion }),
    );
  });
  if (outcome.applied) logger.info({ targetStatus }, 'transfer decided');
}

export const ccerTransferResultTopic: TopicRegistration = {
  topic: topics.ccerTransferResult,
  variables: ['targetStatus', 'opinion', 'auditor', 'auditorId'],
  handler: ccerTransferResult,
};
