import type { Knex } from 'knex';
import { filterMenusForAccount, type PermissionList } from '@ccer/contracts';

/**
 * The menus and function codes of one operator (GET /api/menu/permission-list): the union of their
 * enabled roles, then the account-type rule of accounts spec §6 (contracts' filterMenusForAccount),
 * so an enterprise representative only sees the menus their company's account types allow.
 */
export async function permissionListOf(
  db: Knex,
  op: { operatorId: string; operatorType: string; custId: string | null; funcs: ReadonlySet<string> },
  en: boolean,
): Promise<PermissionList> {
  const [menus, funcs, cust] = await Promise.all([
    db('operator_role as orl')
      .join('role as r', 'r.role_id', 'orl.role_id')
      .join('role_menu as rm', 'rm.role_id', 'r.role_id')
      .join('menu as m', 'm.menu_id', 'rm.menu_id')
      .where({ 'orl.operator_id': op.operatorId, 'r.status': '1' })
      .distinct('m.menu_id', 'm.parent_id', 'm.menu_name', 'm.menu_name_en', 'm.path', 'm.sort')
      .orderBy([{ column: 'm.sort' }, { column: 'm.menu_id' }]),
    db('func').whereIn('func_id', [...op.funcs]).orderBy('func_id'),
    op.custId ? db('customer').where({ cust_id: op.custId }).first('cust_type') : undefined,
  ]);
  const menuList = menus.map((m: Record<string, string>) => ({
    menuId: m.menu_id,
    parentId: m.parent_id,
    menuName: en ? m.menu_name_en : m.menu_name,
    path: m.path,
  }));
  return {
    menuList: filterMenusForAccount(menuList, op.operatorType, cust?.cust_type),
    funcList: funcs.map((f: Record<string, string>) => ({ funcId: f.func_id, funcName: en ? f.func_name_en : f.func_name })),
  };
}
