import { readFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { ApprovalHistoryRow, CcRow, InstanceDetail, TaskActionResult, TaskAttachment, TaskRow } from '@ccer/contracts';
import { injectSignIn, testApp } from '../fixtures/app.ts';
import { demoUsers } from '../fixtures/env.ts';
import { engine } from '../fixtures/engine.ts';
import { samplePdf } from '../fixtures/files.ts';

/**
 * Task actions (registry spec §4): every action against the real engine and database, through
 * the gateway (inject), asserting the engine's state and history and the instance's approval
 * history (engine rows + the task action log). Process: 初审 → 复审, both for the group country.
 */
const PROCESS_KEY = 'testTaskActionsTwoSteps';
type Auth = { authorization: string };
type Reply<T> = { status: number; body: { flag: number; dataInfo: T; msg?: string; total?: number } };

describe('task actions', () => {
  let app: FastifyInstance;
  let admin: Auth;
  let country: Auth;

  beforeAll(async () => {
    app = await testApp();
    [admin, country] = await Promise.all([
      injectSignIn(app, demoUsers.admin.loginName, demoUsers.admin.password),
      injectSignIn(app, demoUsers.country.loginName, demoUsers.country.password),
    ]);
    const content = readFileSync(new URL('../fixtures/processes/taskActionsTwoSteps.bpmn', import.meta.url), 'utf8');
    await engine.deploy('test-task-actions', [{ name: 'taskActionsTwoSteps.bpmn', content }], 'ccer-tests');
  });
  afterAll(async () => app?.close());

  async function post<T>(auth: Auth, url: string, payload: unknown): Promise<Reply<T>> {
    const r = await app.inject({ method: 'POST', url, headers: auth, payload: payload as object });
    return { status: r.statusCode, body: r.json() };
  }
  async function detail(processInstanceId: string): Promise<InstanceDetail> {
    const r = await app.inject({ method: 'GET', url: `/api/process/instance/detail?id=${processInstanceId}`, headers: admin });
    expect(r.statusCode).toBe(200);
    return r.json().dataInfo;
  }
  const actionRows = (d: InstanceDetail): ApprovalHistoryRow[] => d.history.filter((r) => r.action);

  async function start(): Promise<string> {
    const pi = await engine.startProcess(PROCESS_KEY, `ta-${randomUUID()}`, { initiator: 'admin' });
    return pi.id;
  }
  async function openTasks(processInstanceId: string) {
    return engine.queryTasks({ processInstanceId });
  }
  async function openTask(processInstanceId: string) {
    const tasks = await openTasks(processInstanceId);
    expect(tasks).toHaveLength(1);
    return tasks[0];
  }
  async function complete(auth: Auth, taskId: string, opinion = '同意') {
    const r = await post(auth, '/api/process/task/complete', { taskId, approved: true, opinion });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
  }
  // task attachments are checked like every upload: a real PDF
  async function upload(auth: Auth, taskId: string, name: string, text: string): Promise<TaskAttachment> {
    const form = new FormData();
    form.set('taskId', taskId);
    form.set('file', new Blob([new Uint8Array(samplePdf(text))], { type: 'application/pdf' }), name);
    const encoded = new Response(form);
    const r = await app.inject({
      method: 'POST',
      url: '/api/process/task/attachment/upload',
      headers: { ...auth, 'content-type': encoded.headers.get('content-type')! },
      payload: Buffer.from(await encoded.arrayBuffer()),
    });
    expect(r.statusCode, r.body).toBe(200);
    return r.json().dataInfo;
  }
  async function operationLogged(abstract: string, taskId: string) {
    const rows = await app.db('operation_log').where({ abstract, business_key: taskId });
    expect(rows.length).toBeGreaterThan(0);
  }

  it('退回上一步: back to the previous step, given to whoever did it, with opinion and attachment in history', async () => {
    const pid = await start();
    const first = await openTask(pid);
    // no previous step at the first review
    const refused = await post(admin, '/api/process/task/return', { taskId: first.id, opinion: '无上一步' });
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toBe('当前为第一个审批环节，没有可退回的上一环节');
    const noOpinion = await post(admin, '/api/process/task/return', { taskId: first.id, opinion: '' });
    expect(noOpinion.status).toBe(400);
    expect(noOpinion.body.msg).toBe('请填写审批意见');

    await complete(country, first.id);
    const second = await openTask(pid);
    const noFileForm = new FormData();
    noFileForm.set('taskId', second.id);
    const encoded = new Response(noFileForm);
    const noFile = await app.inject({
      method: 'POST',
      url: '/api/process/task/attachment/upload',
      headers: { ...admin, 'content-type': encoded.headers.get('content-type')! },
      payload: Buffer.from(await encoded.arrayBuffer()),
    });
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().msg).toBe('请选择要上传的附件');
    const file = await upload(admin, second.id, '退回说明.pdf', 'return-note');
    const r = await post<TaskActionResult>(admin, '/api/process/task/return', { taskId: second.id, opinion: '材料不全，退回初审', attachmentIds: [file.id] });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.dataInfo).toMatchObject({ action: 'return', instanceEnded: false });

    const back = await openTask(pid);
    expect(back).toMatchObject({ id: r.body.dataInfo.nextTaskId, taskDefinitionKey: 'firstReview', assignee: 'country01' });
    // engine history: the second review was cancelled, its attachment and comment are kept
    const [secondHistoric] = await engine.historicTasks({ taskId: second.id });
    expect(secondHistoric.endTime).not.toBeNull();
    expect(secondHistoric.deleteReason).not.toBe('completed');
    expect((await engine.taskAttachments(second.id)).map((a) => a.id)).toEqual([file.id]);
    const download = await app.inject({ method: 'GET', url: `/api/process/task/attachment/download?taskId=${second.id}&attachmentId=${file.id}`, headers: admin });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(samplePdf('return-note'))).toBe(true);
    const comments = await engine.call<Array<{ message: string }>>('GET', `/task/${second.id}/comment`);
    expect(comments.map((c) => c.message)).toContain('材料不全，退回初审');

    const d = await detail(pid);
    expect(actionRows(d)).toMatchObject([{ action: 'return', taskId: second.id, assignee: 'admin', opinion: '材料不全，退回初审', targetUsers: ['country01'], attachmentIds: [file.id] }]);
    // the rows run in time order: 初审 (done), 复审 (cancelled), the return, 初审 again
    expect(d.history.map((h) => h.action ?? h.activityId)).toEqual(['firstReview', 'secondReview', 'return', 'firstReview']);
    await operationLogged('task.return', second.id);
  });

  it('驳回至发起人: back to the first step after the start; rejected there, the instance ends with the reason', async () => {
    const pid = await start();
    const first = await openTask(pid);
    await complete(admin, first.id);
    const second = await openTask(pid);
    const r = await post<TaskActionResult>(country, '/api/process/task/reject', { taskId: second.id, opinion: '不符合要求' });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.dataInfo.instanceEnded).toBe(false);
    const again = await openTask(pid);
    expect(again).toMatchObject({ taskDefinitionKey: 'firstReview', assignee: 'admin' });

    const ended = await post<TaskActionResult>(admin, '/api/process/task/reject', { taskId: again.id, opinion: '撤销申请' });
    expect(ended.status, JSON.stringify(ended.body)).toBe(200);
    expect(ended.body.dataInfo).toMatchObject({ action: 'reject', instanceEnded: true, nextTaskId: null });
    const h = await engine.historicProcessInstance(pid);
    expect(h.state).toBe('EXTERNALLY_TERMINATED');
    expect(h.deleteReason).toBe('驳回：撤销申请');

    const d = await detail(pid);
    expect(d.instance).toMatchObject({ status: 'completed', terminated: true, remark: '驳回：撤销申请' });
    expect(actionRows(d)).toMatchObject([
      { action: 'reject', taskId: second.id, assignee: 'country01', opinion: '不符合要求', targetUsers: ['admin'] },
      { action: 'reject', taskId: again.id, assignee: 'admin', opinion: '撤销申请' },
    ]);
    await operationLogged('task.reject', again.id);
  });

  it('转办: the assignee becomes another operator, who must exist', async () => {
    const pid = await start();
    const task = await openTask(pid);
    const unknown = await post(admin, '/api/process/task/transfer', { taskId: task.id, targetUser: 'nobody-here' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.msg).toBe('所选人员不存在或已停用');
    const self = await post(admin, '/api/process/task/transfer', { taskId: task.id, targetUser: 'admin' });
    expect(self.status).toBe(400);
    expect(self.body.msg).toBe('不能选择自己');

    const r = await post(admin, '/api/process/task/transfer', { taskId: task.id, targetUser: 'country01', opinion: '请国家管理员办理' });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect((await engine.task(task.id)).assignee).toBe('country01');
    const inbox = await post<TaskRow[]>(country, '/api/process/task/my-list', { pageSize: 200 });
    expect(inbox.body.dataInfo.find((t) => t.taskId === task.id)).toMatchObject({ assignee: 'country01', processName: '任务操作测试流程' });
    // admin no longer holds it
    expect((await post(admin, '/api/process/task/transfer', { taskId: task.id, targetUser: 'country01' })).status).toBe(409);

    expect(actionRows(await detail(pid))).toMatchObject([{ action: 'transfer', assignee: 'admin', targetUsers: ['country01'], opinion: '请国家管理员办理' }]);
    await operationLogged('task.transfer', task.id);
  });

  it('委派 / 归还: the delegate works on the task and gives it back to its owner', async () => {
    const pid = await start();
    const task = await openTask(pid);
    const r = await post(admin, '/api/process/task/delegate', { taskId: task.id, targetUser: 'country01', opinion: '请协助审核' });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(await engine.task(task.id)).toMatchObject({ owner: 'admin', assignee: 'country01', delegationState: 'PENDING' });
    const row = (await post<TaskRow[]>(country, '/api/process/task/my-list', { pageSize: 200 })).body.dataInfo.find((t) => t.taskId === task.id);
    expect(row).toMatchObject({ delegationState: 'PENDING', owner: 'admin' });

    const early = await post(country, '/api/process/task/complete', { taskId: task.id, approved: true });
    expect(early.status).toBe(400);
    expect(early.body.msg).toBe('委派中的任务请先归还给委派人');
    const notMine = await post(admin, '/api/process/task/resolve', { taskId: task.id });
    expect(notMine.status).toBe(400);
    expect(notMine.body.msg).toBe('该任务不是委派给您的任务，无需归还');

    const resolved = await post(country, '/api/process/task/resolve', { taskId: task.id, opinion: '已核实' });
    expect(resolved.status, JSON.stringify(resolved.body)).toBe(200);
    expect(await engine.task(task.id)).toMatchObject({ owner: 'admin', assignee: 'admin', delegationState: 'RESOLVED' });
    await complete(admin, task.id);
    expect((await openTask(pid)).taskDefinitionKey).toBe('secondReview');

    expect(actionRows(await detail(pid))).toMatchObject([
      { action: 'delegate', assignee: 'admin', targetUsers: ['country01'], opinion: '请协助审核' },
      { action: 'resolve', assignee: 'country01', targetUsers: ['admin'], opinion: '已核实' },
    ]);
    await operationLogged('task.delegate', task.id);
    await operationLogged('task.resolve', task.id);
  });

  it('抄送: copies listed as 抄送我的, paginated, marked read', async () => {
    const pid = await start();
    const task = await openTask(pid);
    const r = await post(admin, '/api/process/task/cc', { taskId: task.id, targetUsers: ['country01'], opinion: '请知悉' });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const list = await post<CcRow[]>(country, '/api/process/task/cc-list', { pageSize: 5, unreadOnly: true });
    const copy = list.body.dataInfo.find((c) => c.taskId === task.id)!;
    expect(copy).toMatchObject({ processInstanceId: pid, processName: '任务操作测试流程', taskName: '初审', fromLogin: 'admin', opinion: '请知悉', read: false });
    expect(list.body.total).toBeGreaterThanOrEqual(1);
    // the sender's own list does not show it
    expect((await post<CcRow[]>(admin, '/api/process/task/cc-list', { pageSize: 200 })).body.dataInfo.some((c) => c.taskId === task.id)).toBe(false);

    const read = await post<{ updated: number }>(country, '/api/process/task/cc-read', { ids: [copy.id] });
    expect(read.body.dataInfo.updated).toBe(1);
    expect((await post<CcRow[]>(country, '/api/process/task/cc-list', { pageSize: 200, unreadOnly: true })).body.dataInfo.some((c) => c.id === copy.id)).toBe(false);
    expect((await post<CcRow[]>(country, '/api/process/task/cc-list', { pageSize: 200 })).body.dataInfo.find((c) => c.id === copy.id)?.read).toBe(true);
    // the task itself is untouched
    expect((await engine.task(task.id)).assignee).toBeNull();

    expect(actionRows(await detail(pid))).toMatchObject([{ action: 'cc', assignee: 'admin', targetUsers: ['country01'], opinion: '请知悉' }]);
    await operationLogged('task.cc', task.id);
  });

  it('前加签: the added user signs first (subtask in their inbox); the assignee completes after', async () => {
    const pid = await start();
    const task = await openTask(pid);
    const r = await post(admin, '/api/process/task/add-sign', { taskId: task.id, mode: 'before', targetUsers: ['country01'], opinion: '请先会签' });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const inbox = (await post<TaskRow[]>(country, '/api/process/task/my-list', { pageSize: 200 })).body.dataInfo;
    const sub = inbox.find((t) => t.parentTaskId === task.id)!;
    expect(sub).toMatchObject({ assignee: 'country01', taskName: '初审', processName: '任务操作测试流程', processInstanceId: pid });

    const onSubtask = await post(country, '/api/process/task/transfer', { taskId: sub.taskId, targetUser: 'admin' });
    expect(onSubtask.status).toBe(400);
    expect(onSubtask.body.msg).toBe('加签任务不支持该操作，请直接办理');
    const blocked = await post(admin, '/api/process/task/complete', { taskId: task.id, approved: true });
    expect(blocked.status).toBe(400);
    expect(blocked.body.msg).toBe('加签人尚未全部办理完毕，暂不能办理该任务');

    await complete(country, sub.taskId, '会签同意');
    const [subHistoric] = await engine.historicTasks({ taskId: sub.taskId });
    expect(subHistoric.endTime).not.toBeNull();
    await complete(admin, task.id);
    expect((await openTask(pid)).taskDefinitionKey).toBe('secondReview');

    expect(actionRows(await detail(pid))).toMatchObject([
      { action: 'addSign', mode: 'before', assignee: 'admin', targetUsers: ['country01'], opinion: '请先会签' },
      { action: 'sign', taskId: sub.taskId, assignee: 'country01', result: 'approved', opinion: '会签同意' },
    ]);
    await operationLogged('task.addSign', task.id);
  });

  it('并行加签: the assignee signs while the added user has not; the task completes after the last signature', async () => {
    const pid = await start();
    const task = await openTask(pid);
    expect((await post(admin, '/api/process/task/add-sign', { taskId: task.id, mode: 'parallel', targetUsers: ['country01'] })).status).toBe(200);
    await complete(admin, task.id, '本人同意');
    // still open: waiting for country01
    expect((await openTask(pid)).id).toBe(task.id);
    const sub = (await engine.queryTasks({ parentTaskId: task.id }))[0];
    expect(sub.assignee).toBe('country01');
    await complete(country, sub.id, '会签同意');
    const next = await openTask(pid);
    expect(next.taskDefinitionKey).toBe('secondReview');

    const d = await detail(pid);
    expect(d.history.find((h) => h.taskId === task.id && !h.action)).toMatchObject({ result: 'approved', opinion: '本人同意' });
    expect(actionRows(d)).toMatchObject([
      { action: 'addSign', mode: 'parallel', targetUsers: ['country01'] },
      { action: 'sign', mode: 'parallel', taskId: task.id, assignee: 'admin', result: 'approved', opinion: '本人同意' },
      { action: 'sign', taskId: sub.id, assignee: 'country01', result: 'approved' },
    ]);
  });

  it('后加签: the assignee agrees and the task passes to the added user, who moves it on', async () => {
    const pid = await start();
    const task = await openTask(pid);
    const two = await post(admin, '/api/process/task/add-sign', { taskId: task.id, mode: 'after', targetUsers: ['country01', 'admin'] });
    expect(two.status).toBe(400);
    expect(two.body.msg).toBe('后加签只能选择一名人员');
    const r = await post(admin, '/api/process/task/add-sign', { taskId: task.id, mode: 'after', targetUsers: ['country01'], opinion: '同意，请复核' });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect((await engine.task(task.id)).assignee).toBe('country01');
    await complete(country, task.id, '复核同意');
    expect((await openTask(pid)).taskDefinitionKey).toBe('secondReview');
    expect(actionRows(await detail(pid))).toMatchObject([{ action: 'addSign', mode: 'after', assignee: 'admin', result: 'approved', opinion: '同意，请复核', targetUsers: ['country01'] }]);
  });

  it('撤回: the operator takes a completed task back while the next step is untouched; not after it is claimed', async () => {
    const pid = await start();
    const first = await openTask(pid);
    await complete(admin, first.id);
    const second = await openTask(pid);
    expect((await post(country, '/api/process/task/revoke', { taskId: first.id })).body.msg).toBe('只能撤回本人办理的任务');

    const r = await post<TaskActionResult>(admin, '/api/process/task/revoke', { taskId: first.id, opinion: '意见填错' });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const back = await openTask(pid);
    expect(back).toMatchObject({ id: r.body.dataInfo.nextTaskId, taskDefinitionKey: 'firstReview', assignee: 'admin' });
    const [secondHistoric] = await engine.historicTasks({ taskId: second.id });
    expect(secondHistoric.endTime).not.toBeNull();
    expect(secondHistoric.deleteReason).not.toBe('completed');

    await complete(admin, back.id);
    const next = await openTask(pid);
    expect((await post(country, '/api/process/task/claim', { taskId: next.id })).status).toBe(200);
    const late = await post(admin, '/api/process/task/revoke', { taskId: back.id });
    expect(late.status).toBe(409);
    expect(late.body.msg).toBe('下一环节已签收或办理，无法撤回');

    expect(actionRows(await detail(pid))).toMatchObject([{ action: 'revoke', taskId: first.id, assignee: 'admin', opinion: '意见填错' }]);
    await operationLogged('task.revoke', first.id);
  });

  it('returning a task with open added-signer subtasks leaves none of them open', async () => {
    const pid = await start();
    await complete(admin, (await openTask(pid)).id);
    const second = await openTask(pid);
    expect((await post(admin, '/api/process/task/add-sign', { taskId: second.id, mode: 'before', targetUsers: ['country01'] })).status).toBe(200);
    expect(await engine.queryTasks({ parentTaskId: second.id })).toHaveLength(1);
    expect((await post(admin, '/api/process/task/return', { taskId: second.id, opinion: '退回' })).status).toBe(200);
    expect(await engine.queryTasks({ parentTaskId: second.id })).toHaveLength(0);
    const inbox = (await post<TaskRow[]>(country, '/api/process/task/my-list', { pageSize: 200 })).body.dataInfo;
    expect(inbox.some((t) => t.parentTaskId === second.id)).toBe(false);
  });

  it('operator picker: active operators by login or name, paginated', async () => {
    const r = await post<Array<{ loginName: string }>>(admin, '/api/process/task/operator-list', { keyword: 'country', pageSize: 5 });
    expect(r.status).toBe(200);
    expect(r.body.dataInfo.map((o) => o.loginName)).toContain('country01');
    expect(r.body.total).toBeGreaterThanOrEqual(1);
  });
});
