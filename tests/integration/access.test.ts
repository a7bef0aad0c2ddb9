import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { testApp, testConfig, injectSignIn } from '../fixtures/app.ts';
import { buildApp } from '../../gateway/src/build-app.ts';
import { builtInRoles } from '../../gateway/src/bootstrap/seed.ts';
import { demoUsers, testEnv } from '../fixtures/env.ts';
import { hashPassword } from '../../gateway/src/domain/passwords.ts';

/** Every route declares its access; the gateway enforces it from route metadata. */
describe('route access', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await testApp();
  });
  afterAll(async () => app.close());

  const apiRoutes = () => app.routeAccess;

  it('refuses a route that declares no access', async () => {
    const bare = await buildApp(testConfig(), { db: app.db, logger: false });
    expect(() => bare.get('/api/undeclared', async () => 'x')).toThrow(/declares no access/);
    expect(() => bare.get('/api/declared', { config: { access: 'public' } }, async () => 'x')).not.toThrow();
  });

  it('answers 401 without a token on every non-public route, and public routes answer without one', async () => {
    const routes = apiRoutes();
    expect(routes.length).toBeGreaterThan(10);
    for (const { url, method, access } of routes) {
      const r = await app.inject({ method: method as 'GET', url, payload: method === 'GET' ? undefined : {} });
      if (access === 'public') expect([401, 403], `${method} ${url}`).not.toContain(r.statusCode);
      else expect(r.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('answers 403 when the user lacks the function code of a route', async () => {
    const owner = await injectSignIn(app, demoUsers.owner.loginName, demoUsers.owner.password);
    const country = await injectSignIn(app, demoUsers.country.loginName, demoUsers.country.password);
    for (const { url, method, access } of apiRoutes()) {
      if (typeof access === 'string') continue;
      for (const headers of [owner, country]) {
        const who = headers === owner ? 'owner' : 'country';
        const funcs: readonly string[] = builtInRoles.find((r) => r.name === (who === 'owner' ? '企业代表' : '国家管理员'))!.funcs;
        if (access.func.some((f: string) => funcs.includes(f))) continue;
        const r = await app.inject({ method: method as 'POST', url, headers, payload: {} });
        expect(r.statusCode, `${who} ${method} ${url}`).toBe(403);
        expect(r.json()).toMatchObject({ flag: 0, code: 'FORBIDDEN', msg: '没有操作权限' });
      }
    }
  });

  it('answers 403 on every function-coded route to an operator who holds no role', async () => {
    // the demo users share many codes (090, 097 …): an operator without any covers every route
    const loginName = 'access_norole';
    await app.db('operator').where({ login_name: loginName }).delete();
    await app.db('operator').insert({ login_name: loginName, password_hash: await hashPassword('Demo@123456'), operator_code: loginName, operator_name: loginName, operator_type: '02' });
    const headers = await injectSignIn(app, loginName, 'Demo@123456');
    const coded = apiRoutes().filter((r) => typeof r.access !== 'string');
    expect(coded.length).toBeGreaterThan(50);
    for (const { url, method } of coded) {
      const r = await app.inject({ method: method as 'POST', url, headers, payload: {} });
      expect(r.statusCode, `${method} ${url}`).toBe(403);
    }
  });

  it('answers 400 with the envelope to a malformed body on every route that validates one', async () => {
    const admin = await injectSignIn(app, demoUsers.admin.loginName, demoUsers.admin.password);
    const validated = apiRoutes().filter((r) => r.validatesBody && !r.url.includes(':'));
    expect(validated.length).toBeGreaterThan(50);
    for (const { url, method } of validated) {
      // an array where every route expects an object: refused before any handler runs
      const r = await app.inject({ method: method as 'POST', url, headers: admin, payload: [1] });
      expect(r.statusCode, `${method} ${url}`).toBe(400);
      expect(r.json(), `${method} ${url}`).toMatchObject({ flag: 0, successful: false });
    }
  });

  it('serves health, server time and the OpenAPI document', async () => {
    const health = await app.inject({ method: 'GET', url: '/api/health' });
    expect(health.json().dataInfo).toMatchObject({ database: 'up', engine: 'up', engineVersion: '7.24.0' });
    // this in-process gateway never deployed processes/: not ready; the stack's gateway did
    expect(health.statusCode).toBe(503);
    expect(health.json().dataInfo.processes).toBe('pending');
    const served = await fetch(`${testEnv.appUrl}/api/health`);
    expect(served.status).toBe(200);
    expect((await served.json()).dataInfo.processes).toBe('deployed');
    expect((await app.inject({ method: 'GET', url: '/api/common/datetime' })).json().dataInfo).toMatch(/^\d{14}$/);
    const doc = (await app.inject({ method: 'GET', url: '/api-docs/json' })).json();
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/project-manage/prep-pub-apply', '/api/process/task/claim', '/api/login']));
    expect(doc.paths['/api/project-manage/prep-pub-apply'].post.requestBody).toBeDefined();
  });
});
