import { beforeAll, describe, expect, it } from 'vitest';
import type { ApplyRow, DoneDetail, DoneTaskRow, InstanceDetail, ProcessApplyRow, TaskCountByType, TaskRow } from '@ccer/contracts';
import { ApiClient, eventually } from '../fixtures/client.ts';
import { demoUsers } from '../fixtures/env.ts';
import { validApplication } from '../fixtures/applications.ts';
import { engine } from '../fixtures/engine.ts';
import { createOperator } from '../fixtures/operators.ts';
import { designDocument } from '../fixtures/uploads.ts';

/**
 * 已办任务, 我的申请, 企业申请 and the open-task counts per workflowType, against the real engine:
 * the owner submits four applications; admin approves two, country01 returns one, one stays open.
 */
describe('done tasks, my and company applications, counts by type', () => {
  const owner = new ApiClient();
  const country = new ApiClient();
  const admin = new ApiClient();
  const applies: Record<'a' | 'b' | 'c' | 'd', { apply: ApplyRow; task: TaskRow }> = {} as never;

  async function submitNew(): Promise<{ apply: ApplyRow; task: TaskRow }> {
    const form = validApplication();
    const saved = await owner.post<ApplyRow>('/api/project-manage/save-apply', { projectName: form.projectName });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const submitted = await owner.post<ApplyRow>('/api/project-manage/prep-pub-apply', { ...form, id: saved.body.dataInfo.id, version: saved.body.dataInfo.version, fileIds: await designDocument(owner) });
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
    const apply = submitted.body.dataInfo;
    const task = await eventually(async () => {
      const r = await country.post<TaskRow[]>('/api/process/task/my-list', { workflowType: 'ccerProjectPubApply', pageSize: 200 });
      return r.body.dataInfo.find((t) => t.businessKey === apply.id);
    }, 30000, 'the publicity audit task');
    return { apply, task };
  }

  const complete = async (who: ApiClient, taskId: string, approved: boolean, opinion?: string) => {
    const r = await who.post('/api/process/task/complete', { taskId, approved, opinion });
    expect(r.status).toBe(200);
  };

  // other files may share the stack: totals are compared with these counts taken before this file's data
  const before = { adminDone: 0, countryDone: 0, ownerApply: 0, companyApply: 0 };
  const totalOf = async (who: ApiClient, path: string, body: Record<string, unknown> = {}) => (await who.post(path, body)).body.total!;

  beforeAll(async () => {
    await Promise.all([owner.signIn(demoUsers.owner), country.signIn(demoUsers.country), admin.signIn(demoUsers.admin)]);
    [before.adminDone, before.countryDone, before.ownerApply, before.companyApply] = await Promise.all([
      totalOf(admin, '/api/process/task/done-list'),
      totalOf(country, '/api/process/task/done-list'),
      totalOf(owner, '/api/process/apply/list'),
      totalOf(owner, '/api/process/company-apply/list'),
    ]);
    // one after the other: the done list sorts by end time
    for (const k of ['a', 'b', 'c', 'd'] as const) applies[k] = await submitNew();
    await complete(admin, applies.a.task.taskId, true, '同意公示');
    await complete(country, applies.b.task.taskId, false, '请补充监测计划');
    await complete(admin, applies.d.task.taskId, true);
    // the approved instances go on into publicity once the worker has written the status
    for (const k of ['a', 'd'] as const) {
      await eventually(async () => (await engine.historicActivities(applies[k].task.processInstanceId)).some((a) => a.activityId === 'publicityEvents'), 30000, `instance ${k} in publicity`);
    }
  });

  it('lists exactly the tasks each reviewer completed, newest first, with business and decision', async () => {
    const mine = await admin.post<DoneTaskRow[]>('/api/process/task/done-list', { pageSize: 50 });
    expect(mine.status).toBe(200);
    expect(mine.body.total).toBe(before.adminDone + 2);
    expect(mine.body.dataInfo.slice(0, 2).map((r) => r.taskId)).toEqual([applies.d.task.taskId, applies.a.task.taskId]);
    expect(mine.body.dataInfo.map((r) => r.taskId)).not.toContain(applies.b.task.taskId);
    expect(mine.body.dataInfo[1]).toMatchObject({
      taskName: '项目公示审核',
      processName: '项目申请',
      processInstanceId: applies.a.task.processInstanceId,
      businessKey: applies.a.apply.id,
      businessName: applies.a.apply.projectName,
      workflowType: 'ccerProjectPubApply',
      result: 'approved',
      opinion: '同意公示',
    });
    expect(mine.body.dataInfo[0]).toMatchObject({ result: 'approved', opinion: null });
    for (const r of mine.body.dataInfo) expect(r.durationMs).toBeGreaterThanOrEqual(0);

    const theirs = await country.post<DoneTaskRow[]>('/api/process/task/done-list', { pageSize: 50 });
    expect(theirs.body.total).toBe(before.countryDone + 1);
    expect(theirs.body.dataInfo[0]).toMatchObject({ taskId: applies.b.task.taskId, businessName: applies.b.apply.projectName, result: 'returned', opinion: '请补充监测计划' });
    expect(theirs.body.dataInfo.map((r) => r.taskId)).not.toContain(applies.a.task.taskId);

    // the engine's history agrees: the tasks admin completed are the ones listed
    const history = await engine.historicTasks({ taskAssignee: 'admin', finished: 'true', taskDeleteReason: 'completed' });
    expect(history.length).toBe(mine.body.total);
    expect(history.map((t) => t.id)).toEqual(expect.arrayContaining([applies.a.task.taskId, applies.d.task.taskId]));
    expect(history.find((t) => t.id === applies.a.task.taskId)).toMatchObject({ assignee: 'admin', deleteReason: 'completed' });
  });

  it('pages, and filters by workflowType, task and business name', async () => {
    const first = await admin.post<DoneTaskRow[]>('/api/process/task/done-list', { pageSize: 1, pageNumber: 1 });
    const second = await admin.post<DoneTaskRow[]>('/api/process/task/done-list', { pageSize: 1, pageNumber: 2 });
    expect([first.body.total, second.body.total]).toEqual([before.adminDone + 2, before.adminDone + 2]);
    expect([first.body.dataInfo[0].taskId, second.body.dataInfo[0].taskId]).toEqual([applies.d.task.taskId, applies.a.task.taskId]);
    const ids = async (body: Record<string, unknown>) => (await admin.post<DoneTaskRow[]>('/api/process/task/done-list', { pageSize: 200, ...body })).body.dataInfo.map((r) => r.taskId);
    expect(await ids({ workflowType: 'ccerProjectPubApply' })).toEqual(expect.arrayContaining([applies.a.task.taskId, applies.d.task.taskId]));
    expect((await admin.post('/api/process/task/done-list', { workflowType: 'ccerOffsetAudit' })).body.total).toBe(0);
    expect(await ids({ businessName: applies.a.apply.projectName })).toEqual([applies.a.task.taskId]);
    expect(await ids({ taskName: '公示审核' })).toEqual(expect.arrayContaining([applies.a.task.taskId, applies.d.task.taskId]));
    const bad = await admin.post<Array<{ field: string }>>('/api/process/task/done-list', { workflowType: 'nope' });
    expect(bad.status).toBe(400);
    expect(bad.body.dataInfo[0].field).toBe('workflowType');
  });

  it('opens a done task with its business and approval history, only for the one who did it', async () => {
    const r = await admin.get<DoneDetail>(`/api/process/task/done-detail?taskId=${applies.a.task.taskId}`);
    expect(r.status).toBe(200);
    expect(r.body.dataInfo.task).toMatchObject({ taskId: applies.a.task.taskId, result: 'approved', businessKey: applies.a.apply.id });
    expect(r.body.dataInfo.detail.business).toEqual({ workflowType: 'ccerProjectPubApply', funcCode: '053', businessKey: applies.a.apply.id, businessName: applies.a.apply.projectName });
    expect(r.body.dataInfo.detail.history).toMatchObject([{ taskId: applies.a.task.taskId, assignee: 'admin', result: 'approved', opinion: '同意公示' }]);
    // approved, the instance goes on into publicity
    expect(r.body.dataInfo.detail.instance.status).toBe('running');

    const other = await country.get(`/api/process/task/done-detail?taskId=${applies.a.task.taskId}`);
    expect(other.status).toBe(404);
    expect(other.body.msg).toBe('已办任务不存在');
    // an open task is not a done one
    expect((await country.get(`/api/process/task/done-detail?taskId=${applies.c.task.taskId}`)).status).toBe(404);
  });

  it('lists my applications with status and current step', async () => {
    const r = await owner.post<ProcessApplyRow[]>('/api/process/apply/list', { pageSize: 50 });
    expect(r.status).toBe(200);
    expect(r.body.total).toBe(before.ownerApply + 4);
    const byKey = new Map(r.body.dataInfo.map((row) => [row.businessKey, row]));
    // newest first
    const newestFirst = (['d', 'c', 'b', 'a'] as const).map((k) => applies[k].apply.id);
    expect(r.body.dataInfo.slice(0, 4).map((row) => row.businessKey)).toEqual(newestFirst);
    expect(byKey.get(applies.a.apply.id)).toMatchObject({ status: 'running', starter: 'owner01', starterName: '张业主', currentSteps: [], workflowType: 'ccerProjectPubApply', processName: '项目申请', businessName: applies.a.apply.projectName });
    expect(byKey.get(applies.c.apply.id)).toMatchObject({ status: 'running', currentSteps: [{ taskId: applies.c.task.taskId, name: '项目公示审核', assignee: null }] });
    // returned: waiting for the owner to resubmit, no open task
    expect(byKey.get(applies.b.apply.id)).toMatchObject({ status: 'running', currentSteps: [] });

    const keys = async (who: ApiClient, body: Record<string, unknown>) =>
      (await who.post<ProcessApplyRow[]>('/api/process/apply/list', { pageSize: 200, ...body })).body.dataInfo.map((row) => row.businessKey);
    const running = await keys(owner, { status: 'running' });
    // every one of them is still running: approved ones wait in publicity, b waits for resubmission
    expect(running).toEqual(expect.arrayContaining([applies.a.apply.id, applies.b.apply.id, applies.c.apply.id]));
    expect(await keys(owner, { status: 'completed' })).not.toContain(applies.a.apply.id);
    const page2 = await owner.post<ProcessApplyRow[]>('/api/process/apply/list', { pageSize: 2, pageNumber: 2 });
    expect(page2.body.total).toBe(before.ownerApply + 4);
    expect(page2.body.dataInfo.map((row) => row.businessKey)).toEqual([applies.b.apply.id, applies.a.apply.id]);
    expect(await keys(owner, { workflowType: 'ccerProjectPubApply' })).toEqual(expect.arrayContaining(newestFirst));
    expect((await owner.post('/api/process/apply/list', { workflowType: 'ccerOffsetAudit' })).body.total).toBe(0);
    expect(await keys(owner, { processName: '项目申请' })).toEqual(expect.arrayContaining(newestFirst));

    // nobody else started these
    expect(await keys(country, {})).not.toContain(applies.a.apply.id);
    // the engine holds the starter and the company on each instance
    const vars = Object.fromEntries((await engine.historicVariables(applies.c.task.processInstanceId)).map((v) => [v.name, v.value]));
    expect(vars.initiator).toBe('owner01');
    expect(typeof vars.initiatorCustId).toBe('string');
  });

  it('lists the company’s applications by the starter’s company', async () => {
    const r = await owner.post<ProcessApplyRow[]>('/api/process/company-apply/list', { pageSize: 50 });
    expect(r.status).toBe(200);
    expect(r.body.total).toBe(before.companyApply + 4);
    expect(new Set(r.body.dataInfo.slice(0, 4).map((row) => row.businessKey))).toEqual(new Set(Object.values(applies).map((x) => x.apply.id)));
    // approved applications go on into publicity: their instances are still running
    const running = await owner.post<ProcessApplyRow[]>('/api/process/company-apply/list', { status: 'running', pageSize: 200 });
    expect(running.body.dataInfo.map((row) => row.businessKey)).toEqual(expect.arrayContaining([applies.a.apply.id, applies.d.apply.id]));
    expect(running.body.dataInfo.map((row) => row.status)).not.toContain('completed');
  });

  it('opens an application only to its starter or company', async () => {
    const r = await owner.get<InstanceDetail>(`/api/process/apply/detail?processInstanceId=${applies.c.task.processInstanceId}`);
    expect(r.status).toBe(200);
    expect(r.body.dataInfo.activities.active).toEqual(['publicityAudit']);
    expect(r.body.dataInfo.business.businessKey).toBe(applies.c.apply.id);
    const notTheirs = await country.get(`/api/process/apply/detail?processInstanceId=${applies.c.task.processInstanceId}`);
    expect(notTheirs.status).toBe(404);
    expect((await owner.get('/api/process/apply/detail?processInstanceId=no-such-instance')).status).toBe(404);
  });

  it('counts open tasks per workflowType for each operator', async () => {
    const count = async (who: ApiClient) => (await who.get<TaskCountByType>('/api/process/task/count-by-type')).body.dataInfo;
    const listTotal = async (who: ApiClient, body: Record<string, unknown> = {}) => (await who.post<TaskRow[]>('/api/process/task/my-list', body)).body.total!;
    const pubApply = (c: TaskCountByType) => c.byType.find((b) => b.workflowType === 'ccerProjectPubApply')!.count;
    const open = await count(country);
    // c is open and unclaimed in group country
    expect(pubApply(open)).toBeGreaterThanOrEqual(1);
    expect(open.total).toBe(await listTotal(country));
    expect(pubApply(open)).toBe(await listTotal(country, { workflowType: 'ccerProjectPubApply' }));
    expect(open.byType.reduce((n, b) => n + b.count, 0)).toBeLessThanOrEqual(open.total);

    // claimed by admin: still admin's, no longer country01's
    expect((await admin.post('/api/process/task/claim', { taskId: applies.c.task.taskId })).status).toBe(200);
    const after = await count(country);
    expect([after.total, pubApply(after)]).toEqual([open.total - 1, pubApply(open) - 1]);
    const adminCounts = await count(admin);
    expect(adminCounts.total).toBe(await listTotal(admin));
    expect(pubApply(adminCounts)).toBe(await listTotal(admin, { workflowType: 'ccerProjectPubApply' }));
    expect(pubApply(adminCounts)).toBeGreaterThanOrEqual(1);
  });

  it('refuses users without the function code', async () => {
    // representatives work tasks too (they confirm account openings): a public user has no 090
    await createOperator({ loginName: 'lists_public01', password: 'Demo@123456', operatorType: '10', roleName: '公众' });
    const outsider = await new ApiClient().signIn({ loginName: 'lists_public01', password: 'Demo@123456' });
    for (const [who, path] of [
      [outsider, '/api/process/task/done-list'],
      [country, '/api/process/company-apply/list'],
    ] as const) {
      const r = await who.post(path, {});
      expect(r.status, path).toBe(403);
      expect(r.body).toMatchObject({ flag: 0, code: 'FORBIDDEN' });
    }
    expect((await outsider.get('/api/process/task/count-by-type')).status).toBe(403);
    expect((await outsider.get(`/api/process/task/done-detail?taskId=${applies.a.task.taskId}`)).status).toBe(403);
  });
});
