import type { Knex } from 'knex';
import { functionNames, menuById, menuCatalogue, withAncestorMenus, token, type FieldError, type RoleDetail, type RoleRow } from '@ccer/contracts';

/** Role rows as the list and the detail show them (user count and who changed the role last). */
export function selectRoles(db: Knex) {
  const users = db('operator_role').select('role_id').count({ n: '*' }).groupBy('role_id').as('u');
  return db('role as r')
    .leftJoin(users, 'u.role_id', 'r.role_id')
    .leftJoin('operator as o', 'o.operator_id', 'r.updated_by')
    .select('r.role_id', 'r.role_name', 'r.status', 'r.remark', 'r.is_sys_admin', 'r.built_in', 'r.updated_at', 'u.n as user_count', 'o.login_name as updated_by_name');
}

export function toRoleRow(r: Record<string, unknown>): RoleRow {
  return {
    roleId: Number(r.role_id),
    roleName: String(r.role_name),
    status: r.status === '0' ? '0' : '1',
    remark: (r.remark as string | null) ?? null,
    isSysAdmin: !!r.is_sys_admin,
    builtIn: !!r.built_in,
    userCount: Number(r.user_count ?? 0),
    updatedAt: new Date(r.updated_at as string).toISOString(),
    updatedBy: (r.updated_by_name as string | null) ?? null,
  };
}

export async function roleGrants(db: Knex, roleId: number): Promise<Pick<RoleDetail, 'menuIds' | 'funcIds'>> {
  const [menus, funcs] = await Promise.all([
    db('role_menu').where({ role_id: roleId }).pluck('menu_id'),
    db('role_func').where({ role_id: roleId }).orderBy('func_id').pluck('func_id'),
  ]);
  const granted = new Set<string>(menus);
  return { menuIds: menuCatalogue.filter((m) => granted.has(m.menuId)).map((m) => m.menuId), funcIds: funcs };
}

/**
 * The grants a role body asks for, checked against the catalogue (one field message per unknown
 * code). A system-administrator role gets everything; a granted menu brings its ancestors.
 */
export function resolveGrants(body: { isSysAdmin: boolean; menuIds: string[]; funcIds: string[] }): { menuIds: string[]; funcIds: string[]; errors: FieldError[] } {
  const allFuncs = Object.keys(functionNames).sort();
  if (body.isSysAdmin) return { menuIds: menuCatalogue.map((m) => m.menuId), funcIds: allFuncs, errors: [] };
  const errors: FieldError[] = [];
  const badMenus = body.menuIds.filter((id) => !menuById(id));
  const badFuncs = body.funcIds.filter((id) => !functionNames[id]);
  if (badMenus.length) errors.push({ field: 'menuIds', message: token('roleUnknownMenu', badMenus.join(',')) });
  if (badFuncs.length) errors.push({ field: 'funcIds', message: token('roleUnknownFunc', badFuncs.join(',')) });
  return { menuIds: withAncestorMenus(body.menuIds), funcIds: [...new Set(body.funcIds)].sort(), errors };
}

export async function replaceGrants(trx: Knex.Transaction, roleId: number, grants: { menuIds: string[]; funcIds: string[] }): Promise<void> {
  await trx('role_menu').where({ role_id: roleId }).delete();
  await trx('role_func').where({ role_id: roleId }).delete();
  if (grants.menuIds.length) await trx('role_menu').insert(grants.menuIds.map((menu_id) => ({ role_id: roleId, menu_id })));
  if (grants.funcIds.length) await trx('role_func').insert(grants.funcIds.map((func_id) => ({ role_id: roleId, func_id })));
}

/** Whether the operator holds an enabled system-administrator role (only they maintain such roles). */
export async function holdsSysAdminRole(db: Knex, operatorId: string): Promise<boolean> {
  return !!(await db('operator_role as orl')
    .join('role as r', 'r.role_id', 'orl.role_id')
    .where({ 'orl.operator_id': operatorId, 'r.status': '1', 'r.is_sys_admin': true })
    .first('r.role_id'));
}
