import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { testApp, injectSignIn } from '../fixtures/app.ts';
import { demoUsers } from '../fixtures/env.ts';
import { hashPassword } from '../../gateway/src/domain/passwords.ts';
import { owner01Funcs, owner01Menus } from '../fixtures/demo-permissions.ts';

/** Sign-in, captcha, lockout, logout and password change against the real database. */
describe('sessions', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await testApp();
  });
  afterAll(async () => app.close());

  async function makeOperator(loginName: string, password: string) {
    await app.db('operator').where({ login_name: loginName }).delete();
    const [op] = await app.db('operator')
      .insert({ login_name: loginName, password_hash: await hashPassword(password), operator_code: loginName, operator_name: loginName, operator_type: '02' })
      .returning('operator_id');
    const role = await app.db('role').where({ role_name: '国家管理员' }).first();
    await app.db('operator_role').insert({ operator_id: op.operator_id, role_id: role.role_id });
  }

  it('serves a single-use captcha that expires', async () => {
    const c = await app.inject({ method: 'GET', url: '/api/verification-code' });
    expect(c.statusCode).toBe(200);
    const { captchaId, image } = c.json().dataInfo;
    expect(image).toMatch(/^<svg/);
    const { answer } = await app.db('captcha').where({ captcha_id: captchaId }).first();
    const payload = { ...demoUsers.owner, code: answer.toUpperCase(), captchaId };
    const first = await app.inject({ method: 'POST', url: '/api/login', payload });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ flag: 1 });
    expect(first.json().dataInfo.token).toMatch(/^ey/);
    const again = await app.inject({ method: 'POST', url: '/api/login', payload });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ flag: 0, code: 'CAPTCHA_WRONG', msg: '验证码错误或已失效' });

    const c2 = (await app.inject({ method: 'GET', url: '/api/common/verification-code' })).json().dataInfo;
    await app.db('captcha').where({ captcha_id: c2.captchaId }).update({ expires_at: new Date(Date.now() - 1000) });
    const { answer: a2 } = await app.db('captcha').where({ captcha_id: c2.captchaId }).first();
    const expired = await app.inject({ method: 'POST', url: '/api/login', payload: { ...demoUsers.owner, code: a2, captchaId: c2.captchaId } });
    expect(expired.statusCode).toBe(400);
  });

  it('rejects a wrong password with the failure message and locks after repeated failures', async () => {
    await makeOperator('locktest01', 'Right@12345');
    const attempt = (password: string) =>
      app.inject({ method: 'POST', url: '/api/login', payload: { loginName: 'locktest01', password, code: '0000', captchaId: 'x' } });
    const wrong = await attempt('Wrong@12345');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ flag: 0, successful: false, code: 'LOGIN_FAILED' });
    expect(wrong.json().msg).toContain('验证失败');
    for (let i = 0; i < 4; i++) await attempt('Wrong@12345');
    const locked = await attempt('Right@12345');
    expect(locked.statusCode).toBe(423);
    expect(locked.json().code).toBe('ACCOUNT_LOCKED');
    await app.db('operator').where({ login_name: 'locktest01' }).update({ locked_until: null });
    expect((await attempt('Right@12345')).statusCode).toBe(200);
  });

  it('reports a missing field by name, in Chinese or in English', async () => {
    const zh = await app.inject({ method: 'POST', url: '/api/login', payload: { loginName: 'a', password: 'b', captchaId: 'x' } });
    expect(zh.statusCode).toBe(400);
    expect(zh.json().dataInfo).toEqual([{ field: 'code', message: '验证码不能为空！' }]);
    const en = await app.inject({ method: 'POST', url: '/api/login', headers: { 'accept-language': 'en-US' }, payload: { loginName: 'a', password: 'b', captchaId: 'x' } });
    expect(en.json().dataInfo).toEqual([{ field: 'code', message: 'Verification code is required' }]);
  });

  it('returns user info and permissions; logout makes the token stop working', async () => {
    const auth = await injectSignIn(app, demoUsers.owner.loginName, demoUsers.owner.password);
    const info = await app.inject({ method: 'GET', url: '/api/user-info', headers: auth });
    expect(info.json().dataInfo).toMatchObject({ operatorCode: 'owner01', operatorType: '06', custName: '示例新能源有限公司', roleName: '企业代表', roles: ['admin'], isComplete: '1' });
    const perms = (await app.inject({ method: 'GET', url: '/api/menu/permission-list', headers: auth })).json().dataInfo;
    // a project owner (01): its company, projects, reductions and voluntary cancellation; the type-02/03 offsets
    // and account binding (2210, with its now empty folder 22) are cut by the account-type rule (§6)
    expect(perms.menuList.map((m: { menuId: string }) => m.menuId).sort()).toEqual(owner01Menus);
    expect(perms.funcList.map((f: { funcId: string }) => f.funcId).sort()).toEqual(owner01Funcs);
    expect((await app.inject({ method: 'POST', url: '/api/logout', headers: auth })).statusCode).toBe(200);
    const after = await app.inject({ method: 'GET', url: '/api/user-info', headers: auth });
    expect(after.statusCode).toBe(401);
    expect(after.json()).toMatchObject({ flag: 0, code: 'UNAUTHORIZED', msg: '登录状态已失效，请重新登录！' });
  });

  it('changes the password: the old password is checked, sessions end, the new one works', async () => {
    await makeOperator('pwdtest01', 'Old@123456');
    const auth = await injectSignIn(app, 'pwdtest01', 'Old@123456');
    const bad = await app.inject({ method: 'POST', url: '/api/modify-password', headers: auth, payload: { oldPassword: 'Nope@12345', newPassword: 'New@123456', confirmPassword: 'New@123456' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toBe('密码不正确');
    const mismatch = await app.inject({ method: 'POST', url: '/api/modify-password', headers: auth, payload: { oldPassword: 'Old@123456', newPassword: 'New@123456', confirmPassword: 'New@654321' } });
    expect(mismatch.json().dataInfo).toEqual([{ field: 'confirmPassword', message: '两次输入密码不一致!' }]);
    const weak = await app.inject({ method: 'POST', url: '/api/modify-password', headers: auth, payload: { oldPassword: 'Old@123456', newPassword: 'abcdefgh', confirmPassword: 'abcdefgh' } });
    expect(weak.json().dataInfo[0]).toEqual({ field: 'newPassword', message: '8-16位字母、数字或非空格特殊字符(至少两种)' });
    const good = await app.inject({ method: 'POST', url: '/api/modify-password', headers: auth, payload: { oldPassword: 'Old@123456', newPassword: 'New@123456', confirmPassword: 'New@123456' } });
    expect(good.statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/user-info', headers: auth })).statusCode).toBe(401);
    await injectSignIn(app, 'pwdtest01', 'New@123456');
  });
});
