import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { paramKeys } from '@ccer/contracts';
import { testApp, injectSignIn } from '../fixtures/app.ts';
import { demoUsers, testEnv } from '../fixtures/env.ts';
import { createOperator } from '../fixtures/operators.ts';

const MAX_FAILURES = 5;

/** The sign-in lock under concurrent attempts, and whose X-Forwarded-For the gateway believes (TRUST_PROXY). */
describe('sign-in hardening', () => {
  const run = Date.now().toString(36);
  const apps: FastifyInstance[] = [];
  async function gateway(overrides: Record<string, string> = {}) {
    const app = await testApp(overrides);
    apps.push(app);
    return app;
  }
  afterAll(async () => {
    for (const app of apps) await app.close();
  });

  const login = (app: FastifyInstance, loginName: string, password: string, forwardedFor?: string) =>
    app.inject({
      method: 'POST',
      url: '/api/login',
      headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
      payload: { loginName, password, code: testEnv.captchaCode, captchaId: 'x' },
    });

  describe('lockout', () => {
    let app: FastifyInstance;
    beforeAll(async () => {
      // the per-IP limit is not what this tests: all attempts come from one address
      app = await gateway({ LOGIN_MAX_FAILURES: String(MAX_FAILURES), LOGIN_RATE_PER_MINUTE: '10000' });
    });

    it('answers at most LOGIN_MAX_FAILURES wrong passwords before the lock, however many come at once', async () => {
      const loginName = `lock${run}`.slice(0, 18);
      await createOperator({ loginName, password: 'Right@12345', operatorType: '02', roleName: '国家管理员' });
      const statuses: number[] = [];
      for (let round = 0; round < 4; round++) {
        const answers = await Promise.all(Array.from({ length: 20 }, () => login(app, loginName, 'Wrong@12345')));
        statuses.push(...answers.map((a) => a.statusCode));
        for (const a of answers.filter((x) => x.statusCode === 423)) expect(a.json()).toMatchObject({ code: 'ACCOUNT_LOCKED' });
      }
      expect(statuses.filter((s) => s === 401)).toHaveLength(MAX_FAILURES);
      expect(statuses.filter((s) => s === 423)).toHaveLength(80 - MAX_FAILURES);
      const row = await app.db('operator').where({ login_name: loginName }).first('failed_logins', 'locked_until');
      expect(new Date(row.locked_until).getTime()).toBeGreaterThan(Date.now());
      // the right password is refused while the lock holds
      const right = await login(app, loginName, 'Right@12345');
      expect(right.statusCode).toBe(423);
      expect(right.json().msg).toMatch(/账户已锁定/);
    });
  });

  describe('TRUST_PROXY', () => {
    const forged = '203.0.113.9';
    let allowListBefore: string | null;
    beforeAll(async () => {
      const app = await gateway();
      const row = await app.db('sys_param').where({ param_key: paramKeys.operatorIpAllowList }).first('param_value');
      allowListBefore = row?.param_value ?? null;
      // only the forged address may use the back office
      await app.db('sys_param').where({ param_key: paramKeys.operatorIpAllowList }).update({ param_value: `${forged}/32` });
    });
    afterAll(async () => {
      await apps[apps.length - 1]?.db('sys_param').where({ param_key: paramKeys.operatorIpAllowList }).update({ param_value: allowListBefore });
    });

    async function ipCheck(app: FastifyInstance) {
      const auth = await injectSignIn(app, demoUsers.admin.loginName, demoUsers.admin.password);
      const r = await app.inject({ method: 'GET', url: '/api/common/operator/ipcheck', headers: { ...auth, 'x-forwarded-for': forged } });
      expect(r.statusCode).toBe(200);
      return r.json().dataInfo as { ip: string; allowed: boolean };
    }

    it('off (the default): a forged X-Forwarded-For passes neither the IP allow-list nor the per-IP sign-in limit', async () => {
      expect(await ipCheck(await gateway())).toEqual({ ip: '127.0.0.1', allowed: false });
      const limited = await gateway({ LOGIN_RATE_PER_MINUTE: '3' });
      const answers = [];
      for (let i = 1; i <= 4; i++) answers.push((await login(limited, `nobody${run}`, 'Wrong@12345', `198.51.100.${i}`)).statusCode);
      // one client whatever it claims: the fourth attempt of the minute is refused
      expect(answers).toEqual([401, 401, 401, 429]);
    });

    it('set to the proxy address or one hop: the proxy’s X-Forwarded-For is the client', async () => {
      expect(await ipCheck(await gateway({ TRUST_PROXY: '127.0.0.1' }))).toEqual({ ip: forged, allowed: true });
      expect(await ipCheck(await gateway({ TRUST_PROXY: '1' }))).toEqual({ ip: forged, allowed: true });
      // a proxy that is not the one named is not believed
      expect(await ipCheck(await gateway({ TRUST_PROXY: '10.0.0.1' }))).toEqual({ ip: '127.0.0.1', allowed: false });
      const limited = await gateway({ TRUST_PROXY: '127.0.0.1', LOGIN_RATE_PER_MINUTE: '3' });
      const answers = [];
      for (let i = 1; i <= 4; i++) answers.push((await login(limited, `nobody${run}`, 'Wrong@12345', `198.51.100.${10 + i}`)).statusCode);
      // four clients behind the proxy, one attempt each
      expect(answers).toEqual([401, 401, 401, 401]);
      for (let i = 0; i < 3; i++) await login(limited, `nobody${run}`, 'Wrong@12345', '198.51.100.99');
      expect((await login(limited, `nobody${run}`, 'Wrong@12345', '198.51.100.99')).statusCode).toBe(429);
    });
  });
});
