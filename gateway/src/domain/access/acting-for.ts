import type { Knex } from 'knex';
import { companyCancelledStatus } from '@ccer/contracts';

/**
 * The one rule of who acts for a company (accounts spec §7.1), read by the session on every request, by the task
 * hand-over's choice of people and by the company switch. A company closed (注销) is acted for by nobody; a
 * representative whose link to it has ended (停用) no longer acts for it. Operators seeded with a company have no link
 * row and act for it while it is open.
 */

/**
 * The condition, in SQL over an `operator` row aliased `operator`, that the operator acts for the company it names
 * (operator.cust_id) now.
 */
export function actsForItsCompany(db: Knex, operator = 'o'): Knex.Raw {
  return db.raw(
    `(not exists (select 1 from customer ac where ac.cust_id = ??.cust_id and ac.status = ?)
      and not exists (select 1 from customer_representative ar where ar.cust_id = ??.cust_id and ar.operator_id = ??.operator_id and ar.status <> '1'))`,
    [operator, companyCancelledStatus, operator, operator],
  );
}

/** The companies an operator may act for by switching to them: a link in force to a company not closed (column `cust_id`). */
export function representedCompanies(db: Knex, operatorId: string): Knex.QueryBuilder {
  return db('customer_representative as ar')
    .join('customer as ac', 'ac.cust_id', 'ar.cust_id')
    .where({ 'ar.operator_id': operatorId, 'ar.status': '1' })
    .whereNot('ac.status', companyCancelledStatus)
    .select('ar.cust_id');
}
