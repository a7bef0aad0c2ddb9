import type { Knex } from 'knex';
import { operatorTypes } from '@ccer/contracts';
import { forbidden } from '../../errors.ts';

interface ScopedOperator {
  operatorType: string;
  custId: string | null;
}

/**
 * Enterprise representatives (06) hold the company functions (008 company edit) for their own company only;
 * administrators for every company. The one place the company routes ask "which companies may this operator see?".
 * Returns the custId a representative is bound to, or null for an operator who sees all companies.
 */
export function ownCompanyOf(op: ScopedOperator): string | null {
  if (op.operatorType !== operatorTypes.representative) return null;
  // a representative without a current company sees none (never all)
  return op.custId ?? '';
}

/** Refuses (403) a representative acting on another company than their own. */
export function assertCompanyInScope(op: ScopedOperator, custId: string): void {
  const own = ownCompanyOf(op);
  if (own !== null && own !== custId) throw forbidden();
}

/** Whether the operator acts for the registry (not bound to one company). */
export function actsForRegistry(op: ScopedOperator): boolean {
  return ownCompanyOf(op) === null;
}

/** Whether the operator acts for the company: the company it acts for now, or an active representative link. */
export async function representsCompany(db: Knex | Knex.Transaction, op: { custId: string | null; operatorId: string }, custId: string): Promise<boolean> {
  if (op.custId === custId) return true;
  return Boolean(await db('customer_representative').where({ cust_id: custId, operator_id: op.operatorId, status: '1' }).first('cust_id'));
}
