import type { Knex } from 'knex';
import { actsForEveryCompany, operatorTypes } from '@ccer/contracts';
import { AppError, forbidden } from '../../errors.ts';

interface ScopedOperator {
  operatorType: string;
  custId: string | null;
}

/**
 * The one place routes ask "which company's rows may this operator see?": null for the registry's staff (every
 * company), else the company the operator acts for now (a representative's company, a body's own), or '' for none
 * (a public account or a visitor holding a company function sees no company's rows, never all).
 */
export function ownCompanyOf(op: ScopedOperator): string | null {
  if (actsForEveryCompany(op.operatorType)) return null;
  return op.custId ?? '';
}

/**
 * The company an operator acts for when it moves its own company's rows (binds, transfers, offsets): the one
 * ownCompanyOf names; the registry's staff and anyone acting for no company get 403 with `refusal`, a message token
 * naming why.
 */
export function requireOwnCompany(op: ScopedOperator, refusal: string): string {
  const own = ownCompanyOf(op);
  if (!own) throw new AppError(403, 'FORBIDDEN', refusal);
  return own;
}

/** A query of company rows narrowed to what the operator may see (`column` holds the row's company): all, its own, or none. */
export function scopeToCompany<Q extends Knex.QueryBuilder>(q: Q, op: ScopedOperator, column: string): Q {
  return withinCompany(q, ownCompanyOf(op), (w, own) => w.where(column, own));
}

/**
 * A query narrowed to a scope ownCompanyOf gave (a list's criteria carry it): every row for null or none given, the
 * rows `where` picks for a company, no row for '' (an operator acting for no company).
 */
export function withinCompany<Q extends Knex.QueryBuilder>(q: Q, own: string | null | undefined, where: (q: Q, own: string) => unknown): Q {
  if (own === null || own === undefined) return q;
  if (own === '') return q.whereRaw('false') as Q;
  where(q, own);
  return q;
}

/** Whether a row is in the operator's scope: the registry's any, else one whose company, or a body named on it, is the operator's own. */
export function inCompanyScope(op: ScopedOperator, ...custIds: Array<string | null | undefined>): boolean {
  const own = ownCompanyOf(op);
  return own === null || (own !== '' && custIds.includes(own));
}

/** Refuses (403) a representative acting on another company than their own. */
export function assertCompanyInScope(op: ScopedOperator, custId: string): void {
  const own = ownCompanyOf(op);
  if (own !== null && own !== custId) throw forbidden();
}

/**
 * Whether an application is the caller's as its owner: their company's when they act for one, else their own
 * application of no company. A company's application is never reached through its author alone: once the author no
 * longer acts for the company (the link ended, the company closed), it is the company's, not theirs.
 */
export function ownsApplication(op: ScopedOperator & { operatorId: string }, row: { cust_id: string | null; owner_operator_id: string | null }): boolean {
  return op.custId ? row.cust_id === op.custId : row.cust_id === null && row.owner_operator_id === op.operatorId;
}

/**
 * The company a new application is the owner's for: the one the caller acts for. A representative acting for none
 * (a link ended, a company closed) makes no application (403); the registry's staff may keep drafts of no company.
 */
export function companyOfNewApplication(op: ScopedOperator): string | null {
  if (!op.custId && op.operatorType === operatorTypes.representative) throw new AppError(403, 'FORBIDDEN', 'custNotRepresented');
  return op.custId;
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
