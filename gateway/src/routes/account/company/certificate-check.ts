import type { Knex } from 'knex';
import { companyApplyStatuses } from '@ccer/contracts';

/**
 * One rule, one place (accounts spec §7.3 /api/monitor/open_account_check): a unified social credit code can open
 * an account unless an active (not closed) company has it or an application with it is pending confirmation or audit.
 * Returns the refusal's message token, or null when the code is free.
 */
export async function certificateRefusal(db: Knex | Knex.Transaction, certificateNo: string, excludeApplyId?: string): Promise<'openCheckCompanyExists' | 'openCheckApplicationPending' | null> {
  const code = certificateNo.trim();
  if (!code) return null;
  // the unique index keeps a closed company's code too, so any company row refuses it
  if (await db('customer').where({ certificate_no: code }).first('cust_id')) return 'openCheckCompanyExists';
  const pending = db('company_account_apply').where({ certificate_no: code }).whereIn('status', [companyApplyStatuses.confirming, companyApplyStatuses.auditing]);
  if (excludeApplyId) pending.whereNot({ id: excludeApplyId });
  if (await pending.first('id')) return 'openCheckApplicationPending';
  return null;
}
