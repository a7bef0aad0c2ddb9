import { describe, expect, it, beforeAll } from 'vitest';
import type { ApplyRow, OpinionRow, PublicProjectDetail, PublicProjectRow } from '@ccer/contracts';
import { ApiClient, eventually } from '../fixtures/client.ts';
import { demoUsers, testEnv } from '../fixtures/env.ts';
import { validApplication } from '../fixtures/applications.ts';
import { engine } from '../fixtures/engine.ts';
import { statusBecomes as statusOf, taskOf, TIMER_FIRES_MS } from '../fixtures/project-chain.ts';
import { designDocument, uploadDocument } from '../fixtures/uploads.ts';

/**
 * One project straight through, each step by its own account, through the HTTP API (issue 10's "whole chain to
 * registration"): the owner (owner01) drafts with the design document and submits; the registry (country01) approves
 * the publicity audit; a member of the public comments during publicity; the publicity ends (its timer moved); the
 * validation body (org01) hands in its report; the owner confirms and applies for registration with the commitment
 * letter; the registry accepts and appoints three experts (expert01–03), who each file a report; the registry reviews
 * and confirms, and the project is registered with a code and public. Then the registry edits it with an explanation
 * (change log), stops and resumes it, and the owner has it cancelled for ever. Business state, engine history and the
 * public pages are asserted on the way.
 */
type ProjectRow = { projectInfoId: string; applyId: string; projectCode: string; statusName: string; cancelFlag: string };
type CancelRow = { id: string; status: string; taskId: string | null };

describe('a project from draft to registered and cancelled', () => {
  const password = demoUsers.owner.password;
  const owner = new ApiClient();
  const country = new ApiClient();
  const body = new ApiClient();
  const experts = ['expert01', 'expert02', 'expert03'].map(() => new ApiClient());
  const anonymous = new ApiClient();
  const form = validApplication();
  let apply: ApplyRow;
  let project: ProjectRow;

  beforeAll(async () => {
    await Promise.all([
      owner.signIn(demoUsers.owner),
      country.signIn(demoUsers.country),
      body.signIn({ loginName: 'org01', password }),
      ...experts.map((e, i) => e.signIn({ loginName: `expert0${i + 1}`, password })),
    ]);
  });

  const statusBecomes = (status: string, timeoutMs?: number) => statusOf(owner, apply.id, status, timeoutMs);
  const ok = async <T = unknown>(call: Promise<{ status: number; body: { dataInfo: T } }>): Promise<T> => {
    const r = await call;
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    return r.body.dataInfo;
  };

  it('takes the application to registration, each step by its own account, and publishes it', { timeout: 240_000 }, async () => {
    // the owner's draft keeps its design document; the submission finds it there
    const saved = await ok<ApplyRow>(owner.post('/api/project-manage/save-apply', { projectName: form.projectName, fileIds: await designDocument(owner) }));
    apply = await ok<ApplyRow>(owner.post('/api/project-manage/prep-pub-apply', { ...form, id: saved.id }));
    expect(apply.status).toBe('01');

    const audit = await taskOf(country, apply.id, 'ccerProjectPubApply');
    await ok(country.post('/api/project-manage/prep-pub-audit', { taskId: audit.taskId, approved: true, opinion: '同意公示' }));
    apply = await statusBecomes('02');
    expect(apply.publicityEndDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    // the public reads it in publicity, with its design document, and comments without an account
    const listed = await ok<PublicProjectRow[]>(anonymous.post('/api/public/project/publicity-list', { tab: 'publicity', projectName: form.projectName }));
    expect(listed.map((r) => r.id)).toEqual([apply.id]);
    const shown = await ok<PublicProjectDetail>(anonymous.post('/api/public/project/publicity-detail', { id: apply.id }));
    expect(shown.documents.map((d) => d.typeNo)).toEqual(['P01']);
    await ok(anonymous.post('/api/public/project/opinion-add', { applyId: apply.id, content: '建议说明海缆路由对渔业的影响。', code: testEnv.captchaCode, captchaId: 'x' }));
    const opinions = await ok<OpinionRow[]>(country.post('/api/project-manage/opinion-list', { applyId: apply.id }));
    expect(opinions.map((o) => o.content)).toEqual(['建议说明海缆路由对渔业的影响。']);

    // the publicity ends (its timer moved into the past): the validation body's turn
    await eventually(async () => (await country.post('/api/process/timer/move', { processInstanceId: apply.processInstanceId, dueDate: new Date(Date.now() - 60_000).toISOString() })).status === 200, 30000, 'the publicity timer');
    await statusBecomes('07', TIMER_FIRES_MS);
    const validation = await taskOf(body, apply.id, 'ccerOrgUploadFile');
    await ok(body.post('/api/project-manage/org-upload-file', { taskId: validation.taskId, validationConclusion: '1', commentHandling: '已在项目设计文件第5章补充说明', fileIds: [await uploadDocument(body, 'P02')] }));
    await statusBecomes('08');

    const confirm = await taskOf(owner, apply.id, 'ccerConfirmOrgFile');
    await ok(owner.post('/api/project-manage/confirm-apply', { taskId: confirm.taskId, approved: true }));
    await statusBecomes('09');
    const registerApply = await taskOf(owner, apply.id, 'ccerRegisterApply');
    await ok(owner.post('/api/project-manage/start-register-apply', { taskId: registerApply.taskId, fileIds: [await uploadDocument(owner, 'P04')] }));
    await statusBecomes('10');
    const acceptance = await taskOf(country, apply.id, 'ccerRegisterAcct');
    expect(acceptance.due).toBeTruthy();
    await ok(country.post('/api/project-manage/register-apply-acct', { taskId: acceptance.taskId, approved: true, opinion: '予以受理' }));
    await statusBecomes('12');

    // three experts by name, appointed; each files a report on their own task
    const expertIds = (await ok<Array<{ expertId: string; loginName: string }>>(country.post('/api/projectmanage/expert-candidates', { id: apply.id })))
      .filter((c) => /^expert0[1-3]$/.test(c.loginName))
      .map((c) => c.expertId);
    expect(expertIds).toHaveLength(3);
    await ok(country.post('/api/projectmanage/appointExpert', { id: apply.id, expertIds }));
    await ok(country.post('/api/projectmanage/appoint', { id: apply.id }));
    await statusBecomes('13');
    for (const [i, expert] of experts.entries()) {
      const task = await eventually(async () => (await expert.post<{ taskId: string } | null>('/api/project-manage/apply-task', { id: apply.id, workflowTypes: ['projectEvaluation'] })).body.dataInfo, 30000, `expert0${i + 1}'s task`);
      await ok(expert.post('/api/expert/assess/report/submit', { taskId: task.taskId, conclusion: '1', evaluation: `专家${i + 1}：同意登记`, fileIds: [await uploadDocument(expert, 'P05')] }));
    }
    await statusBecomes('14');

    const review = await taskOf(country, apply.id, 'projectReview');
    await ok(country.post('/api/project-manage/project-review', { taskId: review.taskId, approved: true, opinion: '复核通过' }));
    await statusBecomes('15');
    const registration = await taskOf(country, apply.id, 'ccerRegisterConfirm');
    await ok(country.post('/api/project-manage/register-project', { taskId: registration.taskId, approved: true, opinion: '准予登记' }));
    await statusBecomes('16');

    // registered: a project code of the year, the chain ended with every step in its history
    const [row] = (await country.post<ProjectRow[]>('/api/project-manage/project-list', { projectName: form.projectName })).body.dataInfo;
    project = row;
    expect(project.projectCode).toMatch(new RegExp(`^${new Date().getFullYear()}\\d{6}$`));
    expect(project.cancelFlag).toBe('0');
    const history = (await engine.historicActivities(apply.processInstanceId!)).map((a) => a.activityId);
    expect(history).toEqual(expect.arrayContaining(['publicityAudit', 'publicityEnded', 'orgUploadFile', 'confirmOrgFile', 'registerApply', 'registerAcct', 'projectEvaluation', 'projectReview', 'registerConfirm']));
    expect(history.filter((a) => a === 'projectEvaluation')).toHaveLength(3);
    await eventually(async () => (await engine.processInstances({ processInstanceIds: apply.processInstanceId! })).length === 0, 30000, 'the chain to end');
    // the progress: every node done, the publicity period among them
    const progress = await ok<{ nodes: Array<{ key: string; state: string }> }>(owner.post('/api/project-manage/apply-process', { id: apply.id }));
    const raw = await engine.historicActivities(apply.processInstanceId!);
    expect(progress.nodes.filter((n) => n.state !== 'done').map((n) => n.key), JSON.stringify(raw.map((a) => [a.activityId, a.activityType, a.canceled, a.startTime, a.endTime]))).toEqual([]);
    // the registry sees the project code on the application, the owner's representative does not (spec §2: for managers)
    expect((await country.post<ApplyRow[]>('/api/project-manage/apply-list', { id: apply.id })).body.dataInfo[0].projectCode).toBe(project.projectCode);
    expect((await owner.post<ApplyRow[]>('/api/project-manage/apply-list', { id: apply.id })).body.dataInfo[0].projectCode).toBeNull();

    // public: listed among registered projects, with its published documents
    const registered = await ok<PublicProjectRow[]>(anonymous.post('/api/public/project/publicity-list', { tab: 'registered', projectName: form.projectName }));
    expect(registered.map((r) => r.id)).toEqual([apply.id]);
    const published = await ok<PublicProjectDetail>(anonymous.post('/api/public/project/publicity-detail', { id: apply.id }));
    expect(published.documents.map((d) => d.typeNo)).toEqual(expect.arrayContaining(['P01', 'P02']));
  });

  it('is edited with an explanation, stopped and resumed, then cancelled for ever at the owner\'s request', { timeout: 120_000 }, async () => {
    expect(project, 'the registration above').toBeTruthy();
    // the registry's edit: each changed field in the change log with the explanation
    await ok(country.post('/api/projectmanage/apply-info-edit-file', { id: apply.id, changes: { expectYearNum: 260000 }, modifyExplanation: '按核定的装机容量更正' }));
    const info = await ok<{ changeLog: Array<{ paramId: string; beforeValue: string | null; currentValue: string | null; updParamDetail: string }> }>(country.post('/api/project-manage/apply-info', { id: apply.id }));
    expect(info.changeLog.map((c) => [c.paramId, c.beforeValue, c.currentValue, c.updParamDetail])).toEqual([['expectYearNum', '250000', '260000', '按核定的装机容量更正']]);

    await ok(country.post('/api/project-manage/stop', { projectInfoId: project.projectInfoId, action: 'stop', reason: '核查监测数据' }));
    expect((await country.post<ProjectRow[]>('/api/project-manage/project-list', { projectCode: project.projectCode })).body.dataInfo[0].statusName).toBe('已暂停');
    await ok(country.post('/api/project-manage/stop', { projectInfoId: project.projectInfoId, action: 'resume', reason: '核查完毕' }));

    // the owner asks for cancellation with its material; the registry approves; the project leaves the reduction search for good
    const cancel = await ok<CancelRow>(owner.post('/api/projectmanage/cancelProject-apply', { projectInfoId: project.projectInfoId, reason: '项目停止运行', fileIds: [await uploadDocument(owner, 'P06')] }));
    const pending = await eventually(async () => (await country.post<CancelRow[]>('/api/projectmanage/cancelProject-list', { id: cancel.id })).body.dataInfo[0]?.taskId ?? undefined, 30000, 'the cancellation task');
    await ok(country.post('/api/projectmanage/cancelProject-audit', { taskId: pending, approved: true, opinion: '同意注销' }));
    await eventually(async () => (await owner.post<CancelRow[]>('/api/projectmanage/cancelProject-list', { id: cancel.id })).body.dataInfo[0]?.status === '02', 30000, 'the cancellation approved');
    const search = await owner.post<ProjectRow[]>('/api/project-manage/project-list', { cancelFlag: '0', status: '0', projectName: form.projectName });
    expect(search.body.dataInfo).toEqual([]);
    expect((await owner.post<ProjectRow[]>('/api/project-manage/project-list', { cancelFlag: '1', projectName: form.projectName })).body.dataInfo.map((p) => p.projectCode)).toEqual([project.projectCode]);
    const again = await country.post('/api/projectmanage/cancelProject-apply', { projectInfoId: project.projectInfoId, reason: '再次注销' });
    expect(again.status).toBe(409);
  });
});
