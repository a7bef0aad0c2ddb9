import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { testApp, injectSignIn } from '../fixtures/app.ts';
import { demoUsers, testEnv } from '../fixtures/env.ts';
import { hashPassword } from '../../gateway/src/domain/passwords.ts';

/**
 * SMS codes against the real database: forgotten password end to end, the per-phone and per-IP limits (shared
 * by two gateways), the send record and its permission, the SMS second factor of sign-in, the change-password
 * phoneCode and the old-registry holdings confirmation. Codes are read from the send record, as an administrator would.
 */
describe('SMS codes and the dialogs that use them', () => {
  let app: FastifyInstance;
  const captcha = { code: testEnv.captchaCode, captchaId: 'test' };
  // the per-IP sign-in limit of the routes is not what these tests are about
  const base = { LOGIN_RATE_PER_MINUTE: '10000' };

  beforeAll(async () => {
    app = await testApp(base);
  });
  afterAll(async () => app.close());

  async function makeOperator(loginName: string, password: string, mobile: string | null) {
    await app.db('operator').where({ login_name: loginName }).delete();
    const [op] = await app.db('operator')
      .insert({
        login_name: loginName,
        password_hash: await hashPassword(password),
        operator_code: loginName,
        operator_name: loginName,
        operator_type: '02',
        mobile_phone_no: mobile,
      })
      .returning('operator_id');
    const role = await app.db('role').where({ role_name: '国家管理员' }).first();
    await app.db('operator_role').insert({ operator_id: op.operator_id, role_id: role.role_id });
    return op.operator_id as string;
  }

  const lastRecord = (mobile: string) => app.db('sms_send_record').where({ mobile }).orderBy('id', 'desc').first();
  /** Moves a phone's requests back in time, past the resend interval. */
  const age = (mobile: string, seconds: number) =>
    app.db('sms_code').where({ mobile }).update({ created_at: app.db.raw(`created_at - interval '${seconds} seconds'`) });
  const post = (a: FastifyInstance, url: string, payload: unknown, extra: Record<string, unknown> = {}) =>
    a.inject({ method: 'POST', url, payload: payload as object, ...extra });

  it('resets a forgotten password with the SMS code, without revealing accounts', async () => {
    await makeOperator('smsforget01', 'Old@123456', '13900000001');
    const badCaptcha = await post(app, '/api/forget-password/mobile-code', { loginName: 'smsforget01', mobile: '13900000001', code: 'zzzz', captchaId: 'x' });
    expect(badCaptcha.statusCode).toBe(400);
    expect(badCaptcha.json()).toMatchObject({ code: 'CAPTCHA_WRONG', msg: '验证码错误或已失效' });
    const badMobile = await post(app, '/api/forget-password/mobile-code', { loginName: 'smsforget01', mobile: '12900000001', ...captcha });
    expect(badMobile.json().dataInfo).toEqual([{ field: 'mobile', message: '手机号码格式不正确' }]);

    // an unknown pair is answered like a known one, but nothing is sent
    const unknown = await post(app, '/api/forget-password/mobile-code', { loginName: 'smsforget01', mobile: '13900000091', ...captcha });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json().dataInfo).toEqual({ mobile: '139****0091', expiresInSeconds: 300, resendAfterSeconds: 60 });
    expect(await lastRecord('13900000091')).toBeUndefined();
    expect(await app.db('sms_code').where({ mobile: '13900000091' }).first()).toMatchObject({ delivered: false, purpose: 'forget' });

    const sent = await post(app, '/api/forget-password/mobile-code', { loginName: 'smsforget01', mobile: '13900000001', ...captcha });
    expect(sent.statusCode).toBe(200);
    expect(sent.json().dataInfo).toEqual({ mobile: '139****0001', expiresInSeconds: 300, resendAfterSeconds: 60 });
    const record = await lastRecord('13900000001');
    expect(record).toMatchObject({ business: 'forget', status: '1', provider: 'record', times: 1 });
    expect(record.verification_code).toMatch(/^\d{6}$/);
    expect(record.content).toContain(record.verification_code);
    expect(record.content).toContain('忘记密码');
    // only a hash of the code is kept in the ledger
    const ledger = await app.db('sms_code').where({ mobile: '13900000001' }).orderBy('id', 'desc').first();
    expect(ledger.code_hash).not.toContain(record.verification_code);

    const again = await post(app, '/api/forget-password/mobile-code', { loginName: 'smsforget01', mobile: '13900000001', ...captcha });
    expect(again.statusCode).toBe(429);
    expect(again.json().msg).toMatch(/^发送过于频繁，请\d+秒后再试$/);

    const reset = (phoneCode: string, newPassword = 'New@123456') =>
      post(app, '/api/forget-password', { loginName: 'smsforget01', mobile: '13900000001', phoneCode, newPassword, confirmPassword: newPassword });
    const wrongCode = record.verification_code === '000000' ? '111111' : '000000';
    const wrong = await reset(wrongCode);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ msg: '短信验证码错误或已失效', dataInfo: [{ field: 'phoneCode', message: '短信验证码错误或已失效' }] });
    const mismatch = await post(app, '/api/forget-password', { loginName: 'smsforget01', mobile: '13900000001', phoneCode: record.verification_code, newPassword: 'New@123456', confirmPassword: 'New@654321' });
    expect(mismatch.json().dataInfo).toEqual([{ field: 'confirmPassword', message: '两次输入密码不一致!' }]);
    // the right code for another account's login name does not work either
    expect((await post(app, '/api/forget-password', { loginName: 'admin', mobile: '13900000001', phoneCode: record.verification_code, newPassword: 'New@123456', confirmPassword: 'New@123456' })).statusCode).toBe(400);

    const before = await injectSignIn(app, 'smsforget01', 'Old@123456');
    const done = await reset(record.verification_code);
    expect(done.statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/user-info', headers: before })).statusCode).toBe(401);
    expect((await reset(record.verification_code, 'Other@123456')).statusCode).toBe(400); // used once
    const oldLogin = await post(app, '/api/login', { loginName: 'smsforget01', password: 'Old@123456', ...captcha });
    expect(oldLogin.statusCode).toBe(401);
    await injectSignIn(app, 'smsforget01', 'New@123456');
    expect(await app.db('operation_log').where({ abstract: 'session.forget-password' }).first()).toBeTruthy();
  });

  it('refuses an expired code and a code guessed at too often', async () => {
    await makeOperator('smsforget02', 'Old@123456', '13900000002');
    const ask = () => post(app, '/api/forget-password/mobile-code', { loginName: 'smsforget02', mobile: '13900000002', ...captcha });
    const reset = (phoneCode: string) =>
      post(app, '/api/forget-password', { loginName: 'smsforget02', mobile: '13900000002', phoneCode, newPassword: 'New@123456', confirmPassword: 'New@123456' });
    expect((await ask()).statusCode).toBe(200);
    const expired = (await lastRecord('13900000002')).verification_code;
    await app.db('sms_code').where({ mobile: '13900000002' }).update({ expires_at: app.db.raw(`now() - interval '1 second'`) });
    expect((await reset(expired)).json().msg).toBe('短信验证码错误或已失效');

    await age('13900000002', 61);
    expect((await ask()).statusCode).toBe(200);
    const code = (await lastRecord('13900000002')).verification_code;
    expect(code).toMatch(/^\d{6}$/);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) expect((await reset(wrong)).statusCode).toBe(400);
    expect((await reset(code)).statusCode).toBe(400); // five wrong guesses kill it
  });

  it('limits codes per phone and day and per IP and hour, agreed by two gateways through the database', async () => {
    const g1 = await testApp({ ...base, SMS_DAILY_LIMIT_PER_PHONE: '2', SMS_HOURLY_LIMIT_PER_IP: '3' });
    const g2 = await testApp({ ...base, SMS_DAILY_LIMIT_PER_PHONE: '2', SMS_HOURLY_LIMIT_PER_IP: '3' });
    try {
      const register = (a: FastifyInstance, mobile: string, ip: string) => post(a, '/api/register/mobile-code', { mobile, ...captcha }, { remoteAddress: ip });
      expect((await register(g1, '13900000003', '10.1.1.1')).statusCode).toBe(200);
      expect((await lastRecord('13900000003'))).toMatchObject({ business: 'register', ip: '10.1.1.1' });
      await age('13900000003', 61);
      expect((await register(g2, '13900000003', '10.1.1.2')).statusCode).toBe(200);
      await age('13900000003', 61);
      const daily = await register(g1, '13900000003', '10.1.1.3');
      expect(daily.statusCode).toBe(429);
      expect(daily.json()).toMatchObject({ code: 'TOO_MANY_REQUESTS', msg: '该手机号今日获取验证码次数已达上限，请明天再试' });

      for (const [i, a] of [g1, g2, g1].entries()) expect((await register(a, `1390000010${i}`, '10.2.2.2')).statusCode).toBe(200);
      const perIp = await register(g2, '13900000109', '10.2.2.2');
      expect(perIp.statusCode).toBe(429);
      expect(perIp.json().msg).toMatch(/^当前网络获取验证码过于频繁，请\d+分钟后再试$/);
      expect((await register(g2, '13900000109', '10.2.2.3')).statusCode).toBe(200);
      const en = await register(g1, '13900000108', '10.2.2.2');
      expect(en.statusCode).toBe(429);
    } finally {
      await g1.close();
      await g2.close();
    }
  });

  it('lists the send record for system administrators only', async () => {
    const admin = await injectSignIn(app, demoUsers.admin.loginName, demoUsers.admin.password);
    const list = await app.inject({ method: 'POST', url: '/api/sms/send-record', headers: admin, payload: { pageNumber: 1, pageSize: 5, mobile: '1390000000' } });
    expect(list.statusCode).toBe(200);
    const body = list.json();
    expect(body.total).toBeGreaterThanOrEqual(3);
    expect(body.dataInfo.length).toBeLessThanOrEqual(5);
    expect(body.dataInfo[0]).toMatchObject({ mobile: expect.stringMatching(/^1390000000/), status: '1', times: 1, provider: 'record' });
    expect(body.dataInfo[0].verificationCode).toMatch(/^\d{6}$/);
    const sentAts = body.dataInfo.map((r: { sentAt: string }) => r.sentAt);
    expect([...sentAts].sort().reverse()).toEqual(sentAts);
    const forget = await app.inject({ method: 'POST', url: '/api/sms/send-record', headers: { ...admin, 'accept-language': 'en' }, payload: { business: 'forget', status: '1', sentFrom: '2000-01-01' } });
    expect(forget.json().dataInfo.every((r: { business: string; businessName: string }) => r.business === 'forget' && r.businessName === 'Forgotten password')).toBe(true);
    const badDate = await app.inject({ method: 'POST', url: '/api/sms/send-record', headers: admin, payload: { sentFrom: 'yesterday' } });
    expect(badDate.json().dataInfo).toEqual([{ field: 'sentFrom', message: '日期格式不正确' }]);

    const owner = await injectSignIn(app, demoUsers.owner.loginName, demoUsers.owner.password);
    const refused = await app.inject({ method: 'POST', url: '/api/sms/send-record', headers: owner, payload: {} });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'FORBIDDEN', msg: '没有操作权限' });
  });

  it('asks for an SMS code at sign-in when the second factor is on', async () => {
    const operatorId = await makeOperator('sms2fa01', 'Pass@123456', '13900000004');
    expect((await app.inject({ method: 'GET', url: '/api/login/options' })).json().dataInfo).toEqual({ smsSecondFactor: false });
    expect((await post(app, '/api/login/manager-mobile-code', { loginName: 'sms2fa01', password: 'Pass@123456', ...captcha })).statusCode).toBe(404);

    const secured = await testApp({ ...base, SMS_SECOND_FACTOR: 'on' });
    try {
      expect((await secured.inject({ method: 'GET', url: '/api/login/options' })).json().dataInfo).toEqual({ smsSecondFactor: true });
      const login = (phoneCode?: string) => post(secured, '/api/login', { loginName: 'sms2fa01', password: 'Pass@123456', ...captcha, phoneCode });
      const without = await login();
      expect(without.statusCode).toBe(400);
      expect(without.json()).toMatchObject({ msg: '请先获取并输入短信验证码', dataInfo: [{ field: 'phoneCode', message: '请先获取并输入短信验证码' }] });

      const wrongPassword = await post(secured, '/api/login/manager-mobile-code', { loginName: 'sms2fa01', password: 'Nope@123456', ...captcha });
      expect(wrongPassword.statusCode).toBe(401);
      expect(await lastRecord('13900000004')).toBeUndefined();
      const noMobile = await post(secured, '/api/login/manager-mobile-code', { ...demoUsers.owner, ...captcha });
      expect(noMobile.json()).toMatchObject({ msg: '当前账号未绑定手机号，请联系管理员' });

      const sent = await post(secured, '/api/login/manager-mobile-code', { loginName: 'sms2fa01', password: 'Pass@123456', ...captcha });
      expect(sent.statusCode).toBe(200);
      expect(sent.json().dataInfo.mobile).toBe('139****0004');
      const record = await lastRecord('13900000004');
      expect(record).toMatchObject({ business: 'login', status: '1' });
      const wrong = await login(record.verification_code === '000000' ? '111111' : '000000');
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().msg).toBe('短信验证码错误或已失效');
      expect((await secured.db('operator').where({ operator_id: operatorId }).first()).failed_logins).toBe(2);
      const good = await login(record.verification_code);
      expect(good.statusCode).toBe(200);
      expect(good.json().dataInfo.token).toMatch(/^ey/);
      expect((await login(record.verification_code)).statusCode).toBe(400); // single use
    } finally {
      await secured.close();
    }
  });

  it('asks for the phoneCode when changing the password of an operator with a mobile', async () => {
    await makeOperator('smspwd01', 'Old@123456', '13900000005');
    const auth = await injectSignIn(app, 'smspwd01', 'Old@123456');
    const info = (await app.inject({ method: 'GET', url: '/api/user-info', headers: auth })).json().dataInfo;
    expect(info.phoneCodeMobile).toBe('139****0005');
    const change = (phoneCode?: string) =>
      app.inject({ method: 'POST', url: '/api/modify-password', headers: auth, payload: { oldPassword: 'Old@123456', newPassword: 'New@123456', confirmPassword: 'New@123456', phoneCode } });
    const without = await change();
    expect(without.statusCode).toBe(400);
    expect(without.json().dataInfo).toEqual([{ field: 'phoneCode', message: '请输入短信验证码' }]);
    const sent = await app.inject({ method: 'POST', url: '/api/sms/sendSmsCode', headers: auth, payload: {} });
    expect(sent.statusCode).toBe(200);
    const record = await lastRecord('13900000005');
    expect(record).toMatchObject({ business: 'modify-password' });
    expect((await change(record.verification_code === '000000' ? '111111' : '000000')).json().msg).toBe('短信验证码错误或已失效');
    expect((await change(record.verification_code)).statusCode).toBe(200);
    await injectSignIn(app, 'smspwd01', 'New@123456');

    const owner = await injectSignIn(app, demoUsers.owner.loginName, demoUsers.owner.password);
    expect((await app.inject({ method: 'GET', url: '/api/user-info', headers: owner })).json().dataInfo.phoneCodeMobile).toBeNull();
    const noMobile = await app.inject({ method: 'POST', url: '/api/sms/sendSmsCode', headers: owner, payload: {} });
    expect(noMobile.json()).toMatchObject({ flag: 0, msg: '当前账号未绑定手机号，请联系管理员' });
  });

  it('shows the old-registry holdings notice until the customer confirms it', async () => {
    const owner = await injectSignIn(app, demoUsers.owner.loginName, demoUsers.owner.password);
    const info = async () => (await app.inject({ method: 'GET', url: '/api/user-info', headers: owner })).json().dataInfo;
    expect((await info()).oldCarbonConf).toBeNull();
    const op = await app.db('operator').where({ login_name: 'owner01' }).first();
    await app.db('old_carbon_conf').insert({ cust_id: op.cust_id });
    expect((await info()).oldCarbonConf).toContain('原注册登记系统');
    const confirm = await app.inject({ method: 'POST', url: '/api/carbon-manage/holder/old-carbon-conf', headers: owner, payload: {} });
    expect(confirm.statusCode).toBe(200);
    expect(confirm.json().dataInfo).toEqual({ confirmed: 1 });
    expect((await info()).oldCarbonConf).toBeNull();
    expect(await app.db('old_carbon_conf').where({ cust_id: op.cust_id }).first()).toMatchObject({ confirmed_by: op.operator_id });
    const twice = await app.inject({ method: 'POST', url: '/api/carbon-manage/holder/old-carbon-conf', headers: owner, payload: {} });
    expect(twice.json().dataInfo).toEqual({ confirmed: 0 });
    expect((await app.inject({ method: 'POST', url: '/api/carbon-manage/holder/old-carbon-conf', payload: {} })).statusCode).toBe(401);
  });
});
