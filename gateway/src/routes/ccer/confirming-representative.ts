import type { Knex } from 'knex';

/**
 * The confirming representative of a company (maker-checker of its transfers and offsets): an active operator linked
 * to it as confirming representative, never the initiator; the earliest linked when there are several.
 */
export async function confirmingRepresentativeOf(trx: Knex.Transaction, custId: string, initiatorId: string) {
  return trx('customer_representative as r')
    .join('operator as o', 'o.operator_id', 'r.operator_id')
    .where({ 'r.cust_id': custId, 'r.represent_role': 'confirming', 'r.status': '1', 'o.status': '1' })
    .whereNot('r.operator_id', initiatorId)
    .orderBy('r.created_at')
    .first<{ operator_id: string; login_name: string } | undefined>('o.operator_id', 'o.login_name');
}
