import type { Knex } from 'knex';
import { restrictingStatuses } from '@ccer/contracts';

/**
 * The one rule of a restricted account (bad-behaviour records, /ccer/unpleasant): an account is restricted while a
 * record against it that restricts is in force or has a lift awaiting audit. A restricted account sends no units. The
 * gateway refuses its applications with it (gateway/src/domain/ledger/account-restriction.ts); the clearing check and
 * settlement refuse a batch in which it sells (workers/src/exchange/clearing-findings.ts).
 */

/** The number of the (oldest) record restricting the account now, if any. */
export async function restrictingRecordOf(db: Knex | Knex.Transaction, custId: string): Promise<string | undefined> {
  const row = await db('ccer_misconduct')
    .where({ cust_id: custId, restrict_account: true })
    .whereIn('status', restrictingStatuses)
    .orderBy('created_at')
    .first<{ record_no: string } | undefined>('record_no');
  return row?.record_no;
}
