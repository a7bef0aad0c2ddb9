import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { testApp, injectSignIn } from '../fixtures/app.ts';
import { demoUsers } from '../fixtures/env.ts';
import { operatorFamilies } from '@ccer/contracts';
import { uniqueConstraintAnswers } from '../../gateway/src/plugins/unique-violations.ts';

/**
 * Two requests that both pass a route's "already exists?" check: the unique index decides, and the loser gets
 * the sequential case's 400 (plugins/unique-violations.ts), never a 500.
 */
describe('unique violations under concurrency', () => {
  let app: FastifyInstance;
  let admin: { authorization: string };
  beforeAll(async () => {
    app = await testApp();
    admin = await injectSignIn(app, demoUsers.admin.loginName, demoUsers.admin.password);
  });
  afterAll(async () => app?.close());

  it('adding the same role at once: one 200, the others 400 naming roleName', async () => {
    const roleName = `并发角色${Date.now().toString(36)}`;
    const add = () => app.inject({ method: 'POST', url: '/api/role/add', headers: admin, payload: { roleName, status: '1', funcIds: ['090'] } });
    const answers = await Promise.all(Array.from({ length: 6 }, add));
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses).toEqual([200, 400, 400, 400, 400, 400]);
    for (const a of answers.filter((x) => x.statusCode === 400)) {
      expect(a.json()).toMatchObject({ flag: 0, code: 'BAD_REQUEST', msg: '角色名称已存在', dataInfo: [{ field: 'roleName', message: '角色名称已存在' }] });
    }
    expect(await app.db('role').where({ role_name: roleName }).count({ n: '*' })).toEqual([{ n: '1' }]);
    // the sequential case answers the same
    const again = await add();
    expect(again.statusCode).toBe(400);
    expect(again.json().dataInfo).toEqual([{ field: 'roleName', message: '角色名称已存在' }]);
  });

  it('adding the same operator login at once: one 200, the others 400 naming loginName (no route-level catch)', async () => {
    const tag = Date.now().toString(36);
    const form = {
      operatorName: '并发专家', certificateType: '0', certificateNo: '11010519491231002X', mobilePhoneNo: '13800138000', phoneNo: '010-12345678',
      emailAddress: `uv${tag}@example.cn`, provinceId: '110000', workUnit: '生态环境部', departmentDesc: '应对气候变化司', positionDesc: '处长',
      contactAddress: '北京市西城区南礼士路', isLeader: 'Y', operatorField: ['A0101'], loginName: `uv_${tag}`, password: 'Demo@123456',
    };
    const add = () => app.inject({ method: 'POST', url: operatorFamilies.experts.paths.add, headers: admin, payload: form });
    const answers = await Promise.all(Array.from({ length: 4 }, add));
    expect(answers.map((a) => a.statusCode).sort(), answers.map((a) => a.body).join('\n')).toEqual([200, 400, 400, 400]);
    for (const a of answers.filter((x) => x.statusCode === 400)) expect(a.json().dataInfo).toEqual([{ field: 'loginName', message: '用户名已存在' }]);
  });

  it('declares only constraints the database has', async () => {
    const names: string[] = (
      await app.db.raw(
        `select conname as name from pg_constraint where contype = 'u' union select indexname from pg_indexes where schemaname = current_schema() and indexdef like 'CREATE UNIQUE INDEX%'`,
      )
    ).rows.map((r: { name: string }) => r.name);
    for (const constraint of Object.keys(uniqueConstraintAnswers)) expect(names, constraint).toContain(constraint);
  });
});
