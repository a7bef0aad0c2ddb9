import { describe, expect, it, beforeAll } from 'vitest';
import type { ApplyRow, TaskRow } from '@ccer/contracts';
import { ApiClient, eventually } from '../fixtures/client.ts';
import { demoUsers } from '../fixtures/env.ts';
import { validApplication } from '../fixtures/applications.ts';
import { engine } from '../fixtures/engine.ts';
import { designDocument } from '../fixtures/uploads.ts';

/**
 * The publicity audit chain replayed through the gateway's HTTP API: the owner saves and submits,
 * the national administrator approves or returns with an opinion, workers set the status.
 */
describe('publicity audit of a project application (ccerProjectPubApply)', () => {
  const owner = new ApiClient();
  const country = new ApiClient();

  beforeAll(async () => {
    await owner.signIn(demoUsers.owner);
    await country.signIn(demoUsers.country);
  });

  async function submitNew(): Promise<ApplyRow> {
    const form = validApplication();
    const saved = await owner.post<ApplyRow>('/api/project-manage/save-apply', { projectName: form.projectName });
    expect(saved.status).toBe(200);
    expect(saved.body.dataInfo.status).toBe('00');
    const submitted = await owner.post<ApplyRow>('/api/project-manage/prep-pub-apply', { ...form, id: saved.body.dataInfo.id, version: saved.body.dataInfo.version, fileIds: await designDocument(owner) });
    expect(submitted.status).toBe(200);
    expect(submitted.body.dataInfo.status).toBe('01');
    return submitted.body.dataInfo;
  }

  async function applyById(id: string): Promise<ApplyRow> {
    const r = await owner.post<ApplyRow[]>('/api/project-manage/apply-list', { id });
    return r.body.dataInfo[0];
  }

  async function auditTaskFor(applyId: string): Promise<TaskRow> {
    return eventually(async () => {
      const r = await country.post<TaskRow[]>('/api/process/task/my-list', { workflowType: 'ccerProjectPubApply', pageSize: 200 });
      return r.body.dataInfo.find((t) => t.businessKey === applyId);
    }, 30000, 'the publicity audit task');
  }

  it('approves: the application enters publicity (公示中) and the instance waits for its end with the dates set', async () => {
    const apply = await submitNew();
    const task = await auditTaskFor(apply.id);
    expect(task.taskName).toBe('项目公示审核');
    expect(task.businessName).toBe(apply.projectName);
    expect(task.funcCode).toBe('053');

    expect((await country.post('/api/process/task/claim', { taskId: task.taskId })).status).toBe(200);
    const done = await country.post('/api/project-manage/prep-pub-audit', { taskId: task.taskId, approved: true, opinion: '材料齐全，同意公示' });
    expect(done.status).toBe(200);

    const approved = await eventually(async () => {
      const row = await applyById(apply.id);
      return row.status === '02' ? row : undefined;
    }, 30000, 'status 02');
    expect(approved.statusName).toBe('公示中');
    expect(approved.auditOpinion).toBe('材料齐全，同意公示');

    // the worker writes the status, then completes its external task: the instance then waits at the publicity
    const [instance] = await engine.historicProcessInstances({ processInstanceBusinessKey: apply.id });
    const activities = await eventually(async () => {
      const ids = (await engine.historicActivities(instance.id)).map((a) => a.activityId);
      return ids.includes('publicityEvents') ? ids : undefined;
    }, 30000, 'waiting in publicity');
    expect(activities.slice(0, 7)).toEqual(['submitted', 'auditJoin', 'publicityAudit', 'decision', 'markPublicity', 'publicityJoin', 'publicityEvents']);
    expect(instance.state).toBe('ACTIVE');
    const [audit] = await engine.historicTasks({ processInstanceId: instance.id, taskDefinitionKey: 'publicityAudit' });
    expect(audit.assignee).toBe('country01');
    const vars = Object.fromEntries((await engine.historicVariables(instance.id)).map((v) => [v.name, v.value]));
    expect(vars).toMatchObject({ approved: true, opinion: '材料齐全，同意公示', auditor: '国家管理员' });
  });

  it('returns with an opinion; the owner edits and resubmits; the same instance comes back to audit', async () => {
    const apply = await submitNew();
    const first = await auditTaskFor(apply.id);
    const missingOpinion = await country.post<Array<{ field: string; message: string }>>('/api/project-manage/prep-pub-audit', { taskId: first.taskId, approved: false });
    expect(missingOpinion.status).toBe(400);
    expect(missingOpinion.body.dataInfo).toEqual([{ field: 'opinion', message: '退回时请填写审核意见' }]);

    expect((await country.post('/api/project-manage/prep-pub-audit', { taskId: first.taskId, approved: false, opinion: '请补充监测计划' })).status).toBe(200);
    const returned = await eventually(async () => {
      const row = await applyById(apply.id);
      return row.status === '03' ? row : undefined;
    }, 30000, 'status 03');
    expect(returned.auditOpinion).toBe('请补充监测计划');

    // the returned application is editable again, and resubmission resumes the same instance
    const edited = await owner.post<ApplyRow>('/api/project-manage/save-apply', { id: apply.id, version: returned.version, projectName: returned.projectName, remarkDesc: '已补充监测计划' });
    expect(edited.status).toBe(200);
    const resubmitted = await owner.post<ApplyRow>('/api/project-manage/prep-pub-apply', { id: apply.id });
    expect(resubmitted.body.dataInfo.status).toBe('01');
    const second = await auditTaskFor(apply.id);
    expect(second.taskId).not.toBe(first.taskId);
    expect(second.processInstanceId).toBe(first.processInstanceId);

    await country.post('/api/project-manage/prep-pub-audit', { taskId: second.taskId, approved: true });
    await eventually(async () => (await applyById(apply.id)).status === '02', 30000, 'status 02 after resubmission');
    const activities = await eventually(async () => {
      const ids = (await engine.historicActivities(first.processInstanceId)).map((a) => a.activityId);
      return ids.includes('publicityEvents') ? ids : undefined;
    }, 30000, 'waiting in publicity');
    expect(activities.slice(0, 12)).toEqual([
      'submitted', 'auditJoin', 'publicityAudit', 'decision', 'markReturned', 'waitResubmission',
      'auditJoin', 'publicityAudit', 'decision', 'markPublicity', 'publicityJoin', 'publicityEvents',
    ]);
  });

  it('refuses to submit an incomplete application and writes nothing', async () => {
    const saved = await owner.post<ApplyRow>('/api/project-manage/save-apply', { projectName: '不完整的项目' });
    const badNumber = await owner.post<Array<{ field: string; message: string }>>('/api/project-manage/prep-pub-apply', { id: saved.body.dataInfo.id, expectYearNum: -5 });
    expect(badNumber.status).toBe(400);
    expect(badNumber.body.dataInfo).toEqual([{ field: 'expectYearNum', message: '请输入正整数' }]);
    // the whole application is judged once the changes are applied: every missing field is named
    const r = await owner.post<Array<{ field: string; message: string }>>('/api/project-manage/prep-pub-apply', {
      id: saved.body.dataInfo.id,
      commencementDate: '2010-01-01',
    });
    expect(r.status).toBe(400);
    const fields = Object.fromEntries(r.body.dataInfo.map((f) => [f.field, f.message]));
    expect(fields.projectLocation).toBe('项目地址不能为空！');
    expect(fields.expectYearNum).toBe('不能为空！');
    expect(fields.commencementDate).toBe('只能晚于2012年11月8日');
    const row = await applyById(saved.body.dataInfo.id);
    expect(row.status).toBe('00');
    expect(row.commencementDate).toBeUndefined();
    expect(await engine.processInstances({ businessKey: saved.body.dataInfo.id })).toEqual([]);
  });

  it('routes a refused status change to a manual task instead of ending silently', async () => {
    const apply = await submitNew();
    const task = await auditTaskFor(apply.id);
    // someone changed the application behind the process's back: it is no longer pending
    const db = (await import('knex')).default({ client: 'pg', connection: process.env.TEST_DATABASE_URL });
    await db('project_apply').where({ id: apply.id }).update({ status: '00' });
    await db.destroy();
    await country.post('/api/project-manage/prep-pub-audit', { taskId: task.taskId, approved: true });
    const conflict = await eventually(async () => {
      const r = await country.post<TaskRow[]>('/api/process/task/my-list', { workflowType: 'commonWorkflow', pageSize: 200 });
      return r.body.dataInfo.find((t) => t.processInstanceId === task.processInstanceId);
    }, 30000, 'the status conflict task');
    expect(conflict.taskName).toBe('状态同步异常处理');
    const vars = Object.fromEntries((await engine.historicVariables(task.processInstanceId)).map((v) => [v.name, v.value]));
    expect(vars.errorCode).toBe('APPLY_STATUS_REFUSED');
  });
});
