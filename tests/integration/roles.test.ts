import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import { testApp, injectSignIn } from '../fixtures/app.ts';
import { demoUsers } from '../fixtures/env.ts';
import { hashPassword } from '../../gateway/src/domain/passwords.ts';
import { country01Funcs, emitter01Funcs, owner01Funcs, owner01Menus } from '../fixtures/demo-permissions.ts';

type Headers = { authorization: string };

/**
 * 角色管理 (registry spec §3 "Role", §5, §7) and GET /api/menu/permission-list per user with the
 * account-type rule of accounts spec §6, on the real stack's database.
 */
describe('role management', () => {
  let app: FastifyInstance;
  let admin: Headers;
  let owner: Headers;
  const tag = randomUUID().slice(0, 8);
  const PASSWORD = 'Role@123456';

  /** An enterprise representative (06) of a new company with the given account types, and no role. */
  async function representative(custType: string): Promise<{ loginName: string; headers: () => Promise<Headers> }> {
    const loginName = `rep${custType.replace(/\D/g, '')}_${tag}`;
    const [cust] = await app.db('customer').insert({ cust_name: `角色测试企业${custType}-${tag}`, cust_type: custType, is_complete: '1' }).returning('cust_id');
    await app.db('operator').insert({
      login_name: loginName,
      password_hash: await hashPassword(PASSWORD),
      operator_code: loginName,
      operator_name: `代表${custType}`,
      operator_type: '06',
      cust_id: cust.cust_id,
    });
    return { loginName, headers: () => injectSignIn(app, loginName, PASSWORD) };
  }

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers: Headers, payload?: unknown, lang = 'zh-cn') =>
    app.inject({ method, url, headers: { ...headers, 'accept-language': lang }, payload: payload as object });

  async function permissions(headers: Headers): Promise<{ menus: string[]; funcs: string[] }> {
    const r = await call('GET', '/api/menu/permission-list', headers);
    expect(r.statusCode).toBe(200);
    const d = r.json().dataInfo as { menuList: Array<{ menuId: string }>; funcList: Array<{ funcId: string }> };
    return { menus: d.menuList.map((m) => m.menuId), funcs: d.funcList.map((f) => f.funcId) };
  }

  beforeAll(async () => {
    app = await testApp();
    admin = await injectSignIn(app, demoUsers.admin.loginName, demoUsers.admin.password);
    owner = await injectSignIn(app, demoUsers.owner.loginName, demoUsers.owner.password);
  });
  afterAll(async () => app.close());

  it('refuses a role without menu and button permissions: 请勾选菜单和按钮权限！', async () => {
    const r = await call('POST', '/api/role/add', admin, { roleName: `空角色${tag}`, status: '1', menuIds: [], funcIds: [] });
    expect(r.statusCode).toBe(400);
    expect(r.json()).toMatchObject({ flag: 0, code: 'BAD_REQUEST', msg: '请勾选菜单和按钮权限！', dataInfo: [{ field: 'menuIds', message: '请勾选菜单和按钮权限！' }] });
    const en = await call('POST', '/api/role/add', admin, { roleName: `空角色${tag}` }, 'en');
    expect(en.json().msg).toBe('Select at least one menu or button permission!');
    expect(await app.db('role').where({ role_name: `空角色${tag}` }).first()).toBeUndefined();
  });

  it('names bad fields, unknown codes and a taken name', async () => {
    const bad = await call('POST', '/api/role/add', admin, { roleName: '', status: '9', funcIds: ['090'] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().dataInfo).toEqual(expect.arrayContaining([{ field: 'roleName', message: '请输入角色名称' }, { field: 'status', message: '请选择角色状态（启用或停用）' }]));
    const unknown = await call('POST', '/api/role/add', admin, { roleName: `未知${tag}`, menuIds: ['9999'], funcIds: ['999'] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().dataInfo).toEqual([
      { field: 'menuIds', message: '菜单不存在：9999' },
      { field: 'funcIds', message: '按钮权限不存在：999' },
    ]);
    const taken = await call('POST', '/api/role/add', admin, { roleName: '国家管理员', funcIds: ['090'] });
    expect(taken.statusCode).toBe(400);
    expect(taken.json()).toMatchObject({ msg: '角色名称已存在', dataInfo: [{ field: 'roleName' }] });
  });

  it('adds, lists, edits, shows and removes a role; assigning it changes the permission list', async () => {
    const roleName = `抵销专员${tag}`;
    const added = await call('POST', '/api/role/add', admin, { roleName, status: '1', remark: '集成测试', isSysAdmin: false, menuIds: ['402005'], funcIds: ['090'] });
    expect(added.statusCode, added.body).toBe(200);
    const roleId: number = added.json().dataInfo.roleId;

    const detail = (await call('GET', `/api/role/detail?roleId=${roleId}`, admin)).json().dataInfo;
    // a granted menu brings its ancestors
    expect(detail).toMatchObject({ roleId, roleName, status: '1', remark: '集成测试', isSysAdmin: false, builtIn: false, userCount: 0, menuIds: ['40', '4020', '402005'], funcIds: ['090'], updatedBy: 'admin' });

    const list = (await call('GET', `/api/role/list?roleName=${encodeURIComponent(`专员${tag}`)}&status=1&pageNumber=1&pageSize=10`, admin)).json();
    expect(list).toMatchObject({ flag: 1, total: 1, dataInfo: [{ roleId, roleName }] });
    expect((await call('GET', `/api/role/list?roleName=${encodeURIComponent(`专员${tag}`)}&status=0`, admin)).json().total).toBe(0);
    const all = (await call('GET', '/api/role/list?pageSize=5', admin)).json();
    expect(all.dataInfo.length).toBeLessThanOrEqual(5);
    expect(all.total).toBeGreaterThanOrEqual(11);
    // roles added here come first, newest first
    expect(all.dataInfo[0]).toMatchObject({ roleId, builtIn: false });
    const sys = (await call('GET', `/api/role/list?roleName=${encodeURIComponent('系统管理员')}`, admin)).json();
    expect(sys.dataInfo).toEqual([expect.objectContaining({ roleName: '系统管理员', builtIn: true, isSysAdmin: true })]);

    // edit: 2210 账户绑定 (account type 02) and 1301 项目申请 (account type 01), plus 067
    const edited = await call('PUT', '/api/role/edit', admin, { roleId, roleName, status: '1', remark: '已修改', menuIds: ['402005', '2210', '1301'], funcIds: ['090', '067'] });
    expect(edited.statusCode, edited.body).toBe(200);
    const after = (await call('GET', `/api/role/detail?roleId=${roleId}`, admin)).json().dataInfo;
    expect(after).toMatchObject({ remark: '已修改', menuIds: ['13', '1301', '22', '2210', '40', '4020', '402005'], funcIds: ['067', '090'] });
    expect(await app.db('operation_log').where({ business_type: 'role', business_key: String(roleId) }).pluck('abstract')).toEqual(expect.arrayContaining(['role.add', 'role.edit']));

    // a representative of a type-02 company: nothing before, 2210 but not 13 after the role is assigned
    const rep02 = await representative('02');
    const rep02Headers = await rep02.headers();
    expect(await permissions(rep02Headers)).toEqual({ menus: [], funcs: [] });
    const assigned = await call('POST', '/api/role/users/assign', admin, { roleId, loginNames: [rep02.loginName] });
    expect(assigned.json().dataInfo).toEqual({ roleId, changed: 1 });
    const p02 = await permissions(rep02Headers);
    expect(p02.menus).toEqual(expect.arrayContaining(['22', '2210', '40', '4020', '402005']));
    expect(p02.menus).not.toContain('13');
    expect(p02.menus).not.toContain('1301');
    expect(p02.funcs).toEqual(['067', '090']);

    // a type-01 company's representative with the same role: 13 and 1301, not 2210
    const rep01 = await representative('01');
    await call('POST', '/api/role/users/assign', admin, { roleId, loginNames: [rep01.loginName] });
    const p01 = await permissions(await rep01.headers());
    expect(p01.menus).toEqual(expect.arrayContaining(['13', '1301', '40', '402005']));
    expect(p01.menus).not.toContain('2210');

    const users = (await call('GET', `/api/role/users?roleId=${roleId}`, admin)).json();
    expect(users.total).toBe(2);
    expect(users.dataInfo.map((u: { loginName: string }) => u.loginName).sort()).toEqual([rep01.loginName, rep02.loginName].sort());
    const unknownUser = await call('POST', '/api/role/users/assign', admin, { roleId, loginNames: [`nobody_${tag}`] });
    expect(unknownUser.json()).toMatchObject({ msg: `用户不存在：nobody_${tag}`, dataInfo: [{ field: 'loginNames' }] });

    // a disabled role grants nothing
    await call('PUT', '/api/role/edit', admin, { roleId, roleName, status: '0', menuIds: after.menuIds, funcIds: after.funcIds });
    expect(await permissions(rep02Headers)).toEqual({ menus: [], funcs: [] });

    // in use: refused; once its users are gone it is removed
    const inUse = await call('DELETE', `/api/role/remove?roleId=${roleId}`, admin);
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json()).toMatchObject({ code: 'CONFLICT', msg: '该角色已分配给2个用户，请先移除用户后再删除' });
    const unassigned = await call('POST', '/api/role/users/unassign', admin, { roleId, loginNames: [rep01.loginName, rep02.loginName] });
    expect(unassigned.json().dataInfo).toEqual({ roleId, changed: 2 });
    const removed = await call('DELETE', `/api/role/remove?roleId=${roleId}`, admin);
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await call('GET', `/api/role/detail?roleId=${roleId}`, admin)).json()).toMatchObject({ code: 'NOT_FOUND', msg: '角色不存在' });
    expect(await app.db('role_menu').where({ role_id: roleId }).first()).toBeUndefined();
  });

  it('keeps built-in roles read-only and only lets a system administrator maintain system-administrator roles', async () => {
    const country = await app.db('role').where({ role_name: '国家管理员' }).first('role_id');
    const edit = await call('PUT', '/api/role/edit', admin, { roleId: country.role_id, roleName: '国家管理员', funcIds: ['090'] });
    expect(edit.statusCode).toBe(409);
    expect(edit.json().msg).toBe('内置角色不可修改或删除');
    expect((await call('DELETE', `/api/role/remove?roleId=${country.role_id}`, admin)).json().msg).toBe('内置角色不可修改或删除');
    const builtIn = await app.db('role').where({ built_in: true }).pluck('role_name');
    expect(builtIn).toEqual(expect.arrayContaining(['系统管理员', '国家管理员', '企业代表', '省级管理员', '配置管理员', '交易所管理员', '专家', '机构', '公众', '游客']));

    // a role manager who is not a system administrator
    const managerRole = (await call('POST', '/api/role/add', admin, { roleName: `角色管理员${tag}`, menuIds: ['4015'], funcIds: ['060', '061', '062'] })).json().dataInfo.roleId;
    const manager = await representative('04');
    await call('POST', '/api/role/users/assign', admin, { roleId: managerRole, loginNames: [manager.loginName] });
    const mh = await manager.headers();
    const sys = await call('POST', '/api/role/add', mh, { roleName: `超级${tag}`, isSysAdmin: true });
    expect(sys.statusCode).toBe(403);
    expect(sys.json().msg).toBe('只有系统管理员可以维护系统管理员角色');
    const sysAdminRole = await app.db('role').where({ role_name: '系统管理员' }).first('role_id');
    expect((await call('POST', '/api/role/users/assign', mh, { roleId: sysAdminRole.role_id, loginNames: [manager.loginName] })).statusCode).toBe(403);
    expect((await call('POST', '/api/role/add', mh, { roleName: `普通${tag}`, funcIds: ['093'] })).statusCode).toBe(200);
    // without 063 the manager cannot remove
    expect((await call('DELETE', `/api/role/remove?roleId=${managerRole}`, mh)).statusCode).toBe(403);

    // a system-administrator role holds the whole catalogue
    const full = (await call('POST', '/api/role/add', admin, { roleName: `全部权限${tag}`, isSysAdmin: true })).json().dataInfo.roleId;
    const fullDetail = (await call('GET', `/api/role/detail?roleId=${full}`, admin)).json().dataInfo;
    const [{ n: menuCount }] = await app.db('menu').count({ n: '*' });
    expect(fullDetail.menuIds).toHaveLength(Number(menuCount));
    expect(fullDetail.funcIds).toEqual(expect.arrayContaining(['001', '060', '063', '109']));
  });

  it('answers 403 to owner01 on every role route', async () => {
    const calls: Array<[Parameters<typeof call>[0], string, unknown?]> = [
      ['GET', '/api/role/list'],
      ['GET', '/api/role/detail?roleId=1'],
      ['GET', '/api/role/users?roleId=1'],
      ['POST', '/api/role/add', { roleName: 'x', funcIds: ['090'] }],
      ['PUT', '/api/role/edit', { roleId: 1, roleName: 'x', funcIds: ['090'] }],
      ['DELETE', '/api/role/remove?roleId=1'],
      ['POST', '/api/role/users/assign', { roleId: 1, loginNames: ['owner01'] }],
      ['POST', '/api/role/users/unassign', { roleId: 1, loginNames: ['owner01'] }],
    ];
    for (const [method, url, body] of calls) {
      const r = await call(method, url, owner, body);
      expect(r.statusCode, `${method} ${url}`).toBe(403);
      expect(r.json()).toMatchObject({ code: 'FORBIDDEN', msg: '没有操作权限' });
    }
  });

  it('keeps the demo users’ permission lists (owner01 of a type-01 company, country01)', async () => {
    const o = await permissions(owner);
    expect(o.menus.sort()).toEqual(owner01Menus);
    expect(o.funcs).toEqual(owner01Funcs);
    const c = await permissions(await injectSignIn(app, demoUsers.country.loginName, demoUsers.country.password));
    expect(c.funcs).toEqual(country01Funcs);
    const a = await permissions(admin);
    const [{ n }] = await app.db('menu').count({ n: '*' });
    expect(a.menus).toHaveLength(Number(n));
  });

  it('shows the demo key emitting entity (emitter01, a type-02 company) 账户绑定 and not a project owner’s menus', async () => {
    const e = await permissions(await injectSignIn(app, 'emitter01', demoUsers.owner.password));
    expect(e.funcs).toEqual(emitter01Funcs);
    expect(e.menus).toEqual(expect.arrayContaining(['22', '2210', '201001']));
    for (const ownerOnly of ['13', '1301', '16', '1601']) expect(e.menus, ownerOnly).not.toContain(ownerOnly);
    expect(owner01Menus).not.toContain('2210');
  });
});
