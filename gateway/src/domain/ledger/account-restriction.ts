import type { Knex } from 'knex';
import { restrictingRecordOf } from '@ccer/workers/ledger/account-restriction';
import { companyOpenStatus } from '@ccer/contracts';
import { AppError } from '../../errors.ts';

// the rule itself is the workers' (the clearing's worker applies it too); the gateway's callers import it here
export { restrictingRecordOf } from '@ccer/workers/ledger/account-restriction';

/**
 * Refuses (409) a move of units out of an account that is not open (停用 or 注销) or is restricted (naming the
 * record); called in the application's transaction before its units are reserved or moved. The account's row is
 * locked FOR SHARE first: a worker putting a restriction in force, or an administrator changing the account's status,
 * locks it FOR UPDATE, so the two take turns and the application sees the change.
 */
export async function refuseIfRestricted(trx: Knex.Transaction, custId: string): Promise<void> {
  const account = await trx('customer').where({ cust_id: custId }).forShare().first<{ status: string } | undefined>('status');
  if (account?.status !== companyOpenStatus) throw new AppError(409, 'CONFLICT', 'accountNotOpen');
  const recordNo = await restrictingRecordOf(trx, custId);
  if (recordNo) throw new AppError(409, 'CONFLICT', `accountRestrictedByMisconduct:${recordNo}`);
}
