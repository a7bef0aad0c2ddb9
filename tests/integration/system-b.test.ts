import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { testApp } from '../fixtures/app.ts';
import { demoUsers } from '../fixtures/env.ts';
import { hashPassword } from '../../gateway/src/domain/passwords.ts';
import { SYSTEM_B_PUBLIC_API } from '../../gateway/src/plugins/system-mode.ts';

/**
 * System B in the gateway (accounts spec §2.1, issue 14): with VITE_SYSTEM_MODE=B the public API answers 404 like an
 * unknown route (portal, open data, public figures, publicity, public files), except the calls of the sign-in,
 * registration and forgotten-password pages, which work with a real image code (no test bypass); signed-in calls are
 * unaffected; system A still answers the same portal call.
 */
describe('system B closes the public API but for the sign-in pages', () => {
  let b: FastifyInstance;
  let a: FastifyInstance;
  const run = Date.now().toString(36).slice(-5);
  const mobile = (n: number) => `136${String(Date.now() % 10000).padStart(4, '0')}${String((Math.floor(Math.random() * 9000) + n) % 10000).padStart(4, '0')}`;

  beforeAll(async () => {
    // no captcha bypass: every image code is fetched and answered as a person would (its answer read from the database)
    b = await testApp({ VITE_SYSTEM_MODE: 'B', CAPTCHA_BYPASS_CODE: '', LOGIN_RATE_PER_MINUTE: '10000' });
    a = await testApp({ LOGIN_RATE_PER_MINUTE: '10000' });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  async function captcha(): Promise<{ code: string; captchaId: string }> {
    const r = await b.inject({ method: 'GET', url: '/api/verification-code' });
    expect(r.statusCode, r.body).toBe(200);
    const { captchaId, image } = r.json().dataInfo;
    expect(image).toContain('<svg');
    const row = await b.db('captcha').where({ captcha_id: captchaId }).first('answer');
    return { code: row.answer, captchaId };
  }
  const post = (app: FastifyInstance, url: string, payload: object, headers: Record<string, string> = {}) => app.inject({ method: 'POST', url, payload, headers });
  /** The envelope without its request id. */
  const envelope = (r: { json: () => Record<string, unknown> }) => {
    const { requestId, ...rest } = r.json();
    expect(requestId).toBeTruthy();
    return rest;
  };

  it('answers the portal, open-data, public-figure, publicity and public-file calls 404, as an unknown route, in the user’s language', async () => {
    const unknownZh = envelope(await b.inject({ method: 'GET', url: '/api/no-such-route' }));
    const unknownEn = envelope(await b.inject({ method: 'GET', url: '/api/no-such-route', headers: { 'accept-language': 'en' } }));
    expect(unknownZh).toMatchObject({ flag: 0, successful: false, code: 'NOT_FOUND' });
    expect(unknownEn.msg).not.toBe(unknownZh.msg);
    const calls: Array<{ method: 'GET' | 'POST'; url: string; payload?: object }> = [
      { method: 'GET', url: '/api/portal/columns' },
      { method: 'GET', url: '/api/portal/releases?pageNumber=1&pageSize=10' },
      { method: 'GET', url: '/api/portal/banners' },
      { method: 'GET', url: '/api/portal/methodologies?pageNumber=1&pageSize=10' },
      { method: 'GET', url: '/api/portal/statistics/totals' },
      { method: 'GET', url: '/api/portal/statistics/dashboard' },
      { method: 'GET', url: '/api/open/v1/datasets' },
      { method: 'GET', url: '/api/open/v1/issuances?pageNumber=1&pageSize=10' },
      { method: 'GET', url: '/api/open/v1/registered-projects.csv' },
      { method: 'POST', url: '/api/public/project/publicity-list', payload: { tab: 'publicity' } },
      { method: 'GET', url: '/api/public/certified/publicity-list?tab=publicity' },
      { method: 'POST', url: '/api/public/project/opinion-add', payload: { id: 'x', content: 'x' } },
      { method: 'GET', url: '/api/public/serial/lookup?serial=x' },
      { method: 'GET', url: '/api/file/download/public?filePath=x' },
    ];
    for (const c of calls) {
      const zh = await b.inject({ method: c.method, url: c.url, payload: c.payload });
      expect(zh.statusCode, `${c.method} ${c.url}`).toBe(404);
      expect(envelope(zh), `${c.method} ${c.url}`).toEqual(unknownZh);
      const en = await b.inject({ method: c.method, url: c.url, payload: c.payload, headers: { 'accept-language': 'en' } });
      expect(envelope(en), `${c.method} ${c.url}`).toEqual(unknownEn);
    }
  });

  it('closes every public route not on the list (a new one is closed by default), and lists only real public routes', async () => {
    const publicRoutes = b.routeAccess.filter((r) => r.access === 'public');
    const keys = publicRoutes.map((r) => `${r.method} ${r.url}`);
    for (const key of SYSTEM_B_PUBLIC_API) expect(keys, key).toContain(key);
    const closed = publicRoutes.filter((r) => !SYSTEM_B_PUBLIC_API.has(`${r.method} ${r.url}` as never));
    expect(closed.length).toBeGreaterThan(40);
    for (const r of closed) {
      const res = await b.inject({ method: r.method as 'GET', url: r.url.replace(/:\w+/g, 'x') });
      expect(res.statusCode, `${r.method} ${r.url}`).toBe(404);
      expect(res.json().code).toBe('NOT_FOUND');
    }
  });

  it('signs in with the image code; a wrong code is refused; signed-in and function-code calls work', async () => {
    const wrong = await post(b, '/api/login', { loginName: demoUsers.admin.loginName, password: demoUsers.admin.password, code: 'zzzz', captchaId: (await captcha()).captchaId });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe('CAPTCHA_WRONG');
    expect((await b.inject({ method: 'GET', url: '/api/login/options' })).statusCode).toBe(200);
    const login = await post(b, '/api/login', { loginName: demoUsers.admin.loginName, password: demoUsers.admin.password, ...(await captcha()) });
    expect(login.statusCode, login.body).toBe(200);
    const authorization = `Bearer ${login.json().dataInfo.token}`;
    const me = await b.inject({ method: 'GET', url: '/api/user-info', headers: { authorization } });
    expect(me.statusCode, me.body).toBe(200);
    expect(me.json().dataInfo.operatorType).toBe('01');
    const roles = await b.inject({ method: 'GET', url: '/api/role/list?pageNumber=1&pageSize=5', headers: { authorization } });
    expect(roles.statusCode, roles.body).toBe(200);
    expect(roles.json().total).toBeGreaterThan(0);
    // what every page and form loads stays: the server's time, reference data
    expect((await b.inject({ method: 'GET', url: '/api/common/datetime' })).json().dataInfo).toMatch(/^\d{14}$/);
    const regions = await b.inject({ method: 'GET', url: '/api/common/region/all' });
    expect(regions.statusCode, regions.body).toBe(200);
    // signed in or not, the portal stays closed
    expect((await b.inject({ method: 'GET', url: '/api/portal/columns', headers: { authorization } })).statusCode).toBe(404);
  });

  it('registers a visitor with its SMS code', async () => {
    const phone = mobile(1);
    const loginName = `sb${run}v`;
    const sent = await post(b, '/api/register/mobile-code', { mobile: phone, ...(await captcha()) });
    expect(sent.statusCode, sent.body).toBe(200);
    const record = await b.db('sms_send_record').where({ mobile: phone, business: 'register' }).orderBy('id', 'desc').first();
    const r = await post(b, '/api/register/add/registerTour', {
      loginName,
      password: 'Visit@12345',
      confirmPassword: 'Visit@12345',
      mobile: phone,
      phoneCode: record.verification_code,
      ...(await captcha()),
    });
    expect(r.statusCode, r.body).toBe(200);
    expect(await b.db('operator').where({ login_name: loginName }).first()).toMatchObject({ operator_type: '09', mobile_phone_no: phone });
    const me = await b.inject({ method: 'GET', url: '/api/user-info', headers: { authorization: `Bearer ${r.json().dataInfo.token}` } });
    expect(me.statusCode).toBe(200);
  });

  it('resets a forgotten password with its SMS code', async () => {
    const phone = mobile(2);
    const loginName = `sb${run}f`;
    await b.db('operator').insert({ login_name: loginName, password_hash: await hashPassword('Old@123456'), operator_code: loginName, operator_name: loginName, operator_type: '02', mobile_phone_no: phone });
    const sent = await post(b, '/api/forget-password/mobile-code', { loginName, mobile: phone, ...(await captcha()) });
    expect(sent.statusCode, sent.body).toBe(200);
    const record = await b.db('sms_send_record').where({ mobile: phone, business: 'forget' }).orderBy('id', 'desc').first();
    expect(record?.verification_code).toMatch(/^\d{6}$/);
    const reset = await post(b, '/api/forget-password', { loginName, mobile: phone, phoneCode: record.verification_code, newPassword: 'New@123456', confirmPassword: 'New@123456' });
    expect(reset.statusCode, reset.body).toBe(200);
    const login = await post(b, '/api/login', { loginName, password: 'New@123456', ...(await captcha()) });
    expect(login.statusCode, login.body).toBe(200);
  });

  it('system A answers the same portal and open-data calls', async () => {
    const columns = await a.inject({ method: 'GET', url: '/api/portal/columns' });
    expect(columns.statusCode, columns.body).toBe(200);
    expect(columns.json().flag).toBe(1);
    expect((await a.inject({ method: 'GET', url: '/api/open/v1/datasets' })).statusCode).toBe(200);
    expect((await a.inject({ method: 'POST', url: '/api/public/project/publicity-list', payload: { tab: 'publicity' } })).statusCode).toBe(200);
  });
});
