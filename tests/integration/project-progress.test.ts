import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { ApplyRow, ApplyTask, OrgApplyRow, Progress, StatusCount } from '@ccer/contracts';
import { injectSignIn, testApp } from '../fixtures/app.ts';
import { demoUsers } from '../fixtures/env.ts';
import { eventually } from '../fixtures/client.ts';
import { createOperator } from '../fixtures/operators.ts';
import { validApplication } from '../fixtures/applications.ts';
import { DEMO_VALIDATION_BODY_CUST_ID } from '../../gateway/src/bootstrap/seed.ts';
import { designDocument } from '../fixtures/uploads.ts';

/**
 * Status tabs, progress and the validation body's list of the project lifecycle (H6): counts per tab in
 * the caller's scope (a second company counts its own only), the progress nodes after submit and after
 * the publicity audit from the engine's history, the caller's open task of an application, org-apply-list
 * of the body named on the application only, apply-list by tab, statuses and province with overdue flags.
 */
type Auth = { authorization: string };
const PASSWORD = 'Demo@123456';

describe('project progress, status counts and the validation body\'s list', () => {
  let app: FastifyInstance;
  const run = Date.now().toString(36);
  const tag = `进度${run}`;
  const names = { repB: `pp_repb_${run}`, org2: `pp_org2_${run}` };
  let owner: Auth;
  let country: Auth;
  let body: Auth;
  let repB: Auth;
  let body2: Auth;
  let body2Cust: string;
  const ids: Record<'draft' | 'submitted' | 'audited' | 'other' | 'validating', string> = {} as never;

  const post = (auth: Auth, url: string, payload: unknown, lang = 'zh-CN') =>
    app.inject({ method: 'POST', url, headers: { ...auth, 'accept-language': lang }, payload: payload as object });
  const okData = async <T>(auth: Auth, url: string, payload: unknown, lang?: string): Promise<T> => {
    const r = await post(auth, url, payload, lang);
    expect(r.statusCode, r.body).toBe(200);
    return r.json().dataInfo as T;
  };
  const save = async (auth: Auth, fields: Record<string, unknown>) => (await okData<ApplyRow>(auth, '/api/project-manage/save-apply', fields)).id;
  const submit = async (auth: Auth, n: number, extra: Record<string, unknown> = {}) => {
    const form = { ...validApplication(), projectName: `${tag}-${n}`, ...extra };
    const id = await save(auth, { projectName: form.projectName });
    await okData(auth, '/api/project-manage/prep-pub-apply', { ...form, id, fileIds: await designDocument(auth) });
    return id;
  };
  const statusOf = async (id: string) => (await app.db('project_apply').where({ id }).first('status')).status as string;
  const nodes = (auth: Auth, id: string, url = '/api/project-manage/apply-process', lang?: string) => okData<Progress>(auth, url, { id }, lang);
  const taskOf = (auth: Auth, id: string) =>
    eventually(async () => okData<ApplyTask>(auth, '/api/project-manage/apply-task', { id, workflowTypes: ['ccerProjectPubApply'] }), 30000, 'the audit task');

  beforeAll(async () => {
    app = await testApp();
    const [company] = await app.db('customer').insert({ cust_name: `进度乙公司${run}`, cust_type: '01', is_complete: '1' }).returning('cust_id');
    await createOperator({ loginName: names.repB, password: PASSWORD, operatorType: '06', roleName: '企业代表', custId: company.cust_id });
    // a second opened validation body
    const [org] = await app.db('customer').insert({ cust_name: `进度审定机构${run}`, is_complete: '1' }).returning('cust_id');
    body2Cust = org.cust_id;
    await createOperator({ loginName: names.org2, password: PASSWORD, operatorType: '08', roleName: '机构', custId: body2Cust });
    const { operator_id } = await app.db('operator').where({ login_name: names.org2 }).first('operator_id');
    await app.db('org_account').insert({
      apply_no: `PP${run}`, operator_id, cust_id: body2Cust, cust_name: `进度审定机构${run}`, enterprise_type: '16',
      form: JSON.stringify({ custName: `进度审定机构${run}`, custField: ['A01'] }), status: '2', submitted_at: app.db.fn.now(),
    });
    [owner, country, body, repB, body2] = await Promise.all([
      injectSignIn(app, demoUsers.owner.loginName, demoUsers.owner.password),
      injectSignIn(app, demoUsers.country.loginName, demoUsers.country.password),
      injectSignIn(app, 'org01', PASSWORD),
      injectSignIn(app, names.repB, PASSWORD),
      injectSignIn(app, names.org2, PASSWORD),
    ]);
    ids.draft = await save(owner, { projectName: `${tag}-0` });
    ids.submitted = await submit(owner, 1);
    ids.audited = await submit(owner, 2);
    ids.other = await save(repB, { projectName: `${tag}-9` });
    // an application of the second body, far enough on to wait for its validation report (status set as the chain would)
    ids.validating = await submit(owner, 3, { approvalAuthority: body2Cust, provinceId: '110000' });
    await eventually(async () => (await app.db('project_apply').where({ id: ids.validating }).first('process_instance_id')).process_instance_id, 30000, 'instance');
    await app.db('project_apply').where({ id: ids.validating }).update({ status: '07', publicity_start_date: '2026-01-05', publicity_end_date: '2026-02-02', validation_due_at: new Date(Date.now() - 86400000) });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('counts per tab and status in the caller\'s scope, one company\'s not another\'s', async () => {
    const mine = await okData<StatusCount>(owner, '/api/projectmanage/getProjectApplyStatusCount', { projectName: tag });
    expect(mine.statuses).toEqual({ '00': 1, '01': 2, '07': 1 });
    expect(mine.tabs).toMatchObject({ all: 4, draft: 1, publicity: 2, validation: 1, registration: 0, registered: 0, closed: 0 });
    const theirs = await okData<StatusCount>(repB, '/api/projectmanage/getProjectApplyStatusCount', { projectName: tag });
    expect(theirs.tabs).toMatchObject({ all: 1, draft: 1, publicity: 0 });
    const registry = await okData<StatusCount>(country, '/api/projectmanage/getProjectApplyStatusCount', { projectName: tag });
    expect(registry.tabs.all).toBe(5);
    expect((await okData<StatusCount>(country, '/api/projectmanage/getProjectApplyStatusCount', { projectName: tag, provinceId: '110000' })).tabs.all).toBe(1);
    // a validation body holds none of the list functions
    expect((await post(body, '/api/projectmanage/getProjectApplyStatusCount', {})).statusCode).toBe(403);
  });

  it('shows the progress after submit and after the publicity audit, with the opinion, in both languages', async () => {
    const task = await taskOf(country, ids.audited);
    expect(task).toMatchObject({ taskKey: 'publicityAudit', workflowType: 'ccerProjectPubApply' });
    // the owner holds no task of it
    expect(await okData<ApplyTask>(owner, '/api/project-manage/apply-task', { id: ids.audited })).toBeNull();

    const before = await nodes(owner, ids.audited);
    expect(before.status).toBe('01');
    expect(before.nodes.map((n) => [n.key, n.state])).toEqual([
      ['submit', 'done'], ['publicityAudit', 'active'], ['publicity', 'todo'], ['orgUploadFile', 'todo'], ['confirmOrgFile', 'todo'], ['registerApply', 'todo'],
      ['registerAcct', 'todo'], ['projectEvaluation', 'todo'], ['projectReview', 'todo'], ['registerConfirm', 'todo'], ['register', 'todo'],
    ]);
    expect(before.nodes[0]).toMatchObject({ name: '提交', assignees: ['owner01'] });

    await okData(country, '/api/project-manage/prep-pub-audit', { taskId: task!.taskId, approved: true, opinion: '同意公示' });
    await eventually(async () => (await statusOf(ids.audited)) === '02', 30000, 'status 02');
    // the publicity period is the node after the audit, open while the chain waits for its end
    const after = await eventually(async () => {
      const r = await nodes(owner, ids.audited, '/api/projectmanage/process_nodes', 'en');
      return r.nodes[2].state === 'active' ? r : undefined;
    }, 30000, 'the publicity node');
    expect(after.nodes[2]).toMatchObject({ key: 'publicity', name: 'Publicity', finishedAt: null });
    expect(after.nodes[1]).toMatchObject({ key: 'publicityAudit', name: 'Publicity audit', state: 'done', result: 'approved', opinion: '同意公示', assignees: ['country01'], rounds: 1 });
    expect(after.nodes[1].finishedAt).toBeTruthy();
    expect(after.nodes.slice(3).every((n) => n.state === 'todo')).toBe(true);
    // no recall was asked for
    const recall = await nodes(owner, ids.audited, '/api/projectmanage/process_nodes_recall');
    expect(recall.nodes.map((n) => [n.key, n.state])).toEqual([['recallRequest', 'todo'], ['recallAudit', 'todo'], ['recalled', 'todo']]);
    // a draft has no instance: every node to come
    expect((await nodes(owner, ids.draft)).nodes.every((n) => n.state === 'todo')).toBe(true);
  });

  it('shows the progress to the owner\'s company, the named body and the registry only; a bad id names the field', async () => {
    expect((await post(repB, '/api/project-manage/apply-process', { id: ids.submitted })).statusCode).toBe(404);
    expect((await post(body2, '/api/project-manage/apply-process', { id: ids.submitted })).statusCode).toBe(404);
    expect((await nodes(body, ids.submitted)).applyId).toBe(ids.submitted);
    expect((await nodes(country, ids.submitted)).applyId).toBe(ids.submitted);
    // a draft is its company's alone, even one that already names the body
    const named = await save(owner, { projectName: `named-draft-${Date.now()}`, approvalAuthority: DEMO_VALIDATION_BODY_CUST_ID });
    expect(await app.db('project_apply').where({ id: named }).first('approval_authority')).toEqual({ approval_authority: DEMO_VALIDATION_BODY_CUST_ID });
    for (const url of ['/api/project-manage/apply-process', '/api/project-manage/apply-info']) {
      expect([url, (await post(body, url, { id: named })).statusCode]).toEqual([url, 404]);
      expect([url, (await post(owner, url, { id: named })).statusCode]).toEqual([url, 200]);
    }
    const bad = await post(owner, '/api/project-manage/apply-process', { id: 'x' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().dataInfo.map((f: { field: string }) => f.field)).toContain('id');
    const badEn = await post(owner, '/api/project-manage/apply-process', {}, 'en');
    expect(badEn.json().dataInfo[0]).toMatchObject({ field: 'id' });
    expect(badEn.json().dataInfo[0].message).toMatch(/[A-Za-z]/);
  });

  it('lists for a validation body the submitted applications naming it, with publicity dates and the overdue flag', async () => {
    const mine = await post(body, '/api/project-manage/org-apply-list', { projectName: tag });
    expect(mine.statusCode, mine.body).toBe(200);
    const rows = mine.json().dataInfo as OrgApplyRow[];
    // the demo body is named on the submitted ones; the draft and the second body's are not its
    expect(rows.map((r) => r.id).sort()).toEqual([ids.submitted, ids.audited].sort());
    expect(mine.json().total).toBe(2);
    const theirs = (await post(body2, '/api/project-manage/org-apply-list', { projectName: tag })).json();
    expect(theirs.total).toBe(1);
    expect(theirs.dataInfo[0]).toMatchObject({ id: ids.validating, status: '07', statusName: '待审定', publicityStartDate: '2026-01-05', publicityEndDate: '2026-02-02', validationOverdue: true });
    expect((await post(body2, '/api/project-manage/org-apply-list', { projectName: tag, overdue: '1' })).json().total).toBe(1);
    expect((await post(body, '/api/project-manage/org-apply-list', { projectName: tag, overdue: '1' })).json().total).toBe(0);
    const page = (await post(body, '/api/project-manage/org-apply-list', { projectName: tag, pageSize: 1, pageNumber: 2 })).json();
    expect(page.dataInfo).toHaveLength(1);
    expect(page.total).toBe(2);
    expect((await post(owner, '/api/project-manage/org-apply-list', {})).statusCode).toBe(403);
  });

  it('filters apply-list by tab, statuses and province and flags the overdue validation', async () => {
    const list = async (auth: Auth, q: Record<string, unknown>) => (await okData<ApplyRow[]>(auth, '/api/project-manage/apply-list', { projectName: tag, ...q })).map((r) => r.id).sort();
    expect(await list(owner, { tab: 'draft' })).toEqual([ids.draft]);
    expect(await list(owner, { tab: 'publicity' })).toEqual([ids.submitted, ids.audited].sort());
    expect(await list(owner, { statuses: ['00', '07'] })).toEqual([ids.draft, ids.validating].sort());
    expect(await list(country, { provinceId: '110000' })).toEqual([ids.validating]);
    expect(await list(repB, { tab: 'all' })).toEqual([ids.other]);
    const [validating] = await okData<ApplyRow[]>(owner, '/api/project-manage/apply-list', { id: ids.validating });
    expect(validating).toMatchObject({ validationOverdue: true, acceptanceOverdue: false, publicityStartDate: '2026-01-05' });
    const bad = await post(owner, '/api/project-manage/apply-list', { tab: 'nope' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().dataInfo[0].field).toBe('tab');
  });
});
