import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Knex } from 'knex';
import type { FastifyInstance } from 'fastify';
import { offsetPaths as OP, offsetSyncPaths as P, type OffsetRule, type SyncRequestDetail, type SyncRequestRow, type SyncRow } from '@ccer/contracts';
import { createDb } from '../../gateway/src/plugins/db.ts';
import { testApp } from '../fixtures/app.ts';
import { ApiClient, eventually } from '../fixtures/client.ts';
import { demoUsers, testEnv } from '../fixtures/env.ts';
import { createOperator } from '../fixtures/operators.ts';
import { DEMO_PASSWORD } from '../fixtures/certified-chain.ts';
import { hashPassword } from '../../gateway/src/domain/passwords.ts';
import { issueTo, transferCompany, type TransferCompany } from '../fixtures/ccer-transfers.ts';
import { countryOffset, failNext, marketSync, receivedFor, retireOffset, type OffsetChain } from '../fixtures/offset-sync.ts';

/**
 * Sync records (issue 13): a retired compliance offset is reported to its market's system through the outbox — a
 * signed POST to the counterpart the test stack started (a process of its own on a local port), which verifies the
 * signature and answers a receipt, idempotent by the offset's id. The offsets retire through their real chain on the
 * stack; the deliveries are dispatched by an in-process gateway on the same database (the stack's gateway sends its
 * outbox only after its own submissions), with back-off of 1 and 2 s and a 1.5 s answer timeout. A failing market is
 * retried with back-off and given up after the last attempt; a re-send reaches the market with the same
 * Idempotency-Key (and, when the market had taken the report but its answer was lost, gets the same receipt); a wrong
 * secret is refused (401) and not retried; a voluntary cancellation is reported nowhere; companies read none of it.
 */
describe('sync records: compliance offsets reported to their markets', () => {
  const run = Date.now().toString(36);
  const project = `S${run}`.toUpperCase().slice(0, 16);
  const vintage = 2024;
  let db: Knex;
  let a: TransferCompany;
  let b: TransferCompany;
  let app: FastifyInstance;
  const auditor = new ApiClient();
  const confirmer = new ApiClient();
  let chain: OffsetChain;
  const settings = { MARKET_SYNC_URL: marketSync.url, MARKET_SYNC_SECRET: marketSync.secret, MARKET_SYNC_BACKOFF_SECONDS: '1,2', MARKET_SYNC_TIMEOUT_MS: '1500' };

  const syncOf = (offsetId: string) => eventually(() => db('ccer_offset_sync').where({ offset_id: offsetId }).first(), 10000, 'the sync row');
  const syncBecomes = (id: string, status: string, timeoutMs = 20000) =>
    eventually(async () => {
      const s = await db('ccer_offset_sync').where({ id }).first();
      return s?.status === status ? s : undefined;
    }, timeoutMs, `sync ${status}`);
  const requestsOf = (syncId: string) => db('ccer_offset_sync_request').where({ sync_id: syncId }).orderBy('id');

  beforeAll(async () => {
    db = createDb(testEnv.databaseUrl, 2);
    [a, b] = await Promise.all([transferCompany(db, 'sa', run, true, '01,02,03'), transferCompany(db, 'sb', run)]);
    await createOperator({ loginName: `tb_chk_${run}`, password: DEMO_PASSWORD, operatorType: '02', roleName: '国家管理员' });
    await Promise.all([auditor.signIn(demoUsers.country), confirmer.signIn({ loginName: `tb_chk_${run}`, password: DEMO_PASSWORD })]);
    await issueTo(db, a.custId, project, vintage, 2000);
    chain = { company: a, auditor, confirmer };
    app = await testApp(settings);
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    await db?.destroy();
  });

  it('reports a retired country offset to the national market: signed, verified, its receipt and the request recorded', async () => {
    const offset = await retireOffset(chain, countryOffset(project, vintage, 100));
    const sync = await syncOf(offset.id);
    expect(sync).toMatchObject({ market: 'national', status: 'pending', attempts: 0, receipt_no: null });
    // written with the retirement: an outbox delivery, no process
    expect(await db('outbox').where({ business_type: 'ccerOffsetSync', business_key: sync.id }).first('kind', 'process_key', 'status')).toEqual({ kind: 'deliver', process_key: null, status: 'pending' });

    await app.outbox.deliverNow();
    const sent = await syncBecomes(sync.id, 'sent');
    const [report] = await receivedFor(offset.id);
    expect(report).toMatchObject({ market: 'national', signatureValid: true, status: 200, repeat: false });
    expect(sent).toMatchObject({ attempts: 1, receipt_no: report.receiptNo, last_error: null });
    expect(sent.sent_at).not.toBeNull();
    expect(report.body).toEqual({
      offsetId: offset.id,
      offsetNo: offset.offsetNo,
      certificateNo: offset.certificateNo,
      kind: 'country',
      market: 'national',
      holder: { name: a.custName, accountNo: a.custNo },
      emitter: { name: '某发电有限公司', code: '91110000MA00000001' },
      marketAccount: null,
      operator: null,
      complianceYear: 2025,
      compliancePeriod: null,
      project: { code: project, name: null },
      vintage,
      quantity: 100,
      serialRanges: offset.ranges.map((r) => ({ serial: r.serial, start: r.serialStart, end: r.serialEnd, count: r.quantity })),
      retiredAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+08:00$/),
    });
    // the retirement in China time
    expect(new Date(report.body.retiredAt).getTime()).toBe(Math.floor(new Date(offset.retiredAt!).getTime() / 1000) * 1000);
    expect(report.body.serialRanges).toEqual([{ serial: `CCER-${project}-${vintage}-1-1901-2000`, start: 1901, end: 2000, count: 100 }]);

    // the request as sent and its answer; the signature is kept, the secret never
    const [request] = await requestsOf(sync.id);
    expect(request).toMatchObject({ attempt: 1, url: `${marketSync.url}/markets/national/offsets`, status_code: 200, receipt_no: report.receiptNo, error: null });
    expect(request.request_headers).toMatchObject({ 'Idempotency-Key': offset.id, 'X-CCER-Timestamp': expect.stringMatching(/^\d+$/), 'X-CCER-Signature': expect.stringMatching(/^hmac-sha256=[0-9a-f]{64}$/) });
    expect(JSON.parse(request.request_body)).toEqual(report.body);
    expect(JSON.parse(request.response_body)).toEqual({ code: 0, receiptNo: report.receiptNo });
    expect(JSON.stringify(request)).not.toContain(marketSync.secret);

    // delivered once: a later dispatch sends nothing
    await app.outbox.deliverNow();
    expect(await receivedFor(offset.id)).toHaveLength(1);

    // the registry's lists (088 and 089) and the request's detail
    const list = await auditor.post<SyncRow[]>(P.applyList, { offsetNo: offset.offsetNo });
    expect(list.status).toBe(200);
    expect(list.body.dataInfo).toEqual([
      expect.objectContaining({ id: sync.id, offsetId: offset.id, offsetNo: offset.offsetNo, market: 'national', marketName: '全国碳市场', status: 'sent', statusName: '已同步', attempts: 1, receiptNo: report.receiptNo, holderName: a.custName, quantity: 100 }),
    ]);
    expect((await confirmer.post<SyncRow[]>(P.applyList, { offsetNo: offset.offsetNo, status: 'failed' })).body.dataInfo).toEqual([]);
    const requests = await confirmer.post<SyncRequestRow[]>(P.list, { offsetNo: offset.offsetNo });
    expect(requests.body.dataInfo).toEqual([expect.objectContaining({ syncId: sync.id, attempt: 1, statusCode: 200, receiptNo: report.receiptNo, error: null })]);
    const one = await auditor.get<SyncRequestDetail>(`${P.request}?id=${requests.body.dataInfo[0].id}`);
    expect(one.status).toBe(200);
    expect(one.body.dataInfo).toMatchObject({ requestHeaders: { 'Idempotency-Key': offset.id }, requestBody: request.request_body, responseBody: request.response_body });

    // the companies' representatives (who hold 089) read none of it and re-send nothing
    for (const rep of [a.init.client, a.check.client, b.init.client]) {
      expect((await rep.post(P.applyList, {})).status).toBe(403);
      expect((await rep.post(P.list, {})).status).toBe(403);
      expect((await rep.get(`${P.request}?id=${requests.body.dataInfo[0].id}`)).status).toBe(403);
      expect((await rep.post(P.resend, { id: sync.id })).status).toBe(403);
    }
    const refused = await a.check.client.post(P.applyList, {});
    expect(refused.body.msg).toBe('同步记录仅供注册登记机构查看');
    // a sync that did not fail is not sent again
    const notFailed = await auditor.post(P.resend, { id: sync.id });
    expect(notFailed.status).toBe(409);
    expect(notFailed.body.msg).toBe('只有同步失败的记录可以重新发送（当前状态：已同步）');
  }, 180_000);

  it('reports a pilot offset to its pilot market and a CORSIA offset to CORSIA; a voluntary cancellation to none', async () => {
    const pilot = await retireOffset(chain, { kind: 'pilot', projectCode: project, vintage, quantity: 20, market: 'shanghai', marketAccount: 'SH-0001', emitterName: '某钢铁公司', complianceYear: 2025, verifiedEmissions: 10000 });
    const corsia = await retireOffset(chain, { kind: 'corsia', projectCode: project, vintage, quantity: 30, operatorName: '某航空公司', operatorCode: 'CA', compliancePeriod: '2024-2026' });
    const logout = await retireOffset(chain, { kind: 'logout', projectCode: project, vintage, quantity: 10, purpose: '碳中和', beneficiary: '某单位', isPublic: false });
    const [pilotSync, corsiaSync] = await Promise.all([syncOf(pilot.id), syncOf(corsia.id)]);
    expect([pilotSync.market, corsiaSync.market]).toEqual(['shanghai', 'corsia']);
    expect(await db('ccer_offset_sync').where({ offset_id: logout.id }).first()).toBeUndefined();

    await app.outbox.deliverNow();
    await Promise.all([syncBecomes(pilotSync.id, 'sent'), syncBecomes(corsiaSync.id, 'sent')]);
    const [[p], [c]] = await Promise.all([receivedFor(pilot.id), receivedFor(corsia.id)]);
    expect(p).toMatchObject({ market: 'shanghai', signatureValid: true, body: { kind: 'pilot', market: 'shanghai', marketAccount: 'SH-0001', emitter: { name: '某钢铁公司', code: null }, complianceYear: 2025, quantity: 20 } });
    expect(c).toMatchObject({ market: 'corsia', signatureValid: true, body: { kind: 'corsia', market: 'corsia', operator: { name: '某航空公司', code: 'CA' }, compliancePeriod: '2024-2026', complianceYear: null, emitter: null } });
    expect((await requestsOf(pilotSync.id))[0].url).toBe(`${marketSync.url}/markets/shanghai/offsets`);
    expect(await receivedFor(logout.id)).toEqual([]);
    const lang = await new ApiClient(testEnv.appUrl, 'en').signIn(demoUsers.country);
    const en = await lang.post<SyncRow[]>(P.applyList, { market: 'shanghai', offsetNo: pilot.offsetNo });
    expect(en.body.dataInfo).toEqual([expect.objectContaining({ marketName: 'Shanghai', statusName: 'Sent', kindName: 'Local pilot market offset' })]);
  }, 240_000);

  it('retries a failing market with back-off, gives up after the last attempt, and a re-send is accepted with the same key', async () => {
    const offset = await retireOffset(chain, countryOffset(project, vintage, 40), (id) => failNext(3, { status: 503, idempotencyKey: id }));
    const sync = await syncOf(offset.id);
    await app.outbox.deliverNow();
    const failed = await syncBecomes(sync.id, 'failed');
    expect(failed).toMatchObject({ attempts: 3, receipt_no: null, last_error: 'HTTP 503: simulated outage' });
    const requests = await requestsOf(sync.id);
    expect(requests.map((r) => [r.attempt, r.status_code])).toEqual([[1, 503], [2, 503], [3, 503]]);
    // waited 1 s, then 2 s (the configured back-off)
    const at = requests.map((r) => new Date(r.created_at).getTime());
    expect(at[1] - at[0]).toBeGreaterThanOrEqual(900);
    expect(at[2] - at[1]).toBeGreaterThanOrEqual(1900);
    expect(await db('outbox').where({ business_type: 'ccerOffsetSync', business_key: sync.id }).first('status', 'attempts')).toEqual({ status: 'failed', attempts: 3 });
    // a failed report is listed as such with its error
    const listed = await auditor.post<SyncRow[]>(P.applyList, { status: 'failed', offsetNo: offset.offsetNo });
    expect(listed.body.dataInfo).toEqual([expect.objectContaining({ id: sync.id, status: 'failed', statusName: '同步失败', attempts: 3, lastError: 'HTTP 503: simulated outage' })]);
    expect((await auditor.post<SyncRequestRow[]>(P.list, { offsetNo: offset.offsetNo, statusCode: 503 })).body.total).toBe(3);

    // the registry re-sends it (088): a new delivery, the same Idempotency-Key and body; the market accepts it
    const resent = await auditor.post<SyncRow>(P.resend, { id: sync.id });
    expect(resent.status, JSON.stringify(resent.body)).toBe(200);
    const sent = await syncBecomes(sync.id, 'sent');
    expect(sent.attempts).toBe(4);
    const reports = await receivedFor(offset.id);
    expect(reports.map((r) => r.status)).toEqual([503, 503, 503, 200]);
    expect(sent.receipt_no).toBe(reports[3].receiptNo);
    const all = await requestsOf(sync.id);
    expect(all).toHaveLength(4);
    expect(all[3]).toMatchObject({ attempt: 4, status_code: 200, request_body: requests[0].request_body });
    expect(all[3].request_headers['Idempotency-Key']).toBe(offset.id);
    expect(await db('operation_log').where({ abstract: 'ccer.offset-sync-resend', business_key: sync.id }).first('business_type', 'operator_name')).toMatchObject({ business_type: 'ccerOffsetSync' });
  }, 180_000);

  it('gets the same receipt on a re-send when the market took the report but its answers were lost', async () => {
    const offset = await retireOffset(chain, countryOffset(project, vintage, 50), (id) => failNext(3, { mode: 'timeout', idempotencyKey: id }));
    const sync = await syncOf(offset.id);
    await app.outbox.deliverNow();
    const failed = await syncBecomes(sync.id, 'failed');
    expect(failed).toMatchObject({ attempts: 3, last_error: 'no answer within 1500 ms' });
    expect((await requestsOf(sync.id)).map((r) => r.status_code)).toEqual([null, null, null]);
    // the market took the first one (and gave it a receipt no one heard)
    const unanswered = await receivedFor(offset.id);
    expect(unanswered.map((r) => r.status)).toEqual([0, 0, 0]);
    const firstReceipt = unanswered[0].receiptNo;
    expect(firstReceipt).toMatch(/^NATIONAL-\d{8}-\d{6}$/);
    expect((await auditor.post<SyncRequestRow[]>(P.list, { offsetNo: offset.offsetNo, statusCode: 0 })).body.total).toBe(3);

    expect((await auditor.post(P.resend, { id: sync.id })).status).toBe(200);
    const sent = await syncBecomes(sync.id, 'sent');
    expect(sent.receipt_no).toBe(firstReceipt);
    const again = (await receivedFor(offset.id)).at(-1)!;
    expect(again).toMatchObject({ status: 200, repeat: true, receiptNo: firstReceipt, signatureValid: true });
  }, 180_000);

  it('records the refusal of a wrong signature (401) and does not retry it; a re-send with the right secret is accepted', async () => {
    const wrong = await testApp({ ...settings, MARKET_SYNC_SECRET: 'not-the-secret-the-market-knows-0123456789' });
    try {
      const offset = await retireOffset(chain, countryOffset(project, vintage, 60));
      const sync = await syncOf(offset.id);
      await wrong.outbox.deliverNow();
      const failed = await syncBecomes(sync.id, 'failed');
      // refused as such: given up at once, no back-off
      expect(failed).toMatchObject({ attempts: 1, last_error: 'HTTP 401: signature mismatch' });
      const [request] = await requestsOf(sync.id);
      expect(request).toMatchObject({ status_code: 401, error: 'HTTP 401: signature mismatch' });
      expect(JSON.parse(request.response_body)).toEqual({ code: 401, message: 'signature mismatch' });
      expect(await receivedFor(offset.id)).toEqual([expect.objectContaining({ signatureValid: false, status: 401, receiptNo: null })]);

      // the stack's gateway holds the right secret: the re-send goes through
      expect((await auditor.post(P.resend, { id: sync.id })).status).toBe(200);
      const sent = await syncBecomes(sync.id, 'sent');
      expect(sent.attempts).toBe(2);
      expect((await receivedFor(offset.id)).map((r) => [r.status, r.signatureValid])).toEqual([[401, false], [200, true]]);
    } finally {
      await wrong.close();
    }
  }, 180_000);
  it('shows the national registry link (102 alone) the national market’s reports, requests and rules only', async () => {
    // an operator whose one role holds 102 (全国注册登记系统对接) and the link's menus
    const [role] = await db('role').insert({ role_name: `注册登记对接${run}` }).returning('role_id');
    await db('role_func').insert({ role_id: role.role_id, func_id: '102' });
    const loginName = `nl${run}`.slice(0, 20);
    const [{ operator_id }] = await db('operator')
      .insert({ login_name: loginName, password_hash: await hashPassword(DEMO_PASSWORD), operator_code: loginName, operator_name: '对接管理员', operator_type: '02' })
      .returning('operator_id');
    await db('operator_role').insert({ operator_id, role_id: role.role_id });
    const link = new ApiClient();
    await link.signIn({ loginName, password: DEMO_PASSWORD });

    // whatever market it asks for, the national market's reports and requests come back
    const national = await db('ccer_offset_sync').where({ market: 'national' }).count({ n: '*' }).first();
    const listed = await link.post<SyncRow[]>(P.applyList, { market: 'shanghai', pageSize: 100 });
    expect(listed.status).toBe(200);
    expect(listed.body.total).toBe(Number(national!.n));
    expect(new Set(listed.body.dataInfo.map((r) => r.market))).toEqual(new Set(['national']));
    const requests = await link.post<SyncRequestRow[]>(P.list, { pageSize: 100 });
    expect(requests.body.total).toBeGreaterThan(0);
    expect(requests.body.dataInfo.every((r) => r.market === 'national')).toBe(true);
    // the offset staff see every market's, and filter them by market too
    const all = await auditor.post<SyncRequestRow[]>(P.list, { market: 'shanghai', pageSize: 100 });
    expect(all.body.total).toBeGreaterThan(0);
    expect(all.body.dataInfo.every((r) => r.market === 'shanghai')).toBe(true);
    // a pilot market's request and report are none of the link's
    expect((await link.get(`${P.request}?id=${all.body.dataInfo[0].id}`)).status).toBe(404);
    const pilotSync = await db('ccer_offset_sync').where({ market: 'shanghai' }).first('id');
    expect((await link.post(P.resend, { id: pilotSync.id })).status).toBe(404);
    expect((await link.get(`${P.request}?id=${requests.body.dataInfo[0].id}`)).status).toBe(200);

    // 履约配置: it keeps the national market's rules, and no other kind's
    const saved = await link.post<OffsetRule>(OP.ruleSave, { kind: 'country', name: `全国履约规则${run}`, minVintage: 2020, capShare: 0.05, enabled: false });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const pilotRule = await link.post(OP.ruleSave, { kind: 'pilot', name: `试点规则${run}`, enabled: false });
    expect(pilotRule.status).toBe(403);
    expect(pilotRule.body.msg).toBe('全国注册登记系统对接只能维护全国碳市场抵销的规则');
    const moved = await link.post(OP.ruleSave, { id: saved.body.dataInfo.id, kind: 'logout', name: `全国履约规则${run}`, enabled: false });
    expect(moved.status).toBe(403);
    const other = (await auditor.post<OffsetRule[]>(OP.rules, { kind: 'corsia' })).body.dataInfo[0];
    expect(other).toBeDefined();
    expect((await link.post(OP.ruleSave, { id: other.id, kind: 'country', name: other.name, enabled: other.enabled })).status).toBe(403);
    expect((await link.post<OffsetRule[]>(OP.rules, { kind: 'country' })).body.dataInfo.map((r) => r.id)).toContain(saved.body.dataInfo.id);
  }, 60_000);
});
