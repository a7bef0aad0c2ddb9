import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import type { Knex } from 'knex';
import { offsetPaths as P, type OffsetDetail, type OffsetRow, type OffsetRule, type PublicRetiredRow, type TaskRow } from '@ccer/contracts';
import { createDb } from '../../gateway/src/plugins/db.ts';
import { checkLedger } from '../../workers/src/ledger/invariants.ts';
import { ApiClient, eventually } from '../fixtures/client.ts';
import { demoUsers, testEnv } from '../fixtures/env.ts';
import { createOperator } from '../fixtures/operators.ts';
import { DEMO_PASSWORD } from '../fixtures/certified-chain.ts';
import { issueTo, transferCompany, type TransferCompany } from '../fixtures/ccer-transfers.ts';

/**
 * Offsets and voluntary cancellation through the HTTP API on the real stack (issue 13): company A's initiating
 * representative applies (the quantity reserved at once), its confirming representative confirms, the registry audits
 * and a second registry operator confirms (the auditor cannot): the exact reserved serials are retired for ever with a
 * certificate number, and the public list shows the retirement. A rejection at each step releases the reservation;
 * the eligibility rules refuse naming the rule; two applications racing for the last units: exactly one wins; company
 * B sees none of A's offsets; the ledger's invariants hold.
 */
type Errors = Array<{ field: string; message: string }>;
/** The certificate and its PNG rendering are kept as artifacts. */
const ARTIFACTS = path.join(import.meta.dirname, '..', 'artifacts', 'offsets');

describe('offsets and voluntary cancellation (ccerOffset): maker-checker, audit, confirmation, retirement', () => {
  const run = Date.now().toString(36);
  const project = `O${run}`.toUpperCase().slice(0, 16);
  const vintage = 2024;
  let db: Knex;
  let a: TransferCompany;
  let b: TransferCompany;
  const auditor = new ApiClient();
  const confirmer = new ApiClient();

  const logout = (quantity: number, extra: Record<string, unknown> = {}) => ({
    kind: 'logout',
    projectCode: project,
    vintage,
    quantity,
    purpose: '2026年企业年会碳中和',
    beneficiary: `受益单位${run}`,
    isPublic: true,
    ...extra,
  });
  const detail = (who: ApiClient, id: string) => who.get<OffsetDetail>(`${P.detail}?id=${id}`);
  const becomes = (id: string, status: string) =>
    eventually(async () => {
      const d = (await detail(a.init.client, id)).body.dataInfo;
      return d?.status === status ? d : undefined;
    }, 30000, `offset ${status}`);
  const taskOf = (who: ApiClient, id: string) => eventually(async () => (await detail(who, id)).body.dataInfo?.taskId ?? undefined, 30000, 'the offset task');
  const blocksOf = (holder: string) =>
    db('unit_block').where({ holder_id: holder, project_code: project }).orderBy('serial_start').select('serial_start', 'serial_end', 'state', 'claim_id');
  const freeUnits = async (holder: string) =>
    Number((await db('unit_block').where({ holder_id: holder, project_code: project, state: 'available' }).whereNull('claim_id').sum({ q: db.raw('serial_end - serial_start + 1') }).first())?.q ?? 0);

  beforeAll(async () => {
    fs.mkdirSync(ARTIFACTS, { recursive: true });
    db = createDb(testEnv.databaseUrl, 2);
    [a, b] = await Promise.all([transferCompany(db, 'oa', run, true, '01,02,03'), transferCompany(db, 'ob', run)]);
    await createOperator({ loginName: `dx_chk_${run}`, password: DEMO_PASSWORD, operatorType: '02', roleName: '国家管理员' });
    await Promise.all([auditor.signIn(demoUsers.country), confirmer.signIn({ loginName: `dx_chk_${run}`, password: DEMO_PASSWORD })]);
    await issueTo(db, a.custId, project, vintage, 1000);
  }, 120_000);
  afterAll(async () => db?.destroy());

  it('retires the reserved serials once the company, the audit and a second registry operator agree; the public list shows it', async () => {
    const applied = await a.init.client.post<OffsetDetail>(P.apply, logout(300, { remark: '年会' }));
    expect(applied.status, JSON.stringify(applied.body)).toBe(200);
    const o = applied.body.dataInfo;
    expect(o).toMatchObject({ kind: 'logout', status: 'confirming', statusName: '待企业确认', quantity: 300, custId: a.custId, beneficiary: `受益单位${run}`, isPublic: true, companyConfirmerName: '确认代表oa', certificateNo: null });
    expect(o.offsetNo).toMatch(/^DX\d{8}\d{6}$/);
    // reserved at once: the tail of the block is held under the offset
    expect(o.ranges.map((r) => [r.serialStart, r.serialEnd])).toEqual([[701, 1000]]);
    expect(await freeUnits(a.custId)).toBe(700);

    // the company's confirming representative confirms (My Tasks routes the task to /ccer/offset/confirmDetail)
    const companyTask = await taskOf(a.check.client, o.id);
    const inbox = await a.check.client.post<TaskRow[]>('/api/process/task/my-list', { workflowType: 'ccerOffsetConfirm', pageSize: 200 });
    expect(inbox.body.dataInfo.find((t) => t.taskId === companyTask)).toMatchObject({ funcCode: '089' });
    // the applicant has no task of it and cannot complete it
    expect((await detail(a.init.client, o.id)).body.dataInfo.taskId).toBeNull();
    expect((await a.init.client.post(P.confirm, { taskId: companyTask, approved: true })).status).toBe(404);
    expect((await a.check.client.post(P.confirm, { taskId: companyTask, approved: true, opinion: '同意' })).status).toBe(200);
    await becomes(o.id, 'auditing');

    // the registry audits (088); the staff holding 088 were told
    const auditTask = await taskOf(auditor, o.id);
    expect((await detail(auditor, o.id)).body.dataInfo.taskStep).toBe('offsetAudit');
    const told = await db('action_notice as n').join('operator as x', 'x.operator_id', 'n.operator_id').where({ 'n.business_type': 'ccerOffset', 'n.business_key': o.id, 'n.task_key': 'offsetAudit' }).pluck('x.login_name');
    expect(told).toContain(demoUsers.country.loginName);
    expect((await auditor.post(P.audit, { taskId: auditTask, approved: true, opinion: '材料齐全' })).status).toBe(200);
    await becomes(o.id, 'approving');

    // the auditor cannot also confirm: no task for them, and the call is refused
    const confirmTask = await taskOf(confirmer, o.id);
    expect((await detail(auditor, o.id)).body.dataInfo.taskId).toBeNull();
    const same = await auditor.post(P.confirm, { taskId: confirmTask, approved: true });
    expect(same.status).toBe(409);
    expect(same.body.msg).toBe('审核人不能再确认同一抵销申请');
    expect((await confirmer.post(P.confirm, { taskId: confirmTask, approved: true, opinion: '确认注销' })).status).toBe(200);

    const retired = await becomes(o.id, 'retired');
    expect(retired).toMatchObject({ statusName: '已抵销', opinion: '确认注销', auditorName: expect.any(String), confirmerName: expect.any(String) });
    expect(retired.certificateNo).toMatch(/^ZX\d{8}\d{8}$/);
    // the detail's progress keeps every step's decision and opinion, not the last only
    const progress = await a.init.client.get<{ nodes: Array<{ key: string; state: string; result: string | null; opinion: string | null }> }>(`${P.progress}?id=${o.id}`);
    expect(progress.status).toBe(200);
    expect(progress.body.dataInfo.nodes.map(({ key, state, result, opinion }) => ({ key, state, result, opinion }))).toEqual([
      { key: 'submit', state: 'done', result: null, opinion: null },
      { key: 'companyConfirm', state: 'done', result: 'approved', opinion: '同意' },
      { key: 'offsetAudit', state: 'done', result: 'approved', opinion: '材料齐全' },
      { key: 'offsetConfirm', state: 'done', result: 'approved', opinion: '确认注销' },
      { key: 'end', state: 'done', result: null, opinion: null },
    ]);
    // company B reads nothing of A's offset; an id that is not one is refused on the field
    expect((await b.init.client.get(`${P.progress}?id=${o.id}`)).status).toBe(404);
    expect((await a.init.client.get(`${P.progress}?id=x`)).status).toBe(400);
    // nor does a public account, which holds the offset function (087) but acts for no company
    const visitor = new ApiClient();
    await createOperator({ loginName: `gz_${run}`, password: DEMO_PASSWORD, operatorType: '10', roleName: '公众' });
    await visitor.signIn({ loginName: `gz_${run}`, password: DEMO_PASSWORD });
    const seen = await visitor.post<OffsetRow[]>(P.list, { pageNumber: 1, pageSize: 10 });
    expect(seen.status).toBe(200);
    expect(seen.body.total).toBe(0);
    expect((await visitor.get(`${P.detail}?id=${o.id}`)).status).toBe(404);
    expect(retired.ranges).toEqual([{ serial: `CCER-${project}-${vintage}-1-701-1000`, projectCode: project, vintage, batch: 1, serialStart: 701, serialEnd: 1000, quantity: 300 }]);
    // serial by serial: 1..700 free, 701..1000 retired, for ever
    expect(await blocksOf(a.custId)).toEqual([
      { serial_start: '1', serial_end: '700', state: 'available', claim_id: null },
      { serial_start: '701', serial_end: '1000', state: 'retired', claim_id: null },
    ]);
    expect(await db('ledger_entry').where({ business_type: 'ccerOffset', business_key: o.id }).orderBy('id').pluck('kind')).toEqual(['reserve', 'retire']);

    // the public list (no account): the holder, the beneficiary (made public) and the serials
    const pub = await new ApiClient().get<PublicRetiredRow[]>(`${P.publicList}?projectCode=${project}`);
    expect(pub.status).toBe(200);
    expect(pub.body.dataInfo).toEqual([
      expect.objectContaining({ offsetNo: o.offsetNo, certificateNo: retired.certificateNo, kind: 'logout', quantity: 300, holderName: a.custName, beneficiary: `受益单位${run}`, serials: [`CCER-${project}-${vintage}-1-701-1000`] }),
    ]);
    // the certificate: a PDF with its number and the retired range, rendered to PNG as an artifact; the public verifies it
    const pdf = await fetch(`${testEnv.appUrl}${P.certificate}?id=${o.id}`, { headers: { Authorization: `Bearer ${a.init.client.token}` } });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    const pdfFile = path.join(ARTIFACTS, `certificate-${run}.pdf`);
    fs.writeFileSync(pdfFile, Buffer.from(await pdf.arrayBuffer()));
    const text = execFileSync('pdftotext', ['-layout', pdfFile, '-'], { encoding: 'utf8' });
    expect(text).toContain(retired.certificateNo);
    expect(text).toContain(`CCER-${project}-${vintage}-1-701-1000`);
    expect(text).toContain(`受益单位${run}`);
    execFileSync('pdftoppm', ['-png', '-r', '60', '-singlefile', pdfFile, path.join(ARTIFACTS, 'certificate')]);
    expect(fs.statSync(path.join(ARTIFACTS, 'certificate.png')).size).toBeGreaterThan(10_000);
    // another company cannot have it; an offset not retired has none
    expect((await fetch(`${testEnv.appUrl}${P.certificate}?id=${o.id}`, { headers: { Authorization: `Bearer ${b.init.client.token}` } })).status).toBe(404);
    const verified = await new ApiClient().get<PublicRetiredRow>(`${P.publicCertificate}?no=${retired.certificateNo}`);
    expect(verified.status).toBe(200);
    expect(verified.body.dataInfo).toMatchObject({ offsetNo: o.offsetNo, holderName: a.custName, quantity: 300, serials: [`CCER-${project}-${vintage}-1-701-1000`] });
    const unknown = await new ApiClient().get(`${P.publicCertificate}?no=ZX0000`);
    expect(unknown.status).toBe(404);
    expect(unknown.body.msg).toBe('未查到该证书编号，请核对后重试');

    // the public serial lookup names the offset that retired a serial
    const serial = await new ApiClient().get<{ state: string; holderName: string | null; retirement: Record<string, unknown> | null }>(`/api/public/serial/lookup?serial=CCER-${project}-750`);
    expect(serial.status).toBe(200);
    expect(serial.body.dataInfo).toMatchObject({ state: 'retired', holderName: a.custName, retirement: { offsetNo: o.offsetNo, certificateNo: retired.certificateNo, kind: 'logout', beneficiary: `受益单位${run}` } });
    const free = await new ApiClient().get<{ state: string; retirement: unknown }>(`/api/public/serial/lookup?serial=CCER-${project}-1`);
    expect(free.body.dataInfo).toMatchObject({ state: 'available', retirement: null });
    // B sees none of A's offsets
    expect((await detail(b.init.client, o.id)).status).toBe(404);
    expect((await b.init.client.post<OffsetRow[]>(P.list, { pageSize: 50 })).body.dataInfo).toEqual([]);
  }, 180_000);

  it('releases the reservation when the company, the audit or the registry confirmation rejects', async () => {
    const rejectAt = async (step: 'companyConfirm' | 'offsetAudit' | 'offsetConfirm') => {
      const r = await a.init.client.post<OffsetDetail>(P.apply, logout(100, { isPublic: false }));
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      const id = r.body.dataInfo.id;
      expect(await freeUnits(a.custId)).toBe(600);
      // the audit's rejection says at length why (the decision takes up to 2,000 characters, and so does the row)
      const rejection = step === 'offsetAudit' ? `驳回于${step}：${'材料不全'.repeat(400)}` : `驳回于${step}`;
      const decide = async (who: ApiClient, call: 'confirm' | 'audit', approved: boolean) =>
        expect((await who.post((call === 'confirm' ? P.confirm : P.audit), { taskId: await taskOf(who, id), approved, opinion: approved ? '同意' : rejection })).status).toBe(200);
      await decide(a.check.client, 'confirm', step !== 'companyConfirm');
      if (step !== 'companyConfirm') {
        await becomes(id, 'auditing');
        await decide(auditor, 'audit', step !== 'offsetAudit');
      }
      if (step === 'offsetConfirm') {
        await becomes(id, 'approving');
        await decide(confirmer, 'confirm', false);
      }
      const done = await becomes(id, 'rejected');
      expect(done).toMatchObject({ rejectedStep: step, opinion: rejection, certificateNo: null });
      expect(await freeUnits(a.custId)).toBe(700);
      expect(await db('ledger_entry').where({ business_type: 'ccerOffset', business_key: id }).orderBy('id').pluck('kind')).toEqual(['reserve', 'release']);
    };
    await rejectAt('companyConfirm');
    await rejectAt('offsetAudit');
    await rejectAt('offsetConfirm');
    expect(await db('unit_block').where({ holder_id: a.custId }).whereNotNull('claim_id').first()).toBeUndefined();
  }, 240_000);

  it('refuses what the eligibility rules refuse, naming the rule and the field', async () => {
    const country = await a.init.client.post<Errors>(P.apply, {
      kind: 'country', projectCode: project, vintage, quantity: 600, emitterName: '某发电公司', emitterCode: '91110000MA00000001', complianceYear: 2025, verifiedEmissions: 10000,
    });
    expect(country.status).toBe(400);
    expect(country.body.dataInfo).toEqual([{ field: 'quantity', message: '不符合规则“全国碳市场：抵销比例不超过应清缴配额的5%”：抵销数量不能超过经核查排放量的5%（500吨）' }]);
    const corsia = await a.init.client.post<Errors>(P.apply, { kind: 'corsia', projectCode: project, vintage: 2019, quantity: 10, operatorName: '某航空公司', operatorCode: 'CA', compliancePeriod: '2024-2026' });
    expect(corsia.status).toBe(400);
    expect(corsia.body.dataInfo[0]).toMatchObject({ field: 'vintage' });
    expect(corsia.body.dataInfo[0].message).toContain('2019年度的减排量不可用于该抵销（可用年度2021至2026）');
    // a rule the registry adds applies from the next application; its list shows it
    const added = await auditor.post<OffsetRule>(P.ruleSave, { kind: 'logout', name: `测试规则${run}`, projectTypes: ['ZZ'], enabled: true });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    const typed = await a.init.client.post<Errors>(P.apply, logout(10));
    expect(typed.status).toBe(400);
    expect(typed.body.dataInfo[0]).toMatchObject({ field: 'projectCode' });
    await auditor.post(P.ruleSave, { id: added.body.dataInfo.id, kind: 'logout', name: `测试规则${run}`, projectTypes: ['ZZ'], enabled: false });
    const rules = await a.init.client.post<OffsetRule[]>(P.rules, { kind: 'logout' });
    expect(rules.body.dataInfo.find((r) => r.id === added.body.dataInfo.id)).toMatchObject({ enabled: false });
    // a company may not change the rules
    expect((await a.init.client.post(P.ruleSave, { kind: 'logout', name: 'x' })).status).toBe(403);
    expect(await db('ccer_offset').where({ cust_id: a.custId }).whereIn('kind', ['country', 'corsia']).first()).toBeUndefined();
    expect(await freeUnits(a.custId)).toBe(700);
  }, 60_000);

  it('retires units for each compliance kind (national market, local pilot, CORSIA) through the same three steps', async () => {
    const units = { projectCode: project, vintage, quantity: 10 };
    const bodies = [
      { kind: 'country', ...units, emitterName: '某发电公司', emitterCode: '91110000MA00000001', complianceYear: 2025, verifiedEmissions: 10000 },
      { kind: 'pilot', ...units, market: 'hubei', marketAccount: `HB${run}`, emitterName: '某钢铁公司', complianceYear: 2025, verifiedEmissions: 20000 },
      { kind: 'corsia', ...units, operatorName: '某航空公司', operatorCode: 'CA', compliancePeriod: '2024-2026' },
    ];
    const before = await freeUnits(a.custId);
    const retired = await Promise.all(
      bodies.map(async (body) => {
        const r = await a.init.client.post<OffsetDetail>(P.apply, body);
        expect(r.status, JSON.stringify(r.body)).toBe(200);
        const id = r.body.dataInfo.id;
        expect((await a.check.client.post(P.confirm, { taskId: await taskOf(a.check.client, id), approved: true })).status).toBe(200);
        await becomes(id, 'auditing');
        expect((await auditor.post(P.audit, { taskId: await taskOf(auditor, id), approved: true })).status).toBe(200);
        await becomes(id, 'approving');
        expect((await confirmer.post(P.confirm, { taskId: await taskOf(confirmer, id), approved: true })).status).toBe(200);
        return becomes(id, 'retired');
      }),
    );
    for (const [i, d] of retired.entries()) {
      expect(d).toMatchObject({ kind: bodies[i].kind, quantity: 10, certificateNo: expect.stringMatching(/^ZX\d{16}$/) });
      expect(d.ranges.reduce((n, r) => n + r.quantity, 0)).toBe(10);
    }
    // the kind's own fields are kept as applied for
    expect(retired[1].details).toMatchObject({ market: 'hubei', marketAccount: `HB${run}`, complianceYear: 2025 });
    expect(retired[2].details).toMatchObject({ operatorCode: 'CA', compliancePeriod: '2024-2026' });
    expect(await freeUnits(a.custId)).toBe(before - 30);
  }, 120_000);

  it('lets exactly one of two applications racing for the last units through', async () => {
    const free = await freeUnits(a.custId);
    const [x, y] = await Promise.all([a.init.client.post<OffsetDetail & Errors>(P.apply, logout(free)), a.init.client.post<OffsetDetail & Errors>(P.apply, logout(free))]);
    expect([x.status, y.status].sort()).toEqual([200, 409]);
    const lost = x.status === 409 ? x : y;
    expect(lost.body.dataInfo).toEqual([{ field: 'quantity', message: '可用数量不足（当前可用0吨）' }]);
    expect(await freeUnits(a.custId)).toBe(0);
    expect(await db('ccer_offset').where({ cust_id: a.custId, status: 'confirming' }).count({ n: '*' }).first()).toEqual({ n: '1' });
  }, 60_000);

  it('keeps every ledger invariant', async () => {
    const check = await checkLedger(db);
    expect(check.results.filter((r) => !r.ok)).toEqual([]);
  });
});
