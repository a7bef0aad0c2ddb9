import type { Knex } from 'knex';

/**
 * The next company account number (账户号, customer.cust_no): QY and eight digits from customer_no_seq. The exchange
 * knows an account by it (contracts/src/exchange/link.ts), so every company that can hold units needs one.
 */
export async function nextCompanyNo(db: Knex | Knex.Transaction): Promise<string> {
  const [{ nextval }] = (await db.raw(`select nextval('customer_no_seq')`)).rows;
  return `QY${String(nextval).padStart(8, '0')}`;
}
