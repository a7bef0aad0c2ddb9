import { beforeAll, describe, expect, it } from 'vitest';
import type { ApplyRow, InstanceDetail, InstanceRow, TaskRow } from '@ccer/contracts';
import { ApiClient, eventually } from '../fixtures/client.ts';
import { demoUsers } from '../fixtures/env.ts';
import { validApplication } from '../fixtures/applications.ts';
import { engine } from '../fixtures/engine.ts';
import { designDocument } from '../fixtures/uploads.ts';

/** 流程实例: list, detail, hang up, recover and end, against the real engine and database. */
describe('process instances', () => {
  const owner = new ApiClient();
  const country = new ApiClient();

  beforeAll(async () => {
    await owner.signIn(demoUsers.owner);
    await country.signIn(demoUsers.country);
  });

  /** Submits an application and waits for its publicity audit task (the process has started). */
  async function submitNew(): Promise<{ apply: ApplyRow; task: TaskRow }> {
    const form = validApplication();
    const saved = await owner.post<ApplyRow>('/api/project-manage/save-apply', { projectName: form.projectName });
    const submitted = await owner.post<ApplyRow>('/api/project-manage/prep-pub-apply', { ...form, id: saved.body.dataInfo.id, version: saved.body.dataInfo.version, fileIds: await designDocument(owner) });
    expect(submitted.status).toBe(200);
    const apply = submitted.body.dataInfo;
    const task = await eventually(async () => {
      const r = await country.post<TaskRow[]>('/api/process/task/my-list', { workflowType: 'ccerProjectPubApply', pageSize: 200 });
      return r.body.dataInfo.find((t) => t.businessKey === apply.id);
    }, 30000, 'the publicity audit task');
    return { apply, task };
  }

  const listByKey = async (businessKey: string, extra: Record<string, unknown> = {}) =>
    (await country.post<InstanceRow[]>('/api/process/instance/list', { businessKey, ...extra })).body;
  const detail = async (id: string) => (await country.get<InstanceDetail>(`/api/process/instance/detail?id=${id}`)).body.dataInfo;

  it('lists, hangs up, recovers and shows the approved history of an instance', async () => {
    const { apply, task } = await submitNew();
    const listed = await listByKey(apply.id, { status: 'running', starter: 'owner01' });
    expect(listed.total).toBe(1);
    expect(listed.dataInfo[0]).toMatchObject({
      id: task.processInstanceId,
      processKey: 'ccerProjectPubApply',
      processName: '项目申请',
      businessKey: apply.id,
      businessName: apply.projectName,
      starter: 'owner01',
      status: 'running',
      endTime: null,
      remark: null,
    });
    expect((await listByKey(apply.id, { status: 'completed' })).total).toBe(0);

    const running = await detail(task.processInstanceId);
    expect(running.activities.active).toEqual(['publicityAudit']);
    expect(running.activities.completed).toContain('submitted');
    expect(running.bpmnXml).toContain('id="publicityAudit"');
    expect(running.business).toEqual({ workflowType: 'ccerProjectPubApply', funcCode: '053', businessKey: apply.id, businessName: apply.projectName });
    expect(running.history).toMatchObject([{ stepName: '项目公示审核', activityId: 'publicityAudit', result: null, endTime: null }]);
    expect(running.variables.find((v) => v.name === 'initiator')).toEqual({ name: 'initiator', type: 'String', value: 'owner01' });

    // hung up: the task cannot be completed until the instance is recovered
    expect((await country.post('/api/process/instance/suspend', { id: task.processInstanceId })).status).toBe(200);
    expect((await listByKey(apply.id)).dataInfo[0].status).toBe('suspended');
    expect((await listByKey(apply.id, { status: 'suspended' })).total).toBe(1);
    const blocked = await country.post('/api/process/task/complete', { taskId: task.taskId, approved: true });
    expect(blocked.status).toBeGreaterThanOrEqual(400);
    expect((await country.post('/api/process/instance/suspend', { id: task.processInstanceId })).status).toBe(409);
    expect((await country.post('/api/process/instance/activate', { id: task.processInstanceId })).status).toBe(200);
    expect((await listByKey(apply.id)).dataInfo[0].status).toBe('running');

    const done = await country.post('/api/process/task/complete', { taskId: task.taskId, approved: true, opinion: '同意公示' });
    expect(done.status).toBe(200);
    // approved, the instance goes on: it waits in publicity (the event-based gateway) with the audit behind it
    const finished = await eventually(async () => {
      const d = await detail(task.processInstanceId);
      return d.activities.active.includes('publicityEvents') ? d : undefined;
    }, 30000, 'waiting in publicity');
    expect((await listByKey(apply.id)).dataInfo[0]).toMatchObject({ status: 'running', terminated: false, remark: null });
    expect(finished.activities.completed).toEqual(expect.arrayContaining(['publicityAudit', 'markPublicity']));
    expect(finished.history).toHaveLength(1);
    expect(finished.history[0]).toMatchObject({ stepName: '项目公示审核', assignee: 'country01', result: 'approved', opinion: '同意公示' });
    // the people named by login come with their names (the seed's), for 张业主（owner01）on the screens
    expect(finished.instance).toMatchObject({ starter: 'owner01', starterName: '张业主' });
    expect(finished.people).toEqual({ owner01: '张业主', country01: '国家管理员' });
    expect(finished.history[0].durationMs).toBeGreaterThanOrEqual(0);

    const log = await import('knex').then(async ({ default: knex }) => {
      const db = knex({ client: 'pg', connection: process.env.TEST_DATABASE_URL });
      const rows = await db('operation_log').where({ business_key: task.processInstanceId }).orderBy('log_id').pluck('abstract');
      await db.destroy();
      return rows;
    });
    expect(log).toEqual(['process-instance.suspend', 'process-instance.activate']);
  });

  it('ends a running instance with a reason, kept as its remark', async () => {
    const { apply, task } = await submitNew();
    const missing = await country.post<Array<{ field: string; message: string }>>('/api/process/instance/end', { id: task.processInstanceId, reason: '  ' });
    expect(missing.status).toBe(400);
    expect(missing.body.msg).toBe('请填写终止原因');
    expect(missing.body.dataInfo).toEqual([{ field: 'reason', message: '请填写终止原因' }]);

    const ended = await country.post<InstanceRow>('/api/process/instance/end', { id: task.processInstanceId, reason: '重复提交，终止流程' });
    expect(ended.status).toBe(200);
    expect(ended.body.dataInfo).toMatchObject({ status: 'completed', terminated: true, remark: '重复提交，终止流程', starter: 'owner01', starterName: '张业主' });
    const [row] = (await listByKey(apply.id, { status: 'completed' })).dataInfo;
    expect(row).toMatchObject({ id: task.processInstanceId, remark: '重复提交，终止流程' });
    const [hist] = await engine.historicProcessInstances({ processInstanceId: task.processInstanceId });
    expect(hist.state).toBe('EXTERNALLY_TERMINATED');
    // the owner keeps the application as a draft with the reason, and may submit it again
    const [back] = (await owner.post<ApplyRow[]>('/api/project-manage/apply-list', { id: apply.id })).body.dataInfo;
    expect(back).toMatchObject({ status: '00', auditOpinion: '重复提交，终止流程', projectName: apply.projectName });
    const again = await owner.post<ApplyRow>('/api/project-manage/prep-pub-apply', { ...validApplication(), projectName: apply.projectName, id: apply.id, version: back.version });
    expect(again.status).toBe(200);
    const fresh = await eventually(async () => (await listByKey(apply.id, { status: 'running' })).dataInfo[0], 30000, 'a new instance');
    expect(fresh.id).not.toBe(task.processInstanceId);
    expect((await country.post('/api/process/instance/end', { id: task.processInstanceId, reason: '再次终止' })).status).toBe(409);
  });

  it('refuses the owner (403) and answers 404 for an unknown instance', async () => {
    for (const [path, body] of [
      ['/api/process/instance/list', {}],
      ['/api/process/instance/suspend', { id: 'x' }],
      ['/api/process/instance/end', { id: 'x', reason: 'x' }],
    ] as const) {
      const r = await owner.post(path, body);
      expect(r.status, path).toBe(403);
      expect(r.body.msg).toBe('没有操作权限');
    }
    expect((await owner.get('/api/process/instance/detail?id=x')).status).toBe(403);
    const unknown = await country.get('/api/process/instance/detail?id=no-such-instance');
    expect(unknown.status).toBe(404);
    expect(unknown.body.msg).toBe('流程实例不存在');
  });
});
