import type { Knex } from 'knex';

/**
 * Joint opening (联合开户, accounts spec §7.4 unionOpenAccount): when the company's account opens, its
 * trading-system account representative (§3.8 prefix accountpre) is recorded beside the registry account, and
 * the company keeps its open type. Called by account-open-result in the opening's transaction.
 */
export async function recordJointOpening(trx: Knex.Transaction, custId: string, applyId: string, openType: string, form: Record<string, unknown>): Promise<void> {
  if (openType !== 'joint') return;
  const text = (field: string, max: number) => {
    const v = form[field];
    return typeof v === 'string' && v.trim() ? v.trim().slice(0, max) : null;
  };
  await trx('customer').where({ cust_id: custId }).update({ open_type: 'joint' });
  await trx('customer_trade_representative')
    .insert({
      cust_id: custId,
      apply_id: applyId,
      represent_name: text('accountpreName', 64) ?? '',
      certificate_type: text('accountpreCertificateType', 8),
      certificate_no: text('accountpreCertificateNo', 64),
      certificate_date: text('accountpreCertificateDate', 10),
      phone_no: text('accountprePhoneNo', 32),
      mobile_phone_no: text('accountpreMobilePhoneNo', 32),
      email_address: text('accountpreEmailAddress', 128),
      work_unit: text('accountpreWorkUnit', 80),
      address: text('accountpreAddress', 160),
      fax_no: text('accountpreFaxNo', 32),
    })
    .onConflict('cust_id')
    .ignore();
}
