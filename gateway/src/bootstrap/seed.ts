import type { Knex } from 'knex';
import { menuCatalogue, functionNames, operatorTypes, builtInRoles, orgAccountStatuses } from '@ccer/contracts';
import type { Config } from '../config.ts';
import { nextCompanyNo } from '@ccer/workers/accounts/company-number';
import { hashPassword } from '../domain/passwords.ts';
import { seedBusinessProcesses } from '../domain/business-process.ts';
import { seedElectronicDocuments } from '../domain/files/document-types.ts';

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
    // the electronic document types and business settings of contracts, each added once (edits are the registry's)
    await seedElectronicDocuments(trx);
  });
}

/** An operator of a built-in role, created once (never changed afterwards); its id. `columns`: more operator columns. */
async function ensureOperator(
  db: Knex,
  op: { loginName: string; password: string; name: string; type: string; roleName: string; custId?: string; columns?: Record<string, unknown> },
): Promise<string> {
  const existing = await db('operator').where({ login_name: op.loginName }).first('operator_id');
  if (existing) return existing.operator_id as string;
  const passwordHash = await hashPassword(op.password);
  return db.transaction(async (trx) => {
    const [{ operator_id }] = await trx('operator')
      .insert({
        ...op.columns,
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
    return operator_id as string;
  });
}

/**
 * The demo companies, each with a representative: a project owner (account type 01) and a key emitting entity (02, the
 * one that binds its national carbon market account under 账户绑定).
 */
const DEMO_COMPANIES = [
  { name: '示例新能源有限公司', custType: '01', loginName: 'owner01', person: '张业主' },
  { name: '示例发电有限公司', custType: '02', loginName: 'emitter01', person: '钱排放' },
];

/** An opened demo company: found by its name, else created; with an account number, as an opened account has. */
async function ensureDemoCompany(db: Knex, name: string, custType: string): Promise<string> {
  let cust = await db('customer').where({ cust_name: name }).first('cust_id');
  if (!cust) [cust] = await db('customer').insert({ cust_name: name, cust_type: custType, is_complete: '1' }).returning('cust_id');
  // the exchange knows the company's units on its platform by the account number
  if (!(await db('customer').where({ cust_id: cust.cust_id }).first('cust_no'))?.cust_no) {
    await db('customer').where({ cust_id: cust.cust_id }).whereNull('cust_no').update({ cust_no: await nextCompanyNo(db) });
  }
  return cust.cust_id as string;
}

export async function seedOperators(db: Knex, config: Config): Promise<void> {
  await ensureOperator(db, { loginName: config.ADMIN_LOGIN_NAME, password: config.ADMIN_PASSWORD, name: '系统管理员', type: operatorTypes.admin, roleName: '系统管理员' });
  // the SMS second factor needs a mobile to send the first administrator's code to
  if (config.ADMIN_MOBILE) await db('operator').where({ login_name: config.ADMIN_LOGIN_NAME }).whereNull('mobile_phone_no').update({ mobile_phone_no: config.ADMIN_MOBILE });
  if (!config.SEED_DEMO) return;
  await ensureOperator(db, { loginName: 'country01', password: config.DEMO_PASSWORD, name: '国家管理员', type: operatorTypes.country, roleName: '国家管理员' });
  for (const company of DEMO_COMPANIES) {
    const custId = await ensureDemoCompany(db, company.name, company.custType);
    await ensureOperator(db, { loginName: company.loginName, password: config.DEMO_PASSWORD, name: company.person, type: operatorTypes.representative, roleName: '企业代表', custId });
  }
  await seedDemoChain(db, config.DEMO_PASSWORD);
}

/**
 * The demo validation body's customer number: fixed, so a demo or test application can name it as its
 * approvalAuthority (tests/fixtures/applications.ts).
 */
export const DEMO_VALIDATION_BODY_CUST_ID = '5eed0000-0000-4000-8000-000000000001';
/** A second body (org02), to verify the reductions of a project org01 validated (a project's validator may not verify it). */
export const DEMO_VERIFICATION_BODY_CUST_ID = '5eed0000-0000-4000-8000-000000000002';
const DEMO_BODIES = [
  { custId: DEMO_VALIDATION_BODY_CUST_ID, name: '示例审定核查机构', loginName: 'org01', person: '李审定', applyNo: 'JGDEMO000001' },
  { custId: DEMO_VERIFICATION_BODY_CUST_ID, name: '示例核证机构', loginName: 'org02', person: '周核证', applyNo: 'JGDEMO000002' },
];
/** The energy-industry groups (scope A) the demo body validates and the demo experts evaluate. */
const DEMO_FIELDS = ['A01', 'A02', 'A03'];
const DEMO_FIELDS_CN = '可再生能源发电,可再生能源供热与燃料,低碳化石能源利用';

/**
 * Who else a person needs to walk the project and certification chains: opened organisation accounts `org01` and
 * `org02` (审定与核查机构, operator type 08, role 机构) and three experts `expert01`..`expert03` (type 07, role 专家) of
 * different work units.
 */
async function seedDemoChain(db: Knex, password: string): Promise<void> {
  for (const body of DEMO_BODIES) {
    await db('customer').insert({ cust_id: body.custId, cust_name: body.name, is_complete: '1' }).onConflict('cust_id').ignore();
    const orgOperator = await ensureOperator(db, { loginName: body.loginName, password, name: body.person, type: operatorTypes.organisation, roleName: '机构', custId: body.custId });
    if (await db('org_account').where({ operator_id: orgOperator }).first('id')) continue;
    await db('org_account').insert({
      apply_no: body.applyNo,
      operator_id: orgOperator,
      cust_id: body.custId,
      cust_name: body.name,
      enterprise_type: '15',
      form: JSON.stringify({ custName: body.name, custField: DEMO_FIELDS, custFieldCn: DEMO_FIELDS_CN, enterpriseType: '15', contactPersonName: body.person }),
      status: orgAccountStatuses.opened,
      submitted_at: db.fn.now(),
      reviewed_at: db.fn.now(),
    });
  }
  const experts = [
    { loginName: 'expert01', name: '王专家', workUnit: '示例能源研究院', isLeader: 'Y' },
    { loginName: 'expert02', name: '赵专家', workUnit: '示例电力设计院', isLeader: 'N' },
    { loginName: 'expert03', name: '陈专家', workUnit: '示例环境科学大学', isLeader: 'N' },
  ];
  for (const e of experts) {
    await ensureOperator(db, {
      loginName: e.loginName,
      password,
      name: e.name,
      type: operatorTypes.expert,
      roleName: '专家',
      columns: { work_unit: e.workUnit, is_leader: e.isLeader, operator_field: DEMO_FIELDS.join(','), operator_field_cn: DEMO_FIELDS_CN },
    });
  }
}
