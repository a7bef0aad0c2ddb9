import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { IssueReadyRow, IssueRow, PublicIssuedRow } from '@ccer/contracts';
import { ApiClient, eventually } from '../fixtures/client.ts';
import { demoUsers } from '../fixtures/env.ts';
import { testApp } from '../fixtures/app.ts';
import { createOperator } from '../fixtures/operators.ts';
import { DEMO_PASSWORD, insertRegisteredProject } from '../fixtures/certified-chain.ts';
import { checkLedger } from '../../workers/src/ledger/invariants.ts';

/**
 * Issuance (减排量签发, issue 12) through the HTTP API: a registered reduction of two vintages is applied for by the
 * registry (083), refused beyond what a vintage has left, refused when stopped, confirmed by a second registry operator
 * (084; the applicant's own confirmation refused, on the page's call and in My Tasks), issued per vintage in one batch
 * with the project's serials; a returned application frees its quantity, the next issuance of the project continues
 * its serials in a new batch; the public list shows the issued vintages; every ledger invariant holds afterwards.
 */
const I = '/api/ccer/issued';
type Errors = Array<{ field: string; message: string }>;

describe('issuance: apply, confirm by a second operator, blocks and serials (ccerIssuedConfirm)', () => {
  const run = Date.now().toString(36).toUpperCase();
  const code = `IS${run}`;
  const projectName = `签发项目${run}`;
  const applicant = new ApiClient();
  const confirmer = new ApiClient();
  const owner = new ApiClient();
  const other = new ApiClient();
  const anonymous = new ApiClient();
  let app: FastifyInstance;
  let infoId: string;
  let stoppedId: string;
  let ownerCustId: string;

  const ready = async (who: ApiClient, body: Record<string, unknown> = {}) => (await who.post<IssueReadyRow[]>(`${I}/ready-list`, { pageSize: 50, projectCode: code, ...body })).body.dataInfo;
  const issueOf = (who: ApiClient, id: string) => who.post<IssueRow>(`${I}/info`, { id });
  const apply = (who: ApiClient, vintages: Array<{ year: number; quantity: number }>, id = infoId) => who.post<IssueRow & Errors>(`${I}/apply`, { certifiedInfoId: id, vintages });
  const taskOf = (id: string) => eventually(async () => (await issueOf(confirmer, id)).body.dataInfo?.taskId ?? undefined, 30000, 'the confirmation task');
  const statusBecomes = (id: string, status: string) => eventually(async () => ((await issueOf(confirmer, id)).body.dataInfo?.status === status ? (await issueOf(confirmer, id)).body.dataInfo : undefined), 30000, `issuance ${status}`);

  /** A registered reduction of the project, straight into its rows (the chain to registration runs in certified-chain.test.ts). */
  async function insertRegistered(projectInfoId: string, suffix: string, vintages: Array<{ year: number; quantity: number }>, status = '0') {
    const owner01 = await app.db('operator').where({ login_name: demoUsers.owner.loginName }).first('operator_id', 'cust_id');
    const total = vintages.reduce((s, v) => s + v.quantity, 0);
    const [x] = await app
      .db('certified_apply')
      .insert({ apply_no: `JZ${suffix}${run}`, project_info_id: projectInfoId, cust_id: owner01.cust_id, owner_operator_id: owner01.operator_id, status: '16', certified_num: total, verified_num: total, vintages: JSON.stringify(vintages), reg_app_start_date: `${vintages[0].year}-03-01`, reg_app_end_date: `${vintages[vintages.length - 1].year}-06-30` })
      .returning('id');
    const [r] = await app.db('certified_info').insert({ apply_id: x.id, project_info_id: projectInfoId, registration_no: `2099${suffix}${run}`.slice(0, 32), registration_time: app.db.fn.now(), registered_num: total, vintages: JSON.stringify(vintages), status }).returning('id');
    return r.id as string;
  }

  beforeAll(async () => {
    app = await testApp();
    const [company] = await app.db('customer').insert({ cust_name: `签发乙公司${run}`, cust_type: '01', is_complete: '1' }).returning('cust_id');
    await createOperator({ loginName: `issue_b_${run}`, password: DEMO_PASSWORD, operatorType: '06', roleName: '企业代表', custId: company.cust_id });
    // the second registry operator who confirms
    await createOperator({ loginName: `issue_chk_${run}`, password: DEMO_PASSWORD, operatorType: '02', roleName: '国家管理员' });
    await Promise.all([
      applicant.signIn(demoUsers.country),
      confirmer.signIn({ loginName: `issue_chk_${run}`, password: DEMO_PASSWORD }),
      owner.signIn(demoUsers.owner),
      other.signIn({ loginName: `issue_b_${run}`, password: DEMO_PASSWORD }),
    ]);
    const projectInfoId = await insertRegisteredProject(app, projectName, code);
    infoId = await insertRegistered(projectInfoId, 'A', [{ year: 2022, quantity: 100000 }, { year: 2023, quantity: 80000 }]);
    stoppedId = await insertRegistered(projectInfoId, 'S', [{ year: 2024, quantity: 500 }], '1');
    ownerCustId = (await app.db('operator').where({ login_name: demoUsers.owner.loginName }).first('cust_id')).cust_id;
  }, 120_000);
  afterAll(async () => app?.close());

  it('lists the registered reductions ready to issue with what each vintage has left; companies have no 083', async () => {
    const rows = await ready(applicant);
    expect(rows.map((r) => r.id)).toEqual([infoId]);
    expect(rows[0]).toMatchObject({ registeredNum: 180000, issuedNum: 0, pendingNum: 0, remainingNum: 180000, custId: ownerCustId, issuable: true });
    expect(rows[0].vintages).toEqual([
      { year: 2022, registered: 100000, issued: 0, pending: 0, remaining: 100000 },
      { year: 2023, registered: 80000, issued: 0, pending: 0, remaining: 80000 },
    ]);
    // the stopped one only with all
    expect((await ready(applicant, { all: true })).map((r) => [r.id, r.issuable]).sort()).toEqual([[infoId, true], [stoppedId, false]].sort());
    expect((await other.post(`${I}/ready-list`, {})).status).toBe(403);
    expect((await apply(owner, [{ year: 2022, quantity: 1 }])).status).toBe(403);
  });

  it('refuses over-issuance naming the vintage and the quantity left, an unregistered vintage and a stopped reduction', async () => {
    const over = await apply(applicant, [{ year: 2022, quantity: 100001 }]);
    expect(over.status).toBe(400);
    expect(over.body.msg).toBe('2022年度签发数量不能超过剩余可签发量100000吨');
    expect(over.body.dataInfo).toEqual([{ field: 'vintages.0.quantity', message: '2022年度签发数量不能超过剩余可签发量100000吨' }]);
    const unknown = await apply(applicant, [{ year: 2022, quantity: 10 }, { year: 2019, quantity: 10 }]);
    expect(unknown.status).toBe(400);
    expect(unknown.body.dataInfo).toEqual([{ field: 'vintages.1.year', message: '该减排量没有2019年度的登记量' }]);
    const stopped = await apply(applicant, [{ year: 2024, quantity: 500 }], stoppedId);
    expect(stopped.status).toBe(409);
    expect(stopped.body.msg).toBe('该减排量已暂停或已撤回，不能签发');
    expect(await app.db('ccer_issue_apply').where({ certified_info_id: stoppedId })).toEqual([]);
  });

  let firstId: string;
  it('issues two vintages once a second registry operator confirms; the applicant cannot confirm their own', { timeout: 90_000 }, async () => {
    const r = await apply(applicant, [{ year: 2023, quantity: 80000 }, { year: 2022, quantity: 60000 }]);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    firstId = r.body.dataInfo.id;
    expect(r.body.dataInfo).toMatchObject({ status: '01', statusName: '待确认', quantity: 140000, custId: ownerCustId, taskId: null });
    expect(r.body.dataInfo.applyNo).toMatch(/^QF\d{8}\d{6}$/);
    // the registry staff holding 084 are told that the confirmation waits
    const told = await app
      .db('action_notice as n')
      .join('operator as o', 'o.operator_id', 'n.operator_id')
      .where({ 'n.business_type': 'certifiedIssue', 'n.business_key': firstId, 'n.task_key': 'issueConfirm' })
      .pluck('o.login_name');
    expect(told).toContain(`issue_chk_${run}`);
    expect(told).not.toContain(demoUsers.owner.loginName);
    // while under confirmation the quantity is held
    expect((await ready(applicant))[0]).toMatchObject({ pendingNum: 140000, remainingNum: 40000 });
    expect((await apply(applicant, [{ year: 2023, quantity: 1 }])).body.dataInfo).toEqual([{ field: 'vintages.0.quantity', message: '2023年度签发数量不能超过剩余可签发量0吨' }]);

    const taskId = await taskOf(firstId);
    // the applicant's row offers no task; the applicant's confirmation is refused on the page's call and in My Tasks
    expect((await issueOf(applicant, firstId)).body.dataInfo.taskId).toBeNull();
    const own = await applicant.post(`${I}/confirm`, { taskId, approved: true });
    expect(own.status).toBe(409);
    expect(own.body.msg).toBe('签发申请人不能确认自己的签发申请，请由另一名注册登记机构操作员确认');
    expect((await applicant.post('/api/process/task/complete', { taskId, approved: true })).status).toBe(409);
    // a company never confirms
    expect((await owner.post(`${I}/confirm`, { taskId, approved: true })).status).toBe(403);

    const done = await confirmer.post(`${I}/confirm`, { taskId, approved: true, opinion: '同意签发' });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    const issued = await statusBecomes(firstId, '02');
    expect(issued).toMatchObject({ status: '02', statusName: '已签发', batch: 1, confirmerName: `issue_chk_${run}`, opinion: '同意签发' });
    expect(issued.issuedAt).toBeTruthy();
    // one block a vintage, one batch, the project's serials from 1
    expect(issued.lines).toEqual([
      { vintage: 2022, quantity: 60000, batch: 1, serialStart: 1, serialEnd: 60000, serial: `CCER-${code}-2022-1-1-60000` },
      { vintage: 2023, quantity: 80000, batch: 1, serialStart: 60001, serialEnd: 140000, serial: `CCER-${code}-2023-1-60001-140000` },
    ]);
    const blocks = await app.db('unit_block').where({ project_code: code }).orderBy('serial_start').select('vintage', 'batch', 'serial_start', 'serial_end', 'holder_id', 'state', 'claim_id');
    expect(blocks.map((b) => [b.vintage, b.batch, Number(b.serial_start), Number(b.serial_end), b.holder_id, b.state, b.claim_id])).toEqual([
      [2022, 1, 1, 60000, ownerCustId, 'available', null],
      [2023, 1, 60001, 140000, ownerCustId, 'available', null],
    ]);
    const entries = await app.db('ledger_entry').where({ business_type: 'certifiedIssue', business_key: firstId }).select('kind', 'quantity', 'to_holder', 'process_instance_id');
    expect(entries.map((e) => [e.kind, Number(e.quantity), e.to_holder]).sort()).toEqual([['issue', 60000, ownerCustId], ['issue', 80000, ownerCustId]]);
    expect(entries.every((e) => e.process_instance_id)).toBe(true);
    // decided: no second decision
    expect((await confirmer.post(`${I}/confirm`, { taskId, approved: true })).status).toBe(404);
  });

  it('frees a returned quantity; the next issuance of the project continues its serials in a new batch', { timeout: 90_000 }, async () => {
    const returned = await apply(applicant, [{ year: 2022, quantity: 40000 }]);
    expect(returned.status, JSON.stringify(returned.body)).toBe(200);
    const back = await confirmer.post(`${I}/confirm`, { taskId: await taskOf(returned.body.dataInfo.id), approved: false });
    expect(back.status).toBe(400); // a return needs an opinion
    expect((await confirmer.post(`${I}/confirm`, { taskId: await taskOf(returned.body.dataInfo.id), approved: false, opinion: '数量有误' })).status).toBe(200);
    expect(await statusBecomes(returned.body.dataInfo.id, '03')).toMatchObject({ statusName: '已退回', opinion: '数量有误', batch: null });
    expect((await ready(applicant))[0]).toMatchObject({ issuedNum: 140000, pendingNum: 0, remainingNum: 40000 });

    const second = await apply(applicant, [{ year: 2022, quantity: 40000 }]);
    expect(second.status).toBe(200);
    expect((await confirmer.post('/api/process/task/complete', { taskId: await taskOf(second.body.dataInfo.id), approved: true })).status).toBe(200);
    const issued = await statusBecomes(second.body.dataInfo.id, '02');
    expect(issued.lines).toEqual([{ vintage: 2022, quantity: 40000, batch: 2, serialStart: 140001, serialEnd: 180000, serial: `CCER-${code}-2022-2-140001-180000` }]);
    // fully issued: no longer ready; with all, nothing left
    expect(await ready(applicant)).toEqual([]);
    expect((await ready(applicant, { all: true })).find((r) => r.id === infoId)).toMatchObject({ issuedNum: 180000, remainingNum: 0 });
    expect((await apply(applicant, [{ year: 2022, quantity: 1 }])).status).toBe(400);
  });

  it('lists the records by project, registration number and date; another company sees none of them', async () => {
    const records = async (who: ApiClient, body: Record<string, unknown>) => (await who.post<IssueRow[]>(`${I}/list`, { pageSize: 50, ...body })).body.dataInfo;
    const all = await records(applicant, { projectCode: code });
    expect(all.map((r) => r.status).sort()).toEqual(['02', '02', '03']);
    expect((await records(applicant, { projectName, status: '02' })).map((r) => r.batch).sort()).toEqual([1, 2]);
    const today = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
    expect(await records(applicant, { projectCode: code, dateStart: today, dateEnd: today })).toHaveLength(3);
    expect(await records(applicant, { projectCode: code, dateEnd: '2020-01-01' })).toEqual([]);
    expect((await records(applicant, { registrationNo: `2099A${run}` })).length).toBe(3);
    // a company (holdings, 100) reads only its own issuances: another company none of these, the owner's company all
    const otherList = await other.post<IssueRow[]>(`${I}/list`, { projectCode: code });
    expect(otherList.status === 403 || (otherList.status === 200 && otherList.body.dataInfo.length === 0)).toBe(true);
    expect([403, 404]).toContain((await other.post(`${I}/info`, { id: firstId })).status);
  });

  it('shows the issued vintages on the public list (已签发减排量)', async () => {
    const rows = (await anonymous.post<PublicIssuedRow[]>('/api/public/ccer/issued-list', { projectName })).body.dataInfo;
    expect(rows.map((r) => [r.projectCode, r.vintage, r.quantity]).sort()).toEqual([[code, 2022, 40000], [code, 2022, 60000], [code, 2023, 80000]]);
    expect(rows[0].issuedAt).toBeTruthy();
  });

  it('keeps every ledger invariant', async () => {
    const check = await checkLedger(app.db);
    expect(check.results.filter((r) => !r.ok)).toEqual([]);
  });
});
