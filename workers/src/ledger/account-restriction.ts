import type { Knex } from 'knex';
import { restrictingStatuses } from '@ccer/contracts';

/**
 * The one rule of a restricted account (bad-behaviour records, /ccer/unpleasant): an account is restricted while a
 * record against it that restricts is in force or has a lift awaiting audit. A restricted account sends no units. The
 * gateway refuses its applications with it (gateway/src/domain/ledger/account-restriction.ts); the clearing check and
 * settlement refuse a batch in which it sells (workers/src/exchange/clearing-findings.ts).
 */

/** The number of the (oldest) record restricting each of the accounts now; an account that is free is absent. */
export async function restrictingRecordsOf(db: Knex | Knex.Transaction, custIds: readonly string[]): Promise<Map<string, string>> {
  if (custIds.length === 0) return new Map();
  const rows = await db('ccer_misconduct')
    .distinctOn('cust_id')
    .whereIn('cust_id', custIds)
    .where({ restrict_account: true })
    .whereIn('status', restrictingStatuses)
    .orderBy([{ column: 'cust_id' }, { column: 'created_at' }])
    .select<Array<{ cust_id: string; record_no: string }>>('cust_id', 'record_no');
  return new Map(rows.map((r) => [r.cust_id, r.record_no]));
}

/** The number of the (oldest) record restricting the account now, if any. */
export async function restrictingRecordOf(db: Knex | Knex.Transaction, custId: string): Promise<string | undefined> {
  return (await restrictingRecordsOf(db, [custId])).get(custId);
}
