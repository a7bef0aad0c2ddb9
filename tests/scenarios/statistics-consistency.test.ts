import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import {
  exportUrl,
  offsetPaths as O,
  publicFigurePaths,
  statisticsExportFuncid,
  statisticsPaths as S,
  statisticsReports,
  transferPaths as T,
  type OffsetDetail,
  type PublicDashboard,
  type PublicTotals,
  type StatisticsReport,
  type StatisticsSummary,
  type TransferDetail,
} from '@ccer/contracts';
import { ApiClient, eventually } from '../fixtures/client.ts';
import { demoUsers, testEnv } from '../fixtures/env.ts';
import { testApp } from '../fixtures/app.ts';
import { createOperator } from '../fixtures/operators.ts';
import { DEMO_PASSWORD, insertRegisteredProject } from '../fixtures/certified-chain.ts';
import { issueTo, transferCompany, type TransferCompany } from '../fixtures/ccer-transfers.ts';

/**
 * Statistics consistency (issue 14): after real flows through the API — an issuance applied and confirmed by two
 * registry operators, a transfer between two companies confirmed by the sender's confirming representative, a
 * national-market offset and a voluntary cancellation each through the company's confirmation, the audit and the
 * registry's confirmation — every report's totals and the public totals equal the records' own sums, computed here
 * with plain SQL over the ledger, the blocks and the lifecycle tables. Company operators read no report; the public
 * figures answer signed out; the export is an xlsx.
 */
type Row = Record<string, unknown>;
const n = (v: unknown) => Number(v ?? 0);

describe('statistics: every report and the public figures equal the records', () => {
  const run = Date.now().toString(36).toUpperCase();
  const code = `ST${run}`;
  const vintage = 2024;
  const country = new ApiClient();
  const countryEn = new ApiClient(testEnv.appUrl, 'en');
  const second = new ApiClient();
  const owner = new ApiClient();
  let app: FastifyInstance;
  let a: TransferCompany;
  let b: TransferCompany;

  const one = async (sql: string, bindings: unknown[] = []) => (await app.db.raw(sql, bindings as never)).rows[0] as Row;
  const summary = async (report: StatisticsReport, body: Row = {}, who = country) => {
    const r = await who.post<StatisticsSummary>(S.summary(report), body);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    return Object.fromEntries(r.body.dataInfo.totals.map((t) => [t.key, t.value]));
  };
  const list = async (report: StatisticsReport, body: Row = {}) => {
    const r = await country.post<Row[]>(S.list(report), { pageSize: 999999, ...body });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    return r.body;
  };

  /** An offset through the company's confirmation, the audit and a second registry operator's confirmation. */
  async function retire(body: Row) {
    const detail = (who: ApiClient, id: string) => who.get<OffsetDetail>(`${O.detail}?id=${id}`);
    const taskOf = (who: ApiClient, id: string) => eventually(async () => (await detail(who, id)).body.dataInfo?.taskId ?? undefined, 30000, 'the offset task');
    const becomes = (id: string, status: string) => eventually(async () => (await detail(a.init.client, id)).body.dataInfo?.status === status, 30000, `offset ${status}`);
    const r = await a.init.client.post<OffsetDetail>(O.apply, body);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const id = r.body.dataInfo.id;
    expect((await a.check.client.post(O.confirm, { taskId: await taskOf(a.check.client, id), approved: true })).status).toBe(200);
    await becomes(id, 'auditing');
    expect((await country.post(O.audit, { taskId: await taskOf(country, id), approved: true })).status).toBe(200);
    await becomes(id, 'approving');
    expect((await second.post(O.confirm, { taskId: await taskOf(second, id), approved: true })).status).toBe(200);
    await becomes(id, 'retired');
  }

  beforeAll(async () => {
    app = await testApp();
    await createOperator({ loginName: `st_chk_${run}`, password: DEMO_PASSWORD, operatorType: '02', roleName: '国家管理员' });
    await Promise.all([country.signIn(demoUsers.country), countryEn.signIn(demoUsers.country), second.signIn({ loginName: `st_chk_${run}`, password: DEMO_PASSWORD }), owner.signIn(demoUsers.owner)]);
    // a registered project with a registered reduction of two vintages (their chains run in their own scenarios)
    const projectInfoId = await insertRegisteredProject(app, `统计项目${run}`, code);
    const owner01 = await app.db('operator').where({ login_name: demoUsers.owner.loginName }).first('operator_id', 'cust_id');
    const vintages = [{ year: 2023, quantity: 5000 }, { year: vintage, quantity: 7000 }];
    const [ca] = await app
      .db('certified_apply')
      .insert({ apply_no: `JZST${run}`, project_info_id: projectInfoId, cust_id: owner01.cust_id, owner_operator_id: owner01.operator_id, status: '16', certified_num: 12000, verified_num: 12000, vintages: JSON.stringify(vintages), submitted_at: app.db.fn.now(), reg_app_start_date: '2023-03-01', reg_app_end_date: '2024-06-30' })
      .returning('id');
    const [ci] = await app.db('certified_info').insert({ apply_id: ca.id, project_info_id: projectInfoId, registration_no: `2099ST${run}`.slice(0, 32), registration_time: app.db.fn.now(), registered_num: 12000, vintages: JSON.stringify(vintages) }).returning('id');

    // the issuance through its calls: applied by one registry operator, confirmed by another, posted by the worker
    const applied = await country.post<{ id: string }>('/api/ccer/issued/apply', { certifiedInfoId: ci.id, vintages: [{ year: vintage, quantity: 4000 }] });
    expect(applied.status, JSON.stringify(applied.body)).toBe(200);
    const issueOf = (id: string) => second.post<{ taskId: string | null; status: string }>('/api/ccer/issued/info', { id });
    const taskId = await eventually(async () => (await issueOf(applied.body.dataInfo.id)).body.dataInfo?.taskId ?? undefined, 30000, 'the issuance task');
    expect((await second.post('/api/ccer/issued/confirm', { taskId, approved: true, opinion: '同意' })).status).toBe(200);
    await eventually(async () => (await issueOf(applied.body.dataInfo.id)).body.dataInfo?.status === '02', 30000, 'issued');

    // two companies: A holds units of the project, transfers some to B, retires some for the national market and cancels some
    [a, b] = await Promise.all([transferCompany(app.db, 'sa', run.toLowerCase(), true, '01,02'), transferCompany(app.db, 'sb', run.toLowerCase())]);
    await issueTo(app.db, a.custId, code, vintage, 1000);
    const sent = await a.init.client.post<TransferDetail>(T.account, { projectCode: code, vintage, quantity: 300, toCustId: b.custId });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    await eventually(async () => (await a.check.client.get<TransferDetail>(`${T.confirmDetail}?id=${sent.body.dataInfo.id}`)).body.dataInfo?.taskId ?? undefined, 30000, 'the transfer task');
    expect((await a.check.client.post(T.confirm, { id: sent.body.dataInfo.id, approved: true })).status).toBe(200);
    await eventually(async () => (await a.init.client.get<TransferDetail>(`${T.confirmDetail}?id=${sent.body.dataInfo.id}`)).body.dataInfo?.status === 'posted', 30000, 'transfer posted');
    await retire({ kind: 'country', projectCode: code, vintage, quantity: 40, emitterName: '某发电公司', emitterCode: '91110000MA00000001', complianceYear: 2025, verifiedEmissions: 10000 });
    await retire({ kind: 'logout', projectCode: code, vintage, quantity: 25, purpose: '会议碳中和', beneficiary: `受益${run}`, isPublic: true });
  }, 300_000);
  afterAll(async () => app?.close());

  it('totals of the dashboard, the region report and the public figures equal the ledger and the lifecycle tables', async () => {
    const records = {
      registeredProjects: n((await one(`select count(*) from project_info where cancel_flag = '0'`)).count),
      registeredReductions: n((await one(`select coalesce(sum(registered_num), 0) as s from certified_info where cancel_flag = '0'`)).s),
      issued: n((await one(`select coalesce(sum(quantity), 0) as s from ledger_entry where kind = 'issue'`)).s),
      transferred: n((await one(`select coalesce(sum(quantity), 0) as s from ledger_entry where kind = 'transfer'`)).s),
      retired: n((await one(`select coalesce(sum(e.quantity), 0) as s from ledger_entry e join ccer_offset o on o.id::text = e.business_key where e.kind = 'retire' and o.kind <> 'logout'`)).s),
      cancelled: n(
        (await one(`select coalesce(sum(e.quantity), 0) as s from ledger_entry e left join ccer_offset o on o.id::text = e.business_key and e.kind = 'retire' where e.kind = 'cancel' or o.kind = 'logout'`)).s,
      ),
    };
    // every unit was issued once and is in exactly one block: the ledger and the blocks agree
    expect(n((await one(`select coalesce(sum(serial_end - serial_start + 1), 0) as s from unit_block`)).s)).toBe(records.issued);
    expect(records.transferred).toBeGreaterThanOrEqual(300);
    expect(records.retired).toBeGreaterThanOrEqual(40);
    expect(records.cancelled).toBeGreaterThanOrEqual(25);

    expect(await summary('dashboard')).toEqual(records);
    expect(await summary('region')).toEqual(records);
    const pub = await new ApiClient().get<PublicTotals>(publicFigurePaths.totals);
    expect(pub.status).toBe(200);
    const { asOf, ...figures } = pub.body.dataInfo;
    expect(figures).toEqual({ registeredProjects: records.registeredProjects, registeredReductions: records.registeredReductions, issued: records.issued, retired: records.retired, cancelled: records.cancelled });
    expect(Date.parse(asOf)).toBeGreaterThan(0);

    // the public dashboard's series add up to the same totals, by year, by province and by type
    const dash = await new ApiClient().get<PublicDashboard>(publicFigurePaths.dashboard);
    expect(dash.status).toBe(200);
    for (const series of [dash.body.dataInfo.byYear, dash.body.dataInfo.byProvince, dash.body.dataInfo.byProjectType] as Row[][]) {
      expect(series.reduce((s, r) => s + n(r.issued), 0)).toBe(records.issued);
      expect(series.reduce((s, r) => s + n(r.transferred), 0)).toBe(records.transferred);
      expect(series.reduce((s, r) => s + n(r.retired), 0)).toBe(records.retired);
      expect(series.reduce((s, r) => s + n(r.registeredProjects), 0)).toBe(records.registeredProjects);
    }
    // the region report's rows add up to its totals
    const regions = await list('region');
    expect(regions.dataInfo.reduce((s, r) => s + n(r.issued), 0)).toBe(records.issued);
  });

  it('the other reports equal their records: offsets, projects, reductions, issuance, holdings, registrations', async () => {
    const offsets = await one(`select count(*) as c, coalesce(sum(quantity), 0) as q from ccer_offset where status = 'retired'`);
    expect(await summary('offset')).toEqual({ offsets: n(offsets.c), quantity: n(offsets.q) });

    const projects = await one(`select count(*) as c, count(*) filter (where pa.status = '16') as r, count(pi.id) filter (where pi.cancel_flag = '1') as x
      from project_apply pa left join project_info pi on pi.apply_id = pa.id where pa.status <> '00'`);
    const projectTotals = { applications: n(projects.c), registered: n(projects.r), cancelledProjects: n(projects.x) };
    for (const groupBy of ['status', 'province', 'type']) expect(await summary('project', { groupBy })).toEqual(projectTotals);

    const applied = await one(`select count(*) as c, coalesce(sum(ca.certified_num), 0) as q from certified_apply ca where ca.status <> '00'`);
    const registered = await one(`select count(*) as c, coalesce(sum(registered_num), 0) as q from certified_info where cancel_flag = '0'`);
    expect(await summary('emission-total', { groupBy: 'type' })).toEqual({ applications: n(applied.c), appliedQuantity: n(applied.q), registrations: n(registered.c), registeredQuantity: n(registered.q) });
    // by vintage: each vintage's own quantity, adding up to the same registered tonnes
    const byVintage = await summary('emission-total', { groupBy: 'vintage' });
    expect(byVintage.registeredQuantity).toBe(n((await one(`select coalesce(sum((v->>'quantity')::bigint), 0) as q from certified_info ci, jsonb_array_elements(ci.vintages) v where ci.cancel_flag = '0'`)).q));

    const issued = await one(`select coalesce(sum(quantity), 0) as q, count(distinct project_code) as p from ledger_entry where kind = 'issue'`);
    expect(await summary('emission-issued')).toEqual({ issued: n(issued.q), projects: n(issued.p) });
    // one project: its own rows, vintage by vintage
    const mine = await list('emission-issued', { projectCode: code });
    expect(mine.dataInfo).toEqual([{ projectCode: code, projectName: `统计项目${run}`, vintage, issuances: 2, quantity: 5000 }]);

    const blocks = await one(`select
        coalesce(sum(serial_end - serial_start + 1) filter (where state = 'available' and claim_id is null), 0) as available,
        coalesce(sum(serial_end - serial_start + 1) filter (where state = 'available' and claim_id is not null), 0) as reserved,
        coalesce(sum(serial_end - serial_start + 1) filter (where state = 'frozen'), 0) as frozen,
        coalesce(sum(serial_end - serial_start + 1) filter (where state = 'trading'), 0) as trading,
        coalesce(sum(serial_end - serial_start + 1) filter (where state = 'retired'), 0) as retired,
        coalesce(sum(serial_end - serial_start + 1) filter (where state = 'cancelled'), 0) as cancelled,
        coalesce(sum(serial_end - serial_start + 1), 0) as total, count(distinct holder_id) as holders from unit_block`);
    const { holders, ...states } = Object.fromEntries(Object.entries(blocks).map(([k, v]) => [k, n(v)]));
    expect(await summary('hold', { groupBy: 'holder' })).toEqual({ ...states, holders });
    expect(await summary('hold', { groupBy: 'accountType' })).toEqual(states);
    // company A's holdings row: 1000 received, 300 sent, 40 + 25 retired
    const held = (await list('hold', { groupBy: 'holder' })).dataInfo.find((r) => r.key === a.custId);
    expect(held).toMatchObject({ name: a.custName, available: 635, retired: 65, total: 700 });

    const reg = await one(`select (select count(*) from project_info where cancel_flag = '0') as p, count(*) as c, coalesce(sum(registered_num), 0) as q from certified_info where cancel_flag = '0'`);
    for (const period of ['year', 'month', 'day']) {
      expect(await summary('registered', { period })).toEqual({ registeredProjects: n(reg.p), registrations: n(reg.c), registeredQuantity: n(reg.q) });
    }
  });

  it('filters by date, province, project type and vintage; refuses bad filters naming the field in the user’s language', async () => {
    const project = await one(`select pa.province_id, pa.parent_project_type from project_info pi join project_apply pa on pa.id = pi.apply_id where pi.project_code = ?`, [code]);
    const issuedOf = async (where: string, bindings: unknown[]) =>
      n((await one(`select coalesce(sum(e.quantity), 0) as q from ledger_entry e join project_info pi on pi.project_code = e.project_code join project_apply pa on pa.id = pi.apply_id where e.kind = 'issue' and ${where}`, bindings)).q);
    expect((await summary('dashboard', { provinceId: project.province_id })).issued).toBe(await issuedOf('pa.province_id = ?', [project.province_id]));
    expect((await summary('dashboard', { projectType: String(project.parent_project_type).slice(0, 1) })).issued).toBe(await issuedOf('pa.parent_project_type like ?', [`${String(project.parent_project_type).slice(0, 1)}%`]));
    // a vintage filter needs no project: every issue entry of the vintage counts
    const issuedOfVintage = n((await one(`select coalesce(sum(quantity), 0) as q from ledger_entry where kind = 'issue' and vintage = ?`, [vintage])).q);
    expect((await summary('dashboard', { vintage })).issued).toBe(issuedOfVintage);
    // today (China time) holds at least this run's issuances; a range before any record holds nothing
    const today = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
    expect((await summary('emission-issued', { dateFrom: today, dateTo: today, projectCode: code })).issued).toBe(5000);
    expect(await summary('dashboard', { dateFrom: '2001-01-01', dateTo: '2001-12-31' })).toEqual({ registeredProjects: 0, registeredReductions: 0, issued: 0, transferred: 0, retired: 0, cancelled: 0 });

    const bad = await country.post<Array<{ field: string; message: string }>>(S.summary('dashboard'), { dateFrom: '2026-05-02', dateTo: '2026-05-01' });
    expect(bad.status).toBe(400);
    expect(bad.body.dataInfo).toEqual([{ field: 'dateTo', message: '结束日期不能早于开始日期' }]);
    const badEn = await countryEn.post<Array<{ field: string; message: string }>>(S.list('project'), { groupBy: 'colour', vintage: 1999 });
    expect(badEn.status).toBe(400);
    expect(badEn.body.dataInfo).toEqual(
      expect.arrayContaining([
        { field: 'groupBy', message: 'Not one of the allowed options' },
        { field: 'vintage', message: 'The vintage must be a year from 2000 to 2100' },
      ]),
    );
  });

  it('company operators read no report; the public figures answer signed out; the export is an xlsx', async () => {
    for (const report of statisticsReports) {
      expect((await owner.post(S.list(report), {})).status, report).toBe(403);
      expect((await owner.post(S.summary(report), {})).status, report).toBe(403);
      expect((await a.init.client.post(S.summary(report), {})).status, report).toBe(403);
      expect((await new ApiClient().post(S.list(report), {})).status, report).toBe(401);
    }
    expect((await owner.post(exportUrl, { funcid: statisticsExportFuncid('region'), expHeads: [{ title: '省份', field: 'provinceName' }] })).status).toBe(403);
    expect((await new ApiClient().get(publicFigurePaths.totals)).status).toBe(200);
    expect((await new ApiClient().get(`${publicFigurePaths.dashboard}?yearFrom=1990`)).status).toBe(400);

    const file = await fetch(`${testEnv.appUrl}${exportUrl}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${country.token}` },
      body: JSON.stringify({ funcid: statisticsExportFuncid('region'), expHeads: [{ title: '省份', field: 'provinceName' }, { title: '签发量', field: 'issued' }], jsonParams: {} }),
    });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toContain('spreadsheetml');
    expect(decodeURIComponent(file.headers.get('content-disposition') ?? '')).toContain('地区统计_');
    expect(Buffer.from(await file.arrayBuffer()).subarray(0, 2).toString()).toBe('PK');
  });
});
