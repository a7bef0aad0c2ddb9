import type { Knex } from 'knex';

/** A company's binding to the national carbon market that is in force (at most one: the company's unique index). */
export interface BindingInForce {
  id: string;
  national_account_no: string;
}

/**
 * The one reading of "the company's binding in force" (账户绑定): the binding routes check and end it, the own read
 * shows it, and a national market offset (全国碳市场抵销) records its account.
 */
export function bindingInForce(db: Knex | Knex.Transaction, custId: string): Promise<BindingInForce | undefined> {
  return db('national_account_binding').where({ cust_id: custId, status: 'bound' }).first<BindingInForce | undefined>('id', 'national_account_no');
}
