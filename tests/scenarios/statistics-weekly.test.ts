import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import {
  expertFeePaths,
  offsetPaths,
  orgReportPaths,
  weeklyReportPaths as W,
  type ExpertFeeDetailRow,
  type ExpertFeeRow,
  type OffsetDetail,
  type OrgReportDetailRow,
  type OrgReportRow,
  type WeeklyReport,
  type WeeklyRow,
} from '@ccer/contracts';
import { testApp } from '../fixtures/app.ts';
import { ApiClient, eventually } from '../fixtures/client.ts';
import { demoUsers, testEnv } from '../fixtures/env.ts';
import { createOperator } from '../fixtures/operators.ts';
import { DEMO_PASSWORD, insertRegisteredProject } from '../fixtures/certified-chain.ts';
import { applicationUnderAcceptance } from '../fixtures/project-chain.ts';
import { issueTo, transferCompany, type TransferCompany } from '../fixtures/ccer-transfers.ts';
import { isoDay } from '../../gateway/src/domain/server-time.ts';
import { isoWeekLabel, mondayOf } from '../../gateway/src/domain/statistics/weekly-report/weeks.ts';
import { addCalendarDays, registryDayStart } from '../../gateway/src/domain/calendar/registry-days.ts';

/**
 * The weekly report, the organisation report and the expert fees after real flows through the API (issue 14): a
 * project application submitted and validated by org01 through its chain, a registered project's reductions issued
 * (the registry applies, a second operator confirms), two companies opened and one retiring units through the offset
 * chain. This week's report equals plain-SQL counts of the same records, grew by what the flows did, and the xlsx
 * (read with exceljs) and the PDF (read with pdftotext) hold the same figures; the organisation report shows org01's
 * conclusion with its days, the expert fees equal the recorded fees. owner01 is refused; a 107-only viewer reads but
 * cannot download.
 */
describe('weekly report, organisation report and expert fees from the records', () => {
  const run = Date.now().toString(36).toUpperCase();
  const code = `WK${run}`;
  let app: FastifyInstance;
  const owner = new ApiClient();
  const country = new ApiClient();
  const countryEn = new ApiClient(undefined, 'en');
  const body = new ApiClient();
  const checker = new ApiClient();
  const viewer = new ApiClient();
  let a: TransferCompany;
  let before: WeeklyReport;
  let applyId: string;
  // the week is read once, when the first figures are (beforeAll), and every reading names it: a run crossing China's
  // midnight from Sunday to Monday compares the same week throughout
  let monday: string;

  const week = async (who = country) => {
    const r = await who.get<WeeklyReport>(`${W.detail}?weekStart=${monday}`);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    return r.body.dataInfo;
  };
  const download = async (who: ApiClient, url: string) => {
    const res = await fetch(`${testEnv.appUrl}${url}`, { headers: { Authorization: `Bearer ${who.token}`, 'Accept-Language': who.lang } });
    return { status: res.status, type: res.headers.get('content-type'), disposition: res.headers.get('content-disposition'), body: Buffer.from(await res.arrayBuffer()) };
  };

  /** This week's figures in plain SQL, written apart from the report's own queries. */
  async function sqlWeek() {
    const from = registryDayStart(monday);
    const to = registryDayStart(addCalendarDays(monday, 7));
    const one = async (sql: string) => (await app.db.raw(sql, [from, to])).rows[0] as { n: string; t: string | null };
    const c = (sql: string) => one(sql).then((r) => Number(r.n));
    const q = (sql: string) => one(sql).then((r) => ({ count: Number(r.n), tonnes: Number(r.t ?? 0) }));
    const ledger = (kind: string) =>
      q(`select count(distinct business_type || ':' || coalesce(business_key, tx_id::text)) as n, sum(quantity) as t from ledger_entry where kind = '${kind}' and created_at >= ? and created_at < ?`);
    const offsets = (await app.db.raw(`select kind, count(*) as n, sum(quantity) as t from ccer_offset where status = 'retired' and retired_at >= ? and retired_at < ? group by kind`, [from, to])).rows as Array<{ kind: string; n: string; t: string }>;
    return {
      newAccounts: await c(`select count(*) as n from customer where created_at >= ? and created_at < ?`),
      projectsSubmitted: await c(`select count(*) as n from project_apply where submitted_at >= ? and submitted_at < ?`),
      projectsRegistered: await c(`select count(*) as n from project_info where registration_time >= ? and registration_time < ?`),
      projectsCancelled: await c(`select count(*) as n from project_info where cancel_flag = '1' and cancelled_at >= ? and cancelled_at < ?`),
      reductionsSubmitted: await c(`select count(*) as n from certified_apply where submitted_at >= ? and submitted_at < ?`),
      reductionsRegistered: await q(`select count(*) as n, sum(registered_num) as t from certified_info where registration_time >= ? and registration_time < ?`),
      issued: await ledger('issue'),
      transferred: await ledger('transfer'),
      cancelled: await ledger('cancel'),
      retired: Object.fromEntries(offsets.map((o) => [o.kind, { count: Number(o.n), tonnes: Number(o.t) }])),
    };
  }
  const reported = (r: WeeklyReport) => ({
    newAccounts: r.newAccounts,
    projectsSubmitted: r.projectsSubmitted,
    projectsRegistered: r.projectsRegistered,
    projectsCancelled: r.projectsCancelled,
    reductionsSubmitted: r.reductionsSubmitted,
    reductionsRegistered: r.reductionsRegistered,
    issued: r.issued,
    transferred: r.transferred,
    cancelled: r.cancelled,
    retired: Object.fromEntries(r.retired.filter((o) => o.count > 0).map((o) => [o.kind, { count: o.count, tonnes: o.tonnes }])),
  });

  beforeAll(async () => {
    app = await testApp();
    await createOperator({ loginName: `wk_chk_${run}`, password: DEMO_PASSWORD, operatorType: '02', roleName: '国家管理员' });
    const [role] = await app.db('role').insert({ role_name: `周报查看${run}` }).returning('role_id');
    await app.db('role_func').insert({ role_id: role.role_id, func_id: '107' });
    await createOperator({ loginName: `wk_view_${run}`, password: DEMO_PASSWORD, operatorType: '02', roleName: `周报查看${run}` });
    await Promise.all([
      owner.signIn(demoUsers.owner),
      country.signIn(demoUsers.country),
      countryEn.signIn(demoUsers.country),
      body.signIn({ loginName: 'org01', password: DEMO_PASSWORD }),
      checker.signIn({ loginName: `wk_chk_${run}`, password: DEMO_PASSWORD }),
      viewer.signIn({ loginName: `wk_view_${run}`, password: DEMO_PASSWORD }),
    ]);
    monday = mondayOf(isoDay());
    before = await week();
  }, 120_000);
  afterAll(async () => app?.close());

  it('counts a project submitted and validated through its chain, reductions issued and an offset retired', { timeout: 300_000 }, async () => {
    // a project application: submitted, publicity, org01's positive validation report, owner confirmation, registration applied
    applyId = (await applicationUnderAcceptance({ owner, country, body })).id;

    // a registered project of owner01 with registered reductions, issued through the API (applied, confirmed by another operator)
    const projectInfoId = await insertRegisteredProject(app, `周报项目${run}`, code);
    const owner01 = await app.db('operator').where({ login_name: demoUsers.owner.loginName }).first('operator_id', 'cust_id');
    const [ca] = await app
      .db('certified_apply')
      .insert({ apply_no: `JZWK${run}`, project_info_id: projectInfoId, cust_id: owner01.cust_id, owner_operator_id: owner01.operator_id, status: '16', certified_num: 5000, verified_num: 5000, vintages: JSON.stringify([{ year: 2023, quantity: 5000 }]), reg_app_start_date: '2023-01-01', reg_app_end_date: '2023-12-31' })
      .returning('id');
    const [ci] = await app.db('certified_info').insert({ apply_id: ca.id, project_info_id: projectInfoId, registration_no: `WK${run}`, registration_time: app.db.fn.now(), registered_num: 5000, vintages: JSON.stringify([{ year: 2023, quantity: 5000 }]) }).returning('id');
    const applied = await country.post<{ id: string }>('/api/ccer/issued/apply', { certifiedInfoId: ci.id, vintages: [{ year: 2023, quantity: 4000 }] });
    expect(applied.status, JSON.stringify(applied.body)).toBe(200);
    const issueId = applied.body.dataInfo.id;
    const issueOf = () => checker.post<{ taskId: string | null; status: string }>('/api/ccer/issued/info', { id: issueId });
    const issueTask = await eventually(async () => (await issueOf()).body.dataInfo?.taskId ?? undefined, 30000, 'the issuance task');
    expect((await checker.post('/api/ccer/issued/confirm', { taskId: issueTask, approved: true, opinion: '同意' })).status).toBe(200);
    await eventually(async () => (await issueOf()).body.dataInfo?.status === '02', 30000, 'issued');

    // two companies opened; one retires 300 t through the offset chain (company confirmation, audit, confirmation)
    a = await transferCompany(app.db, 'wa', run.toLowerCase());
    await transferCompany(app.db, 'wb', run.toLowerCase(), false);
    const oCode = `WO${run}`.slice(0, 16);
    await issueTo(app.db, a.custId, oCode, 2024, 1000);
    const o = await a.init.client.post<OffsetDetail>(offsetPaths.apply, { kind: 'logout', projectCode: oCode, vintage: 2024, quantity: 300, purpose: '周报测试', beneficiary: `受益${run}`, isPublic: false });
    expect(o.status, JSON.stringify(o.body)).toBe(200);
    const detail = (who: ApiClient) => who.get<OffsetDetail>(`${offsetPaths.detail}?id=${o.body.dataInfo.id}`);
    const step = async (who: ApiClient, call: string, status: string) => {
      const taskId = await eventually(async () => (await detail(who)).body.dataInfo?.taskId ?? undefined, 30000, `offset task before ${status}`);
      expect((await who.post(call, { taskId, approved: true, opinion: '同意' })).status).toBe(200);
      await eventually(async () => (await detail(a.init.client)).body.dataInfo?.status === status, 30000, `offset ${status}`);
    };
    await step(a.check.client, offsetPaths.confirm, 'auditing');
    await step(country, offsetPaths.audit, 'approving');
    await step(checker, offsetPaths.confirm, 'retired');

    const after = await week();
    expect(reported(after)).toEqual(await sqlWeek());
    expect(after).toMatchObject({ weekStart: monday, weekEnd: addCalendarDays(monday, 6), label: isoWeekLabel(monday) });
    // what the flows did, at least (other tests of the stack may add to the same week)
    expect(after.projectsSubmitted - before.projectsSubmitted).toBeGreaterThanOrEqual(1);
    expect(after.projectsRegistered - before.projectsRegistered).toBeGreaterThanOrEqual(1);
    expect(after.reductionsRegistered.tonnes - before.reductionsRegistered.tonnes).toBeGreaterThanOrEqual(5000);
    expect(after.issued.tonnes - before.issued.tonnes).toBeGreaterThanOrEqual(4000 + 1000);
    expect(after.newAccounts - before.newAccounts).toBeGreaterThanOrEqual(2);
    const logout = (r: WeeklyReport) => r.retired.find((x) => x.kind === 'logout')!;
    expect(logout(after).tonnes - logout(before).tonnes).toBeGreaterThanOrEqual(300);
    expect(after.retired.map((x) => x.kind)).toEqual(['country', 'pilot', 'logout', 'corsia']);
    expect(after.retiredTotal.tonnes).toBe(after.retired.reduce((s, x) => s + x.tonnes, 0));

    // the list holds this week first, with the same figures
    const list = await country.post<WeeklyRow[]>(W.list, {});
    expect(list.body.total).toBe(12);
    expect(list.body.dataInfo[0]).toMatchObject({ weekStart: monday, issued: after.issued, newAccounts: after.newAccounts });
  });

  it('downloads the week as xlsx and PDF holding the same figures, in China time', async () => {
    const now = await week();
    const xlsx = await download(country, `${W.xlsx}?weekStart=${monday}`);
    expect(xlsx.status).toBe(200);
    expect(xlsx.type).toContain('spreadsheetml');
    expect(decodeURIComponent(xlsx.disposition ?? '')).toContain(`周报_${now.label}.xlsx`);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.body as never);
    const sheet = book.worksheets[0];
    const rows = new Map<string, unknown[]>();
    sheet.eachRow((row) => {
      const cells = (row.values as unknown[]).slice(1);
      rows.set(String(cells[0]), cells.slice(1));
    });
    expect(rows.get('统计周期')?.[0]).toBe(`${monday} ~ ${addCalendarDays(monday, 6)}（${now.label}）`);
    expect(String(rows.get('生成时间（北京时间）')?.[0])).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(rows.get('签发')).toEqual([now.issued.count, now.issued.tonnes]);
    expect(rows.get('新开立账户')?.[0]).toBe(now.newAccounts);
    expect(rows.get('项目申请提交')?.[0]).toBe(now.projectsSubmitted);
    expect(rows.get('减排量登记')).toEqual([now.reductionsRegistered.count, now.reductionsRegistered.tonnes]);
    expect(rows.get('自愿注销')).toEqual([now.retired[2].count, now.retired[2].tonnes]);

    const pdf = await download(country, `${W.pdf}?weekStart=${addCalendarDays(monday, 3)}`);
    expect(pdf.status).toBe(200);
    expect(pdf.type).toBe('application/pdf');
    const file = path.join(os.tmpdir(), `weekly-${run}.pdf`);
    fs.writeFileSync(file, pdf.body);
    const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
    fs.rmSync(file);
    expect(text).toContain('全国温室气体自愿减排注册登记系统周报');
    expect(text).toContain(`${monday} ~ ${addCalendarDays(monday, 6)}`);
    const line = (name: string) => text.split('\n').find((l) => l.trim().startsWith(name))?.trim().split(/\s+/);
    expect(line('签发')).toEqual(['签发', String(now.issued.count), String(now.issued.tonnes)]);
    expect(line('新开立账户')).toEqual(['新开立账户', String(now.newAccounts), '—']);
    expect(line('自愿注销')).toEqual(['自愿注销', String(now.retired[2].count), String(now.retired[2].tonnes)]);

    // in English when asked
    const en = await download(countryEn, `${W.pdf}?weekStart=${monday}`);
    fs.writeFileSync(file, en.body);
    expect(execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' })).toContain('CCER registry weekly report');
    fs.rmSync(file);
  });

  it('shows org01’s validation in the organisation report with its days; the expert fees equal the recorded fees', async () => {
    const org01 = await app.db('operator').where({ login_name: 'org01' }).first('cust_id');
    const today = isoDay();
    const list = await country.post<OrgReportRow[]>(orgReportPaths.list, { dateFrom: today, dateTo: today, pageSize: 100 });
    expect(list.status, JSON.stringify(list.body)).toBe(200);
    const row = list.body.dataInfo.find((r) => r.orgId === org01.cust_id)!;
    expect(row.projectsValidated).toBeGreaterThanOrEqual(1);
    const plain = await app.db('project_apply').where({ approval_authority: org01.cust_id }).whereNotNull('validation_conclusion').where('updated_at', '>=', registryDayStart(today)).count({ n: '*' }).first();
    expect(row.projectsValidated).toBeLessThanOrEqual(Number(plain!.n));
    const detail = await country.post<OrgReportDetailRow[]>(orgReportPaths.detail, { orgId: org01.cust_id, dateFrom: today, dateTo: today, pageSize: 100 });
    const mine = detail.body.dataInfo.find((r) => r.id === applyId)!;
    expect(mine).toMatchObject({ kind: 'project', kindName: '项目审定', conclusion: '1', conclusionName: '通过', publicityStartDate: expect.any(String) });
    expect(mine.days).toBeGreaterThanOrEqual(0);
    // the conclusion's time is the status change's in the operation log
    const logged = await app.db('operation_log').where({ business_type: 'projectApply', business_key: applyId, abstract: 'project-apply.status' }).whereRaw(`before_value->>'status' = '07'`).max({ at: 'at' }).first();
    expect(mine.concludedAt).toBe(new Date(logged!.at).toISOString());
    expect((await country.post(orgReportPaths.list, { provinceId: 'x' })).status).toBe(400);

    // fees recorded on appointments of the application (the appointment calls set them; here the rows)
    const experts = await app.db('operator').whereIn('login_name', ['expert01', 'expert02']).orderBy('login_name').pluck('operator_id');
    await app.db('project_expert').insert([
      { apply_id: applyId, round: 90, expert_operator_id: experts[0], appoint_way: 'named', fee: '1200.50', status: '03' },
      { apply_id: applyId, round: 90, expert_operator_id: experts[1], appoint_way: 'named', fee: null, status: '02' },
    ]);
    const fees = await country.post<ExpertFeeRow[]>(expertFeePaths.list, { dateFrom: today, dateTo: today, pageSize: 100 });
    expect(fees.status, JSON.stringify(fees.body)).toBe(200);
    for (const r of fees.body.dataInfo) {
      const sql = await app.db('project_expert').where({ expert_operator_id: r.expertId }).where('created_at', '>=', registryDayStart(today)).select(app.db.raw('count(*)::int as n'), app.db.raw('coalesce(sum(fee), 0) as fee')).first();
      expect([r.appointments, r.feeTotal], r.loginName).toEqual([sql.n, Number(sql.fee)]);
    }
    const e1 = fees.body.dataInfo.find((r) => r.expertId === experts[0])!;
    expect(e1.feeTotal).toBeGreaterThanOrEqual(1200.5);
    const one = await country.post<ExpertFeeDetailRow[]>(expertFeePaths.detail, { expertId: experts[0], dateFrom: today, dateTo: today });
    expect(one.body.dataInfo.find((r) => r.round === 90)).toMatchObject({ kind: 'project', fee: 1200.5, statusName: expect.any(String) });
  });

  it('refuses owner01 everything and a 107-only viewer the downloads', async () => {
    expect((await owner.get(`${W.detail}`)).status).toBe(403);
    expect((await owner.post(W.list, {})).status).toBe(403);
    expect((await download(owner, W.xlsx)).status).toBe(403);
    expect((await owner.post(orgReportPaths.list, {})).status).toBe(403);
    expect((await owner.post(expertFeePaths.list, {})).status).toBe(403);
    expect((await viewer.get(W.detail)).status).toBe(200);
    expect((await download(viewer, W.xlsx)).status).toBe(403);
    expect((await download(viewer, W.pdf)).status).toBe(403);
    const bad = await country.get<Array<{ field: string; message: string }>>(`${W.detail}?weekStart=2026-13-01`);
    expect(bad.status).toBe(400);
    expect(bad.body.dataInfo).toEqual([{ field: 'weekStart', message: '日期格式不正确' }]);
  });
});
