import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { testApp, injectSignIn } from '../fixtures/app.ts';
import { demoUsers } from '../fixtures/env.ts';
import { engine } from '../fixtures/engine.ts';
import { createOperator } from '../fixtures/operators.ts';

/**
 * `%` and `_` typed in a search box are literal characters in every list (domain/like-text.ts): the database
 * searches and the engine's …Like filters alike. Each list gets rows with and without them; a search for `%`
 * or `_` returns only the rows that hold it (before: `%` listed every row, `_` any one character).
 */
describe('searches take % and _ literally', () => {
  let app: FastifyInstance;
  let admin: { authorization: string };
  let reviewer: { authorization: string };
  const run = Date.now().toString(36);
  const reviewerLogin = `lkrev${run}`.slice(0, 18);

  beforeAll(async () => {
    app = await testApp();
    admin = await injectSignIn(app, demoUsers.admin.loginName, demoUsers.admin.password);
    await createOperator({ loginName: reviewerLogin, password: 'Like@123456', operatorType: '02', roleName: '国家管理员' });
    reviewer = await injectSignIn(app, reviewerLogin, 'Like@123456');
    await seedDatabaseRows();
    await seedEngineTasks();
  });
  afterAll(async () => app?.close());

  const owner = () => app.db('operator').where({ login_name: demoUsers.owner.loginName }).first('operator_id', 'cust_id');
  async function newOperator(tag: string, name: string, type = '09') {
    const [{ operator_id }] = await app.db('operator')
      .insert({ login_name: `${tag}${run}`, password_hash: 'x', operator_code: `${tag}${run}`.slice(0, 32), operator_name: name, operator_type: type })
      .returning('operator_id');
    return operator_id as string;
  }

  async function seedDatabaseRows() {
    const o = await owner();
    let n = 0;
    for (const mark of ['%', '_', '']) {
      n += 1;
      await app.db('project_apply').insert({ apply_no: `LK${run}${n}`, owner_operator_id: o.operator_id, cust_id: o.cust_id, project_name: `检索${mark}项目${run}` });
      await app.db('customer').insert({ cust_name: `检索${mark}公司${run}`, status: '1' });
      await newOperator(`lk${n}v`, `访客${mark}${run}`);
      const publicOp = await newOperator(`lk${n}p`, `公众${n}${run}`, '10');
      await app.db('public_account').insert({ apply_no: `LKP${run}${n}`, operator_id: publicOp, operator_type: '10', real_name: `公众${mark}${run}`, certificate_type: '1', certificate_no: `LK${n}`, status: '1' });
      const orgOp = await newOperator(`lk${n}o`, `机构${n}${run}`, '07');
      await app.db('org_account').insert({ apply_no: `LKO${run}${n}`, operator_id: orgOp, cust_name: `机构${mark}${run}`, status: '1', submitted_at: new Date() });
    }
  }

  /** Open and done tasks of the reviewer, and instances of two processes, one named with % and _. */
  async function seedEngineTasks() {
    const content = readFileSync(new URL('../fixtures/processes/likeSearch.bpmn', import.meta.url), 'utf8');
    await engine.deploy('test-like-search', [{ name: 'likeSearch.bpmn', content }], 'ccer-tests');
    const other = readFileSync(new URL('../fixtures/processes/taskActionsTwoSteps.bpmn', import.meta.url), 'utf8');
    await engine.deploy('test-task-actions', [{ name: 'taskActionsTwoSteps.bpmn', content: other }], 'ccer-tests');
    await engine.startProcess('testTaskActionsTwoSteps', `lk-other-${run}`);
    for (const [i, title] of ['待办%甲', '待办_乙', '待办丙', '已办%丁', '已办戊'].entries()) {
      await engine.startProcess('testLikeSearch', `lk-${run}-${i}`, { taskTitle: title, reviewer: reviewerLogin });
    }
    const tasks = await engine.queryTasks({ assignee: reviewerLogin });
    for (const t of tasks.filter((t) => t.name?.startsWith('已办'))) await engine.complete(t.id);
  }

  async function list<T>(auth: { authorization: string }, url: string, payload: Record<string, unknown>): Promise<T[]> {
    const r = await app.inject({ method: 'POST', url, headers: auth, payload: { pageNumber: 1, pageSize: 100, ...payload } });
    expect(r.statusCode, r.body).toBe(200);
    const body = r.json();
    expect(body.total).toBeLessThanOrEqual(100);
    return body.dataInfo as T[];
  }

  /** Searching `mark` in `field` returns the seeded row holding it and only rows holding it. */
  async function expectLiteral(url: string, field: string, mark: '%' | '_', seeded: string, auth = admin, column = field) {
    const rows = await list<Record<string, string>>(auth, url, { [field]: mark });
    const values = rows.map((r) => r[column]);
    expect(values, `${url} ${field}=${mark}`).toContain(seeded);
    for (const v of values) expect(v, `${url} ${field}=${mark}`).toContain(mark);
  }

  it('in project applications', async () => {
    for (const mark of ['%', '_'] as const) await expectLiteral('/api/project-manage/apply-list', 'projectName', mark, `检索${mark}项目${run}`);
  });

  it('in companies', async () => {
    for (const mark of ['%', '_'] as const) await expectLiteral('/api/enterpriseOperate/get/queryEnterpriseOperate', 'custName', mark, `检索${mark}公司${run}`);
  });

  it('in visitors', async () => {
    for (const mark of ['%', '_'] as const) await expectLiteral('/api/enterpriseOperate/get/queryTourists', 'operatorName', mark, `访客${mark}${run}`);
  });

  it('in public and organisation accounts', async () => {
    for (const mark of ['%', '_'] as const) {
      await expectLiteral('/api/register/add/mass-list', 'realName', mark, `公众${mark}${run}`);
      await expectLiteral('/api/customer/org/account/list', 'custName', mark, `机构${mark}${run}`);
    }
  });

  it('in business processes (no business is named with them)', async () => {
    expect(await list(admin, '/api/process/business/list', { businessName: '%' })).toEqual([]);
    expect(await list(admin, '/api/process/business/list', { processKey: '_' })).toEqual([]);
    expect((await list(admin, '/api/process/business/list', {})).length).toBeGreaterThan(0);
  });

  it('in the engine: My Tasks, done tasks and instances', async () => {
    const open = async (taskName: string) => (await list<{ taskName: string }>(reviewer, '/api/process/task/my-list', { taskName })).map((t) => t.taskName);
    expect(await open('%')).toEqual(['待办%甲']);
    expect(await open('_')).toEqual(['待办_乙']);
    expect((await open('待办')).sort()).toEqual(['待办%甲', '待办_乙', '待办丙'].sort());
    const done = async (taskName: string) => (await list<{ taskName: string }>(reviewer, '/api/process/task/done-list', { taskName })).map((t) => t.taskName);
    expect(await done('%')).toEqual(['已办%丁']);
    expect(await done('_')).toEqual([]);
    expect((await done('已办')).sort()).toEqual(['已办%丁', '已办戊'].sort());
    const instances = await list<{ processName: string; businessKey: string }>(admin, '/api/process/instance/list', { processName: '%_' });
    expect(instances.filter((i) => i.businessKey.startsWith(`lk-${run}-`))).toHaveLength(5);
    for (const i of instances) expect(i.processName).toBe('检索测试%_流程');
    expect(await list(admin, '/api/process/instance/list', { businessKey: `lk-${run}_` })).toEqual([]);
  });
});
