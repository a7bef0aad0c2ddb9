import type { Knex } from 'knex';
import { registryOperatorTypes, type OperatorPickRow } from '@ccer/contracts';
import type { Operator } from '../../plugins/auth.ts';
import { AppError } from '../../errors.ts';
import { likeText } from '../like-text.ts';
import { pageAndCount } from '../page-and-count.ts';
import { ownCompanyOf } from '../access/company-scope.ts';
import { actsForItsCompany } from '../access/acting-for.ts';

/**
 * Narrows a query of `operator` to the caller's side, the only people a task may pass to: the registry's staff for
 * the registry's staff; for a company's representative or a body's operator, those acting for the same company now
 * (access/acting-for.ts); for those acting for no company (experts), their own type.
 * A task of one company's row so never reaches another company, nor a company the registry's own work.
 */
function onCallersSide(q: Knex.QueryBuilder, db: Knex, op: Operator): Knex.QueryBuilder {
  const own = ownCompanyOf(op);
  if (own === null) return q.whereIn('o.operator_type', registryOperatorTypes);
  if (own === '') return q.where('o.operator_type', op.operatorType).whereNull('o.cust_id');
  return q.where('o.cust_id', own).where(actsForItsCompany(db));
}

/**
 * The people a task can be handed to (transfer, delegate, cc, add-sign): active operators on the caller's side
 * (onCallersSide). The engine's user ids are the operators' login names.
 */
export async function requireTargets(db: Knex, op: Operator, loginNames: string[]): Promise<string[]> {
  const unique = [...new Set(loginNames)];
  if (unique.includes(op.loginName)) throw new AppError(400, 'BAD_REQUEST', 'taskActionTargetIsSelf', [{ field: 'targetUser', message: 'taskActionTargetIsSelf' }]);
  const found: string[] = await onCallersSide(db('operator as o').whereIn('o.login_name', unique).andWhere('o.status', '1'), db, op).pluck('o.login_name');
  if (found.length !== unique.length) throw new AppError(400, 'BAD_REQUEST', 'taskActionTargetNotFound', [{ field: 'targetUser', message: 'taskActionTargetNotFound' }]);
  return unique;
}

/** One page of the active operators a task may pass to (onCallersSide) whose login or name contains the keyword (the picker). */
export async function pickOperators(db: Knex, op: Operator, keyword: string | undefined, pageNumber: number, pageSize: number): Promise<{ rows: OperatorPickRow[]; total: number }> {
  const base = onCallersSide(db('operator as o').where('o.status', '1').whereNot('o.operator_id', op.operatorId), db, op);
  if (keyword) {
    const like = likeText(keyword);
    base.andWhere((q) => q.whereILike('o.login_name', like).orWhereILike('o.operator_name', like));
  }
  const { rows, total } = await pageAndCount<{ login_name: string; operator_name: string | null; operator_type: string }>(
    base.select('o.login_name', 'o.operator_name', 'o.operator_type').orderBy('o.login_name'),
    { pageNumber, pageSize },
  );
  return { rows: rows.map((r) => ({ loginName: r.login_name, operatorName: r.operator_name, operatorType: r.operator_type })), total };
}
