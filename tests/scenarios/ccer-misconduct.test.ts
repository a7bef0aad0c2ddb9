import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Knex } from 'knex';
import {
  accountTransferPaths,
  misconductPaths as P,
  offsetPaths,
  transferPaths,
  type MisconductAccount,
  type MisconductDetail,
  type MisconductRow,
} from '@ccer/contracts';
import { createDb } from '../../gateway/src/plugins/db.ts';
import { checkLedger } from '../../workers/src/ledger/invariants.ts';
import { ApiClient, eventually } from '../fixtures/client.ts';
import { demoUsers, testEnv } from '../fixtures/env.ts';
import { createOperator } from '../fixtures/operators.ts';
import { DEMO_PASSWORD } from '../fixtures/certified-chain.ts';
import { uploadDocument } from '../fixtures/uploads.ts';
import { issueTo, transferCompany, TRANSFER_PASSWORD, type TransferCompany } from '../fixtures/ccer-transfers.ts';

/**
 * Bad-behaviour records through the HTTP API on the real stack (issue 13): the registry records misconduct against
 * company A with a restriction and a forced cancellation (the quantity reserved at once); the recorder cannot audit
 * it; a second registry operator approves: exactly the reserved units are cancelled (ledger kind cancel) and A is
 * restricted — its transfer, platform, offset and account-transfer applications are refused naming the record — while
 * company B is not; a lift (not audited by its requester) ends the restriction. A rejected record releases its
 * reservation and restricts nothing; too many units to cancel is refused on the quantity with nothing written; company
 * representatives reach none of the calls; the ledger's invariants hold.
 */
type Errors = Array<{ field: string; message: string }>;

describe('bad-behaviour records (ccerMisconduct): restriction, forced cancellation, lift', () => {
  const run = Date.now().toString(36);
  const project = `M${run}`.toUpperCase().slice(0, 16);
  const vintage = 2024;
  let db: Knex;
  let a: TransferCompany;
  let b: TransferCompany;
  const recorder = new ApiClient();
  const auditor = new ApiClient();
  // a registry operator who records misconduct but may not audit it (113 without 114)
  const recordOnly = new ApiClient();

  const detail = (who: ApiClient, id: string) => who.get<MisconductDetail>(`${P.detail}?id=${id}`);
  const becomes = (id: string, status: string) =>
    eventually(async () => {
      const d = (await detail(recorder, id)).body.dataInfo;
      return d?.status === status ? d : undefined;
    }, 30000, `record ${status}`);
  const taskOf = (who: ApiClient, id: string) => eventually(async () => (await detail(who, id)).body.dataInfo?.taskId ?? undefined, 30000, 'the audit task');
  const freeUnits = async (holder: string) =>
    Number((await db('unit_block').where({ holder_id: holder, project_code: project, state: 'available' }).whereNull('claim_id').sum({ q: db.raw('serial_end - serial_start + 1') }).first())?.q ?? 0);
  const unitsIn = async (holder: string, state: string) =>
    Number((await db('unit_block').where({ holder_id: holder, project_code: project, state }).sum({ q: db.raw('serial_end - serial_start + 1') }).first())?.q ?? 0);
  const record = async (extra: Record<string, unknown>) =>
    recorder.post<MisconductDetail & Errors>(P.add, {
      custId: a.custId,
      category: 'fraudulentUnits',
      facts: '经核查，该企业在减排量核算中虚报监测数据，以欺骗手段取得减排量。',
      occurredOn: '2026-03-15',
      restrict: true,
      fileIds: [await uploadDocument(recorder, 'M01')],
      ...extra,
    });
  const logout = (quantity: number) => ({ kind: 'logout', projectCode: project, vintage, quantity, purpose: '碳中和', beneficiary: `受益单位${run}`, isPublic: false });

  beforeAll(async () => {
    db = createDb(testEnv.databaseUrl, 2);
    [a, b] = await Promise.all([transferCompany(db, 'ma', run), transferCompany(db, 'mb', run)]);
    await createOperator({ loginName: `bl_chk_${run}`, password: DEMO_PASSWORD, operatorType: '02', roleName: '国家管理员' });
    const [role] = await db('role').insert({ role_name: `不良行为登记${run}` }).returning('role_id');
    await db('role_func').insert({ role_id: role.role_id, func_id: '113' });
    await createOperator({ loginName: `bl_rec_${run}`, password: DEMO_PASSWORD, operatorType: '02', roleName: `不良行为登记${run}` });
    await Promise.all([
      recorder.signIn(demoUsers.country),
      auditor.signIn({ loginName: `bl_chk_${run}`, password: DEMO_PASSWORD }),
      recordOnly.signIn({ loginName: `bl_rec_${run}`, password: DEMO_PASSWORD }),
    ]);
    await issueTo(db, a.custId, project, vintage, 1000);
    await issueTo(db, b.custId, project, vintage, 500);
  }, 120_000);
  afterAll(async () => db?.destroy());

  it('restricted account refused: a record in force cancels exactly the reserved units and stops A’s transfers and offsets until lifted; B is unaffected', async () => {
    const made = await record({ cancellation: { projectCode: project, vintage, quantity: 200 } });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    const r = made.body.dataInfo;
    expect(r).toMatchObject({ status: 'auditing', statusName: '待审核', custId: a.custId, custName: a.custName, category: 'fraudulentUnits', restrict: true, restricting: false, legalBasis: '《温室气体自愿减排交易管理办法（试行）》第四十三条', occurredOn: '2026-03-15' });
    expect(r.recordNo).toMatch(/^BL\d{8}\d{6}$/);
    expect(r.cancellation).toMatchObject({ projectCode: project, vintage, quantity: 200 });
    expect(r.documents).toHaveLength(1);
    // reserved at once (the tail of A's block), restricting nothing while audited
    expect(r.ranges.map((x) => [x.serialStart, x.serialEnd])).toEqual([[801, 1000]]);
    expect(await freeUnits(a.custId)).toBe(800);
    const waiting = await a.init.client.post<{ id: string }>(transferPaths.account, { projectCode: project, vintage, quantity: 1, toCustId: b.custId });
    expect(waiting.status, JSON.stringify(waiting.body)).toBe(200);
    const waitingOffset = await a.init.client.post<{ id: string }>(offsetPaths.apply, logout(5));
    expect(waitingOffset.status, JSON.stringify(waitingOffset.body)).toBe(200);

    // the recorder has no task of it and cannot audit it; the second registry operator can
    const task = await taskOf(auditor, r.id);
    expect((await detail(recorder, r.id)).body.dataInfo).toMatchObject({ taskId: null });
    // in the audit task's candidate group (a national administrator) but without the audit's function: no task offered
    expect((await detail(recordOnly, r.id)).body.dataInfo).toMatchObject({ status: 'auditing', taskId: null });
    const own = await recorder.post(P.audit, { taskId: task, approved: true, opinion: '同意' });
    expect(own.status).toBe(409);
    expect(own.body.msg).toBe('登记人不能审核本人登记的不良行为记录');
    const inbox = await auditor.post<Array<{ taskId: string; funcCode: string }>>('/api/process/task/my-list', { workflowType: 'ccerMisconductAudit', pageSize: 200 });
    expect(inbox.body.dataInfo.find((t) => t.taskId === task)).toMatchObject({ funcCode: '114' });
    expect((await auditor.post(P.audit, { taskId: task, approved: true, opinion: '事实清楚，证据确凿' })).status).toBe(200);

    const inForce = await becomes(r.id, 'inForce');
    expect(inForce).toMatchObject({ statusName: '生效中', restricting: true, opinion: '事实清楚，证据确凿', auditorName: `bl_chk_${run}`, inForceAt: expect.any(String) });
    expect(inForce.ranges).toEqual([{ serial: `CCER-${project}-${vintage}-1-801-1000`, projectCode: project, vintage, batch: 1, serialStart: 801, serialEnd: 1000, quantity: 200 }]);
    expect(inForce.rounds).toMatchObject([{ action: 'impose', status: 'approved', requesterName: expect.any(String), auditorName: `bl_chk_${run}`, opinion: '事实清楚，证据确凿' }]);
    // exactly the reserved units are cancelled, for ever; A's holding is 200 down
    expect(await db('ledger_entry').where({ business_type: 'ccerMisconduct', business_key: r.id }).orderBy('id').select('kind', 'quantity', 'to_state')).toEqual([
      { kind: 'reserve', quantity: '200', to_state: 'available' },
      { kind: 'cancel', quantity: '200', to_state: 'cancelled' },
    ]);
    expect(await unitsIn(a.custId, 'cancelled')).toBe(200);
    expect(await db('unit_block').where({ holder_id: a.custId, project_code: project, state: 'cancelled' }).select('serial_start', 'serial_end', 'claim_id')).toEqual([{ serial_start: '801', serial_end: '1000', claim_id: null }]);
    expect(await freeUnits(a.custId)).toBe(794);

    // A, restricted: every move of units out of the account is refused, naming the record
    const refusal = `该账户因不良行为记录${r.recordNo}受到限制，解除前不能划转或抵销`;
    const refused = [
      await a.init.client.post(transferPaths.account, { projectCode: project, vintage, quantity: 10, toCustId: b.custId }),
      await a.init.client.post(transferPaths.platform, { projectCode: project, vintage, quantity: 10 }),
      await a.init.client.post(offsetPaths.apply, logout(10)),
      await recorder.post(accountTransferPaths.apply, { transferType: '02', fromCustId: a.custId, toCustId: b.custId, projectCode: project, vintage, quantity: 10, reason: '法院强制执行', fileIds: [await uploadDocument(recorder, 'H01')] }),
    ];
    for (const x of refused) {
      expect(x.status, JSON.stringify(x.body)).toBe(409);
      expect(x.body.msg).toBe(refusal);
    }
    expect(await freeUnits(a.custId)).toBe(794);
    // moves applied before the restriction took effect can only be rejected now: their approval is refused alike
    const pendingOffsetTask = await eventually(async () => (await a.check.client.get<{ taskId: string | null }>(`${offsetPaths.detail}?id=${waitingOffset.body.dataInfo.id}`)).body.dataInfo?.taskId ?? undefined, 30000, 'the offset confirmation');
    const lateOffset = await a.check.client.post(offsetPaths.confirm, { taskId: pendingOffsetTask, approved: true });
    expect(lateOffset.status).toBe(409);
    expect(lateOffset.body.msg).toBe(refusal);
    const lateTransfer = await a.check.client.post(transferPaths.confirm, { id: waiting.body.dataInfo.id, approved: true });
    expect(lateTransfer.status).toBe(409);
    expect(lateTransfer.body.msg).toBe(refusal);
    expect((await a.check.client.post(offsetPaths.confirm, { taskId: pendingOffsetTask, approved: false, opinion: '账户受限，撤回' })).status).toBe(200);
    expect((await a.check.client.post(transferPaths.confirm, { id: waiting.body.dataInfo.id, approved: false, opinion: '账户受限，撤回' })).status).toBe(200);
    await eventually(async () => ((await freeUnits(a.custId)) === 800 ? true : undefined), 30000, 'the pending moves released');
    // in English too
    const en = await new ApiClient(undefined, 'en').signIn({ loginName: a.init.loginName, password: TRANSFER_PASSWORD });
    expect((await en.post(offsetPaths.apply, logout(10))).body.msg).toBe(`The account is restricted by bad-behaviour record ${r.recordNo}: no transfers or offsets until it is lifted`);
    // B is not restricted; units may still reach A
    const bOffset = await b.init.client.post(offsetPaths.apply, logout(10));
    expect(bOffset.status, JSON.stringify(bOffset.body)).toBe(200);
    expect((await b.init.client.post(transferPaths.account, { projectCode: project, vintage, quantity: 5, toCustId: a.custId })).status).toBe(200);
    const accounts = await recorder.post<MisconductAccount[]>(P.accounts, { keyword: `公司${run}` });
    expect(accounts.body.dataInfo.find((x) => x.custId === a.custId)).toMatchObject({ restrictedBy: r.recordNo });
    expect(accounts.body.dataInfo.find((x) => x.custId === b.custId)).toMatchObject({ restrictedBy: null });

    // a lift: requested with its reason; A stays restricted while it is audited; its requester cannot audit it
    const lift = await recorder.post<MisconductDetail>(P.lift, { id: r.id, reason: '企业已完成整改并补缴，申请解除限制' });
    expect(lift.status, JSON.stringify(lift.body)).toBe(200);
    expect(lift.body.dataInfo).toMatchObject({ status: 'liftAuditing', restricting: true });
    expect((await recorder.post(P.lift, { id: r.id, reason: '再次申请' })).status).toBe(409);
    expect((await a.init.client.post(offsetPaths.apply, logout(10))).body.msg).toBe(refusal);
    const liftTask = await taskOf(auditor, r.id);
    expect((await detail(auditor, r.id)).body.dataInfo.taskAction).toBe('lift');
    const ownLift = await recorder.post(P.audit, { taskId: liftTask, approved: true });
    expect(ownLift.status).toBe(409);
    expect(ownLift.body.msg).toBe('解除申请人不能审核本人提出的解除申请');
    expect((await auditor.post(P.audit, { taskId: liftTask, approved: true, opinion: '整改到位，同意解除' })).status).toBe(200);
    const lifted = await becomes(r.id, 'lifted');
    expect(lifted).toMatchObject({ statusName: '已解除', restricting: false, liftedAt: expect.any(String) });
    expect(lifted.rounds).toMatchObject([
      { action: 'impose', status: 'approved' },
      { action: 'lift', status: 'approved', reason: '企业已完成整改并补缴，申请解除限制', opinion: '整改到位，同意解除', decidedAt: expect.any(String) },
    ]);
    // the cancellation stays: lifting ends the restriction, not the cancellation
    expect(lifted.ranges.map((x) => x.quantity)).toEqual([200]);
    const again = await a.init.client.post(offsetPaths.apply, logout(10));
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect((await recorder.post(P.lift, { id: r.id, reason: '已解除' })).status).toBe(409);

    // the list finds it by account name, number, category and status
    const list = await recorder.post<MisconductRow[]>(P.list, { custName: a.custName, recordNo: r.recordNo, category: 'fraudulentUnits', status: 'lifted' });
    expect(list.body).toMatchObject({ total: 1, dataInfo: [{ id: r.id, recordNo: r.recordNo }] });
    // every change in the operation log (the gateway's decision and the worker's result may land in either order)
    expect((await db('operation_log').where({ business_type: 'ccerMisconduct', business_key: r.id }).pluck('abstract')).sort()).toEqual(
      ['ccer.misconduct-add', 'ccer.misconduct-lift', 'ccer.misconduct-result', 'ccer.misconduct-result', 'ccer.misconductAudit.approve', 'ccer.misconductAudit.approve'],
    );
  }, 240_000);

  it('a rejected record releases its reservation and restricts nothing', async () => {
    const before = await freeUnits(a.custId);
    const made = await record({ cancellation: { projectCode: project, vintage, quantity: 100 } });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    const id = made.body.dataInfo.id;
    expect(await freeUnits(a.custId)).toBe(before - 100);
    const task = await taskOf(auditor, id);
    // a rejection says why
    const bare = await auditor.post<Errors>(P.audit, { taskId: task, approved: false });
    expect(bare.status).toBe(400);
    expect(bare.body.dataInfo[0]).toMatchObject({ field: 'opinion' });
    expect((await auditor.post(P.audit, { taskId: task, approved: false, opinion: '证据不足' })).status).toBe(200);
    const done = await becomes(id, 'rejected');
    expect(done).toMatchObject({ restricting: false, opinion: '证据不足', ranges: [], rounds: [{ action: 'impose', status: 'rejected', opinion: '证据不足' }] });
    expect(await freeUnits(a.custId)).toBe(before);
    expect(await db('ledger_entry').where({ business_type: 'ccerMisconduct', business_key: id }).orderBy('id').pluck('kind')).toEqual(['reserve', 'release']);
    expect((await a.init.client.post(transferPaths.account, { projectCode: project, vintage, quantity: 1, toCustId: b.custId })).status).toBe(200);
    // only a record in force that restricts can be lifted
    expect((await recorder.post(P.lift, { id, reason: '解除' })).body.msg).toBe('只有生效中且限制账户的记录可以申请解除');
  }, 120_000);

  it('a record without measures is on record only; too many units to cancel is refused on the quantity with nothing written', async () => {
    const plain = await record({ restrict: false, category: 'falseMaterials' });
    expect(plain.status, JSON.stringify(plain.body)).toBe(200);
    expect((await auditor.post(P.audit, { taskId: await taskOf(auditor, plain.body.dataInfo.id), approved: true })).status).toBe(200);
    expect(await becomes(plain.body.dataInfo.id, 'inForce')).toMatchObject({ restricting: false, cancellation: null, ranges: [] });
    expect((await a.init.client.post(offsetPaths.apply, logout(1))).status).toBe(200);

    const count = async () => Number((await db('ccer_misconduct').count({ n: '*' }).first())?.n);
    const [records, rounds, outbox, reserved] = [await count(), await db('ccer_misconduct_round').count({ n: '*' }).first(), await db('outbox').where({ business_type: 'ccerMisconduct' }).count({ n: '*' }).first(), await freeUnits(a.custId)];
    const tooMany = await record({ cancellation: { projectCode: project, vintage, quantity: 100000 } });
    expect(tooMany.status).toBe(409);
    expect(tooMany.body.dataInfo).toEqual([{ field: 'cancellation.quantity', message: `可用数量不足（当前可用${reserved}吨）` }]);
    expect(await count()).toBe(records);
    expect(await db('ccer_misconduct_round').count({ n: '*' }).first()).toEqual(rounds);
    expect(await db('outbox').where({ business_type: 'ccerMisconduct' }).count({ n: '*' }).first()).toEqual(outbox);
    expect(await freeUnits(a.custId)).toBe(reserved);
    // the evidence is required, the date not in the future, the account must exist
    const noFiles = await record({ fileIds: [] });
    expect(noFiles.status).toBe(400);
    expect(noFiles.body.dataInfo[0].field).toBe('files.M01');
    const future = await record({ occurredOn: '2099-01-01' });
    expect(future.body.dataInfo).toEqual([{ field: 'occurredOn', message: '发生日期不能晚于今天' }]);
    expect(await count()).toBe(records);
  }, 120_000);

  it('company representatives reach none of the calls', async () => {
    const anyId = (await db('ccer_misconduct').first('id')).id as string;
    for (const who of [a.init.client, b.check.client]) {
      const calls = [
        await who.post(P.list, {}),
        await who.get(`${P.detail}?id=${anyId}`),
        await who.post(P.add, { custId: b.custId, category: 'other', facts: 'x', occurredOn: '2026-01-01', restrict: true }),
        await who.post(P.lift, { id: anyId, reason: 'x' }),
        await who.post(P.audit, { taskId: 'x', approved: true }),
        await who.post(P.accounts, {}),
        await who.post(P.holdings, { custId: a.custId }),
      ];
      expect(calls.map((c) => c.status)).toEqual([403, 403, 403, 403, 403, 403, 403]);
    }
  });

  it('keeps every ledger invariant', async () => {
    const check = await checkLedger(db);
    expect(check.results.filter((r) => !r.ok)).toEqual([]);
  });
});
