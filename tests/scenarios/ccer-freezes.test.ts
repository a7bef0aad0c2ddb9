import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { AvailableHolding, FreezeRow } from '@ccer/contracts';
import { ApiClient } from '../fixtures/client.ts';
import { demoUsers } from '../fixtures/env.ts';
import { testApp } from '../fixtures/app.ts';
import { createOperator } from '../fixtures/operators.ts';
import { uploadDocument } from '../fixtures/uploads.ts';
import { InsufficientUnitsError, issueUnits, moveUnits, unitsAt } from '../../workers/src/ledger/postings.ts';
import { checkLedger } from '../../workers/src/ledger/invariants.ts';

/**
 * Freezes (/ccer/freezeRecord, function 101; issue 12) through the HTTP API: units issued straight to company A; the
 * registry freezes part of them with a reason and the freeze document; a transfer of more than the unfrozen rest is
 * refused by the ledger; the registry unfreezes; every freeze and unfreeze is a ledger entry and an operation-log row,
 * the ledger's invariants hold; company A sees its freeze, company B does not, the registry sees every one.
 */
type Errors = Array<{ field: string; message: string }>;
const PASSWORD = 'Demo@123456';
const F = '/api/ccer/freeze';

describe('freezes (/ccer/freezeRecord)', () => {
  const run = Date.now().toString(36).toUpperCase();
  const projectCode = `FZ${run}`;
  const country = new ApiClient();
  const repA = new ApiClient();
  const repB = new ApiClient();
  let app: FastifyInstance;
  let custA: string;
  let custB: string;
  let freezeId: string;

  const available = (holderId: string) => unitsAt(app.db, { holderId, state: 'available', claimId: null }, { projectCode, vintage: 2023 });

  beforeAll(async () => {
    app = await testApp();
    const [a] = await app.db('customer').insert({ cust_name: `冻结甲公司${run}`, cust_type: '01', is_complete: '1' }).returning('cust_id');
    const [b] = await app.db('customer').insert({ cust_name: `冻结乙公司${run}`, cust_type: '01', is_complete: '1' }).returning('cust_id');
    custA = a.cust_id;
    custB = b.cust_id;
    await createOperator({ loginName: `frz_a_${run}`, password: PASSWORD, operatorType: '06', roleName: '企业代表', custId: custA });
    await createOperator({ loginName: `frz_b_${run}`, password: PASSWORD, operatorType: '06', roleName: '企业代表', custId: custB });
    await app.db.transaction((trx) => issueUnits(trx, { projectCode, vintage: 2023, quantity: 1000, holderId: custA }, { businessType: 'test', businessKey: run, reason: 'test issuance' }));
    await Promise.all([
      country.signIn(demoUsers.country),
      repA.signIn({ loginName: `frz_a_${run}`, password: PASSWORD }),
      repB.signIn({ loginName: `frz_b_${run}`, password: PASSWORD }),
    ]);
  });
  afterAll(async () => app?.close());

  it('offers the holder and its available units to the freeze form', async () => {
    const holders = await country.post<Array<{ custId: string; available: number }>>(`${F}/holders`, { keyword: `冻结甲公司${run}` });
    expect(holders.status, JSON.stringify(holders.body)).toBe(200);
    expect(holders.body.dataInfo).toEqual([expect.objectContaining({ custId: custA, available: 1000 })]);
    const holdings = await country.post<AvailableHolding[]>(`${F}/holdings`, { custId: custA });
    expect(holdings.body.dataInfo).toEqual([{ projectCode, projectName: null, vintage: 2023, available: 1000 }]);
    // a company cannot freeze, nor look up other holders
    expect((await repA.post(`${F}/holders`, {})).status).toBe(403);
  });

  it('refuses a freeze without its document or beyond the available units, writing nothing', async () => {
    const base = { custId: custA, projectCode, vintage: 2023, reason: '司法冻结（测试）' };
    const noDocument = await country.post<Errors>(`${F}/apply`, { ...base, quantity: 100 });
    expect(noDocument.status, JSON.stringify(noDocument.body)).toBe(400);
    const tooMany = await country.post<Errors>(`${F}/apply`, { ...base, quantity: 1001, fileIds: [await uploadDocument(country, 'F01')] });
    expect(tooMany.status, JSON.stringify(tooMany.body)).toBe(409);
    expect(tooMany.body.dataInfo).toEqual([{ field: 'quantity', message: '可用数量不足（当前可用1000吨）' }]);
    expect(await app.db('ccer_freeze').where({ cust_id: custA }).count({ n: '*' })).toEqual([{ n: '0' }]);
    expect(await available(custA)).toBe(1000);
    // a company's representative has no freeze function
    expect((await repA.post(`${F}/apply`, { ...base, quantity: 1 })).status).toBe(403);
  });

  it('freezes part; a transfer of more than the unfrozen rest is refused', async () => {
    const doc = await uploadDocument(country, 'F01');
    const res = await country.post<FreezeRow>(`${F}/apply`, { custId: custA, projectCode, vintage: 2023, quantity: 600, reason: '司法冻结（测试）', fileIds: [doc] });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const row = res.body.dataInfo;
    freezeId = row.id;
    expect(row).toMatchObject({ status: '01', statusName: '冻结中', custId: custA, projectCode, vintage: 2023, quantity: 600, reason: '司法冻结（测试）', unfrozenAt: null });
    expect(row.freezeNo).toMatch(/^DJ\d{14}$/);
    expect(row.documents).toEqual([expect.objectContaining({ fileId: doc, typeNo: 'F01' })]);

    expect(await available(custA)).toBe(400);
    expect(await unitsAt(app.db, { holderId: custA, state: 'frozen', claimId: freezeId })).toBe(600);
    // frozen units are not available: a transfer of 500 (more than the 400 left) is refused, 400 may go
    const transfer = (quantity: number) =>
      app.db.transaction((trx) =>
        moveUnits(trx, { kind: 'transfer', from: { holderId: custA, state: 'available', claimId: null }, to: { holderId: custB, state: 'available', claimId: null }, quantity, scope: { projectCode } }, { businessType: 'test', reason: 'test transfer' }),
      );
    await expect(transfer(500)).rejects.toBeInstanceOf(InsufficientUnitsError);
    await expect(transfer(500)).rejects.toMatchObject({ available: 400 });
    // a second freeze cannot take the frozen units either
    const again = await country.post<Errors>(`${F}/apply`, { custId: custA, projectCode, vintage: 2023, quantity: 401, reason: '再次冻结', fileIds: [await uploadDocument(country, 'F01')] });
    expect(again.status).toBe(409);
    expect((await transfer(100)).quantity).toBe(100);
    expect(await available(custB)).toBe(100);
    expect(await unitsAt(app.db, { holderId: custA, state: 'frozen', claimId: freezeId })).toBe(600);
  });

  it('shows the freeze to the registry and to company A, not to company B', async () => {
    const list = (who: ApiClient, body: Record<string, unknown> = {}) => who.post<FreezeRow[]>(`${F}/list`, { pageNumber: 1, pageSize: 50, projectCode, ...body });
    const registry = await list(country);
    expect(registry.status, JSON.stringify(registry.body)).toBe(200);
    expect(registry.body.dataInfo.map((r) => r.id)).toEqual([freezeId]);
    expect(registry.body.dataInfo[0].custName).toBe(`冻结甲公司${run}`);
    const own = await list(repA);
    expect(own.status, JSON.stringify(own.body)).toBe(200);
    expect(own.body.dataInfo.map((r) => r.id)).toEqual([freezeId]);
    const other = await list(repB, { id: freezeId });
    expect(other.status).toBe(200);
    expect(other.body.dataInfo).toEqual([]);
    expect(other.body.total).toBe(0);
    const en = await new ApiClient(undefined, 'en').post<FreezeRow[]>(`${F}/list`, {});
    expect(en.status).toBe(401);
    // a company cannot unfreeze
    expect((await repA.post(`${F}/unfreeze`, { id: freezeId })).status).toBe(403);
  });

  it('unfreezes the whole freeze once; every freeze and unfreeze is in the ledger and the operation log', async () => {
    const res = await country.post<FreezeRow>(`${F}/unfreeze`, { id: freezeId, reason: '法院解除冻结' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.dataInfo).toMatchObject({ status: '02', statusName: '已解冻', unfreezeReason: '法院解除冻结' });
    expect(res.body.dataInfo.unfrozenAt).not.toBeNull();
    const twice = await country.post(`${F}/unfreeze`, { id: freezeId });
    expect(twice.status).toBe(409);
    expect(twice.body.msg).toBe('该冻结记录已解冻');
    expect(await available(custA)).toBe(900);
    expect(await unitsAt(app.db, { holderId: custA, state: 'frozen', claimId: freezeId })).toBe(0);

    const entries = await app.db('ledger_entry').where({ business_type: 'ccerFreeze', business_key: freezeId }).orderBy('id').select('kind', 'quantity', 'from_state', 'to_state', 'from_claim', 'to_claim', 'operator_id');
    const sum = (kind: string) => entries.filter((e) => e.kind === kind).reduce((s, e) => s + Number(e.quantity), 0);
    expect(sum('freeze')).toBe(600);
    expect(sum('unfreeze')).toBe(600);
    expect(entries.filter((e) => e.kind === 'freeze').every((e) => e.from_state === 'available' && e.to_state === 'frozen' && e.to_claim === freezeId)).toBe(true);
    expect(entries.filter((e) => e.kind === 'unfreeze').every((e) => e.from_state === 'frozen' && e.from_claim === freezeId && e.to_state === 'available' && e.to_claim === null)).toBe(true);
    expect(entries.every((e) => e.operator_id)).toBe(true);
    const logs = await app.db('operation_log').where({ business_type: 'ccerFreeze', business_key: freezeId }).orderBy('log_id').pluck('abstract');
    expect(logs).toEqual(['ccer.freeze', 'ccer.unfreeze']);

    const check = await checkLedger(app.db);
    expect(check.results.filter((r) => !r.ok), JSON.stringify(check.results)).toEqual([]);
  });
});
