import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { CertifiedRow, OpinionRow, PublicityPeriod, PublicReductionDetail, PublicReductionRow, RecallRow } from '@ccer/contracts';
import { ApiClient, eventually } from '../fixtures/client.ts';
import { demoUsers, testEnv } from '../fixtures/env.ts';
import { testApp } from '../fixtures/app.ts';
import { createOperator } from '../fixtures/operators.ts';
import { uploadDocument } from '../fixtures/uploads.ts';
import { CERTIFIED as S, certifiedForm, certifiedStatusBecomes, certifiedTaskOf, insertRegisteredProject } from '../fixtures/certified-chain.ts';
import { isoDay } from '../../gateway/src/domain/server-time.ts';
import { addCalendarDays } from '../../gateway/src/domain/calendar/registry-days.ts';

/**
 * The certification's publicity through the HTTP API (issue 11): a reduction application reaches 公示中 by the owner's
 * submission and country01's publicity audit; the registry moves the period, pauses and resumes it; anybody comments
 * without signing in and the comment is read by the registry, the owner and the named verification body (not another
 * company); the verification body adds material; the public lists it under 公示中减排量 with its detail and documents;
 * the owner asks to withdraw (another company cannot), the registry refuses (back in publicity) and, asked again,
 * approves (已撤回, final), the recall requests recording each outcome; registered reductions appear under 已登记减排量.
 */
type Errors = Array<{ field: string; message: string }>;
const PASSWORD = 'Demo@123456';
const P = '/api/public/certified';

describe('certification publicity (recall, period, pause, comments, public tabs)', () => {
  const run = Date.now().toString(36);
  const owner = new ApiClient();
  const country = new ApiClient();
  const verifier = new ApiClient();
  const other = new ApiClient();
  const anonymous = new ApiClient();
  let app: FastifyInstance;
  let projectInfoId: string;
  let id: string;

  const dbApply = (applyId: string) => app.db('certified_apply').where({ id: applyId }).first();
  const publicRows = async (tab: string, projectName = `核证公示项目${run}`) =>
    (await anonymous.post<PublicReductionRow[]>(`${P}/publicity-list`, { tab, projectName, pageSize: 50 })).body.dataInfo;

  beforeAll(async () => {
    app = await testApp();
    projectInfoId = await insertRegisteredProject(app, `核证公示项目${run}`, `CP${run}`);
    const [company] = await app.db('customer').insert({ cust_name: `核证公示乙公司${run}`, cust_type: '01', is_complete: '1' }).returning('cust_id');
    await createOperator({ loginName: `certpub_b_${run}`, password: PASSWORD, operatorType: '06', roleName: '企业代表', custId: company.cust_id });
    await Promise.all([
      owner.signIn(demoUsers.owner),
      country.signIn(demoUsers.country),
      verifier.signIn({ loginName: 'org02', password: PASSWORD }),
      other.signIn({ loginName: `certpub_b_${run}`, password: PASSWORD }),
    ]);
    const saved = await owner.post<CertifiedRow>(`${S}/save-apply`, { ...certifiedForm(projectInfoId), fileIds: [await uploadDocument(owner, 'R01')] });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    id = saved.body.dataInfo.id;
    expect((await owner.post(`${S}/prep-pub-apply`, { id })).status).toBe(200);
    const audit = await certifiedTaskOf(country, id);
    expect((await country.post(`${S}/prep-pub-audit`, { taskId: audit.taskId, approved: true, opinion: '同意公示' })).status).toBe(200);
    await certifiedStatusBecomes(owner, id, '02');
  });
  afterAll(async () => app?.close());

  it('lists the application under 公示中减排量 with its public detail and monitoring report; the project tabs do not', async () => {
    const rows = await publicRows('publicityReduction');
    expect(rows.map((r) => r.id)).toEqual([id]);
    expect(rows[0]).toMatchObject({ projectName: `核证公示项目${run}`, projectCode: `CP${run}`, certifiedNum: 180000, status: '02', verificationAgencyName: '示例核证机构' });
    expect((await anonymous.post<unknown[]>('/api/public/project/publicity-list', { tab: 'publicity', projectName: `核证公示项目${run}` })).body.dataInfo).toEqual([]);
    const detail = await anonymous.post<PublicReductionDetail>(`${P}/publicity-detail`, { id });
    expect(detail.status, JSON.stringify(detail.body)).toBe(200);
    expect(detail.body.dataInfo).toMatchObject({ id, opinionOpen: true, registeredVintages: [], projectCode: `CP${run}` });
    expect(detail.body.dataInfo.documents.map((d) => d.typeNo)).toEqual(['R01']);
    const doc = detail.body.dataInfo.documents[0];
    const download = await fetch(`${testEnv.appUrl}${P}/document?id=${id}&path=${encodeURIComponent(doc.path)}`);
    expect(download.status).toBe(200);
    expect((await download.arrayBuffer()).byteLength).toBe(doc.size);
    // a document of the application through the project's public call is not found
    expect((await fetch(`${testEnv.appUrl}/api/public/project/document?id=${id}&path=${encodeURIComponent(doc.path)}`)).status).toBe(404);
  });

  it('takes public comments, read by the registry, the owner and the named verification body only', async () => {
    const send = (body: Record<string, unknown>) => anonymous.post(`${P}/opinion-add`, { captchaId: 'x', code: testEnv.captchaCode, ...body });
    expect((await send({ applyId: id, content: '监测数据请补充说明', commenterName: '张三', contact: '13800000000' })).status).toBe(200);
    expect((await send({ applyId: id, content: '<b>x</b>' })).status).toBe(400);
    expect(await app.db('project_opinion').where({ apply_id: id }).first()).toMatchObject({ business_type: 'certifiedApply', content: '监测数据请补充说明' });
    const listed = async (who: ApiClient) => (await who.post<OpinionRow[]>(`${S}/opinion-list`, { applyId: id })).body.dataInfo.map((o) => [o.projectName, o.content]);
    const expected = [[`核证公示项目${run}`, '监测数据请补充说明']];
    expect(await listed(country)).toEqual(expected);
    expect(await listed(owner)).toEqual(expected);
    expect(await listed(verifier)).toEqual(expected);
    expect(await listed(other)).toEqual([]);
    // the project's comment list is the project's
    expect((await country.post<OpinionRow[]>('/api/project-manage/opinion-list', { applyId: id })).body.dataInfo).toEqual([]);
  });

  it('lets the named verification body add publicity material (R03), which the public reads', async () => {
    const added = await verifier.post<Array<{ typeNo: string }>>(`${S}/upload-in-pub`, { id, fileIds: [await uploadDocument(verifier, 'R03')] });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    expect(added.body.dataInfo.map((d) => d.typeNo)).toEqual(['R03']);
    // another company without 075 is refused the call; a body not named on the application does not find it
    expect((await other.post(`${S}/upload-in-pub`, { id, fileIds: [] })).status).toBe(403);
    const org01 = await new ApiClient().signIn({ loginName: 'org01', password: PASSWORD });
    expect((await org01.post(`${S}/upload-in-pub`, { id, fileIds: [] })).status).toBe(404);
    const detail = await anonymous.post<PublicReductionDetail>(`${P}/publicity-detail`, { id });
    expect(detail.body.dataInfo.documents.map((d) => d.typeNo)).toEqual(['R01', 'R03']);
  });

  it('changes the period, pauses (no comments, no recall, still public) and resumes', async () => {
    const today = isoDay();
    const past = await country.post<Errors>(`${S}/modifyPublicityPeriod`, { id, publicityEndDate: today });
    expect(past.status).toBe(400);
    expect(past.body.dataInfo[0].field).toBe('publicityEndDate');
    // the owner has no 079
    expect((await owner.post(`${S}/modifyPublicityPeriod`, { id, publicityEndDate: addCalendarDays(today, 40) })).status).toBe(403);
    const newEnd = addCalendarDays(today, 40);
    const modified = await country.post<PublicityPeriod>(`${S}/modifyPublicityPeriod`, { id, publicityEndDate: newEnd });
    expect(modified.status, JSON.stringify(modified.body)).toBe(200);
    expect(modified.body.dataInfo).toMatchObject({ status: '02', publicityEndDate: newEnd });

    const paused = await country.post<PublicityPeriod>(`${S}/pause`, { id, action: 'pause', reason: '核查监测数据' });
    expect(paused.status, JSON.stringify(paused.body)).toBe(200);
    expect(paused.body.dataInfo.status).toBe('04');
    expect(paused.body.dataInfo.publicityRemainingDays).toBeGreaterThan(0);
    expect((await publicRows('publicityReduction')).map((r) => [r.id, r.status])).toEqual([[id, '04']]);
    const closed = await anonymous.post(`${P}/opinion-add`, { applyId: id, content: '暂停期间的意见', code: testEnv.captchaCode, captchaId: 'x' });
    expect(closed.status).toBe(409);
    expect((await owner.post(`${S}/recall-apply`, { id, reason: '暂停中撤回' })).status).toBe(409);
    const resumed = await country.post<PublicityPeriod>(`${S}/pause`, { id, action: 'resume', reason: '核查完毕' });
    expect(resumed.status, JSON.stringify(resumed.body)).toBe(200);
    expect(resumed.body.dataInfo).toMatchObject({ status: '02', publicityRemainingDays: null });
    const logged = await app.db('operation_log').where({ business_key: id }).whereLike('abstract', 'certified-publicity.%').pluck('abstract');
    expect(logged).toEqual(expect.arrayContaining(['certified-publicity.modify-period', 'certified-publicity.pause', 'certified-publicity.resume', 'certified-publicity.upload']));
  });

  it('recalls: another company cannot; refused back to publicity; asked again and approved, recalled for good', { timeout: 180_000 }, async () => {
    expect((await other.post(`${S}/recall-apply`, { id, reason: '他人撤回' })).status).toBe(404);
    const first = await owner.post<RecallRow>(`${S}/recall-apply`, { id, reason: '核算报告需修改' });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.dataInfo).toMatchObject({ applyId: id, status: '01', projectName: `核证公示项目${run}` });
    expect((await dbApply(id)).status).toBe('05');
    // under recall audit it is no longer public
    expect((await publicRows('publicityReduction')).map((r) => r.id)).toEqual([]);
    expect((await other.post<RecallRow[]>(`${S}/recall-list`, { applyId: id })).body.dataInfo).toEqual([]);
    expect((await country.post<RecallRow[]>(`${S}/recall-list`, { applyId: id })).body.dataInfo.map((r) => r.status)).toEqual(['01']);
    // the project's recall list is the project's
    expect((await country.post<RecallRow[]>('/api/project-manage/recall-list', { applyId: id })).body.dataInfo).toEqual([]);

    const refuse = await certifiedTaskOf(country, id);
    const refused = await country.post(`${S}/recall-audit`, { taskId: refuse.taskId, approved: false, opinion: '不同意撤回' });
    expect(refused.status, JSON.stringify(refused.body)).toBe(200);
    await certifiedStatusBecomes(owner, id, '02');
    const afterRefusal = await eventually(async () => {
      const rows = await owner.post<RecallRow[]>(`${S}/recall-list`, { applyId: id });
      return rows.body.dataInfo[0]?.status === '03' ? rows.body.dataInfo : undefined;
    }, 30000, 'the refused recall');
    expect(afterRefusal[0]).toMatchObject({ opinion: '不同意撤回', statusName: '撤回未通过' });

    expect((await owner.post(`${S}/recall-apply`, { id, reason: '核算报告需重新编制' })).status).toBe(200);
    const approve = await certifiedTaskOf(country, id);
    expect((await country.post(`${S}/recall-audit`, { taskId: approve.taskId, approved: true, opinion: '同意撤回' })).status).toBe(200);
    await certifiedStatusBecomes(owner, id, '06');
    const recalls = await eventually(async () => {
      const rows = (await owner.post<RecallRow[]>(`${S}/recall-list`, { applyId: id })).body.dataInfo;
      return rows[0]?.status === '02' ? rows : undefined;
    }, 30000, 'the approved recall');
    expect(recalls.map((r) => [r.status, r.opinion])).toEqual([
      ['02', '同意撤回'],
      ['03', '不同意撤回'],
    ]);
    // recalled is final: no more recall, no more public page
    expect((await owner.post(`${S}/recall-apply`, { id, reason: '再次撤回' })).status).toBe(409);
    expect((await anonymous.post(`${P}/publicity-detail`, { id })).status).toBe(404);
  });

  it('lists registered reductions under 已登记减排量 with the registered quantity per vintage', async () => {
    // registered reductions of the project (the chain to registration runs in certified-chain.test.ts; here its rows)
    const owner01 = await app.db('operator').where({ login_name: demoUsers.owner.loginName }).first('operator_id', 'cust_id');
    const period = { reg_app_start_date: addCalendarDays(isoDay(), -300), reg_app_end_date: addCalendarDays(isoDay(), -200) };
    const vintages = [{ year: Number(period.reg_app_start_date.slice(0, 4)), quantity: 5000 }];
    const [apply] = await app
      .db('certified_apply')
      .insert({ apply_no: `JZT${run}`, project_info_id: projectInfoId, cust_id: owner01.cust_id, owner_operator_id: owner01.operator_id, status: '16', verification_agency: (await dbApply(id)).verification_agency, certified_num: 5000, verified_num: 5000, vintages: JSON.stringify(vintages), certification_period_no: '2', ...period })
      .returning('id');
    await app.db('certified_info').insert({ apply_id: apply.id, project_info_id: projectInfoId, registration_no: `2099JZT${run}`, registration_time: app.db.fn.now(), registered_num: 5000, vintages: JSON.stringify(vintages) });
    const rows = await publicRows('registeredReduction');
    expect(rows.map((r) => [r.id, r.registrationNo, r.registeredNum])).toEqual([[apply.id, `2099JZT${run}`, 5000]]);
    const detail = await anonymous.post<PublicReductionDetail>(`${P}/publicity-detail`, { id: apply.id });
    expect(detail.body.dataInfo).toMatchObject({ opinionOpen: false, registeredVintages: vintages, verifiedVintages: vintages, registeredNum: 5000 });
    // no comments on registered reductions
    expect((await anonymous.post(`${P}/opinion-add`, { applyId: apply.id, content: '意见', code: testEnv.captchaCode, captchaId: 'x' })).status).toBe(409);
  });
});
