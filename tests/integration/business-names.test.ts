import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { functionCodes, type ApplyRow, type CompanyApplyDetail, type DoneTaskRow, type InstanceRow, type ProcessApplyRow, type TaskRow } from '@ccer/contracts';
import { createDb } from '../../gateway/src/plugins/db.ts';
import { hashPassword } from '../../gateway/src/domain/passwords.ts';
import { businessLookups } from '../../gateway/src/domain/tasks/business-lookups.ts';
import { injectSignIn, testApp } from '../fixtures/app.ts';
import { ApiClient, eventually } from '../fixtures/client.ts';
import { demoUsers, testEnv } from '../fixtures/env.ts';
import { engine } from '../fixtures/engine.ts';
import { validApplication } from '../fixtures/applications.ts';
import { companyForm, newCreditCode } from '../fixtures/company-form.ts';
import { uploadPdf, designDocument } from '../fixtures/uploads.ts';

/**
 * My Tasks, 已办任务, 流程实例, 我的申请 and 企业申请 name the business of every chain, for running and
 * ended instances alike, through the one declaration (gateway/src/domain/tasks/business-lookups.ts),
 * and My Tasks finds it without asking the engine for the page's instances.
 *
 * Project application: A approved, then ended by the registry in publicity; B returned, resubmitted (running, audit open again).
 * Company account opening: returned by the confirming representative (instance 1 ended), resubmitted
 * (instance 2, which the application row now points at), confirmed (running, 开户审核 open).
 * The data is made through the stack's gateway; the lists are read through an in-process gateway on the
 * same database and engine whose real engine client counts its calls.
 */
const PASSWORD = 'Visitor@1234';

/** Wraps every method of the app's real engine client with a counter (the calls still go to the engine). */
function countEngineCalls(app: FastifyInstance): Map<string, number> {
  const counts = new Map<string, number>();
  const client = app.engine as unknown as Record<string, (...args: unknown[]) => unknown>;
  const proto = Object.getPrototypeOf(client) as Record<string, unknown>;
  for (const name of Object.getOwnPropertyNames(proto)) {
    if (name === 'constructor' || typeof proto[name] !== 'function') continue;
    const original = client[name].bind(client);
    client[name] = (...args: unknown[]) => {
      counts.set(name, (counts.get(name) ?? 0) + 1);
      return original(...args);
    };
  }
  return counts;
}

describe('the process lists name the business of every chain, running or ended', () => {
  const db = createDb(testEnv.databaseUrl, 2);
  const run = Date.now().toString(36);
  const owner = new ApiClient();
  const country = new ApiClient();
  let app: FastifyInstance;
  let calls: Map<string, number>;
  const as: Record<'owner' | 'country' | 'applicant' | 'confirmer', { authorization: string }> = {} as never;

  const project = {} as { ended: { apply: ApplyRow; taskId: string; instanceId: string }; running: { apply: ApplyRow; doneTaskId: string; openTaskId: string; instanceId: string } };
  const opening = {} as { applyId: string; custName: string; applicant: string; confirmer: string; returnedTaskId: string; confirmedTaskId: string; auditTaskId: string; ended: string; running: string };

  /** One page of a list, read through the in-process gateway. */
  async function list<T>(who: keyof typeof as, url: string, body: Record<string, unknown> = {}): Promise<T[]> {
    const r = await app.inject({ method: 'POST', url, headers: as[who], payload: { pageSize: 200, ...body } });
    expect(r.statusCode, r.body).toBe(200);
    return r.json().dataInfo as T[];
  }

  async function projectTask(applyId: string, not?: string): Promise<TaskRow> {
    return eventually(async () => {
      const r = await country.post<TaskRow[]>('/api/process/task/my-list', { workflowType: 'ccerProjectPubApply', pageSize: 200 });
      return r.body.dataInfo.find((t) => t.businessKey === applyId && t.taskId !== not);
    }, 30000, 'the publicity audit task');
  }

  async function submitProject(): Promise<ApplyRow> {
    const form = validApplication({ projectName: `业务名称${run}${Math.random().toString(36).slice(2, 6)}` });
    const saved = await owner.post<ApplyRow>('/api/project-manage/save-apply', { projectName: form.projectName });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const submitted = await owner.post<ApplyRow>('/api/project-manage/prep-pub-apply', { ...form, id: saved.body.dataInfo.id, version: saved.body.dataInfo.version, fileIds: await designDocument(owner) });
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
    return submitted.body.dataInfo;
  }

  /** A visitor (游客, type 09) as registration leaves it, optionally with an extra role. */
  async function visitor(tag: string, extraRoleId?: number): Promise<{ loginName: string; client: ApiClient }> {
    const loginName = `bn${tag}${run}`.slice(0, 18);
    const [{ operator_id }] = await db('operator')
      .insert({ login_name: loginName, password_hash: await hashPassword(PASSWORD), operator_code: loginName, operator_name: `游客${tag}`, operator_type: '09' })
      .returning('operator_id');
    const role = await db('role').where({ role_name: '游客' }).first('role_id');
    await db('operator_role').insert([{ operator_id, role_id: role.role_id }, ...(extraRoleId ? [{ operator_id, role_id: extraRoleId }] : [])]);
    return { loginName, client: await new ApiClient().signIn({ loginName, password: PASSWORD }) };
  }

  /** A role holding only 我的申请 (097): the built-in visitor role has no such menu. */
  async function myApplicationsRole(): Promise<number> {
    const name = '测试：我的申请';
    await db('role').insert({ role_name: name, remark: 'business-names test' }).onConflict('role_name').ignore();
    const { role_id } = await db('role').where({ role_name: name }).first('role_id');
    await db('role_func').insert({ role_id, func_id: functionCodes.myApplications }).onConflict(['role_id', 'func_id']).ignore();
    return role_id;
  }

  const upload = (client: ApiClient, typeNo: string) => uploadPdf(client, typeNo, `${typeNo} ${run}`);

  /** The open task of an account-opening instance, seen by its assignee or group in My Tasks. */
  async function openingTask(client: ApiClient, instanceId: string, taskName: string): Promise<TaskRow> {
    return eventually(async () => {
      const r = await client.post<TaskRow[]>('/api/process/task/my-list', { workflowType: 'commonWorkflow', pageSize: 200 });
      return r.body.dataInfo?.find((t) => t.processInstanceId === instanceId && t.taskName === taskName);
    }, 30000, `task ${taskName}`);
  }

  const currentInstanceOf = (applyId: string, not?: string) =>
    eventually(async () => {
      const row = await db('company_account_apply').where({ id: applyId }).first('process_instance_id');
      return row?.process_instance_id && row.process_instance_id !== not ? (row.process_instance_id as string) : undefined;
    }, 30000, 'the application’s process instance');

  beforeAll(async () => {
    app = await testApp();
    calls = countEngineCalls(app);
    await Promise.all([owner.signIn(demoUsers.owner), country.signIn(demoUsers.country)]);

    // project application: A approved and ended; B returned, then resubmitted and open again
    const a = await submitProject();
    const aTask = await projectTask(a.id);
    expect((await country.post('/api/process/task/complete', { taskId: aTask.taskId, approved: true })).status).toBe(200);
    const b = await submitProject();
    const bFirst = await projectTask(b.id);
    expect((await country.post('/api/process/task/complete', { taskId: bFirst.taskId, approved: false, opinion: '请补充材料' })).status).toBe(200);
    await eventually(async () => (await owner.post<ApplyRow[]>('/api/project-manage/apply-list', { id: b.id })).body.dataInfo[0]?.status === '03', 30000, 'B returned');
    expect((await owner.post('/api/project-manage/prep-pub-apply', { id: b.id })).status).toBe(200);
    const bSecond = await projectTask(b.id, bFirst.taskId);
    // approved, A goes on into publicity; the registry ends it there (流程实例 → 终止), so it is an ended instance
    await eventually(async () => (await owner.post<ApplyRow[]>('/api/project-manage/apply-list', { id: a.id })).body.dataInfo[0]?.status === '02', 30000, 'A in publicity');
    expect((await country.post('/api/process/instance/end', { id: aTask.processInstanceId, reason: '测试：结束公示中的实例' })).status).toBe(200);
    await engine.waitUntilEnded(aTask.processInstanceId, 30000);
    project.ended = { apply: a, taskId: aTask.taskId, instanceId: aTask.processInstanceId };
    project.running = { apply: b, doneTaskId: bFirst.taskId, openTaskId: bSecond.taskId, instanceId: bSecond.processInstanceId };

    // company account opening: returned by the confirming representative, resubmitted, confirmed
    const applicant = await visitor('a', await myApplicationsRole());
    const confirmer = await visitor('c');
    const custName = `业务名称开户${run}`.slice(0, 40);
    const attachments = await Promise.all(['B02', 'B05', 'U05', 'U06'].map((t) => upload(applicant.client, t)));
    const submitted = await applicant.client.post<CompanyApplyDetail>('/api/enterpriseAccount/add/enterpriseAccountAdd', {
      ...companyForm(custName, newCreditCode()),
      attachments,
      confirmerLoginName: confirmer.loginName,
    });
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
    const applyId = submitted.body.dataInfo.id;
    const ended = await currentInstanceOf(applyId);
    const returnedTask = await openingTask(confirmer.client, ended, '确认开户申请');
    expect((await confirmer.client.post('/api/process/task/complete', { taskId: returnedTask.taskId, approved: false, opinion: '联系人电话有误' })).status).toBe(200);
    await engine.waitUntilEnded(ended, 30000);
    const current = (await applicant.client.get<CompanyApplyDetail>('/api/openAccount/get/openAccountInfoQuery')).body.dataInfo;
    const again = await applicant.client.post<CompanyApplyDetail>('/api/enterpriseAccount/add/enterpriseAccountAdd', { id: applyId, version: current.version });
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    const running = await currentInstanceOf(applyId, ended);
    const confirmedTask = await openingTask(confirmer.client, running, '确认开户申请');
    expect((await confirmer.client.post('/api/process/task/complete', { taskId: confirmedTask.taskId, approved: true })).status).toBe(200);
    const auditTask = await openingTask(country, running, '开户审核');
    Object.assign(opening, { applyId, custName, applicant: applicant.loginName, confirmer: confirmer.loginName, returnedTaskId: returnedTask.taskId, confirmedTaskId: confirmedTask.taskId, auditTaskId: auditTask.taskId, ended, running });

    [as.owner, as.country, as.applicant, as.confirmer] = await Promise.all([
      injectSignIn(app, demoUsers.owner.loginName, demoUsers.owner.password),
      injectSignIn(app, demoUsers.country.loginName, demoUsers.country.password),
      injectSignIn(app, applicant.loginName, PASSWORD),
      injectSignIn(app, confirmer.loginName, PASSWORD),
    ]);
  }, 280_000);

  afterAll(async () => {
    await app?.close();
    await db.destroy();
  });

  it('declares tables that hold the declared id and name columns', async () => {
    // a missing table or column would throw here
    for (const l of Object.values(businessLookups)) await db(l.table).select(l.idColumn, l.nameColumn).limit(1);
  });

  it('My Tasks names the business of open tasks of both chains without asking the engine for the instances', async () => {
    calls.clear();
    const tasks = await list<TaskRow>('country', '/api/process/task/my-list');
    expect(tasks.find((t) => t.taskId === project.running.openTaskId)).toMatchObject({ businessKey: project.running.apply.id, businessName: project.running.apply.projectName });
    expect(tasks.find((t) => t.taskId === opening.auditTaskId)).toMatchObject({ businessKey: opening.applyId, businessName: opening.custName });
    expect(calls.get('processInstances') ?? 0).toBe(0);
    // the business filter finds the account opening by its company name too
    const named = await list<TaskRow>('country', '/api/process/task/my-list', { businessName: opening.custName });
    expect(named.map((t) => t.taskId)).toEqual([opening.auditTaskId]);
    expect(calls.get('processInstances') ?? 0).toBe(0);
  });

  it('已办任务 names the business of tasks done in running and in ended instances', async () => {
    const countryDone = await list<DoneTaskRow>('country', '/api/process/task/done-list');
    expect(countryDone.find((t) => t.taskId === project.ended.taskId)).toMatchObject({ businessKey: project.ended.apply.id, businessName: project.ended.apply.projectName });
    expect(countryDone.find((t) => t.taskId === project.running.doneTaskId)).toMatchObject({ businessKey: project.running.apply.id, businessName: project.running.apply.projectName });
    // instance 1 ended and the application row now points at instance 2: the returned task still names it
    const confirmerDone = await list<DoneTaskRow>('confirmer', '/api/process/task/done-list');
    expect(confirmerDone.find((t) => t.taskId === opening.returnedTaskId)).toMatchObject({ processInstanceId: opening.ended, businessKey: opening.applyId, businessName: opening.custName });
    expect(confirmerDone.find((t) => t.taskId === opening.confirmedTaskId)).toMatchObject({ processInstanceId: opening.running, businessKey: opening.applyId, businessName: opening.custName });
    // the business-name filter covers every declared business, not project applications only
    const named = await list<DoneTaskRow>('confirmer', '/api/process/task/done-list', { businessName: opening.custName });
    expect(named.map((t) => t.taskId).sort()).toEqual([opening.returnedTaskId, opening.confirmedTaskId].sort());
  });

  it('流程实例 names the business of running and ended instances', async () => {
    const byId = async (businessKey: string) => new Map((await list<InstanceRow>('country', '/api/process/instance/list', { businessKey })).map((r) => [r.id, r]));
    const projects = new Map([...(await byId(project.ended.apply.id)), ...(await byId(project.running.apply.id))]);
    expect(projects.get(project.ended.instanceId)).toMatchObject({ status: 'completed', businessName: project.ended.apply.projectName });
    expect(projects.get(project.running.instanceId)).toMatchObject({ status: 'running', businessName: project.running.apply.projectName });
    const openings = await byId(opening.applyId);
    expect(openings.get(opening.ended)).toMatchObject({ status: 'completed', businessKey: opening.applyId, businessName: opening.custName });
    expect(openings.get(opening.running)).toMatchObject({ status: 'running', businessKey: opening.applyId, businessName: opening.custName });
    // and the detail of the ended one
    const detail = await app.inject({ method: 'GET', url: `/api/process/instance/detail?id=${opening.ended}`, headers: as.country });
    expect(detail.json().dataInfo.business).toMatchObject({ businessKey: opening.applyId, businessName: opening.custName });
  });

  it('我的申请 and 企业申请 name the business of running and ended instances', async () => {
    for (const url of ['/api/process/apply/list', '/api/process/company-apply/list']) {
      const rows = new Map((await list<ProcessApplyRow>('owner', url)).map((r) => [r.id, r]));
      expect(rows.get(project.ended.instanceId), url).toMatchObject({ status: 'completed', businessName: project.ended.apply.projectName });
      expect(rows.get(project.running.instanceId), url).toMatchObject({ status: 'running', businessName: project.running.apply.projectName });
    }
    // a visitor has no company, hence no 企业申请: the opening shows in the applicant's 我的申请
    const mine = new Map((await list<ProcessApplyRow>('applicant', '/api/process/apply/list')).map((r) => [r.id, r]));
    expect(mine.get(opening.ended)).toMatchObject({ status: 'completed', businessKey: opening.applyId, businessName: opening.custName });
    expect(mine.get(opening.running)).toMatchObject({ status: 'running', businessKey: opening.applyId, businessName: opening.custName });
  });
});
