import type { Knex } from 'knex';
import { listOf, orgAccountStatuses, type FieldError, type OrganRow } from '@ccer/contracts';

/**
 * The validation bodies a project application may name (approvalAuthority): organisations whose account
 * is opened (org_account status 2) and whose customer is in normal state. One query for the picker
 * (organ-list) and for the check of a saved or submitted application.
 */
export function selectOpenedOrganisations(db: Knex | Knex.Transaction) {
  return db('org_account as g')
    .join('customer as c', 'c.cust_id', 'g.cust_id')
    .where('g.status', orgAccountStatuses.opened)
    .where('c.status', '1');
}

export function toOrganRow(r: Record<string, unknown>): OrganRow {
  const form = (r.form ?? {}) as Record<string, unknown>;
  return {
    custId: r.cust_id as string,
    custName: r.cust_name as string,
    custField: listOf(form.custField),
    enterpriseType: (r.enterprise_type as string | null) ?? null,
  };
}

/** 400 field errors when `custId` is given and is not an opened organisation's customer. */
export async function approvalAuthorityErrors(db: Knex | Knex.Transaction, custId: string | undefined): Promise<FieldError[]> {
  if (!custId) return [];
  const found = await selectOpenedOrganisations(db).where('c.cust_id', custId).first('c.cust_id');
  return found ? [] : [{ field: 'approvalAuthority', message: 'approvalAuthorityNotOpened' }];
}
