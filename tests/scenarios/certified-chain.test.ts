import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { CertifiedRow, TaskRow } from '@ccer/contracts';
import { ApiClient, eventually } from '../fixtures/client.ts';
import { demoUsers } from '../fixtures/env.ts';
import { engine } from '../fixtures/engine.ts';
import { testApp } from '../fixtures/app.ts';
import { createOperator } from '../fixtures/operators.ts';
import { TIMER_FIRES_MS } from '../fixtures/project-chain.ts';
import { uploadDocument } from '../fixtures/uploads.ts';
import { certifiedForm, certifiedPeriod, certifiedStatusBecomes, certifiedTaskOf, insertRegisteredProject, reductionsRegistered } from '../fixtures/certified-chain.ts';
import { DEMO_VALIDATION_BODY_CUST_ID } from '../../gateway/src/bootstrap/seed.ts';
import { isoDay } from '../../gateway/src/domain/server-time.ts';
import { addCalendarDays } from '../../gateway/src/domain/calendar/registry-days.ts';

/**
 * Reduction-volume applications through the HTTP API (issue 11), each step by its own account: the owner (owner01)
 * applies for a monitoring period of a registered project with its monitoring report; the registry (country01)
 * approves the publicity audit; the publicity ends (timer moved); the verification body (org02, not the project's
 * validation body org01) hands in the verification report with the verified quantity per vintage; the owner confirms
 * and applies for registration; the registry accepts. Every rule of spec §5 refused with its message, nothing written.
 */
type Errors = Array<{ field: string; message: string }>;
const PASSWORD = 'Demo@123456';
const S = '/api/certified-manage';

describe('reduction-volume applications (ccerCertifiedApply)', () => {
  const run = Date.now().toString(36);
  const owner = new ApiClient();
  const country = new ApiClient();
  const verifier = new ApiClient();
  const other = new ApiClient();
  let app: FastifyInstance;
  const projects: Record<string, string> = {};
  const today = isoDay();
  // a period within the last five years and the project's crediting period
  const period = certifiedPeriod(today);

  /** A registered project of the demo company (its chain ran elsewhere; here its rows), validated by org01. */
  async function registeredProject(key: string, columns: Record<string, unknown> = {}, dates: { commencementDate?: string; firstReckonDate?: string } = {}) {
    projects[key] = await insertRegisteredProject(app, `核证测试项目${run}${key}`, `C${run}${key}`, columns, dates);
  }

  const form = (projectInfoId: string, extra: Record<string, unknown> = {}) => certifiedForm(projectInfoId, period, extra);
  const statusBecomes = (id: string, status: string, timeoutMs = 30000) => certifiedStatusBecomes(owner, id, status, timeoutMs);
  const taskOf = certifiedTaskOf;

  beforeAll(async () => {
    app = await testApp();
    // credited from the earliest day the measures allow, so a date six years back meets the five-year rule first
    await registeredProject('a', {}, { commencementDate: '2020-01-01', firstReckonDate: '2020-09-23' });
    await registeredProject('b');
    await registeredProject('cancelled', { cancel_flag: '1' });
    const [company] = await app.db('customer').insert({ cust_name: `核证乙公司${run}`, cust_type: '01', is_complete: '1' }).returning('cust_id');
    await createOperator({ loginName: `cert_repb_${run}`, password: PASSWORD, operatorType: '06', roleName: '企业代表', custId: company.cust_id });
    await Promise.all([
      owner.signIn(demoUsers.owner),
      country.signIn(demoUsers.country),
      verifier.signIn({ loginName: 'org02', password: PASSWORD }),
      other.signIn({ loginName: `cert_repb_${run}`, password: PASSWORD }),
    ]);
  });
  afterAll(async () => app?.close());

  it('refuses each rule with its message and writes nothing', async () => {
    const draft = await owner.post<CertifiedRow>(`${S}/save-apply`, { projectInfoId: projects.a });
    expect(draft.status, JSON.stringify(draft.body)).toBe(200);
    const id = draft.body.dataInfo.id;
    const submit = (extra: Record<string, unknown>, lang?: string) =>
      (lang ? new ApiClient(undefined, lang) : owner).post<Errors>(`${S}/prep-pub-apply`, { ...form(projects.a, extra), id });
    const fieldsOf = async (extra: Record<string, unknown>) => Object.fromEntries((await submit(extra)).body.dataInfo.map((e) => [e.field, e.message]));

    // the monitoring report is required; a date six years back names the earliest day; the validation body may not verify
    const sixYears = await fieldsOf({ regAppStartDate: addCalendarDays(today, -6 * 366) });
    expect(sixYears['files.R01']).toBe('请上传减排量核算报告');
    expect(sixYears.regAppStartDate).toMatch(/^不能早于\d{4}年\d{1,2}月\d{1,2}日$/);
    expect((await fieldsOf({ verificationAgency: DEMO_VALIDATION_BODY_CUST_ID })).verificationAgency).toBe('核证机构不能是该项目的审定机构');
    // tomorrow read now, not when the suite began: a run that crosses China's midnight moved the suite's today a day back
    expect((await fieldsOf({ regAppEndDate: addCalendarDays(isoDay(), 1) })).regAppEndDate).toBe('不能晚于当前日期');
    expect((await fieldsOf({ certificationPeriodNo: '123456789' })).certificationPeriodNo).toBe('长度在1到8个字符之间');
    expect((await fieldsOf({ lulucf: '001' })).lulucf).toBe('该项目不属于林业和其他碳汇类，LULUCF活动类型只能为“不涉及”');
    expect((await fieldsOf({ archiveCode: '' })).archiveCode).toBe('不能为空！');
    // a cancelled project is no project to apply for
    expect((await owner.post<Errors>(`${S}/save-apply`, { projectInfoId: projects.cancelled })).body.dataInfo).toEqual([{ field: 'projectInfoId', message: '请选择已登记且未注销、未暂停的项目' }]);
    // another company neither sees nor submits it
    expect((await other.post<CertifiedRow[]>(`${S}/apply-list`, { id })).body.dataInfo).toEqual([]);
    expect((await other.post(`${S}/prep-pub-apply`, { ...form(projects.a), id })).status).toBe(404);
    const row = await app.db('certified_apply').where({ id }).first();
    expect(row).toMatchObject({ status: '00', version: 1, reg_app_start_date: null });
    expect(await app.db('outbox').where({ business_key: id })).toEqual([]);
  });

  it('runs from the application to registered reductions, each step by its own account; a second period may not overlap, the next one is registered after it', { timeout: 300_000 }, async () => {
    const saved = await owner.post<CertifiedRow>(`${S}/save-apply`, { ...form(projects.b), fileIds: [await uploadDocument(owner, 'R01')] });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const id = saved.body.dataInfo.id;
    expect(saved.body.dataInfo).toMatchObject({ status: '00', projectName: `核证测试项目${run}b`, verificationAgencyName: '示例核证机构', lulucfName: '不涉及' });
    const submitted = await owner.post<CertifiedRow>(`${S}/prep-pub-apply`, { id });
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
    expect(submitted.body.dataInfo.status).toBe('01');
    // the publicity audit's actors are told: the registry staff holding 057, country01 among them
    const told = async (taskKey: string) =>
      (await app.db('action_notice as n').join('operator as o', 'o.operator_id', 'n.operator_id').where({ 'n.business_type': 'certifiedApply', 'n.business_key': id, 'n.task_key': taskKey }).pluck('o.login_name')) as string[];
    expect(await told('publicityAudit')).toContain('country01');

    // a second period of the same project that shares a day is refused, naming the first
    const second = await owner.post<CertifiedRow>(`${S}/save-apply`, { ...form(projects.b, { certificationPeriodNo: '2' }), fileIds: [await uploadDocument(owner, 'R01')] });
    const overlap = await owner.post<Errors>(`${S}/prep-pub-apply`, { id: second.body.dataInfo.id, regAppStartDate: period.regAppEndDate, regAppEndDate: addCalendarDays(period.regAppEndDate, 90) });
    expect(overlap.status).toBe(400);
    expect(overlap.body.dataInfo).toEqual([{ field: 'regAppStartDate', message: `与已申请的核算期（${period.regAppStartDate}至${period.regAppEndDate}）重叠` }]);

    // the publicity audit is the certification's (057): the task opens the certification pages
    const audit = await taskOf(country, id);
    const inbox = (await country.post<TaskRow[]>('/api/process/task/my-list', { pageSize: 200 })).body.dataInfo.find((t) => t.taskId === audit.taskId);
    expect(inbox).toMatchObject({ workflowType: 'ccerProjectPubApply', funcCode: '056' });
    // the project's audit call does not take a certification task
    expect((await country.post('/api/project-manage/prep-pub-audit', { taskId: audit.taskId, approved: true })).status).toBe(404);
    expect((await country.post(`${S}/prep-pub-audit`, { taskId: audit.taskId, approved: true, opinion: '同意公示' })).status).toBe(200);
    const inPublicity = await statusBecomes(id, '02');
    expect(inPublicity.publicityEndDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    await eventually(async () => (await country.post('/api/process/timer/move', { processInstanceId: inPublicity.processInstanceId, dueDate: new Date(Date.now() - 60_000).toISOString() })).status === 200, 30000, 'the publicity timer');
    await statusBecomes(id, '07', TIMER_FIRES_MS);
    // the verification body named on the application is told, not the project's validation body
    expect(await told('orgUploadFile')).toContain('org02');
    expect(await told('orgUploadFile')).not.toContain('org01');

    // the verification body's report: the verified quantity equals the application's, split per vintage inside the period
    const verification = await taskOf(verifier, id);
    const years = [Number(period.regAppStartDate.slice(0, 4)), Number(period.regAppEndDate.slice(0, 4))];
    const vintages = years[0] === years[1] ? [{ year: years[0], quantity: 180000 }] : [{ year: years[0], quantity: 100000 }, { year: years[1], quantity: 80000 }];
    const report = { taskId: verification.taskId, verificationConclusion: '1', verifiedNum: 180000, vintages, commentHandling: '公示期间未收到公众意见', fileIds: [await uploadDocument(verifier, 'R02')] };
    const mismatch = await verifier.post<Errors>(`${S}/org-upload-file`, { ...report, verifiedNum: 170000 });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.dataInfo).toEqual(expect.arrayContaining([{ field: 'verifiedNum', message: '核证减排量须与申请的减排量（180000吨）一致' }]));
    const outside = await verifier.post<Errors>(`${S}/org-upload-file`, { ...report, vintages: [{ year: years[0] - 1, quantity: 180000 }] });
    expect(outside.body.dataInfo).toEqual([{ field: 'vintages.0.year', message: '年度须在本次核算期内' }]);
    expect((await verifier.post(`${S}/org-upload-file`, report)).status).toBe(200);
    const verified = await statusBecomes(id, '08');
    expect(verified).toMatchObject({ verifiedNum: 180000, vintages, verificationConclusion: '1' });

    const confirm = await taskOf(owner, id);
    expect((await owner.post(`${S}/confirm-apply`, { taskId: confirm.taskId, approved: true })).status).toBe(200);
    await statusBecomes(id, '09');
    const registerApply = await taskOf(owner, id);
    const noLetter = await owner.post<Errors>(`${S}/start-register-apply`, { taskId: registerApply.taskId });
    expect(noLetter.body.dataInfo).toEqual([{ field: 'files.R04', message: '请上传减排量登记承诺书' }]);
    expect((await owner.post(`${S}/start-register-apply`, { taskId: registerApply.taskId, fileIds: [await uploadDocument(owner, 'R04')] })).status).toBe(200);
    await statusBecomes(id, '10');
    const acceptance = await taskOf(country, id);
    expect((await country.post(`${S}/register-apply-acct`, { taskId: acceptance.taskId, approved: true, opinion: '予以受理' })).status).toBe(200);
    await statusBecomes(id, '12');

    // three experts by name for the technical evaluation; each files a report on their own task
    const candidates = (await country.post<Array<{ expertId: string; loginName: string; reason: string | null }>>(`${S}/expert-candidates`, { id })).body.dataInfo;
    const expertIds = candidates.filter((c) => /^expert0[1-3]$/.test(c.loginName) && !c.reason).map((c) => c.expertId);
    expect(expertIds).toHaveLength(3);
    expect((await country.post(`${S}/appointExpert`, { id, expertIds })).status).toBe(200);
    // the project area's calls do not take a reduction application
    expect((await country.post('/api/projectmanage/appoint', { id })).status).toBe(404);
    expect((await country.post(`${S}/appoint`, { id })).status).toBe(200);
    await statusBecomes(id, '13');
    for (const loginName of ['expert01', 'expert02', 'expert03']) {
      const expert = await new ApiClient().signIn({ loginName, password: PASSWORD });
      // the expert's own evaluation rows of the certification, and the application to evaluate as a reduction row
      const reports = await expert.post<Array<{ applyId: string; applyNo: string; round: number; currentRound: number }>>(`${S}/expert-report-list`, { pageNumber: 1, pageSize: 20, applyId: id });
      expect(reports.body.dataInfo.map((r) => [r.applyId, r.round, r.currentRound])).toEqual([[id, 1, 1]]);
      const toEvaluate = await expert.post<{ id: string; certifiedNum: number }>(`${S}/expert-report-apply`, { id });
      expect(toEvaluate.body.dataInfo).toMatchObject({ id, certifiedNum: 180000 });
      // the project area's report list does not list the certification's appointments
      expect((await expert.post<unknown[]>('/api/expert/assess/report/list', { pageNumber: 1, pageSize: 20, applyId: id })).body.dataInfo).toEqual([]);
      const task = await taskOf(expert, id);
      const r = await expert.post(`${S}/expert-report-submit`, { taskId: task.taskId, conclusion: '1', evaluation: '核证减排量计算正确', fileIds: [await uploadDocument(expert, 'R05')] });
      expect(r.status, JSON.stringify(r.body)).toBe(200);
    }
    await statusBecomes(id, '14');
    const review = await taskOf(country, id);
    expect((await country.post(`${S}/certified-review`, { taskId: review.taskId, approved: true, opinion: '复核通过' })).status).toBe(200);
    await statusBecomes(id, '15');
    const confirmRegistration = await taskOf(country, id);
    expect((await country.post(`${S}/register-certified`, { taskId: confirmRegistration.taskId, approved: true, opinion: '准予登记' })).status).toBe(200);
    await statusBecomes(id, '16');

    // registered reductions: a number of the year, the verified quantity per vintage for issuance
    const registered = await eventually(() => app.db('certified_info').where({ apply_id: id }).first(), 30000, 'the registered reductions');
    expect(registered.registration_no).toMatch(new RegExp(`^${new Date().getFullYear()}JZ\\d{6}$`));
    expect(Number(registered.registered_num)).toBe(180000);
    expect(registered.vintages).toEqual(vintages);
    const history = (await engine.historicActivities(inPublicity.processInstanceId!)).map((a) => a.activityId);
    expect(history).toEqual(expect.arrayContaining(['publicityAudit', 'publicityEnded', 'orgUploadFile', 'confirmOrgFile', 'registerApply', 'registerAcct', 'certifiedEvaluation', 'projectReview', 'registerConfirm', 'registerCertified']));
    // the worker writes the status before it completes its external task: the last node is done once the engine ends it
    const undone = async () => (await owner.post<{ nodes: Array<{ key: string; state: string }> }>(`${S}/apply-process`, { id })).body.dataInfo.nodes.filter((n) => n.state !== 'done').map((n) => n.key);
    await eventually(async () => ((await undone()).length === 0 ? true : undefined), 30000, 'every progress node done');
    expect(await undone()).toEqual([]);

    // the next period of the project, after this one, runs the whole chain too: two periods registered in sequence
    const nextPeriod = { regAppStartDate: addCalendarDays(period.regAppEndDate, 1), regAppEndDate: addCalendarDays(period.regAppEndDate, 200) };
    const next = await reductionsRegistered(app, { owner, country, verifier }, projects.b, nextPeriod);
    const held = await app.db('certified_info as ci').join('certified_apply as a', 'a.id', 'ci.apply_id').where('a.project_info_id', projects.b).orderBy('ci.registration_no').select('ci.apply_id', 'ci.registration_no', 'a.reg_app_start_date', 'a.reg_app_end_date');
    expect(held.map((r) => r.apply_id)).toEqual([id, next.applyId]);
    expect(held[1].registration_no > held[0].registration_no).toBe(true);
    // the verifier reads the application it verifies; another company does not
    expect((await verifier.post<CertifiedRow[]>(`${S}/apply-list`, { id })).body.dataInfo.map((r) => r.id)).toEqual([id]);
    expect((await other.post(`${S}/apply-process`, { id })).status).toBe(404);
  });
});
