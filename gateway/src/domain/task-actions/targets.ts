import type { Knex } from 'knex';
import type { OperatorPickRow } from '@ccer/contracts';
import type { Operator } from '../../plugins/auth.ts';
import { AppError } from '../../errors.ts';
import { likeText } from '../like-text.ts';
import { pageAndCount } from '../page-and-count.ts';

/**
 * The people a task can be handed to (transfer, delegate, cc, add-sign): active operators of the
 * registry. The engine's user ids are the operators' login names.
 */
export async function requireTargets(db: Knex, op: Operator, loginNames: string[]): Promise<string[]> {
  const unique = [...new Set(loginNames)];
  if (unique.includes(op.loginName)) throw new AppError(400, 'BAD_REQUEST', 'taskActionTargetIsSelf', [{ field: 'targetUser', message: 'taskActionTargetIsSelf' }]);
  const found: string[] = await db('operator').whereIn('login_name', unique).andWhere({ status: '1' }).pluck('login_name');
  if (found.length !== unique.length) throw new AppError(400, 'BAD_REQUEST', 'taskActionTargetNotFound', [{ field: 'targetUser', message: 'taskActionTargetNotFound' }]);
  return unique;
}

/** One page of active operators whose login or name contains the keyword (the picker). */
export async function pickOperators(db: Knex, keyword: string | undefined, pageNumber: number, pageSize: number): Promise<{ rows: OperatorPickRow[]; total: number }> {
  const base = db('operator').where({ status: '1' });
  if (keyword) {
    const like = likeText(keyword);
    base.andWhere((q) => q.whereILike('login_name', like).orWhereILike('operator_name', like));
  }
  const { rows, total } = await pageAndCount<{ login_name: string; operator_name: string | null; operator_type: string }>(
    base.select('login_name', 'operator_name', 'operator_type').orderBy('login_name'),
    { pageNumber, pageSize },
  );
  return { rows: rows.map((r) => ({ loginName: r.login_name, operatorName: r.operator_name, operatorType: r.operator_type })), total };
}
