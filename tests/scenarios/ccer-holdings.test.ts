import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import ExcelJS from 'exceljs';
import { randomUUID } from 'node:crypto';
import {
  holdingPaths as H,
  type BlockRow,
  type CompanyHoldingRow,
  type EncodeDetail,
  type HoldingDetail,
  type HoldingRow,
  type LedgerCheckRow,
  type PublicSerial,
} from '@ccer/contracts';
import { issueUnits, moveUnits } from '@ccer/workers/ledger/postings';
import { ApiClient } from '../fixtures/client.ts';
import { demoUsers, testEnv } from '../fixtures/env.ts';
import { testApp } from '../fixtures/app.ts';
import { createOperator } from '../fixtures/operators.ts';
import { insertRegisteredProject } from '../fixtures/certified-chain.ts';
import { isoDay } from '../../gateway/src/domain/server-time.ts';
import { addCalendarDays } from '../../gateway/src/domain/calendar/registry-days.ts';

/**
 * Holdings, statements, serial codes, the public serial lookup and the ledger's reconciliation (issue 12) through
 * HTTP: units issued to company A (issueUnits) and moved (moveUnits) in the test; A sees its holding by state, B does
 * not see A's, the registry (country01) sees both; a statement at an earlier date is the ledger replayed to that day;
 * a serial's block and history; the public lookup names the holder only once retired; a reconciliation run is recorded.
 */
const PASSWORD = 'Demo@123456';
type Errors = Array<{ field: string; message: string }>;

describe('CCER holdings, statements, serial codes, reconciliation', () => {
  const run = Date.now().toString(36).toUpperCase();
  const code = `H${run}`;
  const oldCode = `HO${run}`;
  const a = new ApiClient();
  const b = new ApiClient();
  const country = new ApiClient();
  const anonymous = new ApiClient();
  let app: FastifyInstance;
  let custA: string;
  let custB: string;
  const today = isoDay();
  const threeDaysAgo = addCalendarDays(today, -3);

  const download = async (path: string, who: ApiClient) => {
    const res = await fetch(testEnv.appUrl + path, { headers: { Authorization: `Bearer ${who.token}`, 'Accept-Language': who.lang } });
    return { status: res.status, type: res.headers.get('content-type'), disposition: res.headers.get('content-disposition'), body: Buffer.from(await res.arrayBuffer()) };
  };

  beforeAll(async () => {
    app = await testApp();
    await insertRegisteredProject(app, `持有量测试项目${run}`, code);
    await insertRegisteredProject(app, `历史持有量项目${run}`, oldCode);
    const [ca] = await app.db('customer').insert({ cust_name: `持有甲公司${run}`, cust_type: '01', is_complete: '1' }).returning('cust_id');
    const [cb] = await app.db('customer').insert({ cust_name: `持有乙公司${run}`, cust_type: '01', is_complete: '1' }).returning('cust_id');
    custA = ca.cust_id;
    custB = cb.cust_id;
    await createOperator({ loginName: `hold_a_${run}`.toLowerCase(), password: PASSWORD, operatorType: '06', roleName: '企业代表', custId: custA });
    await createOperator({ loginName: `hold_b_${run}`.toLowerCase(), password: PASSWORD, operatorType: '06', roleName: '企业代表', custId: custB });
    await Promise.all([
      a.signIn({ loginName: `hold_a_${run}`.toLowerCase(), password: PASSWORD }),
      b.signIn({ loginName: `hold_b_${run}`.toLowerCase(), password: PASSWORD }),
      country.signIn(demoUsers.country),
    ]);

    const source = { businessType: 'test', businessKey: run, reason: 'holdings scenario' };
    // 1000 t of 2021 to A; 300 of them to B (B takes the tail 701-1000); 200 reserved by a pending move (501-700); 100
    // retired (401-500)
    await app.db.transaction((trx) => issueUnits(trx, { projectCode: code, vintage: 2021, quantity: 1000, holderId: custA }, source));
    await app.db.transaction((trx) =>
      moveUnits(trx, { kind: 'transfer', from: { holderId: custA, state: 'available', claimId: null }, to: { holderId: custB, state: 'available', claimId: null }, quantity: 300 }, source),
    );
    await app.db.transaction((trx) =>
      moveUnits(trx, { kind: 'reserve', from: { holderId: custA, state: 'available', claimId: null }, to: { holderId: custA, state: 'available', claimId: randomUUID() }, quantity: 200 }, source),
    );
    await app.db.transaction((trx) =>
      moveUnits(trx, { kind: 'retire', from: { holderId: custA, state: 'available', claimId: null }, to: { holderId: custA, state: 'retired', claimId: null }, quantity: 100 }, source),
    );

    // a history that began three days ago: 500 t issued to A then (written as issueUnits writes it, dated), moved today
    await app.db.transaction(async (trx) => {
      await trx('unit_serial').insert({ project_code: oldCode, last_serial: 500, last_batch: 1 });
      await trx('unit_block').insert({ project_code: oldCode, vintage: 2020, batch: 1, serial_start: 1, serial_end: 500, holder_id: custA, state: 'available' });
      await trx('ledger_entry').insert({
        tx_id: randomUUID(), kind: 'issue', project_code: oldCode, vintage: 2020, batch: 1, serial_start: 1, serial_end: 500, quantity: 500,
        to_holder: custA, to_state: 'available', created_at: new Date(Date.parse(`${threeDaysAgo}T10:00:00+08:00`)), business_type: 'test', business_key: run,
      });
    });
    await app.db.transaction((trx) =>
      moveUnits(trx, { kind: 'transfer', from: { holderId: custA, state: 'available', claimId: null }, to: { holderId: custB, state: 'available', claimId: null }, quantity: 120, scope: { projectCode: oldCode } }, source),
    );
  });
  afterAll(async () => app?.close());

  it("shows a company its holding by state, not another company's; the registry both", async () => {
    const mine = await a.post<HoldingRow[]>(H.list, { projectCode: code });
    expect(mine.status, JSON.stringify(mine.body)).toBe(200);
    expect(mine.body.dataInfo).toEqual([
      expect.objectContaining({ custId: custA, projectCode: code, projectName: `持有量测试项目${run}`, vintage: 2021, available: 400, reserved: 200, frozen: 0, trading: 0, retired: 100, cancelled: 0, total: 700 }),
    ]);
    // B asking for A's: nothing; B's own: the tail
    expect((await b.post<HoldingRow[]>(H.list, { custId: custA, projectCode: code })).body.dataInfo).toEqual([]);
    expect((await b.post<HoldingRow[]>(H.list, { projectCode: code })).body.dataInfo).toEqual([expect.objectContaining({ custId: custB, available: 300, total: 300 })]);
    expect((await b.post(H.detail, { custId: custA, projectCode: code, vintage: 2021 })).status).toBe(404);

    const registry = await country.post<HoldingRow[]>(H.list, { projectCode: code });
    expect(registry.body.dataInfo.map((r) => [r.custId, r.total]).sort()).toEqual([[custA, 700], [custB, 300]].sort());
    const companies = await country.post<CompanyHoldingRow[]>(H.companyList, { custName: run, pageSize: 50 });
    expect(companies.body.dataInfo.map((r) => [r.custName, r.total, r.projects]).sort()).toEqual(
      [[`持有甲公司${run}`, 1080, 2], [`持有乙公司${run}`, 420, 2]].sort(),
    );
    // a company's company list is its own row only
    expect((await b.post<CompanyHoldingRow[]>(H.companyList, {})).body.dataInfo.map((r) => r.custId)).toEqual([custB]);

    const detail = await a.post<HoldingDetail>(H.detail, { projectCode: code, vintage: 2021 });
    expect(detail.status, JSON.stringify(detail.body)).toBe(200);
    expect(detail.body.dataInfo.blocks.map((x) => [x.serialStart, x.serialEnd, x.holdingState])).toEqual([
      [1, 400, 'available'],
      [401, 500, 'retired'],
      [501, 700, 'reserved'],
    ]);
    expect(detail.body.dataInfo.blocks[0].serialText).toBe(`CCER-${code}-2021-1-1-400`);
    expect(detail.body.dataInfo.blocks[2].stateName).toBe('预留');
  });

  it('gives a statement at an earlier date as the ledger replayed to that day, as xlsx and PDF', async () => {
    const cells = async (path: string, who: ApiClient) => {
      const file = await download(path, who);
      expect(file.status, file.body.toString()).toBe(200);
      expect(file.body.subarray(0, 2).toString()).toBe('PK');
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.load(file.body as unknown as ArrayBuffer);
      const rows: unknown[][] = [];
      wb.worksheets[0].eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
      return { file, rows };
    };
    const linesOf = (rows: unknown[][]) => rows.filter((r) => r[0] === oldCode).map((r) => [r[2], r[3], r[4], r[5]]);

    // three days ago: the 500 issued, the move of today not in it
    const earlier = await cells(`${H.statementXlsx}?date=${threeDaysAgo}`, a);
    expect(earlier.rows.some((r) => r[1] === `持有甲公司${run}`)).toBe(true);
    expect(linesOf(earlier.rows)).toEqual([[2020, '可用', 500, `CCER-${oldCode}-2020-1-1-500`]]);
    expect(earlier.rows.some((r) => r[0] === code)).toBe(false);
    // four days ago: nothing yet
    expect(linesOf((await cells(`${H.statementXlsx}?date=${addCalendarDays(today, -4)}`, a)).rows)).toEqual([]);
    // today (the default): the head kept, equal to the current blocks
    const now = await cells(H.statementXlsx, a);
    expect(linesOf(now.rows)).toEqual([[2020, '可用', 380, `CCER-${oldCode}-2020-1-1-380`]]);
    expect(now.rows.filter((r) => r[0] === code).map((r) => [r[3], r[4]])).toEqual([['可用', 400], ['预留', 200], ['已抵销', 100]]);
    // the day the statement was made, read now (the suite's today is a day behind once a run crosses China's midnight)
    expect(now.file.disposition).toContain(encodeURIComponent(`持有量对账单_持有甲公司${run}_${isoDay()}.xlsx`));
    // the registry names the company; B gets its own tail
    expect(linesOf((await cells(`${H.statementXlsx}?custId=${custB}`, country)).rows)).toEqual([[2020, '可用', 120, `CCER-${oldCode}-2020-1-381-500`]]);
    expect((await download(H.statementXlsx, country)).status).toBe(400);
    expect((await download(`${H.statementXlsx}?custId=${custA}`, b)).status).toBe(404);

    const pdf = await download(`${H.statementPdf}?date=${threeDaysAgo}`, a);
    expect(pdf.status, pdf.body.toString()).toBe(200);
    expect(pdf.type).toBe('application/pdf');
    expect(pdf.body.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('finds the block of any serial and lists its history, issue then transfer', async () => {
    const found = await country.post<BlockRow[]>(H.encodeList, { serial: `CCER-${code}-850` });
    expect(found.status, JSON.stringify(found.body)).toBe(200);
    expect(found.body.dataInfo).toEqual([expect.objectContaining({ serialStart: 701, serialEnd: 1000, holderId: custB, holderName: `持有乙公司${run}`, state: 'available' })]);
    // the whole block text reads as its start; a company finds only its own blocks
    expect((await country.post<BlockRow[]>(H.encodeList, { serial: `CCER-${code}-2021-1-501-700` })).body.dataInfo[0].holdingState).toBe('reserved');
    expect((await a.post<BlockRow[]>(H.encodeList, { serial: `${code}-850` })).body.dataInfo).toEqual([]);
    expect((await a.post<BlockRow[]>(H.encodeList, { projectCode: code })).body.total).toBe(3);
    const bad = await country.post<Errors>(H.encodeList, { serial: 'not a serial' });
    expect(bad.status).toBe(400);
    expect(bad.body.dataInfo).toEqual([{ field: 'serial', message: '序号格式不正确（如 CCER-项目编号-序号）' }]);

    const history = await country.post<EncodeDetail>(H.encodeDetail, { serial: `CCER-${code}-850` });
    expect(history.status, JSON.stringify(history.body)).toBe(200);
    expect(history.body.dataInfo.history.map((h) => [h.kind, h.kindName, h.fromHolderName, h.toHolderName, h.serialText])).toEqual([
      ['issue', '签发', null, `持有甲公司${run}`, `CCER-${code}-2021-1-1-1000`],
      ['transfer', '划转', `持有甲公司${run}`, `持有乙公司${run}`, `CCER-${code}-2021-1-701-1000`],
    ]);
    expect(history.body.dataInfo.history[1].businessKey).toBe(run);
    // B traces its own serial, not A's
    expect((await b.post(H.encodeDetail, { serial: `CCER-${code}-850` })).status).toBe(200);
    expect((await b.post(H.encodeDetail, { serial: `CCER-${code}-10` })).status).toBe(404);
    expect((await country.post(H.encodeDetail, { serial: `CCER-${code}-5000` })).status).toBe(404);
  });

  it('looks a serial up publicly, naming the holder only once retired', async () => {
    const held = await anonymous.get<PublicSerial>(`${H.publicSerial}?serial=${encodeURIComponent(`CCER-${code}-850`)}`);
    expect(held.status, JSON.stringify(held.body)).toBe(200);
    expect(held.body.dataInfo).toEqual(
      expect.objectContaining({ projectCode: code, projectName: `持有量测试项目${run}`, vintage: 2021, batch: 1, state: 'available', stateName: '可用', holderName: null }),
    );
    expect(held.body.dataInfo.issuedAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(held.body.dataInfo).not.toHaveProperty('serialText');
    const retired = await anonymous.get<PublicSerial>(`${H.publicSerial}?serial=${code}-450`);
    expect(retired.body.dataInfo).toEqual(expect.objectContaining({ state: 'retired', stateName: '已抵销', holderName: `持有甲公司${run}` }));
    expect((await anonymous.get(`${H.publicSerial}?serial=${code}-99999`)).status).toBe(404);
    expect((await anonymous.get(`${H.publicSerial}?serial=x`)).status).toBe(400);
  });

  it('runs the reconciliation on demand and records it; companies may not', async () => {
    expect((await a.post(H.reconciliationRun, {})).status).toBe(403);
    const ran = await country.post<LedgerCheckRow>(H.reconciliationRun, {});
    expect(ran.status, JSON.stringify(ran.body)).toBe(200);
    expect(ran.body.dataInfo.results.filter((r) => !r.ok)).toEqual([]);
    expect(ran.body.dataInfo).toEqual(expect.objectContaining({ ok: true, trigger: 'manual', broken: [], error: null }));
    expect(ran.body.dataInfo.results.map((r) => r.name)).toEqual(['noOverlap', 'issuedEqualsBlocks', 'noNegative', 'replayEqualsBlocks', 'reservedWithinAvailable', 'figuresEqualEntries']);
    expect(ran.body.dataInfo.units).toBeGreaterThanOrEqual(1500);
    const list = await country.post<LedgerCheckRow[]>(H.reconciliationList, { pageSize: 5 });
    expect(list.body.dataInfo[0].id).toBe(ran.body.dataInfo.id);
    const one = await new ApiClient(undefined, 'en').signIn(demoUsers.country).then((c) => c.post<LedgerCheckRow>(H.reconciliationDetail, { id: Number(ran.body.dataInfo.id) }));
    expect(one.body.dataInfo.results[0].title).toBe('Serial ranges never overlap');
    expect((await country.post(H.reconciliationDetail, { id: 999999999 })).status).toBe(404);
  });
});
