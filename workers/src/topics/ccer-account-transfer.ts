import { z } from 'zod';
import { ACCOUNT_TRANSFER_BUSINESS, ACCOUNT_TRANSFER_TOPIC, accountTransferStatuses as S } from '@ccer/contracts';
import { BusinessRuleError } from '../business-rule-error.ts';
import type { HandlerContext, TopicRegistration } from '../handler.ts';
import { onceForTask } from '../idempotent.ts';
import { moveUnits } from '../ledger/postings.ts';
import { logRow, UUID } from './log-row.ts';

const variablesSchema = z.object({
  targetStatus: z.enum([S.auditing.code, S.transferred.code, S.rejected.code]),
  opinion: z.string().nullish(),
  auditor: z.string().nullish(),
  auditorId: z.string().nullish(),
});

interface TransferDbRow {
  id: string;
  apply_no: string;
  status: string;
  from_cust_id: string;
  to_cust_id: string;
  quantity: string;
}

/**
 * The steps' outcomes of an account transfer (账户划转, ccerAccountTransfer.bpmn; the businessKey is
 * ccer_account_transfer.id), once per external task, each in one transaction with its ledger posting:
 * - 02 confirmed: waits for the audit (the confirmer and opinion written);
 * - 03 approved at the audit: the units reserved under the transfer's id go to the receiving account, available and
 *   free (ledger kind 'transfer');
 * - 04 rejected at either step: the reservation is released to the giving account (kind 'release').
 */
export async function ccerAccountTransfer({ task, variables, db, logger }: HandlerContext): Promise<void> {
  const parsed = variablesSchema.safeParse(variables);
  if (!parsed.success) throw new Error(`ccer-account-transfer: bad variables: ${z.prettifyError(parsed.error)}`);
  const { targetStatus, auditor, auditorId } = parsed.data;
  const opinion = parsed.data.opinion || null;
  const id = task.businessKey ?? '';
  if (!UUID.test(id)) throw new BusinessRuleError('ACCOUNT_TRANSFER_NOT_FOUND', `no account transfer with id '${id}'`);
  const decidedBy = auditorId && UUID.test(auditorId) ? auditorId : null;
  const outcome = await onceForTask(db, task.id, async (trx) => {
    const row = await trx('ccer_account_transfer').where({ id }).forUpdate().first<TransferDbRow | undefined>('id', 'apply_no', 'status', 'from_cust_id', 'to_cust_id', 'quantity');
    if (!row) throw new BusinessRuleError('ACCOUNT_TRANSFER_NOT_FOUND', `no account transfer with id '${id}'`);
    const from = { confirming: [S.confirming.code], auditing: [S.auditing.code] };
    const allowed = targetStatus === S.auditing.code ? from.confirming : targetStatus === S.transferred.code ? from.auditing : [...from.confirming, ...from.auditing];
    if (!allowed.includes(row.status as never)) throw new BusinessRuleError('ACCOUNT_TRANSFER_NOT_PENDING', `account transfer ${id} has status ${row.status}`);
    const source = { businessType: ACCOUNT_TRANSFER_BUSINESS, businessKey: id, processInstanceId: task.processInstanceId ?? null, operatorId: decidedBy, reason: `账户划转 ${row.apply_no}` };
    const reserved = { holderId: row.from_cust_id, state: 'available' as const, claimId: id };
    let posted: number | undefined;
    if (targetStatus === S.transferred.code) {
      posted = (await moveUnits(trx, { kind: 'transfer', from: reserved, to: { holderId: row.to_cust_id, state: 'available', claimId: null } }, source)).quantity;
    } else if (targetStatus === S.rejected.code) {
      posted = (await moveUnits(trx, { kind: 'release', from: reserved, to: { holderId: row.from_cust_id, state: 'available', claimId: null } }, source)).quantity;
    }
    // who decided: the confirmer at the confirmation (or its rejection), the auditor at the audit
    const atConfirm = row.status === S.confirming.code;
    const who = atConfirm
      ? { confirmer_operator_id: decidedBy, confirm_opinion: opinion, confirmed_at: trx.fn.now() }
      : { auditor_operator_id: decidedBy, audit_opinion: opinion };
    const decided = targetStatus === S.auditing.code ? {} : { decided_at: trx.fn.now() };
    await trx('ccer_account_transfer').where({ id }).update({ status: targetStatus, ...who, ...decided, version: trx.raw('version + 1'), updated_at: trx.fn.now() });
    await trx('operation_log').insert(
      logRow(task.id, { auditor, auditorId }, 'ccer.account-transfer.result', ACCOUNT_TRANSFER_BUSINESS, id, { status: row.status }, { status: targetStatus, opinion, quantity: posted ?? null }),
    );
  });
  if (outcome.applied) logger.info({ targetStatus }, 'account transfer step decided');
}

export const ccerAccountTransferTopic: TopicRegistration = {
  topic: ACCOUNT_TRANSFER_TOPIC,
  variables: ['targetStatus', 'opinion', 'auditor', 'auditorId'],
  handler: ccerAccountTransfer,
};
