import type { Knex } from 'knex';
import { restrictingRecordOf } from '@ccer/workers/ledger/account-restriction';
import { AppError } from '../../errors.ts';

// the rule itself is the workers' (the clearing's worker applies it too); the gateway's callers import it here
export { restrictingRecordOf } from '@ccer/workers/ledger/account-restriction';

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
