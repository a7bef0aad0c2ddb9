import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { AppointApplyRow, AppointInfo, ApplyRow, ApplyTask, ExpertCandidateRow, ExpertReportRow, ProjectExpert } from '@ccer/contracts';
import { ApiClient, eventually } from '../fixtures/client.ts';
import { demoUsers } from '../fixtures/env.ts';
import { acceptRegistration, applicationUnderAcceptance, statusBecomes as chainStatus } from '../fixtures/project-chain.ts';
import { createOperator } from '../fixtures/operators.ts';
import { engine } from '../fixtures/engine.ts';
import { testApp } from '../fixtures/app.ts';
import { DEMO_VALIDATION_BODY_CUST_ID } from '../../gateway/src/bootstrap/seed.ts';
import { hashPassword } from '../../gateway/src/domain/passwords.ts';
import { drawExperts } from '../../gateway/src/domain/lifecycle/expert-draw.ts';
import { uploadDocument } from '../fixtures/uploads.ts';

/**
 * Expert appointment and evaluation through the real stack (registry spec §7 appointExpertRandom, appointExpert,
 * setExpertFee, appoint, /api/expert/assess/report/list and submit): an application reaches 待指派专家 (12) by each
 * person's step; the registry draws experts (the tied ones set aside with their reason, the draw replayable from its
 * seed), names one more, sets a fee and appoints them; the engine gives each expert one evaluation task; each files
 * a report and the application moves to 登记复核中 (14). Owners and a second company neither appoint nor read reports.
 */
type Errors = Array<{ field: string; message: string }>;
const PASSWORD = 'Demo@123456';
const P = {
  random: '/api/projectmanage/appointExpertRandom',
  named: '/api/projectmanage/appointExpert',
  fee: '/api/projectmanage/setExpertFee',
  appoint: '/api/projectmanage/appoint',
  applyList: '/api/projectmanage/appoint-apply-list',
  info: '/api/projectmanage/appoint-info',
  candidates: '/api/projectmanage/expert-candidates',
  reports: '/api/expert/assess/report/list',
  reportApply: '/api/expert/assess/report/apply',
  submit: '/api/expert/assess/report/submit',
};

describe('project experts: appointment and evaluation reports', () => {
  const run = Date.now().toString(36);
  const owner = new ApiClient();
  const country = new ApiClient();
  const countryEn = new ApiClient(undefined, 'en');
  const body = new ApiClient();
  const other = new ApiClient();
  const tiedExpert = new ApiClient();
  const login = { tiedOwner: `exp_tieo_${run}`, tiedBody: `exp_tieb_${run}`, offField: `exp_off_${run}`, rep: `exp_repb_${run}` };
  let app: FastifyInstance;

  /** A throwaway expert with a work unit, a field and (optionally) a customer. */
  async function expert(loginName: string, columns: { work_unit: string; operator_field: string; cust_id?: string }) {
    await createOperator({ loginName, password: PASSWORD, operatorType: '07', roleName: '专家', custId: columns.cust_id });
    await app.db('operator').where({ login_name: loginName }).update({ work_unit: columns.work_unit, operator_field: columns.operator_field, operator_name: `专家${loginName}` });
  }

  beforeAll(async () => {
    app = await testApp();
    const [company] = await app.db('customer').insert({ cust_name: `专家测试乙公司${run}`, cust_type: '01', is_complete: '1' }).returning('cust_id');
    await createOperator({ loginName: login.rep, password: PASSWORD, operatorType: '06', roleName: '企业代表', custId: company.cust_id });
    // tied to the owner by work unit, tied to the body by customer, and one of another field
    await expert(login.tiedOwner, { work_unit: '示例新能源有限公司', operator_field: 'A01' });
    await expert(login.tiedBody, { work_unit: `某单位${run}`, operator_field: 'A', cust_id: DEMO_VALIDATION_BODY_CUST_ID });
    await expert(login.offField, { work_unit: `某大学${run}`, operator_field: 'C01,B02' });
    await Promise.all([
      owner.signIn(demoUsers.owner),
      country.signIn(demoUsers.country),
      countryEn.signIn(demoUsers.country),
      body.signIn({ loginName: 'org01', password: PASSWORD }),
      other.signIn({ loginName: login.rep, password: PASSWORD }),
      tiedExpert.signIn({ loginName: login.tiedOwner, password: PASSWORD }),
    ]);
  });
  afterAll(async () => {
    await app?.close();
  });

  const actors = () => ({ owner, country, body });
  const statusBecomes = (id: string, status: string) => chainStatus(owner, id, status);

  it('draws, names, prices and appoints experts; each files a report and the application goes to review', async () => {
    const apply = await applicationUnderAcceptance(actors());
    const id = apply.id;

    // not yet awaiting experts: refused with the status named
    const early = await country.post(P.random, { id, count: 2 });
    expect(early.status).toBe(409);
    expect(early.body.msg).toContain('登记受理中');

    await acceptRegistration(actors(), id);

    // the appointment page lists it, with nothing proposed yet
    const listed = await country.post<AppointApplyRow[]>(P.applyList, { projectName: apply.projectName });
    expect(listed.body.dataInfo).toEqual([expect.objectContaining({ id, status: '12', expertRound: 0, proposedCount: 0 })]);

    // who may not: the owner and a second company (no 029); bad counts; too few eligible experts
    expect((await owner.post(P.random, { id, count: 2 })).status).toBe(403);
    expect((await other.post(P.random, { id, count: 2 })).status).toBe(403);
    expect((await other.post(P.appoint, { id })).status).toBe(403);
    for (const count of [0, 10, 1.5]) {
      const bad = await country.post<Errors>(P.random, { id, count });
      expect(bad.status, `count ${count}`).toBe(400);
      expect(bad.body.dataInfo[0]).toEqual({ field: 'count', message: '专家人数须为1到9之间的整数' });
    }
    const tooMany = await country.post<Errors>(P.random, { id, count: 9 });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.dataInfo[0].field).toBe('count');
    expect(tooMany.body.dataInfo[0].message).toMatch(/^符合条件的专家仅\d名，不足抽取人数9名$/);
    expect((await countryEn.post(P.random, { id, count: 9 })).body.msg).toMatch(/^Only \d eligible experts; 9 are to be drawn$/);
    // nothing was written by the refused draws
    expect(await app.db('expert_draw').where({ apply_id: id })).toHaveLength(0);

    // the draw: two of the eligible experts, the tied ones set aside with their reasons, the other field not a candidate
    const drawn = await country.post<AppointInfo>(P.random, { id, count: 2 });
    expect(drawn.status).toBe(200);
    const info = drawn.body.dataInfo;
    expect(info.round).toBe(1);
    expect(info.draws).toHaveLength(1);
    const draw = info.draws[0];
    expect(draw.seed).toMatch(/^[0-9a-f]{32}$/);
    const candidateLogins = draw.candidates.map((c) => c.loginName);
    expect(candidateLogins).toEqual(expect.arrayContaining(['expert01', 'expert02', 'expert03']));
    expect(candidateLogins).not.toContain(login.tiedOwner);
    expect(candidateLogins).not.toContain(login.offField);
    expect(draw.excluded).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ loginName: login.tiedOwner, reason: 'ownerWorkUnit', reasonName: '工作单位为项目业主' }),
        expect.objectContaining({ loginName: login.tiedBody, reason: 'bodyCustomer', reasonName: '与审定机构属同一单位' }),
      ]),
    );
    expect(draw.excluded.map((e) => e.loginName)).not.toContain(login.offField);
    // replayable: the seeded shuffle of the recorded candidates gives the recorded choice
    expect(draw.chosen.map((c) => c.expertId)).toEqual(drawExperts(draw.seed, draw.candidates.map((c) => c.expertId), 2));
    const byLogin = (a: { loginName: string }, b: { loginName: string }) => a.loginName.localeCompare(b.loginName);
    expect([...info.experts].sort(byLogin).map((e) => [e.loginName, e.status, e.appointWay, e.round])).toEqual([...draw.chosen].sort(byLogin).map((c) => [c.loginName, '01', 'random', 1]));
    const stored = await app.db('expert_draw').where({ apply_id: id }).first();
    const countryOp = await app.db('operator').where({ login_name: 'country01' }).first('operator_id');
    expect(stored).toMatchObject({ round: 1, seed: draw.seed, drawn_by: countryOp.operator_id });

    // named: a tied expert is refused by name and reason, a drawn one is already proposed, an eligible one is added
    const tied = await country.post<Errors>(P.named, { id, expertIds: [(await app.db('operator').where({ login_name: login.tiedOwner }).first()).operator_id] });
    expect(tied.status).toBe(400);
    expect(tied.body.dataInfo[0]).toEqual({ field: 'expertIds.0', message: `专家“专家${login.tiedOwner}”不能指派：工作单位为项目业主` });
    const again = await country.post<Errors>(P.named, { id, expertIds: [draw.chosen[0].expertId] });
    expect(again.body.dataInfo[0].message).toContain('本轮已拟指派');
    const third = draw.candidates.find((c) => !draw.chosen.some((x) => x.expertId === c.expertId))!;
    // the named proposal's choice: the field's experts, the drawn and the tied with their reason, the rest free
    const candidates = (await country.post<ExpertCandidateRow[]>(P.candidates, { id })).body.dataInfo;
    const reasonOf = (loginName: string) => candidates.find((c) => c.loginName === loginName)?.reason;
    expect(reasonOf(draw.chosen[0].loginName)).toBe('alreadyProposed');
    expect(reasonOf(login.tiedOwner)).toBe('ownerWorkUnit');
    expect(reasonOf(third.loginName)).toBeNull();
    expect(candidates.map((c) => c.loginName)).not.toContain(login.offField);
    expect((await owner.post(P.candidates, { id })).status).toBe(403);
    const named = await country.post<AppointInfo>(P.named, { id, expertIds: [third.expertId] });
    expect(named.status).toBe(200);
    expect(named.body.dataInfo.experts).toHaveLength(3);
    expect(named.body.dataInfo.experts.find((e) => e.expertId === third.expertId)).toMatchObject({ appointWay: 'named', status: '01', round: 1 });
    expect((await country.post<AppointApplyRow[]>(P.applyList, { projectName: apply.projectName })).body.dataInfo[0].proposedCount).toBe(3);

    // fees: bad amounts, an expert not proposed, a good one
    for (const fee of [-1, 1.234, 'abc']) {
      const bad = await country.post<Errors>(P.fee, { id, expertId: third.expertId, fee });
      expect(bad.status, `fee ${fee}`).toBe(400);
      expect(bad.body.dataInfo[0].field).toBe('fee');
    }
    const notProposed = await country.post<Errors>(P.fee, { id, expertId: draw.excluded[0].expertId, fee: 100 });
    expect(notProposed.status).toBe(400);
    expect(notProposed.body.dataInfo[0]).toEqual({ field: 'expertId', message: '该专家不在本项目当前轮次的专家名单中' });
    const fee = await country.post<ProjectExpert>(P.fee, { id, expertId: third.expertId, fee: 1500.5 });
    expect(fee.status).toBe(200);
    expect(fee.body.dataInfo.fee).toBe(1500.5);

    // a proposal is not yet the expert's business
    const proposedExpert = new ApiClient();
    await proposedExpert.signIn({ loginName: third.loginName, password: await knownPassword(third.loginName) });
    expect((await proposedExpert.post<ExpertReportRow[]>(P.reports, { applyId: id })).body.dataInfo).toEqual([]);
    expect((await proposedExpert.post(P.reportApply, { id })).status).toBe(404);

    // appoint: round 1 becomes the application's, the engine gets the three experts
    const appointed = await country.post<AppointInfo>(P.appoint, { id });
    expect(appointed.status).toBe(200);
    expect(appointed.body.dataInfo.experts.every((e) => e.status === '02')).toBe(true);
    await statusBecomes(id, '13');
    expect((await app.db('project_apply').where({ id }).first()).expert_round).toBe(1);
    expect((await country.post(P.appoint, { id })).status).toBe(409);
    const logins = appointed.body.dataInfo.experts.map((e) => e.loginName).sort();
    const tasks = await eventually(async () => {
      const t = await engine.queryTasks({ processInstanceId: apply.processInstanceId!, taskDefinitionKey: 'projectEvaluation' });
      return t.length === 3 ? t : undefined;
    }, 30000, 'three evaluation tasks');
    expect(tasks.map((t) => t.assignee).sort()).toEqual(logins);

    // readers of the reports: not the owner, not a second company, not another expert's application
    expect((await owner.post(P.reports, {})).status).toBe(403);
    expect((await other.post(P.reports, {})).status).toBe(403);
    expect((await other.post(P.reportApply, { id })).status).toBe(403);
    expect((await tiedExpert.post(P.reportApply, { id })).status).toBe(404);
    expect((await tiedExpert.post<ExpertReportRow[]>(P.reports, { applyId: id })).body.dataInfo).toEqual([]);

    // each expert reads the application, finds their task and files a report
    for (const [i, loginName] of logins.entries()) {
      const e = new ApiClient();
      await e.signIn({ loginName, password: await knownPassword(loginName) });
      const mine = await e.post<ExpertReportRow[]>(P.reports, { applyId: id });
      expect(mine.body.dataInfo).toEqual([expect.objectContaining({ loginName, status: '02', projectName: apply.projectName, applyStatus: '13', currentRound: 1 })]);
      expect((await e.post<ApplyRow>(P.reportApply, { id })).body.dataInfo).toMatchObject({ id, projectName: apply.projectName });
      // an appointed expert reads the application's documents (design document, validation report, commitment letter)
      const files = await e.call<Array<{ typeNo: string }>>('GET', `/api/electronic/linked-files?businessType=projectApply&businessKey=${id}`);
      expect(files.body.dataInfo.map((f) => f.typeNo).sort()).toEqual(['P01', 'P02', 'P04']);
      const task = (await e.post<ApplyTask>('/api/project-manage/apply-task', { id, workflowTypes: ['projectEvaluation'] })).body.dataInfo!;
      expect(task.assignee).toBe(loginName);
      const noConclusion = await e.post<Errors>(P.submit, { taskId: task.taskId, evaluation: '意见' });
      expect(noConclusion.status).toBe(400);
      expect(noConclusion.body.dataInfo.map((f) => f.field)).toContain('conclusion');
      const conclusion = i === 0 ? '0' : '1';
      if (i === 0) {
        const noReport = await e.post<Errors>(P.submit, { taskId: task.taskId, conclusion, evaluation: `评估意见${i}` });
        expect(noReport.status).toBe(400);
        expect(noReport.body.dataInfo).toEqual([{ field: 'files.P05', message: '请上传专家评估报告' }]);
      }
      const report = await uploadDocument(e, 'P05');
      expect((await e.post(P.submit, { taskId: task.taskId, conclusion, evaluation: `评估意见${i}`, fileIds: [report] })).status).toBe(200);
      // each expert's report is on the expert's own appointment (one report per expert and round)
      const own = await app.db('project_expert').where({ apply_id: id, round: 1 }).join('operator', 'operator.operator_id', 'project_expert.expert_operator_id').where('operator.login_name', loginName).first('project_expert.id');
      expect(await app.db('attachment').where({ id: report }).first()).toMatchObject({ business_type: 'projectExpert', business_code: own.id });
      // read by the owner's company and the registry, not by a second company
      const reportFiles = (who: ApiClient) => who.call<Array<{ fileId: string }>>('GET', `/api/electronic/linked-files?businessType=projectExpert&businessKey=${own.id}`);
      expect((await reportFiles(owner)).body.dataInfo.map((f) => f.fileId)).toEqual([report]);
      expect((await reportFiles(country)).body.dataInfo.map((f) => f.fileId)).toEqual([report]);
      expect((await reportFiles(other)).body.dataInfo).toEqual([]);
    }
    await statusBecomes(id, '14');

    // the registry reads the three reports of the round with conclusions and the fee
    const reports = await country.post<ExpertReportRow[]>(P.reports, { applyId: id });
    expect(reports.body.total).toBe(3);
    expect(reports.body.dataInfo.every((r) => r.status === '03' && r.evaluatedAt && r.round === 1)).toBe(true);
    expect(reports.body.dataInfo.map((r) => r.conclusionName).sort()).toEqual(['不同意登记', '同意登记', '同意登记']);
    expect(reports.body.dataInfo.find((r) => r.expertId === third.expertId)!.fee).toBe(1500.5);
    const afterInfo = await country.post<AppointInfo>(P.info, { id });
    expect(afterInfo.body.dataInfo).toMatchObject({ status: '14', round: 1 });
    // the operation log has the draw, the proposal, the fee and the appointment
    const abstracts = (await app.db('operation_log').where({ business_key: id }).select('abstract')).map((r: { abstract: string }) => r.abstract);
    expect(abstracts).toEqual(expect.arrayContaining(['project-experts.draw', 'project-experts.name', 'project-experts.fee', 'project-experts.appoint']));
  });

  it('a review returned to the owner leads to a second round: its own proposals, appointment and reports', async () => {
    const apply = await applicationUnderAcceptance(actors());
    const id = apply.id;
    await acceptRegistration(actors(), id);
    const expertId = async (loginName: string) => (await app.db('operator').where({ login_name: loginName }).first('operator_id')).operator_id as string;
    const evaluate = async (loginName: string, round: number) => {
      const e = await new ApiClient().signIn({ loginName, password: await knownPassword(loginName) });
      const task = await eventually(async () => (await e.post<ApplyTask>('/api/project-manage/apply-task', { id, workflowTypes: ['projectEvaluation'] })).body.dataInfo, 30000, 'the evaluation task');
      expect((await e.post(P.submit, { taskId: task.taskId, conclusion: '1', evaluation: `第${round}轮意见`, fileIds: [await uploadDocument(e, 'P05')] })).status).toBe(200);
    };

    // round 1: expert01 alone
    expect((await country.post(P.named, { id, expertIds: [await expertId('expert01')] })).status).toBe(200);
    // taken at once, even in the moment between the status and the chain's wait: the outbox holds the message until it waits
    expect((await country.post(P.appoint, { id })).status).toBe(200);
    await statusBecomes(id, '13');
    await evaluate('expert01', 1);
    await statusBecomes(id, '14');

    // the review returns it; the owner applies again and the registry accepts: awaiting experts for round 2
    const review = await eventually(async () => (await country.post<ApplyTask>('/api/project-manage/apply-task', { id, workflowTypes: ['projectReview'] })).body.dataInfo, 30000, 'the review task');
    expect((await country.post('/api/project-manage/project-review', { taskId: review.taskId, approved: false, opinion: '请补充监测计划' })).status).toBe(200);
    await statusBecomes(id, '11');
    const again = await eventually(async () => (await owner.post<ApplyTask>('/api/project-manage/apply-task', { id, workflowTypes: ['ccerRegisterApply'] })).body.dataInfo, 30000, 'the registration application');
    expect((await owner.post('/api/project-manage/start-register-apply', { taskId: again.taskId })).status).toBe(200);
    await statusBecomes(id, '10');
    await acceptRegistration(actors(), id);
    expect((await country.post<AppointInfo>(P.info, { id })).body.dataInfo).toMatchObject({ status: '12', round: 2 });

    // round 2: expert01 may serve again (only this round's proposals exclude), with expert02
    const named = await country.post<AppointInfo>(P.named, { id, expertIds: [await expertId('expert01'), await expertId('expert02')] });
    expect(named.status).toBe(200);
    expect(named.body.dataInfo.experts.filter((e) => e.round === 2)).toHaveLength(2);
    expect((await country.post(P.appoint, { id })).status).toBe(200);
    await statusBecomes(id, '13');
    expect((await app.db('project_apply').where({ id }).first()).expert_round).toBe(2);
    await evaluate('expert01', 2);
    await evaluate('expert02', 2);
    await statusBecomes(id, '14');

    // round 1's report stays as it was; round 2 has its own
    const rows = (await country.post<ExpertReportRow[]>(P.reports, { applyId: id, pageSize: 50 })).body.dataInfo;
    expect(rows.map((r) => [r.loginName, r.round, r.status, r.evaluation]).sort()).toEqual([
      ['expert01', 1, '03', '第1轮意见'],
      ['expert01', 2, '03', '第2轮意见'],
      ['expert02', 2, '03', '第2轮意见'],
    ]);
    expect(rows.every((r) => r.currentRound === 2)).toBe(true);
  });

  /** The demo experts' password; another expert in the database gets it for the test. */
  async function knownPassword(loginName: string): Promise<string> {
    if (!/^expert0[1-3]$/.test(loginName)) await app.db('operator').where({ login_name: loginName }).update({ password_hash: await hashPassword(PASSWORD) });
    return PASSWORD;
  }
});
