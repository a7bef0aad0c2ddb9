import { describe, expect, it, beforeAll } from 'vitest';
import type { ApplyRow, TaskRow } from '@ccer/contracts';
import { ApiClient, eventually } from '../fixtures/client.ts';
import { demoUsers } from '../fixtures/env.ts';
import { validApplication } from '../fixtures/applications.ts';
import { engine } from '../fixtures/engine.ts';
import { TIMER_FIRES_MS } from '../fixtures/project-chain.ts';
import { designDocument, uploadDocument } from '../fixtures/uploads.ts';

/**
 * The project lifecycle after the publicity audit, replayed through the HTTP API as each person: the owner
 * (owner01), the registry (country01), the validation body named on the application (org01). Business
 * status, engine history and the opinions are asserted at each step.
 */
describe('project lifecycle (ccerProjectPubApply): publicity, validation, confirmation, registration application', () => {
  const owner = new ApiClient();
  const country = new ApiClient();
  const body = new ApiClient();
  const password = demoUsers.owner.password;

  beforeAll(async () => {
    await Promise.all([owner.signIn(demoUsers.owner), country.signIn(demoUsers.country), body.signIn({ loginName: 'org01', password })]);
  });

  const applyById = async (id: string) => (await owner.post<ApplyRow[]>('/api/project-manage/apply-list', { id })).body.dataInfo[0];
  const statusBecomes = (id: string, status: string, timeoutMs = 30000) =>
    eventually(async () => {
      const row = await applyById(id);
      return row?.status === status ? row : undefined;
    }, timeoutMs, `status ${status}`);
  const taskOf = (who: ApiClient, applyId: string, workflowType: string) =>
    eventually(async () => {
      const r = await who.post<TaskRow[]>('/api/process/task/my-list', { workflowType, pageSize: 200 });
      return r.body.dataInfo.find((t) => t.businessKey === applyId);
    }, 30000, `the ${workflowType} task`);

  /** Submits a new application and approves its publicity audit: status 02 (公示中). */
  async function inPublicity(): Promise<ApplyRow> {
    const form = validApplication();
    const saved = await owner.post<ApplyRow>('/api/project-manage/save-apply', { projectName: form.projectName });
    expect((await owner.post('/api/project-manage/prep-pub-apply', { ...form, id: saved.body.dataInfo.id, fileIds: await designDocument(owner) })).status).toBe(200);
    const audit = await taskOf(country, saved.body.dataInfo.id, 'ccerProjectPubApply');
    expect((await country.post('/api/project-manage/prep-pub-audit', { taskId: audit.taskId, approved: true, opinion: '同意公示' })).status).toBe(200);
    return statusBecomes(saved.body.dataInfo.id, '02');
  }

  /** Ends the publicity now (the timer moved into the past, as the registry's 流程实例 → 调整期限 does). */
  async function endPublicity(apply: ApplyRow) {
    // the status is written just before the chain reaches its timer: move it once it exists
    await eventually(async () => {
      const moved = await country.post('/api/process/timer/move', { processInstanceId: apply.processInstanceId, dueDate: new Date(Date.now() - 60_000).toISOString() });
      return moved.status === 200;
    }, 30000, 'the publicity timer');
    return statusBecomes(apply.id, '07', TIMER_FIRES_MS);
  }

  it('runs from publicity to the registration acceptance, each step by its own account, with returns', async () => {
    const apply = await inPublicity();
    const vars = Object.fromEntries((await engine.historicVariables(apply.processInstanceId!)).map((v) => [v.name, v.value]));
    expect(vars.publicityEndDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(String(vars.publicityEndAt)).toMatch(/T23:59:59\+08:00$/);

    await endPublicity(apply);
    // only the named body sees the validation task; the owner does not
    const upload = await taskOf(body, apply.id, 'ccerOrgUploadFile');
    expect((await owner.post<TaskRow[]>('/api/process/task/my-list', { workflowType: 'ccerOrgUploadFile', pageSize: 200 })).body.dataInfo.map((t) => t.taskId)).not.toContain(upload.taskId);
    // the generic 办理 cannot complete a step that hands in a report
    expect((await body.post('/api/process/task/complete', { taskId: upload.taskId, approved: true })).status).toBe(400);
    const noConclusion = await body.post<Array<{ field: string }>>('/api/project-manage/org-upload-file', { taskId: upload.taskId, commentHandling: '无公众意见' });
    expect(noConclusion.status).toBe(400);
    expect(noConclusion.body.dataInfo.map((f) => f.field)).toContain('validationConclusion');
    // the validation report is required (electronic document settings: projectOrgReport takes P02, required)
    const noReport = await body.post<Array<{ field: string; message: string }>>('/api/project-manage/org-upload-file', { taskId: upload.taskId, validationConclusion: '1', commentHandling: '公示期间未收到公众意见' });
    expect(noReport.status).toBe(400);
    expect(noReport.body.dataInfo).toEqual([{ field: 'files.P02', message: '请上传审定报告' }]);
    // a file of a type the step does not take is refused, naming it
    const wrongType = await body.post<Array<{ field: string; message: string }>>('/api/project-manage/org-upload-file', {
      taskId: upload.taskId, validationConclusion: '1', commentHandling: '公示期间未收到公众意见', fileIds: [await uploadDocument(body, 'P04')],
    });
    expect(wrongType.status).toBe(400);
    expect(wrongType.body.dataInfo.map((e) => e.field)).toEqual(['files']);
    // the owner's own upload is not the body's to hand in
    const ownersFile = await body.post('/api/project-manage/org-upload-file', { taskId: upload.taskId, validationConclusion: '1', commentHandling: '公示期间未收到公众意见', fileIds: [await uploadDocument(owner, 'P02')] });
    expect(ownersFile.status).toBe(400);
    expect((await statusBecomes(apply.id, '07')).status).toBe('07');
    const report = await uploadDocument(body, 'P02');
    expect((await body.post('/api/project-manage/org-upload-file', { taskId: upload.taskId, validationConclusion: '1', commentHandling: '公示期间未收到公众意见', fileIds: [report] })).status).toBe(200);
    // the report is the application's: the owner reads it beside the design document
    const linked = await owner.call<Array<{ fileId: string; typeNo: string }>>('GET', `/api/electronic/linked-files?businessType=projectApply&businessKey=${apply.id}`);
    expect(linked.body.dataInfo.map((f) => f.typeNo).sort()).toEqual(['P01', 'P02']);
    expect(linked.body.dataInfo.find((f) => f.typeNo === 'P02')?.fileId).toBe(report);
    // the validation body named on the application reads the owner's design document too
    const bodySees = await body.call<Array<{ typeNo: string }>>('GET', `/api/electronic/linked-files?businessType=projectApply&businessKey=${apply.id}`);
    expect(bodySees.body.dataInfo.map((f) => f.typeNo).sort()).toEqual(['P01', 'P02']);
    await statusBecomes(apply.id, '08');

    // the owner returns the files to the body once, then confirms the second report
    const confirm = await taskOf(owner, apply.id, 'ccerConfirmOrgFile');
    expect((await owner.post('/api/project-manage/confirm-apply', { taskId: confirm.taskId, approved: false, opinion: '报告中装机容量有误' })).status).toBe(200);
    const back = await statusBecomes(apply.id, '07');
    expect(back.auditOpinion).toBe('报告中装机容量有误');
    const upload2 = await taskOf(body, apply.id, 'ccerOrgUploadFile');
    expect((await body.post('/api/project-manage/org-upload-file', { taskId: upload2.taskId, validationConclusion: '1', commentHandling: '已更正' })).status).toBe(200);
    const confirm2 = await taskOf(owner, apply.id, 'ccerConfirmOrgFile');
    expect((await owner.post('/api/project-manage/confirm-apply', { taskId: confirm2.taskId, approved: true })).status).toBe(200);
    await statusBecomes(apply.id, '09');

    // registration application, returned once by the acceptance, applied again, accepted
    const registerApply = await taskOf(owner, apply.id, 'ccerRegisterApply');
    const noLetter = await owner.post<Array<{ field: string; message: string }>>('/api/project-manage/start-register-apply', { taskId: registerApply.taskId });
    expect(noLetter.status).toBe(400);
    expect(noLetter.body.dataInfo).toEqual([{ field: 'files.P04', message: '请上传项目登记承诺书' }]);
    expect((await owner.post('/api/project-manage/start-register-apply', { taskId: registerApply.taskId, fileIds: [await uploadDocument(owner, 'P04')] })).status).toBe(200);
    await statusBecomes(apply.id, '10');
    const acct = await taskOf(country, apply.id, 'ccerRegisterAcct');
    expect(acct.due).toBeTruthy();
    expect((await country.post('/api/project-manage/register-apply-acct', { taskId: acct.taskId, approved: false, opinion: '请补充承诺书' })).status).toBe(200);
    expect((await statusBecomes(apply.id, '11')).auditOpinion).toBe('请补充承诺书');
    const registerApply2 = await taskOf(owner, apply.id, 'ccerRegisterApply');
    expect((await owner.post('/api/project-manage/start-register-apply', { taskId: registerApply2.taskId })).status).toBe(200);
    const acct2 = await taskOf(country, apply.id, 'ccerRegisterAcct');
    expect((await country.post('/api/process/task/complete', { taskId: acct2.taskId, approved: true, opinion: '材料齐全，予以受理' })).status).toBe(200);
    await statusBecomes(apply.id, '12');

    // the worker writes 12 before it completes its task; the chain then waits for the experts
    const activities = await eventually(async () => {
      const ids = (await engine.historicActivities(apply.processInstanceId!)).map((a) => a.activityId);
      return ids.includes('expertsAppointed') ? ids : undefined;
    }, 30000, 'the chain waiting for the experts');
    expect(activities).toEqual(expect.arrayContaining(['publicityEnded', 'orgUploadFile', 'markValidationAgain', 'confirmOrgFile', 'registerApply', 'markRegisterReturned', 'registerAcct', 'expertsAppointed']));
  });

  it('ends on a negative validation conclusion once the owner confirms it', async () => {
    const apply = await inPublicity();
    await endPublicity(apply);
    const upload = await taskOf(body, apply.id, 'ccerOrgUploadFile');
    expect((await body.post('/api/project-manage/org-upload-file', { taskId: upload.taskId, validationConclusion: '0', commentHandling: '额外性论证不充分', fileIds: [await uploadDocument(body, 'P02')] })).status).toBe(200);
    const confirm = await taskOf(owner, apply.id, 'ccerConfirmOrgFile');
    expect((await owner.post('/api/project-manage/confirm-apply', { taskId: confirm.taskId, approved: true })).status).toBe(200);
    await statusBecomes(apply.id, '18');
    await eventually(async () => (await engine.historicProcessInstance(apply.processInstanceId!)).state === 'COMPLETED', 30000, 'instance ended');
  });
});
