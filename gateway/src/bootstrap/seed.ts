import type { Knex } from 'knex';
import { menuCatalogue, functionNames, operatorTypes, builtInRoles } from '@ccer/contracts';
import type { Config } from '../config.ts';
import { hashPassword } from '../domain/passwords.ts';
import { seedBusinessProcesses } from '../domain/business-process.ts';

/**
 * Reference data kept in step with contracts/ on every start (menus, function codes, built-in roles),
 * the first administrator from the environment, and — for local runs — demo operators. Migrations
 * hold only the schema (20261121001300_roles.ts); the content comes from contracts here.
 */
/** The built-in roles are data in contracts (contracts/src/built-in-roles.ts); re-exported for the tests. */
export { builtInRoles };

export async function seedReferenceData(db: Knex): Promise<void> {
  await db.transaction(async (trx) => {
    await trx('menu')
      .insert(menuCatalogue.map((m) => ({ menu_id: m.menuId, parent_id: m.parentId, menu_name: m.menuName, menu_name_en: m.menuNameEn, path: m.path, sort: m.sort })))
      .onConflict('menu_id')
      .merge();
    await trx('func')
      .insert(Object.entries(functionNames).map(([id, n]) => ({ func_id: id, func_name: n.zh, func_name_en: n.en })))
      .onConflict('func_id')
      .merge();
    for (const r of builtInRoles) {
      const [{ role_id }] = await trx('role')
        .insert({ role_name: r.name, remark: r.remark, is_sys_admin: r.isSysAdmin, built_in: true })
        .onConflict('role_name')
        .merge(['remark', 'is_sys_admin', 'built_in'])
        .returning('role_id');
      // grants are only added: a start never takes a permission away
      if (r.menus.length) await trx('role_menu').insert(r.menus.map((m) => ({ role_id, menu_id: m }))).onConflict(['role_id', 'menu_id']).ignore();
      if (r.funcs.length) await trx('role_func').insert(r.funcs.map((f) => ({ role_id, func_id: f }))).onConflict(['role_id', 'func_id']).ignore();
    }
    // every system-administrator role (built in or added in role management) holds the whole catalogue
    await trx.raw(`insert into role_menu (role_id, menu_id) select r.role_id, m.menu_id from role r cross join menu m where r.is_sys_admin on conflict do nothing`);
    await trx.raw(`insert into role_func (role_id, func_id) select r.role_id, f.func_id from role r cross join func f where r.is_sys_admin on conflict do nothing`);
    await seedBusinessProcesses(trx);
  });
}

async function ensureOperator(
  db: Knex,
  op: { loginName: string; password: string; name: string; type: string; roleName: string; custId?: string },
): Promise<void> {
  const existing = await db('operator').where({ login_name: op.loginName }).first('operator_id');
  if (existing) return;
  const passwordHash = await hashPassword(op.password);
  await db.transaction(async (trx) => {
    const [{ operator_id }] = await trx('operator')
      .insert({
        login_name: op.loginName,
        password_hash: passwordHash,
        operator_code: op.loginName,
        operator_name: op.name,
        operator_type: op.type,
        cust_id: op.custId ?? null,
      })
      .returning('operator_id');
    const role = await trx('role').where({ role_name: op.roleName }).first('role_id');
    await trx('operator_role').insert({ operator_id, role_id: role.role_id });
  });
}

export async function seedOperators(db: Knex, config: Config): Promise<void> {
  await ensureOperator(db, { loginName: config.ADMIN_LOGIN_NAME, password: config.ADMIN_PASSWORD, name: '系统管理员', type: operatorTypes.admin, roleName: '系统管理员' });
  // the SMS second factor needs a mobile to send the first administrator's code to
  if (config.ADMIN_MOBILE) await db('operator').where({ login_name: config.ADMIN_LOGIN_NAME }).whereNull('mobile_phone_no').update({ mobile_phone_no: config.ADMIN_MOBILE });
  if (!config.SEED_DEMO) return;
  let cust = await db('customer').where({ cust_name: '示例新能源有限公司' }).first('cust_id');
  if (!cust) [cust] = await db('customer').insert({ cust_name: '示例新能源有限公司', cust_type: '01', is_complete: '1' }).returning('cust_id');
  await ensureOperator(db, { loginName: 'country01', password: config.DEMO_PASSWORD, name: '国家管理员', type: operatorTypes.country, roleName: '国家管理员' });
  await ensureOperator(db, { loginName: 'owner01', password: config.DEMO_PASSWORD, name: '张业主', type: operatorTypes.representative, roleName: '企业代表', custId: cust.cust_id });
}
