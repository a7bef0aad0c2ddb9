import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Knex } from 'knex';
import { transferPaths as P, type TransferDetail, type TransferPosition, type TransferRow, type TaskRow } from '@ccer/contracts';
import { createDb } from '../../gateway/src/plugins/db.ts';
import { checkLedger } from '../../workers/src/ledger/invariants.ts';
import { ApiClient, eventually } from '../fixtures/client.ts';
import { demoUsers, testEnv } from '../fixtures/env.ts';
import { issueTo, transferCompany, type TransferCompany } from '../fixtures/ccer-transfers.ts';
import { downloadedPdfText } from '../fixtures/pdf-text.ts';
import { issuerName } from '../../gateway/src/domain/institution/institution.ts';

/**
 * Holdings transfers through the HTTP API on the real stack (issue 12): company A's initiating representative transfers
 * part of a block to company B, A's confirming representative confirms (the initiator cannot), the worker posts the
 * reservation: A keeps the head of the block, B gets the tail, serial by serial. A rejected transfer releases its
 * reservation; a second transfer beyond the unreserved quantity is refused while one is pending; B sees none of A's
 * own transfers; units go to the trading platform and back; the ledger's invariants hold.
 */
type Errors = Array<{ field: string; message: string }>;

describe('holdings transfers (ccerTransferConfirm): maker-checker, reservation, trading platform', () => {
  const run = Date.now().toString(36);
  const project = `T${run}`.toUpperCase().slice(0, 16);
  const vintage = 2024;
  let db: Knex;
  let a: TransferCompany;
  let b: TransferCompany;

  const blocksOf = (holder: string) =>
    db('unit_block').where({ holder_id: holder, project_code: project }).orderBy('serial_start').select('serial_start', 'serial_end', 'state', 'claim_id');
  const free = async (c: TransferCompany, state: 'available' | 'trading' = 'available') => {
    const r = await c.init.client.get<TransferPosition[]>(`${P.positions}?state=${state}`);
    return r.body.dataInfo.find((p) => p.projectCode === project && p.vintage === vintage)?.quantity ?? 0;
  };
  const detail = (who: ApiClient, id: string) => who.get<TransferDetail>(`${P.confirmDetail}?id=${id}`);
  const becomes = (id: string, status: string) =>
    eventually(async () => {
      const d = (await detail(a.init.client, id)).body.dataInfo;
      return d?.status === status ? d : undefined;
    }, 30000, `transfer ${status}`);
  const confirmTask = (id: string) => eventually(async () => (await detail(a.check.client, id)).body.dataInfo?.taskId ?? undefined, 30000, 'the confirmation task');

  beforeAll(async () => {
    db = createDb(testEnv.databaseUrl, 2);
    [a, b] = await Promise.all([transferCompany(db, 'a', run), transferCompany(db, 'b', run)]);
    await issueTo(db, a.custId, project, vintage, 1000);
  }, 120_000);
  afterAll(async () => db?.destroy());

  it('transfers part of a block with maker-checker: the initiator cannot confirm, A keeps the head, B gets the tail', async () => {
    // the receiver must be another, open account
    const self = await a.init.client.post<Errors>(P.account, { projectCode: project, vintage, quantity: 10, toCustId: a.custId });
    expect(self.status).toBe(400);
    expect(self.body.dataInfo[0]).toEqual({ field: 'toCustId', message: '转入账户不能是本账户' });
    const accounts = await a.init.client.get<Array<{ custId: string }>>(`${P.accounts}?keyword=${encodeURIComponent(b.custNo)}`);
    expect(accounts.body.dataInfo.map((x) => x.custId)).toEqual([b.custId]);

    const sent = await a.init.client.post<TransferDetail>(P.account, { projectCode: project, vintage, quantity: 300, toCustId: b.custId, remark: '转让' });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const t = sent.body.dataInfo;
    expect(t).toMatchObject({ kind: 'account', status: 'confirming', statusName: '待确认', quantity: 300, fromCustId: a.custId, toCustId: b.custId, confirmerName: '确认代表a' });
    // reserved at once: the tail of the block is held under the transfer, the head stays free
    expect(t.ranges.map((r) => [r.serialStart, r.serialEnd])).toEqual([[701, 1000]]);
    expect(await free(a)).toBe(700);
    expect(await blocksOf(a.custId)).toEqual([
      { serial_start: '1', serial_end: '700', state: 'available', claim_id: null },
      { serial_start: '701', serial_end: '1000', state: 'available', claim_id: t.id },
    ]);

    // the confirming representative gets the task (My Tasks routes it to the confirmation page)
    const taskId = await confirmTask(t.id);
    const mine = await a.check.client.post<TaskRow[]>('/api/process/task/my-list', { workflowType: 'ccerTransferConfirm', pageSize: 200 });
    expect(mine.body.dataInfo.find((x) => x.taskId === taskId)).toMatchObject({ funcCode: '086', businessName: t.transferNo });
    // the initiator cannot confirm their own transfer, neither here nor through the inbox
    const own = await a.init.client.post(P.confirm, { id: t.id, approved: true });
    expect(own.status).toBe(403);
    expect(own.body.msg).toBe('发起人不能确认本人发起的划转');
    expect((await a.init.client.post('/api/process/task/complete', { taskId, approved: true })).status).toBe(404);
    // the confirming representative decides on the transfer's own page (its guards), never through the inbox's generic completion
    const generic = await a.check.client.post('/api/process/task/complete', { taskId, approved: true });
    expect(generic.status).toBe(400);
    expect(generic.body.msg).toBe('该任务需在对应业务页面办理');
    // nor is it moved or ended outside its own calls: its service tasks release the reservation, and the row follows them
    const outside = '该流程只能在对应业务页面办理，不能退回、驳回、撤回、加签或终止';
    for (const [url, body] of [
      ['/api/process/task/reject', { taskId, opinion: '驳回' }],
      ['/api/process/task/return', { taskId, opinion: '退回' }],
      ['/api/process/task/add-sign', { taskId, mode: 'after', targetUsers: [a.init.loginName] }],
    ] as const) {
      const moved = await a.check.client.post(url, body);
      expect([url, moved.status, moved.body.msg]).toEqual([url, 400, outside]);
    }
    const registry = new ApiClient();
    await registry.signIn(demoUsers.country);
    const { process_instance_id: instanceId } = await db('ccer_transfer').where({ id: t.id }).first('process_instance_id');
    const ended = await registry.post('/api/process/instance/end', { id: instanceId, reason: '终止' });
    expect([ended.status, ended.body.msg]).toEqual([400, outside]);
    expect(await blocksOf(a.custId)).toContainEqual({ serial_start: '701', serial_end: '1000', state: 'available', claim_id: t.id });
    // the receiver sees nothing of it while it is pending
    expect((await detail(b.init.client, t.id)).status).toBe(404);

    const confirmed = await a.check.client.post<TransferDetail>(P.confirm, { id: t.id, approved: true, opinion: '同意划转' });
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    const posted = await becomes(t.id, 'posted');
    expect(posted).toMatchObject({ statusName: '已划转', opinion: '同意划转' });
    expect(posted.ranges).toEqual([{ serial: `CCER-${project}-${vintage}-1-701-1000`, projectCode: project, vintage, batch: 1, serialStart: 701, serialEnd: 1000, quantity: 300 }]);

    // serial by serial: A holds 1..700, B 701..1000, nothing else
    expect(await blocksOf(a.custId)).toEqual([{ serial_start: '1', serial_end: '700', state: 'available', claim_id: null }]);
    expect(await blocksOf(b.custId)).toEqual([{ serial_start: '701', serial_end: '1000', state: 'available', claim_id: null }]);
    const held = async (holder: string) => {
      const serials = new Set<number>();
      for (const blk of await blocksOf(holder)) for (let s = Number(blk.serial_start); s <= Number(blk.serial_end); s++) serials.add(s);
      return serials;
    };
    const [ha, hb] = await Promise.all([held(a.custId), held(b.custId)]);
    for (let s = 1; s <= 1000; s++) expect([s, ha.has(s), hb.has(s)]).toEqual([s, s <= 700, s > 700]);
    const kinds = await db('ledger_entry').where({ business_type: 'ccerTransfer', business_key: t.id }).orderBy('id').pluck('kind');
    expect(kinds).toEqual(['reserve', 'transfer']);
    expect(await free(b)).toBe(300);

    // the receiver sees the posted transfer in its records, with the notice
    const bRecords = await b.init.client.post<TransferRow[]>(P.record, { pageSize: 50 });
    expect(bRecords.body.dataInfo.map((r) => r.id)).toEqual([t.id]);
    const notice = await fetch(`${testEnv.appUrl}${P.notice}?id=${t.id}`, { headers: { Authorization: `Bearer ${b.init.client.token}` } });
    expect(notice.status).toBe(200);
    expect(notice.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await notice.arrayBuffer()).subarray(0, 5).toString()).toBe('%PDF-');
    // the notice names the transfer and its issuer, the registry institution as 机构设置 names it
    const text = await downloadedPdfText(`${testEnv.appUrl}${P.notice}?id=${t.id}`, b.init.client.token);
    expect(text).toContain(t.transferNo);
    expect(text).toContain(`签发机构：${await issuerName(db)}`);
    // a decided transfer is not decided again
    expect((await a.check.client.post(P.confirm, { id: t.id, approved: false })).status).toBe(409);
  }, 120_000);

  it('refuses a second transfer beyond the unreserved quantity while one is pending; a rejection releases the reservation', async () => {
    const first = await a.init.client.post<TransferDetail>(P.account, { projectCode: project, vintage, quantity: 200, toCustId: b.custId });
    expect(first.status).toBe(200);
    expect(await free(a)).toBe(500);
    const second = await a.init.client.post<Errors>(P.account, { projectCode: project, vintage, quantity: 600, toCustId: b.custId });
    expect(second.status).toBe(409);
    expect(second.body.dataInfo).toEqual([{ field: 'quantity', message: '可用数量不足（当前可用500吨）' }]);
    expect(await db('ccer_transfer').where({ cust_id: a.custId }).count({ n: '*' }).first()).toEqual({ n: '2' });

    // B sees none of A's pending transfers
    expect((await detail(b.init.client, first.body.dataInfo.id)).status).toBe(404);
    expect((await b.check.client.post<TransferRow[]>(P.confirmList, { pageSize: 50 })).body.dataInfo).toEqual([]);
    // the confirming representative's list holds it, with the task
    await confirmTask(first.body.dataInfo.id);
    const list = await a.check.client.post<TransferRow[]>(P.confirmList, { status: 'confirming', pageSize: 50 });
    expect(list.body.dataInfo.map((r) => r.id)).toEqual([first.body.dataInfo.id]);
    expect(list.body.dataInfo[0].taskId).toBeTruthy();

    const rejected = await a.check.client.post(P.confirm, { id: first.body.dataInfo.id, approved: false, opinion: '数量有误' });
    expect(rejected.status).toBe(200);
    const done = await becomes(first.body.dataInfo.id, 'rejected');
    expect(done.opinion).toBe('数量有误');
    expect(await free(a)).toBe(700);
    expect(await db('unit_block').where({ holder_id: a.custId }).whereNotNull('claim_id').first()).toBeUndefined();
    expect(await db('ledger_entry').where({ business_type: 'ccerTransfer', business_key: first.body.dataInfo.id }).orderBy('id').pluck('kind')).toEqual(['reserve', 'release']);
  }, 120_000);

  it('moves units to the trading platform and back, posted at once with a record; B cannot see them', async () => {
    const out = await a.init.client.post<TransferDetail>(P.platform, { projectCode: project, vintage, quantity: 150 });
    expect(out.status, JSON.stringify(out.body)).toBe(200);
    expect(out.body.dataInfo).toMatchObject({ kind: 'platform', status: 'posted', toCustId: a.custId });
    // the released reservation came back as its own block (501..700): the move takes the tail of the largest (1..500)
    expect(out.body.dataInfo.ranges.map((r) => [r.serialStart, r.serialEnd])).toEqual([[351, 500]]);
    expect(await free(a)).toBe(550);
    expect(await free(a, 'trading')).toBe(150);
    const tooMany = await a.init.client.post<Errors>(P.holding, { projectCode: project, vintage, quantity: 151 });
    expect(tooMany.status).toBe(409);
    expect(tooMany.body.dataInfo[0]).toEqual({ field: 'quantity', message: '可用数量不足（当前可用150吨）' });
    const back = await a.init.client.post<TransferDetail>(P.holding, { projectCode: project, vintage, quantity: 150 });
    expect(back.status).toBe(200);
    expect(back.body.dataInfo).toMatchObject({ kind: 'holding', status: 'posted' });
    expect(await free(a)).toBe(700);
    expect(await free(a, 'trading')).toBe(0);
    expect((await detail(b.init.client, out.body.dataInfo.id)).status).toBe(404);
    const bIds = (await b.init.client.post<TransferRow[]>(P.record, { pageSize: 50 })).body.dataInfo.map((r) => r.id);
    expect(bIds).not.toContain(out.body.dataInfo.id);
    const aKinds = (await a.init.client.post<TransferRow[]>(P.record, { pageSize: 50 })).body.dataInfo.map((r) => `${r.kind}:${r.status}`);
    expect(aKinds.sort()).toEqual(['account:posted', 'account:rejected', 'holding:posted', 'platform:posted']);
  }, 60_000);

  it('refuses to move units onto the trading platform for an account with no account number; nothing is posted', async () => {
    const c = await transferCompany(db, 'n', run);
    await db('customer').where({ cust_id: c.custId }).update({ cust_no: null });
    await issueTo(db, c.custId, project, vintage, 100);
    const refused = await c.init.client.post(P.platform, { projectCode: project, vintage, quantity: 40 });
    expect(refused.status).toBe(409);
    expect(JSON.stringify(refused.body)).toContain('本账户尚无账户号，交易所无法识别，不能划转至交易平台');
    expect(await free(c)).toBe(100);
    expect(await free(c, 'trading')).toBe(0);
    expect(await db('ccer_transfer').where({ cust_id: c.custId }).count({ n: '*' }).first()).toEqual({ n: '0' });
    expect(await db('exchange_message').whereRaw(`payload->>'accountName' = ?`, [c.custName]).count({ n: '*' }).first()).toEqual({ n: '0' });
  });

  it('keeps every ledger invariant', async () => {
    const check = await checkLedger(db);
    expect(check.results.filter((r) => !r.ok)).toEqual([]);
  });
});
