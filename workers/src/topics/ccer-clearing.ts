import type { Knex } from 'knex';
import { z } from 'zod';
import {
  CLEARING_BUSINESS,
  CLEARING_CHECK_TOPIC,
  CLEARING_RESULT_TOPIC,
  chinaIso,
  clearingLifecycle,
  settlementMoves,
  translate,
  type ClearingFinding,
  type ClearingResultPayload,
} from '@ccer/contracts';
import { BusinessRuleError } from '../business-rule-error.ts';
import type { HandlerContext, TopicRegistration } from '../handler.ts';
import { onceForTask } from '../idempotent.ts';
import { InsufficientUnitsError, moveUnits } from '../ledger/postings.ts';
import { clearingFindings } from '../exchange/clearing-findings.ts';
import { sendToExchange } from '../exchange/messages.ts';
import { logRow, UUID } from './log-row.ts';
import { applicantParties, notifyApplicationStep } from './action-notices.ts';

interface BatchRow {
  id: string;
  batch_no: string;
  trade_date: string;
  status: string;
}

/** The batch behind the task, locked; refused (a business rule) unless it is in one of the statuses. */
async function lockBatch(trx: Knex.Transaction, id: string, statuses: readonly string[]): Promise<BatchRow> {
  if (!UUID.test(id)) throw new BusinessRuleError('CLEARING_BATCH_NOT_FOUND', `no clearing batch with id '${id}'`);
  const row = await trx('clearing_batch').where({ id }).forUpdate().first<BatchRow | undefined>('id', 'batch_no', trx.raw(`to_char(trade_date, 'YYYY-MM-DD') as trade_date`), 'status');
  if (!row) throw new BusinessRuleError('CLEARING_BATCH_NOT_FOUND', `no clearing batch with id '${id}'`);
  if (!statuses.includes(row.status)) throw new BusinessRuleError('CLEARING_BATCH_DECIDED', `clearing batch ${id} has status ${row.status}`);
  return row;
}

/** The batch's outcome goes back to the exchange, in the transaction that decides it. */
async function reportOutcome(trx: Knex.Transaction, batch: BatchRow, status: ClearingResultPayload['status'], opinion: string | null, findings: ClearingFinding[]) {
  const messageId = await sendToExchange(trx, {
    kind: 'clearingResult',
    businessType: CLEARING_BUSINESS,
    businessKey: batch.id,
    businessNo: batch.batch_no,
    payload: (id): ClearingResultPayload => ({
      messageId: id,
      batchNo: batch.batch_no,
      tradeDate: batch.trade_date,
      status,
      decidedAt: chinaIso(new Date()),
      opinion,
      findings: findings.map((f) => ({ ...f, message: translate(f.message, 'zh') })),
    }),
  });
  await trx('clearing_batch').where({ id: batch.id }).update({ report_message_id: messageId });
}

/**
 * 校验 (ccerClearing.bpmn, clearingCheck): the batch against the ledger (exchange/clearing-findings.ts), once per task.
 * Nothing in the way: it waits for the registry's confirmation (confirming). Otherwise it is refused (checkFailed) with
 * its findings, and the exchange is told. Completes the task with `checkPassed`.
 */
export async function ccerClearingCheck({ task, db, logger }: HandlerContext): Promise<Record<string, unknown>> {
  const id = task.businessKey ?? '';
  const outcome = await onceForTask(db, task.id, async (trx) => {
    const batch = await lockBatch(trx, id, ['checking']);
    const { findings } = await clearingFindings(trx, id);
    const status = findings.length === 0 ? 'confirming' : 'checkFailed';
    const [{ version }] = await trx('clearing_batch')
      .where({ id })
      .update({ status, findings: JSON.stringify(findings), checked_at: trx.fn.now(), version: trx.raw('version + 1'), updated_at: trx.fn.now() })
      .returning('version');
    if (status === 'checkFailed') await reportOutcome(trx, batch, 'checkFailed', null, findings);
    // the registry's staff who confirm (106) are told a batch waits for them
    else await notifyApplicationStep(trx, { lifecycle: clearingLifecycle, status, businessKey: id, activation: String(version), parties: applicantParties(null, null), project: `清算批次${batch.batch_no}` });
    await trx('operation_log').insert(logRow(task.id, {}, 'clearing.check', CLEARING_BUSINESS, id, { status: 'checking' }, { status, findings: findings.length }));
    return status;
  });
  // a second delivery of the task: what the first one decided
  const status = outcome.applied ? outcome.result : (await db('clearing_batch').where({ id }).first('status'))?.status;
  if (outcome.applied) logger.info({ status }, 'clearing batch checked');
  return { checkPassed: status === 'confirming' };
}

const resultVariables = z.object({
  targetStatus: z.enum(['settled', 'rejected']),
  opinion: z.string().nullish(),
  auditor: z.string().nullish(),
  auditorId: z.string().nullish(),
});

/**
 * 交收 (clearingSettle) or 驳回 (clearingReject) after the registry's confirmation, once per task. Settling reads the
 * findings again (an account closed or restricted, units withdrawn since the check), then moves every net portion between
 * the accounts' units on the trading platform (settlementMoves; ledger kind 'settle', trading to trading) in one
 * savepoint: any shortfall undoes them all and the batch is settleFailed. Settlements take one lock in turn (their
 * moves lock several sellers: two at once could wait on each other). The exchange is told the outcome. Completes the
 * task with `settled`.
 */
export async function ccerClearingResult({ task, variables, db, logger }: HandlerContext): Promise<Record<string, unknown>> {
  const parsed = resultVariables.safeParse(variables);
  if (!parsed.success) throw new Error(`${CLEARING_RESULT_TOPIC}: bad variables: ${z.prettifyError(parsed.error)}`);
  const { targetStatus, auditor, auditorId } = parsed.data;
  const opinion = parsed.data.opinion || null;
  const id = task.businessKey ?? '';
  const decidedBy = auditorId && UUID.test(auditorId) ? auditorId : null;
  const outcome = await onceForTask(db, task.id, async (trx) => {
    const batch = await lockBatch(trx, id, ['confirming']);
    const confirmed = { confirmer_operator_id: decidedBy, confirm_opinion: opinion, confirmed_at: trx.fn.now() };
    let status: 'settled' | 'rejected' | 'settleFailed' = targetStatus;
    let findings: ClearingFinding[] = [];
    if (targetStatus === 'settled') {
      await trx.raw('select pg_advisory_xact_lock(hashtextextended(?, 7))', ['clearing-settlement']);
      const found = await clearingFindings(trx, id, { lockSellers: true });
      findings = found.findings;
      if (findings.length === 0) findings = await settle(trx, batch, found.custOf, task.processInstanceId ?? null, decidedBy);
      if (findings.length > 0) status = 'settleFailed';
    }
    await trx('clearing_batch')
      .where({ id })
      .update({ status, ...confirmed, ...(status === 'settled' ? { settled_at: trx.fn.now() } : {}), ...(findings.length ? { findings: JSON.stringify(findings) } : {}), version: trx.raw('version + 1'), updated_at: trx.fn.now() });
    await reportOutcome(trx, batch, status, opinion, findings);
    await trx('operation_log').insert(logRow(task.id, { auditor, auditorId }, `clearing.${status}`, CLEARING_BUSINESS, id, { status: 'confirming' }, { status, opinion, findings: findings.length }));
    return status;
  });
  if (outcome.applied) logger.info({ status: outcome.result }, 'clearing batch decided');
  // a second delivery of the task: what the first one decided (the chain's last gateway reads it)
  const status = outcome.applied ? outcome.result : (await db('clearing_batch').where({ id }).first('status'))?.status;
  return { settled: status === 'settled' };
}

/** The moves of the batch's portions, all or none: the findings of a shortfall met while moving (none when it settled). */
async function settle(trx: Knex.Transaction, batch: BatchRow, custOf: Map<string, string>, processInstanceId: string | null, operatorId: string | null): Promise<ClearingFinding[]> {
  const portions = await trx('clearing_portion').where({ batch_id: batch.id }).select<Array<{ account_no: string; project_code: string; vintage: number; net: string }>>('account_no', 'project_code', 'vintage', 'net');
  const moves = settlementMoves(portions.map((p) => ({ accountNo: p.account_no, projectCode: p.project_code, vintage: p.vintage, net: Number(p.net) })));
  const source = { businessType: CLEARING_BUSINESS, businessKey: batch.id, processInstanceId, operatorId, reason: `清算交收 ${batch.batch_no}` };
  const onPlatform = (accountNo: string) => ({ holderId: custOf.get(accountNo)!, state: 'trading' as const, claimId: null });
  try {
    await trx.transaction(async (savepoint) => {
      for (const m of moves) {
        await moveUnits(savepoint, { kind: 'settle', from: onPlatform(m.fromAccountNo), to: onPlatform(m.toAccountNo), quantity: m.quantity, scope: { projectCode: m.projectCode, vintage: m.vintage } }, source);
      }
    });
    return [];
  } catch (e) {
    if (!(e instanceof InsufficientUnitsError)) throw e;
    return [{ tradeNo: null, accountNo: null, message: `ledgerInsufficient:${e.available}` }];
  }
}

export const ccerClearingCheckTopic: TopicRegistration = { topic: CLEARING_CHECK_TOPIC, variables: [], handler: ccerClearingCheck };
export const ccerClearingResultTopic: TopicRegistration = { topic: CLEARING_RESULT_TOPIC, variables: ['targetStatus', 'opinion', 'auditor', 'auditorId'], handler: ccerClearingResult };
