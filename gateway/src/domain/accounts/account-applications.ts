import type { Knex } from 'knex';
import type { FastifyRequest } from 'fastify';
import { builtInRoleFor, translate, type Lang } from '@ccer/contracts';
import { AppError } from '../../errors.ts';

/** Shared pieces of the visitor's account applications (public §3.5, organisation §3.7) and their review. */

/** A readable application number: prefix, day, a sequence number. */
export async function nextApplyNo(trx: Knex | Knex.Transaction, prefix: 'GZ' | 'JG'): Promise<string> {
  const [{ nextval }] = (await trx.raw(`select nextval('account_apply_no_seq')`)).rows;
  const day = new Date().toISOString().slice(0, 10).replace(/-/g, '');
  return `${prefix}${day}${String(nextval).padStart(6, '0')}`;
}

/**
 * Gives an operator a new operator type and swaps its built-in role for the new type's (a visitor opened as a
 * public user or an organisation); roles an administrator added by hand stay.
 */
export async function convertOperator(trx: Knex.Transaction, operatorId: string, operatorType: string, changes: Record<string, unknown> = {}): Promise<void> {
  const current = await trx('operator').where({ operator_id: operatorId }).forUpdate().first('operator_type');
  if (!current) throw new AppError(404, 'NOT_FOUND', 'accountApplicationNotFound');
  const oldRole = builtInRoleFor(current.operator_type);
  const newRole = builtInRoleFor(operatorType);
  await trx('operator').where({ operator_id: operatorId }).update({ operator_type: operatorType, ...changes });
  if (oldRole && oldRole.name !== newRole?.name) {
    await trx('operator_role')
      .where({ operator_id: operatorId })
      .whereIn('role_id', trx('role').select('role_id').where({ role_name: oldRole.name }))
      .delete();
  }
  if (newRole) {
    const role = await trx('role').where({ role_name: newRole.name }).first('role_id');
    if (role) await trx('operator_role').insert({ operator_id: operatorId, role_id: role.role_id }).onConflict(['operator_id', 'role_id']).ignore();
  }
}

export async function writeChangeLog(
  trx: Knex.Transaction,
  request: FastifyRequest,
  businessType: 'org' | 'public',
  businessId: string,
  entries: ReadonlyArray<{ paramId: string; paramName: string; beforeValue: string | null; currentValue: string | null; updParamDetail: string }>,
): Promise<void> {
  if (entries.length === 0) return;
  await trx('account_change_log').insert(
    entries.map((e) => ({
      business_type: businessType,
      business_id: businessId,
      param_id: e.paramId,
      param_name: e.paramName,
      before_value: e.beforeValue,
      current_value: e.currentValue,
      upd_param_detail: e.updParamDetail,
      operator_id: request.operator?.operatorId ?? null,
      operator_name: request.operator?.operatorName ?? request.operator?.loginName ?? null,
    })),
  );
}

/** The change log of one record (organisation, company), newest first, as the change-log rows of the contracts. */
export async function readChangeLog(db: Knex, businessType: string, businessId: string) {
  const rows = await db('account_change_log').where({ business_type: businessType, business_id: businessId }).orderBy('id', 'desc').limit(500);
  return rows.map((r) => ({
    id: Number(r.id),
    paramId: r.param_id as string,
    paramName: r.param_name as string,
    beforeValue: r.before_value as string | null,
    currentValue: r.current_value as string | null,
    updParamDetail: r.upd_param_detail as string,
    operatorName: r.operator_name as string | null,
    createdAt: new Date(r.created_at).toISOString(),
  }));
}

export const statusName = (tokens: Record<string, string>, status: string, lang: Lang) => (tokens[status] ? translate(tokens[status], lang) : status);

/** Only a visitor (type 09) applies for an account. */
export function requireVisitor(request: FastifyRequest): void {
  if (request.operator?.operatorType !== '09') throw new AppError(403, 'FORBIDDEN', 'visitorOnly');
}
