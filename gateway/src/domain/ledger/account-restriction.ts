import type { Knex } from 'knex';
import { restrictingStatuses } from '@ccer/contracts';
import { AppError } from '../../errors.ts';

/**
 * The one rule of a restricted account (bad-behaviour records, /ccer/unpleasant): an account is restricted while a
 * record against it that restricts is in force or has a lift awaiting audit. A restricted account sends no units:
 * no transfer, no offset, no account transfer out of it until the record is lifted.
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

/**
 * Refuses (409, naming the record) a move of units out of a restricted account; called in the application's
 * transaction before its units are reserved or moved. The account's row is locked FOR SHARE first: a worker putting
 * a restriction in force locks it FOR UPDATE, so the two take turns and the application sees the restriction.
 */
export async function refuseIfRestricted(trx: Knex.Transaction, custId: string): Promise<void> {
  await trx('customer').where({ cust_id: custId }).forShare().first('cust_id');
  const recordNo = await restrictingRecordOf(trx, custId);
  if (recordNo) throw new AppError(409, 'CONFLICT', `accountRestrictedByMisconduct:${recordNo}`);
}
