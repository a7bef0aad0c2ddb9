import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { AccountTransferDetail, AccountTransferRow } from '@ccer/contracts';
import { ApiClient, eventually } from '../fixtures/client.ts';
import { demoUsers } from '../fixtures/env.ts';
import { testApp } from '../fixtures/app.ts';
import { createOperator } from '../fixtures/operators.ts';
import { uploadDocument } from '../fixtures/uploads.ts';
import { issueUnits, unitsAt } from '../../workers/src/ledger/postings.ts';
import { checkLedger } from '../../workers/src/ledger/invariants.ts';

/**
 * Account transfers (/account/temporary, function 016; issue 12) through the HTTP API and ccerAccountTransfer.bpmn:
 * the registry (country01) applies with the proof documents and the units are reserved; a second registry operator
 * confirms (the applicant may not), a third audits (neither the applicant nor the confirmer may); approval posts the
 * reservation to the receiving account, a rejection releases it. Every move is a ledger entry; the invariants hold.
 */
type Errors = Array<{ field: string; message: string }>;
const PASSWORD = 'Demo@123456';
const T = '/api/ccer/account-transfer';

describe('account transfers (ccerAccountTransfer)', () => {
  const run = Date.now().toString(36).toUpperCase();
  const projectCode = `HZ${run}`;
  const applicant = new ApiClient();
  const confirmer = new ApiClient();
  const auditor = new ApiClient();
  const company = new ApiClient();
  let app: FastifyInstance;
  let custA: string;
  let custB: string;
  let closed: string;

  const available = (holderId: string) => unitsAt(app.db, { holderId, state: 'available', claimId: null }, { projectCode, vintage: 2024 });
  const reserved = (holderId: string, claimId: string) => unitsAt(app.db, { holderId, state: 'available', claimId });
  const detail = (who: ApiClient, id: string) => who.post<AccountTransferDetail>(`${T}/detail`, { id });
  const statusBecomes = (id: string, status: string) =>
    eventually(async () => (await app.db('ccer_account_transfer').where({ id }).first('status'))?.status === status, 30000, `transfer ${id} status ${status}`);
  /** The caller's open task of the transfer, once the process has reached the step. */
  const taskOf = (who: ApiClient, id: string) => eventually(async () => (await detail(who, id)).body.dataInfo?.taskId, 30000, `task of ${id}`);
  const form = async (extra: Record<string, unknown> = {}) => ({
    transferType: '02',
    fromCustId: custA,
    toCustId: custB,
    projectCode,
    vintage: 2024,
    quantity: 300,
    reason: '法院强制执行裁定（测试）',
    fileIds: [await uploadDocument(applicant, 'H01')],
    ...extra,
  });

  beforeAll(async () => {
    app = await testApp();
    const insert = async (name: string, status = '1') => (await app.db('customer').insert({ cust_name: `${name}${run}`, cust_type: '01', is_complete: '1', status }).returning('cust_id'))[0].cust_id as string;
    custA = await insert('划转甲公司');
    custB = await insert('划转乙公司');
    closed = await insert('划转停用公司', '0');
    await createOperator({ loginName: `hz_conf_${run}`, password: PASSWORD, operatorType: '02', roleName: '国家管理员' });
    await createOperator({ loginName: `hz_aud_${run}`, password: PASSWORD, operatorType: '02', roleName: '国家管理员' });
    await createOperator({ loginName: `hz_rep_${run}`, password: PASSWORD, operatorType: '06', roleName: '企业代表', custId: custB });
    await app.db.transaction((trx) => issueUnits(trx, { projectCode, vintage: 2024, quantity: 1000, holderId: custA }, { businessType: 'test', businessKey: run, reason: 'test issuance' }));
    await Promise.all([
      applicant.signIn(demoUsers.country),
      confirmer.signIn({ loginName: `hz_conf_${run}`, password: PASSWORD }),
      auditor.signIn({ loginName: `hz_aud_${run}`, password: PASSWORD }),
      company.signIn({ loginName: `hz_rep_${run}`, password: PASSWORD }),
    ]);
  });
  afterAll(async () => app?.close());

  it('refuses an application without proof, to the same or a closed account, or beyond the available units; a company may not apply', async () => {
    const noProof = await applicant.post<Errors>(`${T}/apply`, await form({ fileIds: undefined }));
    expect(noProof.status, JSON.stringify(noProof.body)).toBe(400);
    const same = await applicant.post<Errors>(`${T}/apply`, await form({ toCustId: custA }));
    expect(same.body.dataInfo).toEqual([{ field: 'toCustId', message: '转入账户不能与转出账户相同' }]);
    const toClosed = await applicant.post<Errors>(`${T}/apply`, await form({ toCustId: closed }));
    expect(toClosed.body.dataInfo).toEqual([{ field: 'toCustId', message: '转入账户未开户或已被限制' }]);
    const tooMany = await applicant.post<Errors>(`${T}/apply`, await form({ quantity: 1001 }));
    expect(tooMany.status).toBe(409);
    expect(tooMany.body.dataInfo).toEqual([{ field: 'quantity', message: '可用数量不足（当前可用1000吨）' }]);
    expect((await company.post(`${T}/apply`, await form())).status).toBe(403);
    expect((await company.post(`${T}/list`, {})).status).toBe(403);
    expect(await app.db('ccer_account_transfer').where({ from_cust_id: custA }).count({ n: '*' })).toEqual([{ n: '0' }]);
    expect(await available(custA)).toBe(1000);
  });

  it('applies (reserved), confirms by another operator, audits by a third: the units move to the receiver', async () => {
    const res = await applicant.post<AccountTransferRow>(`${T}/apply`, await form());
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const id = res.body.dataInfo.id;
    expect(res.body.dataInfo).toMatchObject({ status: '01', statusName: '待确认', transferTypeName: '强制执行', quantity: 300, fromCustId: custA, toCustId: custB });
    expect(res.body.dataInfo.applyNo).toMatch(/^HZ\d{14}$/);
    expect(await available(custA)).toBe(700);
    expect(await reserved(custA, id)).toBe(300);

    // the confirm list holds it; the applicant may not confirm their own
    const confirmList = await confirmer.post<AccountTransferRow[]>(`${T}/list`, { view: 'confirm', projectCode, pageSize: 50 });
    expect(confirmList.body.dataInfo.map((r) => r.id)).toEqual([id]);
    const ownTask = await taskOf(applicant, id);
    const own = await applicant.post(`${T}/confirm`, { taskId: ownTask, approved: true });
    expect(own.status, JSON.stringify(own.body)).toBe(409);
    expect(own.body.msg).toBe('申请人不能确认本人提交的划转申请');

    const confirmTask = await taskOf(confirmer, id);
    const confirmed = await confirmer.post(`${T}/confirm`, { taskId: confirmTask, approved: true, opinion: '材料齐全' });
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    await statusBecomes(id, '02');
    const auditList = await auditor.post<AccountTransferRow[]>(`${T}/list`, { view: 'audit', projectCode, pageSize: 50 });
    expect(auditList.body.dataInfo.map((r) => r.id)).toEqual([id]);
    expect(auditList.body.dataInfo[0]).toMatchObject({ statusName: '待审核', confirmerName: `hz_conf_${run}`, confirmOpinion: '材料齐全' });

    // the confirmer may not audit
    const auditTaskOfConfirmer = await taskOf(confirmer, id);
    expect((await confirmer.post(`${T}/audit`, { taskId: auditTaskOfConfirmer, approved: true })).status).toBe(409);
    const auditTask = await taskOf(auditor, id);
    const approved = await auditor.post(`${T}/audit`, { taskId: auditTask, approved: true, opinion: '同意划转' });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    await statusBecomes(id, '03');

    expect(await available(custA)).toBe(700);
    expect(await reserved(custA, id)).toBe(0);
    expect(await available(custB)).toBe(300);
    const d = await detail(applicant, id);
    expect(d.body.dataInfo).toMatchObject({ status: '03', statusName: '已划转', auditorName: `hz_aud_${run}`, auditOpinion: '同意划转', taskId: null });
    expect(d.body.dataInfo.decidedAt).not.toBeNull();
    expect(d.body.dataInfo.documents).toEqual([expect.objectContaining({ typeNo: 'H01' })]);
    expect(d.body.dataInfo.entries.map((e) => [e.kind, e.quantity])).toEqual([
      ['reserve', 300],
      ['transfer', 300],
    ]);
    expect(d.body.dataInfo.entries[1]).toMatchObject({ fromHolder: `划转甲公司${run}`, toHolder: `划转乙公司${run}` });
    expect(d.body.dataInfo.entries[1].serial).toMatch(new RegExp(`^CCER-${projectCode}-2024-1-\\d+-\\d+$`));
  });

  it('releases the reservation when the audit rejects, and when the confirmation rejects', async () => {
    const atAudit = (await applicant.post<AccountTransferRow>(`${T}/apply`, await form({ transferType: '01', quantity: 200 }))).body.dataInfo.id;
    const atConfirm = (await applicant.post<AccountTransferRow>(`${T}/apply`, await form({ transferType: '01', quantity: 100 }))).body.dataInfo.id;
    expect(await available(custA)).toBe(400);

    await confirmer.post(`${T}/confirm`, { taskId: await taskOf(confirmer, atAudit), approved: true });
    await statusBecomes(atAudit, '02');
    const rejected = await auditor.post(`${T}/audit`, { taskId: await taskOf(auditor, atAudit), approved: false, opinion: '证明材料不足' });
    expect(rejected.status, JSON.stringify(rejected.body)).toBe(200);
    await statusBecomes(atAudit, '04');

    const returned = await confirmer.post(`${T}/confirm`, { taskId: await taskOf(confirmer, atConfirm), approved: false, opinion: '划转类型有误' });
    expect(returned.status, JSON.stringify(returned.body)).toBe(200);
    await statusBecomes(atConfirm, '04');

    expect(await available(custA)).toBe(700);
    expect(await reserved(custA, atAudit)).toBe(0);
    expect(await reserved(custA, atConfirm)).toBe(0);
    expect(await available(custB)).toBe(300);
    const kinds = async (id: string) => (await detail(applicant, id)).body.dataInfo.entries.map((e) => [e.kind, e.quantity]);
    expect(await kinds(atAudit)).toEqual([
      ['reserve', 200],
      ['release', 200],
    ]);
    expect(await kinds(atConfirm)).toEqual([
      ['reserve', 100],
      ['release', 100],
    ]);
    const rows = (await applicant.post<AccountTransferRow[]>(`${T}/list`, { view: 'record', projectCode, pageSize: 50 })).body.dataInfo;
    expect(Object.fromEntries(rows.map((r) => [r.id, r.statusName]))).toMatchObject({ [atAudit]: '已驳回', [atConfirm]: '已驳回' });
    expect(rows.find((r) => r.id === atAudit)).toMatchObject({ auditOpinion: '证明材料不足', transferTypeName: '承继' });
    expect(rows.find((r) => r.id === atConfirm)).toMatchObject({ confirmOpinion: '划转类型有误', auditorName: null });

    const logs = await app.db('operation_log').where({ business_type: 'ccerAccountTransfer', business_key: atAudit }).orderBy('log_id').pluck('abstract');
    expect(logs).toContain('ccer.account-transfer.apply');
    expect(logs.filter((l) => l === 'ccer.account-transfer.result')).toHaveLength(2);
    const check = await checkLedger(app.db);
    expect(check.results.filter((r) => !r.ok), JSON.stringify(check.results)).toEqual([]);
  });
});
