import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import { candidateGroupsOf, operatorAccountPaths, operatorFamilies, operatorFamilyList } from '@ccer/contracts';
import { testApp, injectSignIn } from '../fixtures/app.ts';
import { demoUsers, testEnv } from '../fixtures/env.ts';

type Headers = { authorization: string };

/**
 * Back-office operator accounts (accounts spec §2.4 account area, §3.3, §3.4, §6, §7.3) on the real stack's
 * database: open, list, sign in, edit, disable / enable, lock, password reset, province group, access.
 */
describe('operator accounts', () => {
  let app: FastifyInstance;
  let admin: Headers;
  let owner: Headers;
  const tag = randomUUID().slice(0, 6);
  const PASSWORD = 'Oper@12345';
  const country = operatorFamilies.country.paths;

  const call = (url: string, headers: Headers | Record<string, never>, payload?: unknown, lang = 'zh-cn') =>
    app.inject({ method: 'POST', url, headers: { ...headers, 'accept-language': lang }, payload: (payload ?? {}) as object });
  const signIn = (loginName: string, password: string) =>
    app.inject({ method: 'POST', url: '/api/login', payload: { loginName, password, code: testEnv.captchaCode, captchaId: 'test' } });

  /** §3.3 operator fields of a national, configuration or exchange administrator. */
  const basicForm = (name: string) => ({
    operatorName: name,
    certificateType: '0',
    certificateNo: '11010519491231002X',
    mobilePhoneNo: '13800138000',
    phoneNo: '010-12345678',
    emailAddress: `op${tag}@example.cn`,
    provinceId: '110000',
    workUnit: '生态环境部',
    departmentDesc: '应对气候变化司',
    positionDesc: '处长',
    contactAddress: '北京市西城区南礼士路',
  });
  const expertForm = (name: string) => ({ ...basicForm(name), isLeader: 'Y', operatorField: ['A0101', 'N0101'] });

  beforeAll(async () => {
    app = await testApp();
    admin = await injectSignIn(app, demoUsers.admin.loginName, demoUsers.admin.password);
    owner = await injectSignIn(app, demoUsers.owner.loginName, demoUsers.owner.password);
  });
  afterAll(async () => app.close());

  it('opens a national administrator who signs in; edit, disable (sign-in refused, sessions end) and enable', async () => {
    const loginName = `nat_${tag}`;
    const added = await call(country.add, admin, { ...basicForm('国家测试员'), loginName, password: PASSWORD });
    expect(added.statusCode, added.body).toBe(200);
    const { operatorId, initialPassword } = added.json().dataInfo;
    expect(initialPassword).toBeUndefined();
    // the built-in role of its type
    const detail = await call(operatorAccountPaths.detail, admin, { operatorId });
    expect(detail.json().dataInfo).toMatchObject({ loginName, operatorType: '02', status: '1', certificateTypeCn: '居民身份证', provinceCn: '北京市', roleNames: ['国家管理员'] });

    const listed = await call(country.query, admin, { operatorName: '国家测试', pageNumber: 1, pageSize: 10 });
    expect(listed.statusCode).toBe(200);
    expect(listed.json().dataInfo.map((r: { loginName: string }) => r.loginName)).toContain(loginName);
    const all = await app.inject({ method: 'POST', url: `${operatorAccountPaths.list}?pageNumber=1&pageSize=5`, headers: admin, payload: { operatorType: '02', status: '1' } });
    expect(all.statusCode, all.body).toBe(200);
    expect(all.json().dataInfo.length).toBeLessThanOrEqual(5);
    expect(all.json().total).toBeGreaterThanOrEqual(1);

    expect((await signIn(loginName, PASSWORD)).statusCode).toBe(200);
    const session = await injectSignIn(app, loginName, PASSWORD);

    const edited = await call(country.edit, admin, { ...basicForm('国家测试员改'), operatorId, positionDesc: '副司长' });
    expect(edited.statusCode, edited.body).toBe(200);
    const afterEdit = (await call(operatorAccountPaths.detail, admin, { operatorId })).json().dataInfo;
    expect(afterEdit).toMatchObject({ operatorName: '国家测试员改', positionDesc: '副司长' });
    expect(afterEdit.updatedAt).not.toBeNull();

    const disabled = await call(country.status, admin, { operatorId, status: '0' });
    expect(disabled.statusCode, disabled.body).toBe(200);
    const refused = await signIn(loginName, PASSWORD);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().msg).toBe('账户已停用，请联系管理员');
    expect((await app.inject({ method: 'GET', url: '/api/user-info', headers: session })).statusCode).toBe(401);
    const again = await call(country.status, admin, { operatorId, status: '0' });
    expect(again.json()).toMatchObject({ msg: '账户已是该状态', dataInfo: [{ field: 'status' }] });

    expect((await call(country.status, admin, { operatorId, status: '1' })).statusCode).toBe(200);
    expect((await signIn(loginName, PASSWORD)).statusCode).toBe(200);

    expect((await call(country.status, admin, { operatorId, status: '2' })).statusCode).toBe(200);
    const locked = await signIn(loginName, PASSWORD);
    expect(locked.statusCode).toBe(423);
    expect(locked.json().msg).toBe('账户已被管理员锁定，请联系管理员');
    expect((await call(country.status, admin, { operatorId, status: '1' })).statusCode).toBe(200);

    const log = await app.db('operation_log').where({ business_type: 'operator', business_key: operatorId }).pluck('abstract');
    expect(log).toEqual(expect.arrayContaining(['nationOperate.add', 'nationOperate.edit', 'nationOperate.status']));
  });

  it('generates the initial password when the form gives none, shown once', async () => {
    const loginName = `cfg_${tag}`;
    const added = await call(operatorFamilies.configure.paths.add, admin, { ...basicForm('配置测试员'), loginName });
    expect(added.statusCode, added.body).toBe(200);
    const { initialPassword } = added.json().dataInfo;
    expect(initialPassword).toMatch(/^\S{12}$/);
    expect((await signIn(loginName, initialPassword)).statusCode).toBe(200);
    const row = await app.db('operator').where({ login_name: loginName }).first();
    expect(row.password_hash).not.toContain(initialPassword);
  });

  it('refuses a taken login name naming loginName (用户名已存在), a bad one and an empty form', async () => {
    const taken = await call(country.add, admin, { ...basicForm('重名'), loginName: demoUsers.country.loginName, password: PASSWORD });
    expect(taken.statusCode).toBe(400);
    expect(taken.json()).toMatchObject({ flag: 0, msg: '用户名已存在', dataInfo: [{ field: 'loginName', message: '用户名已存在' }] });
    const en = await call(country.add, admin, { ...basicForm('重名'), loginName: demoUsers.country.loginName }, 'en');
    expect(en.json().msg).toBe('This user name already exists');
    const badName = await call(country.add, admin, { ...basicForm('坏名'), loginName: '123456' });
    expect(badName.statusCode).toBe(400);
    expect(badName.json().dataInfo).toEqual(expect.arrayContaining([{ field: 'loginName', message: '2-18位字符，支持字母（区分大小写）、数字、‘-’、‘_’、‘@’的组合，不能为纯数字' }]));
    const empty = await call(country.add, admin, { loginName: `empty_${tag}` });
    expect(empty.statusCode).toBe(400);
    const fields = empty.json().dataInfo.map((f: { field: string }) => f.field);
    expect(fields).toEqual(expect.arrayContaining(['operatorName', 'certificateType', 'certificateNo', 'mobilePhoneNo', 'emailAddress', 'workUnit']));
    expect(fields).not.toContain('faxNo');
  });

  it('refuses an expert with a bad ID number naming the field (身份证格式不正确！) and opens a good one', async () => {
    const bad = await call(operatorFamilies.experts.paths.add, admin, { ...expertForm('专家甲'), certificateNo: '110105194912310021', loginName: `exp_bad_${tag}` });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ msg: '身份证格式不正确！', dataInfo: [{ field: 'certificateNo', message: '身份证格式不正确！' }] });
    const wrongField = await call(operatorFamilies.experts.paths.add, admin, { ...expertForm('专家甲'), operatorField: ['B0101'], loginName: `exp_bad2_${tag}` });
    expect(wrongField.json().dataInfo).toEqual([{ field: 'operatorField', message: '项目类型必须以A或N开头' }]);
    const good = await call(operatorFamilies.experts.paths.add, admin, { ...expertForm('专家乙'), loginName: `exp_${tag}`, password: PASSWORD });
    expect(good.statusCode, good.body).toBe(200);
    const detail = (await call(operatorAccountPaths.detail, admin, { operatorId: good.json().dataInfo.operatorId })).json().dataInfo;
    expect(detail).toMatchObject({ operatorType: '07', isLeader: 'Y', operatorField: ['A0101', 'N0101'], roleNames: ['专家'] });
    expect(detail.operatorFieldCn).toContain(',');
  });

  it('ties a province administrator to its province: group province:<id>, its task list works', async () => {
    const loginName = `prov_${tag}`;
    const form = { ...expertForm('省级测试员'), manageProvinceId: '350000', faxNo: '0591-87654321' };
    const missing = await call(operatorFamilies.province.paths.add, admin, { ...form, manageProvinceId: '', faxNo: '', loginName });
    expect(missing.json().dataInfo).toEqual(expect.arrayContaining([{ field: 'manageProvinceId', message: '不能为空！' }, { field: 'faxNo', message: '不能为空！' }]));
    const unknown = await call(operatorFamilies.province.paths.add, admin, { ...form, manageProvinceId: '990000', loginName });
    expect(unknown.json()).toMatchObject({ msg: '省份不存在', dataInfo: [{ field: 'manageProvinceId' }] });
    const added = await call(operatorFamilies.province.paths.add, admin, { ...form, loginName, password: PASSWORD });
    expect(added.statusCode, added.body).toBe(200);
    const row = await app.db('operator').where({ login_name: loginName }).first();
    expect(row.province_id).toBe('350000');
    expect(candidateGroupsOf({ operatorType: row.operator_type, provinceId: row.province_id })).toEqual(['province:350000']);
    const list = await call(operatorFamilies.province.paths.query, admin, { manageProvinceId: '350000' });
    expect(list.json().dataInfo[0]).toMatchObject({ loginName, manageProvinceCn: '福建省' });
    const headers = await injectSignIn(app, loginName, PASSWORD);
    const tasks = await call('/api/process/task/my-list', headers, { pageNumber: 1, pageSize: 10 });
    expect(tasks.statusCode, tasks.body).toBe(200);
  });

  it('an administrator password reset ends the sessions; the new password works', async () => {
    const loginName = `exc_${tag}`;
    const added = await call(operatorFamilies.exchange.paths.add, admin, { ...basicForm('交易所测试员'), loginName, password: PASSWORD });
    const { operatorId } = added.json().dataInfo;
    const session = await injectSignIn(app, loginName, PASSWORD);
    expect((await app.inject({ method: 'GET', url: '/api/user-info', headers: session })).statusCode).toBe(200);
    const weak = await call(operatorAccountPaths.resetPassword, admin, { operatorId, password: 'abc' });
    expect(weak.json().dataInfo).toEqual([{ field: 'password', message: '8-16位字母、数字或非空格特殊字符(至少两种)' }]);
    const reset = await call(operatorAccountPaths.resetPassword, admin, { operatorId });
    expect(reset.statusCode, reset.body).toBe(200);
    const { initialPassword } = reset.json().dataInfo;
    expect((await app.inject({ method: 'GET', url: '/api/user-info', headers: session })).statusCode).toBe(401);
    expect((await signIn(loginName, PASSWORD)).statusCode).toBe(401);
    expect((await signIn(loginName, initialPassword)).statusCode).toBe(200);
  });

  it('answers 403 to an enterprise representative on every operator-account route', async () => {
    const urls = [
      ...operatorFamilyList.flatMap((f) => Object.values(f.paths)),
      operatorAccountPaths.detail,
      operatorAccountPaths.resetPassword,
      `${operatorAccountPaths.list}?pageNumber=1&pageSize=10`,
    ];
    expect(urls).toHaveLength(23);
    for (const url of urls) {
      const r = await call(url, owner, {});
      expect(r.statusCode, url).toBe(403);
    }
    // the routes exist with their declared codes
    const declared = app.routeAccess.filter((r) => urls.some((u) => u.split('?')[0] === r.url));
    expect(declared).toHaveLength(23);
  });
});
