import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Knex } from 'knex';
import {
  clearingPaths as P,
  exchangeLinkPaths as L,
  transferPaths,
  type ClearingBatchDetail,
  type ClearingBatchRow,
  type ClearingCustomerBalanceRow,
  type ClearingExchangeBalanceRow,
  type ClearingPortionRow,
  type ClearingReportRow,
  type ClearingTradeRow,
  type ExchangeCallDetail,
  type ExchangeCallRow,
  type ExchangeSignRow,
} from '@ccer/contracts';
import type { FastifyInstance } from 'fastify';
import ExcelJS from 'exceljs';
import { testApp } from '../fixtures/app.ts';
import { checkLedger } from '../../workers/src/ledger/invariants.ts';
import { moveUnits } from '../../workers/src/ledger/postings.ts';
import { isoDay } from '../../gateway/src/domain/server-time.ts';
import { ApiClient, eventually } from '../fixtures/client.ts';
import { demoUsers, testEnv } from '../fixtures/env.ts';
import { createOperator } from '../fixtures/operators.ts';
import { DEMO_PASSWORD } from '../fixtures/certified-chain.ts';
import { issueTo, transferCompany, type TransferCompany } from '../fixtures/ccer-transfers.ts';
import { exchangeBook, exchangeFailNext, exchangeReceived, sendBatch } from '../fixtures/exchange.ts';

/**
 * The exchange (contracts/src/exchange/) through the HTTP API on the real stack, with the exchange's counterpart across
 * a real network boundary both ways: units moved onto the trading platform are told to the exchange (signed, logged);
 * the exchange's clearing batch is received (signature, validation, idempotency), checked against the ledger, confirmed
 * by the registry and settled in one transaction (ledger kind settle, net portions, trading to trading), or refused at
 * the check, or rejected; each outcome goes back to the exchange. The figures (report, portions, balances) agree with
 * the counterpart's book; company representatives and the exchange's administrators reach only what their functions
 * give; the ledger's invariants hold.
 */
describe('the exchange: trading-system link and clearing', () => {
  const run = Date.now().toString(36);
  const project = `QS${run}`.toUpperCase().slice(0, 16);
  const vintage = 2024;
  let app: FastifyInstance;
  let db: Knex;
  let a: TransferCompany;
  let b: TransferCompany;
  const registry = new ApiClient();
  const exchangeAdmin = new ApiClient();
  const today = () => isoDay();

  const trade = (tradeNo: string, seller: TransferCompany, buyer: TransferCompany, quantity: number, price: number) => ({
    tradeNo: `${tradeNo}${run}`.slice(0, 32),
    sellerAccountNo: seller.custNo,
    buyerAccountNo: buyer.custNo,
    projectCode: project,
    vintage,
    quantity,
    price,
  });
  const batchRow = async (batchNo: string) => (await registry.post<ClearingBatchRow[]>(P.batchList, { batchNo, pageSize: 10 })).body.dataInfo[0];
  const detail = async (id: string) => (await registry.get<ClearingBatchDetail>(`${P.batchDetail}?id=${id}`)).body.dataInfo;
  const becomes = (batchNo: string, status: string) =>
    eventually(async () => {
      const row = await batchRow(batchNo);
      return row?.status === status ? row : undefined;
    }, 30000, `batch ${batchNo} ${status}`);
  /** A batch awaiting the registry's confirmation once its task is open (the worker writes the status just before). */
  const awaitingConfirmation = (batchNo: string) =>
    eventually(async () => {
      const row = await batchRow(batchNo);
      return row?.status === 'confirming' && row.taskId ? row : undefined;
    }, 30000, `batch ${batchNo} awaiting confirmation`);
  const onPlatform = async (custId: string) =>
    Number((await db('unit_block').where({ holder_id: custId, project_code: project, state: 'trading' }).sum({ q: db.raw('serial_end - serial_start + 1') }).first())?.q ?? 0);
  /** A message once the exchange took it; the workers' messages are sent by an in-process gateway's outbox (the stack's sends after its own calls only). */
  const messageIn = (businessKey: string, kind: string, status: string, timeoutMs = 30000) =>
    eventually(async () => {
      await app.outbox.deliverNow();
      const m = await db('exchange_message').where({ business_key: businessKey, kind }).first();
      return m?.status === status ? m : undefined;
    }, timeoutMs, `${kind} message ${status}`);
  const messageOf = (businessKey: string, kind: string) => messageIn(businessKey, kind, 'sent');

  beforeAll(async () => {
    // a failed message is tried again within seconds, and its answer awaited 1.5 s at the most
    app = await testApp({ EXCHANGE_URL: testEnv.exchangeUrl, EXCHANGE_SECRET: process.env.TEST_EXCHANGE_SECRET!, EXCHANGE_BACKOFF_SECONDS: '1,2', EXCHANGE_TIMEOUT_MS: '1500' });
    // sends the workers' messages to the exchange on its outbox's interval, as a running gateway does (the stack's
    // gateway looks every ten minutes only, and a kick after a change sends engine commands only)
    app.outbox.start(250);
    db = app.db;
    [a, b] = await Promise.all([transferCompany(db, 'qa', run), transferCompany(db, 'qb', run)]);
    await createOperator({ loginName: `jys_${run}`, password: DEMO_PASSWORD, operatorType: '15', roleName: '交易所管理员' });
    await Promise.all([registry.signIn(demoUsers.country), exchangeAdmin.signIn({ loginName: `jys_${run}`, password: DEMO_PASSWORD })]);
    await issueTo(db, a.custId, project, vintage, 2000);
    await issueTo(db, b.custId, project, vintage, 500);
  }, 120_000);
  afterAll(async () => app?.close());

  it('tells the exchange of units moved onto its platform and back, signed, each call logged with its signature', async () => {
    const toPlatform = await a.init.client.post<{ id: string; transferNo: string }>(transferPaths.platform, { projectCode: project, vintage, quantity: 1000 });
    expect(toPlatform.status, JSON.stringify(toPlatform.body)).toBe(200);
    const deposit = await messageOf(toPlatform.body.dataInfo.id, 'deposit');
    const [received] = await exchangeReceived(deposit.id);
    expect(received).toMatchObject({ kind: 'deposit', signatureValid: true, status: 200, repeat: false });
    expect(received.body).toMatchObject({ messageId: deposit.id, transferNo: toPlatform.body.dataInfo.transferNo, accountNo: a.custNo, accountName: a.custName, projectCode: project, vintage, quantity: 1000 });
    expect(received.body.serialRanges).toEqual([{ serial: `CCER-${project}-${vintage}-1-1001-2000`, start: 1001, end: 2000, count: 1000 }]);
    expect(received.body.postedAt).toMatch(/\+08:00$/);
    expect(deposit.receipt_no).toBe(received.receiptNo);

    expect((await b.init.client.post(transferPaths.platform, { projectCode: project, vintage, quantity: 300 })).status).toBe(200);
    const back = await b.init.client.post<{ id: string }>(transferPaths.holding, { projectCode: project, vintage, quantity: 100 });
    expect(back.status).toBe(200);
    await messageOf(back.body.dataInfo.id, 'withdrawal');
    expect(await onPlatform(a.custId)).toBe(1000);
    expect(await onPlatform(b.custId)).toBe(200);

    // the call log and the signature log: the deposit's call, signed by the registry, answered with the exchange's receipt
    const calls = await registry.post<ExchangeCallRow[]>(L.callList, { messageId: deposit.id });
    expect(calls.body.dataInfo).toMatchObject([{ direction: 'out', directionName: '发送', kind: 'deposit', kindName: '划转至交易平台通知', statusCode: 200, outcome: 'ok', receiptNo: received.receiptNo, signatureResult: 'signed', messageStatus: 'sent' }]);
    const call = await registry.get<ExchangeCallDetail>(`${L.callDetail}?id=${calls.body.dataInfo[0].id}`);
    expect(JSON.parse(call.body.dataInfo.requestBody)).toEqual(received.body);
    expect(call.body.dataInfo.requestHeaders['X-CCER-Signature']).toMatch(/^hmac-sha256=[0-9a-f]{64}$/);
    // the exchange's administrators read the link's logs (104), not clearing (106)
    const signs = await exchangeAdmin.post<ExchangeSignRow[]>(L.signList, { businessNo: toPlatform.body.dataInfo.transferNo });
    expect(signs.status).toBe(200);
    expect(signs.body.dataInfo[0]).toMatchObject({ direction: 'out', result: 'signed', resultName: '已签名', digest: expect.stringMatching(/^[0-9a-f]{64}$/) });
    expect((await exchangeAdmin.post(P.batchList, {})).status).toBe(403);
    expect((await exchangeAdmin.post(L.resend, { messageId: deposit.id })).status).toBe(403);
  });

  it('settles a checked and confirmed batch by the accounts’ net portions; the figures agree with the exchange’s book', async () => {
    const sent = await sendBatch({ tradeDate: today(), trades: [trade('T1', a, b, 300, 45.5), trade('T2', b, a, 100, 46), trade('T3', a, b, 50, 47.25)] });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(sent.body.dataInfo).toEqual({ receiptNo: expect.stringMatching(new RegExp(`^QS${today().replace(/-/g, '')}\\d{6}$`)), status: 'checking' });
    const row = await awaitingConfirmation(sent.batchNo);
    expect(row).toMatchObject({ tradeDate: today(), tradeCount: 3, totalQuantity: 450, totalAmount: '20612.50', statusName: '待复核', taskId: expect.any(String) });

    const portions = (await registry.post<ClearingPortionRow[]>(P.portionList, { batchId: row.id, pageSize: 10 })).body.dataInfo;
    expect(portions.map((p) => [p.accountNo, p.bought, p.sold, p.net, p.paid, p.received])).toEqual(
      [[a.custNo, 100, 350, -250, '4600.00', '16012.50'], [b.custNo, 350, 100, 250, '16012.50', '4600.00']].sort((x, y) => (x[0] < y[0] ? -1 : 1)),
    );
    const trades = (await registry.post<ClearingTradeRow[]>(P.tradeList, { batchId: row.id })).body.dataInfo;
    expect(trades.map((t) => [t.tradeNo.slice(0, 2), t.sellerName, t.buyerName, t.quantity, t.price, t.amount])).toEqual([
      ['T1', a.custName, b.custName, 300, '45.50', '13650.00'],
      ['T2', b.custName, a.custName, 100, '46.00', '4600.00'],
      ['T3', a.custName, b.custName, 50, '47.25', '2362.50'],
    ]);

    // the registry's staff who confirm (106) were told; a company's representative was not
    const notified = await db('action_notice as n').join('operator as x', 'x.operator_id', 'n.operator_id').where({ 'n.business_type': 'clearingBatch', 'n.business_key': row.id, 'n.task_key': 'clearingConfirm' }).pluck('x.login_name');
    expect(notified).toContain(demoUsers.country.loginName);
    expect(notified).not.toContain(a.init.loginName);
    const confirmed = await registry.post(P.confirm, { taskId: row.taskId, approved: true, opinion: '核对无误' });
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    const settled = await becomes(sent.batchNo, 'settled');
    expect(settled).toMatchObject({ statusName: '已交收', opinion: '核对无误', confirmerName: expect.any(String), settledAt: expect.any(String), taskId: null });
    expect(await onPlatform(a.custId)).toBe(750);
    expect(await onPlatform(b.custId)).toBe(450);
    const entries = await db('ledger_entry').where({ business_type: 'clearingBatch', business_key: row.id }).select('kind', 'from_holder', 'to_holder', 'from_state', 'to_state', 'quantity');
    expect(entries).toEqual([{ kind: 'settle', from_holder: a.custId, to_holder: b.custId, from_state: 'trading', to_state: 'trading', quantity: '250' }]);

    // the outcome went back to the exchange; the five steps are done
    const result = await messageOf(row.id, 'clearingResult');
    const [told] = await exchangeReceived(result.id);
    expect(told.body).toMatchObject({ batchNo: sent.batchNo, tradeDate: today(), status: 'settled', opinion: '核对无误', findings: [] });
    const d = await eventually(async () => {
      const x = await detail(row.id);
      return x.steps.every((s) => s.state === 'done') ? x : undefined;
    }, 30000, 'every step done');
    expect(d.steps.map((s) => s.name)).toEqual(['接收', '校验', '复核', '交收', '回报']);
    expect(d.reportStatus).toBe('sent');

    // the registry's units on the platform are the exchange's book
    const book = await exchangeBook();
    const inBook = (c: TransferCompany) => book.find((l) => l.accountNo === c.custNo && l.projectCode === project)?.quantity;
    expect([inBook(a), inBook(b)]).toEqual([750, 450]);
    const balances = (await registry.post<ClearingCustomerBalanceRow[]>(P.customerBalanceList, { projectCode: project, pageSize: 50 })).body.dataInfo;
    expect(balances.map((l) => [l.accountNo, l.registryQuantity, l.exchangeQuantity, l.difference, l.reportedBatchNo]).sort()).toEqual(
      [[a.custNo, 750, 750, 0, sent.batchNo], [b.custNo, 450, 450, 0, sent.batchNo]].sort(),
    );
    const totals = (await registry.post<ClearingExchangeBalanceRow[]>(P.exchangeBalanceList, { projectCode: project })).body.dataInfo;
    expect(totals).toEqual([{ id: `${project}|${vintage}`, projectCode: project, vintage, accounts: 2, registryQuantity: 1200, exchangeQuantity: 1200, difference: 0 }]);
    // the portions as the auditors take them away: an xlsx of the same list
    const xlsx = await fetch(`${testEnv.appUrl}/api/common/export`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${registry.token}` },
      body: JSON.stringify({ funcid: 'clearingPortions', expHeads: [{ title: '账户号', field: 'accountNo' }, { title: '净额（吨）', field: 'net' }], jsonParams: { batchId: row.id } }),
    });
    expect(xlsx.status).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await xlsx.arrayBuffer());
    const sheet = workbook.getWorksheet('清算份额')!;
    expect(sheet.getRows(2, sheet.rowCount - 1)!.map((r) => [r.getCell(1).value, r.getCell(2).value]).sort()).toEqual([[a.custNo, -250], [b.custNo, 250]].sort());
    const report = (await registry.post<ClearingReportRow[]>(P.report, { tradeDateFrom: today(), tradeDateTo: today() })).body.dataInfo;
    expect(report[0]).toMatchObject({ tradeDate: today(), settledBatches: expect.any(Number) });
    expect(report[0].settledQuantity).toBeGreaterThanOrEqual(450);
  });

  it('answers a batch sent again with its first receipt, refuses another body under its number, and an unsigned one', async () => {
    const batch = { batchNo: `RE${run}`.toUpperCase(), tradeDate: today(), trades: [trade('R1', a, b, 10, 40)], balances: [] };
    const first = await sendBatch(batch);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const again = await sendBatch(batch);
    expect(again.body.dataInfo.receiptNo).toBe(first.body.dataInfo.receiptNo);
    const other = await sendBatch({ ...batch, trades: [trade('R1', a, b, 11, 40)] });
    expect(other.status).toBe(409);
    expect(other.body.msg).toBe('该清算批次号已被另一批次使用');
    expect(await db('clearing_batch').where({ batch_no: batch.batchNo }).count({ n: '*' }).first()).toEqual({ n: '1' });

    const forged = await sendBatch({ batchNo: `FG${run}`.toUpperCase(), tradeDate: today(), trades: [trade('F1', a, b, 10, 40)], badSignature: true });
    expect(forged.status).toBe(401);
    expect(forged.body.msg).toBe('签名验证失败');
    expect(await db('clearing_batch').where({ batch_no: `FG${run}`.toUpperCase() }).first()).toBeUndefined();
    const signs = (await registry.post<ExchangeSignRow[]>(L.signList, { direction: 'in', result: 'refused', pageSize: 5 })).body.dataInfo;
    expect(signs[0]).toMatchObject({ kind: 'clearingBatch', result: 'refused', resultName: '验签失败', reason: '签名不一致' });

    // a malformed body: 400 naming the field, in Chinese, and nothing kept
    const bad = await sendBatch({ batchNo: `BD${run}`.toUpperCase(), tradeDate: today(), trades: [{ ...trade('B1', a, b, 10, 40), price: 40.123 }] });
    expect(bad.status).toBe(400);
    expect(bad.body.dataInfo).toEqual([{ field: 'trades.0.price', message: '成交价格应为0至1000000之间、最多两位小数的数字' }]);
    expect(await db('clearing_batch').where({ batch_no: `BD${run}`.toUpperCase() }).first()).toBeUndefined();
    const logged = (await registry.post<ExchangeCallRow[]>(L.callList, { direction: 'in', businessNo: `BD${run}`.toUpperCase() })).body.dataInfo;
    expect(logged).toMatchObject([{ kind: 'clearingBatch', statusCode: 400, outcome: 'failed', signatureResult: 'verified' }]);
  });

  it('refuses at the check a batch the ledger cannot settle, naming each finding, and tells the exchange', async () => {
    const unknown = `NO${run}`.toUpperCase();
    // a batch the exchange could not have made: its balances are stated (the counterpart's book is left alone)
    const sent = await sendBatch({ tradeDate: today(), trades: [trade('C1', a, b, 5000, 40), { ...trade('C2', b, a, 1, 40), buyerAccountNo: unknown }], balances: [] });
    expect(sent.status).toBe(200);
    const row = await becomes(sent.batchNo, 'checkFailed');
    const d = await detail(row.id);
    expect(d.findings).toEqual(
      expect.arrayContaining([
        { tradeNo: `C2${run}`.slice(0, 32), accountNo: unknown, message: `账户${unknown}不存在` },
        { tradeNo: null, accountNo: a.custNo, message: `账户${a.custNo}的${project}（${vintage}年度）净卖出5000吨，交易平台持有量仅750吨` },
      ]),
    );
    expect(d.steps.map((s) => s.state)).toEqual(['done', 'failed', 'skipped', 'skipped', expect.stringMatching(/current|done/)]);
    const result = await messageOf(row.id, 'clearingResult');
    const [told] = await exchangeReceived(result.id);
    expect(told.body).toMatchObject({ status: 'checkFailed' });
    expect(told.body.findings).toEqual(expect.arrayContaining([expect.objectContaining({ accountNo: unknown, message: `账户${unknown}不存在` })]));
    expect(await onPlatform(a.custId)).toBe(750);
  });

  it('refuses at the check a batch in which an account restricted by a bad-behaviour record sells', async () => {
    const recordNo = `BL${run}`.toUpperCase().slice(0, 32);
    await db('ccer_misconduct').insert({
      record_no: recordNo, cust_id: b.custId, category: 'other', facts: '清算测试', legal_basis: '清算测试', occurred_on: today(),
      restrict_account: true, status: 'inForce', recorder_operator_id: a.init.operatorId,
    });
    try {
      const sent = await sendBatch({ tradeDate: today(), trades: [trade('R1', b, a, 10, 40)], balances: [] });
      expect(sent.status).toBe(200);
      const d = await detail((await becomes(sent.batchNo, 'checkFailed')).id);
      expect(d.findings).toEqual([{ tradeNo: null, accountNo: b.custNo, message: `卖方账户${b.custNo}因不良行为记录${recordNo}受到限制` }]);
    } finally {
      await db('ccer_misconduct').where({ record_no: recordNo }).update({ status: 'lifted' });
    }
  });

  it('moves nothing for a rejected batch; a failed report is sent again by hand', async () => {
    const sent = await sendBatch({ tradeDate: today(), trades: [trade('J1', a, b, 100, 50)] });
    const row = await awaitingConfirmation(sent.batchNo);
    // the exchange is away for the outcome's report: tried twice more, then failed
    await exchangeFailNext(5);
    expect((await registry.post(P.confirm, { taskId: row.taskId, approved: false, opinion: '成交数据有误，请重新发送' })).status).toBe(200);
    await becomes(sent.batchNo, 'rejected');
    expect(await onPlatform(a.custId)).toBe(750);
    const failed = await messageIn(row.id, 'clearingResult', 'failed', 60000);
    // the exchange is back
    await exchangeFailNext(0, undefined, { reset: true });
    const resent = await registry.post<{ status: string }>(L.resend, { messageId: failed.id });
    expect(resent.status, JSON.stringify(resent.body)).toBe(200);
    await messageOf(row.id, 'clearingResult');
    const calls = (await registry.post<ExchangeCallRow[]>(L.callList, { messageId: failed.id, pageSize: 20 })).body.dataInfo;
    expect(calls[0]).toMatchObject({ outcome: 'ok', messageStatus: 'sent' });
    expect(calls.filter((c) => c.statusCode === 503).length).toBeGreaterThanOrEqual(1);
    // the outcome filter and the rows' outcome are one rule: a 2xx answer with a receipt went through
    const byOutcome = async (outcome: 'ok' | 'failed') => (await registry.post<ExchangeCallRow[]>(L.callList, { messageId: failed.id, outcome, pageSize: 20 })).body.dataInfo;
    const [through, refused] = [await byOutcome('ok'), await byOutcome('failed')];
    expect(through.map((c) => c.id)).toEqual(calls.filter((c) => c.outcome === 'ok').map((c) => c.id));
    expect(through).toHaveLength(1);
    expect(through[0].receiptNo).not.toBeNull();
    expect(refused.map((c) => c.id)).toEqual(calls.filter((c) => c.outcome === 'failed').map((c) => c.id));
    expect(refused.every((c) => c.receiptNo === null)).toBe(true);
  });

  it('shows units on the platform held by an account with no number as a line the exchange cannot report', async () => {
    // a registry account given no number yet (as the ledger's own tests make them) whose units went onto the platform
    const unnumbered = `QN${run}`.toUpperCase().slice(0, 16);
    const [{ cust_id: holder }] = await db('customer').insert({ cust_name: `清算无账号企业${run}`, cust_type: '01', status: '1' }).returning('cust_id');
    await issueTo(db, holder, unnumbered, vintage, 300);
    const scope = { projectCode: unnumbered, vintage };
    const free = (state: 'available' | 'trading') => ({ holderId: holder, state, claimId: null });
    await db.transaction((trx) => moveUnits(trx, { kind: 'toTrading', from: free('available'), to: free('trading'), quantity: 120, scope }, { businessType: 'test', businessKey: unnumbered, reason: 'clearing test' }));
    const listed = await registry.post<ClearingCustomerBalanceRow[]>(P.customerBalanceList, { projectCode: unnumbered });
    expect(listed.status).toBe(200);
    expect(listed.body.dataInfo.map((l) => [l.accountNo, l.custId, l.registryQuantity, l.difference])).toEqual([[null, holder, 120, 120]]);
    const totals = (await registry.post<ClearingExchangeBalanceRow[]>(P.exchangeBalanceList, { projectCode: unnumbered })).body.dataInfo;
    expect(totals.map((t) => [t.accounts, t.registryQuantity, t.exchangeQuantity])).toEqual([[1, 120, 0]]);
  });

  it('keeps the ledger whole; a company’s representative reaches none of it', async () => {
    expect((await checkLedger(db)).ok).toBe(true);
    for (const [path, body] of [[P.batchList, {}], [P.portionList, {}], [P.customerBalanceList, {}], [L.callList, {}], [L.signList, {}]] as const) {
      expect((await a.init.client.post(path, body)).status, path).toBe(403);
    }
  });
});
