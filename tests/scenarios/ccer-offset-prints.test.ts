import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import type { Knex } from 'knex';
import { offsetPaths as OP, offsetPrintPaths as P, type OffsetDetail, type OffsetPrintDetail, type OffsetPrintRecord, type OffsetPrintRecordDetail, type OffsetPrintRow, type TaskRow } from '@ccer/contracts';
import { createDb } from '../../gateway/src/plugins/db.ts';
import { ApiClient, eventually } from '../fixtures/client.ts';
import { demoUsers, testEnv } from '../fixtures/env.ts';
import { createOperator } from '../fixtures/operators.ts';
import { DEMO_PASSWORD } from '../fixtures/certified-chain.ts';
import { issueTo, transferCompany, type TransferCompany } from '../fixtures/ccer-transfers.ts';

/**
 * Official prints of an offset's certificate through the HTTP API on the real stack (issue 13): company A's
 * representative requests two copies of a retired offset's certificate, the registry audits (ccerOffsetPrintAudit) and
 * prints copy 1 and copy 2 (each recorded; the PDF is the certificate with the official copy's line), a third is
 * refused; a printed copy downloads again without a new record. A rejection leaves nothing to print; one request of an
 * offset awaits its audit at a time; company B neither sees nor requests on A's offset; a company representative cannot
 * audit or print; the applicant cannot audit their own request, even holding the registry's function.
 */
type Errors = Array<{ field: string; message: string }>;
const ARTIFACTS = path.join(import.meta.dirname, '..', 'artifacts', 'offset-prints');

describe('certificate prints (ccerOffsetPrintAudit): request, audit, numbered official copies', () => {
  const run = Date.now().toString(36);
  const project = `Y${run}`.toUpperCase().slice(0, 16);
  const vintage = 2024;
  let db: Knex;
  let a: TransferCompany;
  let b: TransferCompany;
  let retired: OffsetDetail;
  const registry = new ApiClient();
  const confirmer = new ApiClient();
  const english = new ApiClient(testEnv.appUrl, 'en');

  /** The caller's open task of a row, read from its detail until the engine has it. */
  const taskOf = (who: ApiClient, url: string) => eventually(async () => (await who.get<{ taskId: string | null }>(url)).body.dataInfo?.taskId ?? undefined, 30000, `a task of ${url}`);
  const offsetBecomes = (id: string, status: string) =>
    eventually(async () => {
      const d = (await a.init.client.get<OffsetDetail>(`${OP.detail}?id=${id}`)).body.dataInfo;
      return d?.status === status ? d : undefined;
    }, 30000, `offset ${status}`);
  const printDetail = (who: ApiClient, id: string) => who.get<OffsetPrintDetail>(`${P.detail}?id=${id}`);
  const printBecomes = (id: string, status: string) =>
    eventually(async () => {
      const d = (await printDetail(a.init.client, id)).body.dataInfo;
      return d?.status === status ? d : undefined;
    }, 30000, `print request ${status}`);
  const request = (who: ApiClient, offsetId: string, copies = 2) => who.post<OffsetPrintDetail & Errors>(P.apply, { offsetId, copies, reason: '存档及报送主管部门', recipient: `领取人${run}`, remark: '正式凭证' });
  /** POST /print as a fetch (the answer is a PDF, not JSON). */
  const print = (who: ApiClient, printId: string) =>
    fetch(`${testEnv.appUrl}${P.print}`, { method: 'POST', headers: { Authorization: `Bearer ${who.token}`, 'Content-Type': 'application/json', 'Accept-Language': 'zh-cn' }, body: JSON.stringify({ printId }) });
  const pdfText = async (res: Response, name: string) => {
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    const file = path.join(ARTIFACTS, `${name}.pdf`);
    fs.writeFileSync(file, Buffer.from(await res.arrayBuffer()));
    return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  };

  /** A retired voluntary cancellation of A: the company confirms, the registry audits, a second registry operator confirms. */
  async function retiredOffset(quantity: number): Promise<OffsetDetail> {
    const r = await a.init.client.post<OffsetDetail>(OP.apply, { kind: 'logout', projectCode: project, vintage, quantity, purpose: '碳中和', beneficiary: `受益单位${run}`, isPublic: false });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const id = r.body.dataInfo.id;
    const decide = async (who: ApiClient, call: string) => expect((await who.post(call, { taskId: await taskOf(who, `${OP.detail}?id=${id}`), approved: true, opinion: '同意' })).status).toBe(200);
    await decide(a.check.client, OP.confirm);
    await offsetBecomes(id, 'auditing');
    await decide(registry, OP.audit);
    await offsetBecomes(id, 'approving');
    await decide(confirmer, OP.confirm);
    return offsetBecomes(id, 'retired');
  }

  beforeAll(async () => {
    fs.mkdirSync(ARTIFACTS, { recursive: true });
    db = createDb(testEnv.databaseUrl, 2);
    [a, b] = await Promise.all([transferCompany(db, 'pa', run), transferCompany(db, 'pb', run)]);
    await createOperator({ loginName: `dy_chk_${run}`, password: DEMO_PASSWORD, operatorType: '02', roleName: '国家管理员' });
    await Promise.all([registry.signIn(demoUsers.country), confirmer.signIn({ loginName: `dy_chk_${run}`, password: DEMO_PASSWORD }), english.signIn(demoUsers.country)]);
    await issueTo(db, a.custId, project, vintage, 1000);
    retired = await retiredOffset(300);
  }, 180_000);
  afterAll(async () => db?.destroy());

  it('prints the two approved copies, each recorded with its copy line and print number, and refuses a third', async () => {
    const applied = await request(a.init.client, retired.id);
    expect(applied.status, JSON.stringify(applied.body)).toBe(200);
    const p = applied.body.dataInfo;
    expect(p).toMatchObject({ status: 'auditing', statusName: '待审核', copies: 2, printedCopies: 0, offsetId: retired.id, offsetNo: retired.offsetNo, certificateNo: retired.certificateNo, custId: a.custId, recipient: `领取人${run}`, taskId: null, prints: [] });
    expect(p.printNo).toMatch(/^DY\d{8}\d{6}$/);

    // one request of an offset awaits its audit at a time: the second is refused naming the first
    const again = await request(a.init.client, retired.id, 1);
    expect(again.status).toBe(409);
    expect(again.body.msg).toBe(`该抵销已有待审核的打印申请${p.printNo}，请待其审核完成后再申请`);
    // 1 to 5 copies, a recipient: a bad field is named
    const bad = await a.init.client.post<Errors>(P.apply, { offsetId: retired.id, copies: 6, reason: 'x', recipient: '' });
    expect(bad.status).toBe(400);
    expect(bad.body.dataInfo.map((e) => e.field).sort()).toEqual(['copies', 'recipient']);

    // the registry's staff holding 099 were told; the audit waits in My Tasks, routed to the request's page
    const told = await db('action_notice as n').join('operator as x', 'x.operator_id', 'n.operator_id').where({ 'n.business_type': 'ccerOffsetPrint', 'n.business_key': p.id, 'n.task_key': 'printAudit' }).pluck('x.login_name');
    expect(told).toContain(demoUsers.country.loginName);
    const task = await taskOf(registry, `${P.detail}?id=${p.id}`);
    const inbox = await registry.post<TaskRow[]>('/api/process/task/my-list', { workflowType: 'ccerOffsetPrintAudit', pageSize: 200 });
    expect(inbox.body.dataInfo.find((t) => t.taskId === task)).toMatchObject({ funcCode: '099' });
    const waiting = await registry.post<OffsetPrintRow[]>(P.list, { waiting: 'printAudit', printNo: p.printNo });
    expect(waiting.body.dataInfo.map((r) => [r.id, r.taskId])).toEqual([[p.id, task]]);

    // nothing prints before the audit; a company representative neither audits nor prints
    const early = await print(registry, p.id);
    expect(early.status).toBe(409);
    expect((await early.json()).msg).toBe('该打印申请未审核通过，不能打印');
    expect((await a.check.client.post(P.audit, { taskId: task, approved: true })).status).toBe(403);
    expect((await print(a.init.client, p.id)).status).toBe(403);

    expect((await registry.post(P.audit, { taskId: task, approved: true, opinion: '同意打印两份' })).status).toBe(200);
    const approved = await printBecomes(p.id, 'approved');
    expect(approved).toMatchObject({ statusName: '审核通过', opinion: '同意打印两份', auditorName: expect.any(String), auditedAt: expect.any(String), taskId: null });

    // copy 1 and copy 2: the certificate with its number, the copy line and the print number
    const first = await pdfText(await print(registry, p.id), 'copy-1');
    expect(first).toContain(retired.certificateNo!);
    expect(first).toContain('正式打印件 第1份/共2份');
    expect(first).toContain(`${p.printNo}-1`);
    const second = await pdfText(await print(registry, p.id), 'copy-2');
    expect(second).toContain(retired.certificateNo!);
    expect(second).toContain('正式打印件 第2份/共2份');
    expect(second).toContain(`${p.printNo}-2`);
    execFileSync('pdftoppm', ['-png', '-r', '60', '-singlefile', path.join(ARTIFACTS, 'copy-2.pdf'), path.join(ARTIFACTS, 'copy-2')]);
    // beyond the approved copies: refused, in the caller's language too
    const third = await print(registry, p.id);
    expect(third.status).toBe(409);
    expect((await third.json()).msg).toBe('已打印全部2份，不能再打印');
    const thirdEn = await fetch(`${testEnv.appUrl}${P.print}`, { method: 'POST', headers: { Authorization: `Bearer ${english.token}`, 'Content-Type': 'application/json', 'Accept-Language': 'en' }, body: JSON.stringify({ printId: p.id }) });
    expect((await thirdEn.json()).msg).toBe('All 2 approved copies are printed: no more may be printed');

    const done = (await printDetail(a.init.client, p.id)).body.dataInfo;
    expect(done.printedCopies).toBe(2);
    expect(done.prints.map((r) => [r.copyNo, r.copies, r.recordNo, r.certificateNo])).toEqual([
      [1, 2, `${p.printNo}-1`, retired.certificateNo],
      [2, 2, `${p.printNo}-2`, retired.certificateNo],
    ]);
    expect(await db('operation_log').where({ business_type: 'ccerOffsetPrint', business_key: p.id, abstract: 'ccer.offset-print' }).count({ n: '*' }).first()).toEqual({ n: '2' });

    // the records: the company sees its own, the registry all; the detail names the request
    const mine = await a.init.client.post<OffsetPrintRecord[]>(P.recordList, { offsetNo: retired.offsetNo });
    expect(mine.body.dataInfo.map((r) => r.recordNo).sort()).toEqual([`${p.printNo}-1`, `${p.printNo}-2`]);
    const recordId = mine.body.dataInfo.find((r) => r.copyNo === 1)!.id;
    const record = await a.init.client.get<OffsetPrintRecordDetail>(`${P.recordDetail}?id=${recordId}`);
    expect(record.body.dataInfo).toMatchObject({ copyNo: 1, copies: 2, printedByName: expect.any(String), request: { id: p.id, printNo: p.printNo, status: 'approved' } });
    // a printed copy again: the same copy line and number, no new record; the registry's only
    const redo = await pdfText(await fetch(`${testEnv.appUrl}${P.recordPdf}?id=${recordId}`, { headers: { Authorization: `Bearer ${registry.token}` } }), 'copy-1-again');
    expect(redo).toContain('正式打印件 第1份/共2份');
    expect(redo).toContain(`${p.printNo}-1`);
    expect((await fetch(`${testEnv.appUrl}${P.recordPdf}?id=${recordId}`, { headers: { Authorization: `Bearer ${a.init.client.token}` } })).status).toBe(403);
    expect(await db('ccer_offset_print_record').where({ print_id: p.id }).count({ n: '*' }).first()).toEqual({ n: '2' });

    // company B: nothing of A's requests or prints, and no request on A's offset
    expect((await printDetail(b.init.client, p.id)).status).toBe(404);
    expect((await b.init.client.post<OffsetPrintRow[]>(P.list, { pageSize: 50 })).body.dataInfo).toEqual([]);
    expect((await b.init.client.post<OffsetPrintRecord[]>(P.recordList, { pageSize: 50 })).body.dataInfo).toEqual([]);
    expect((await b.init.client.get(`${P.recordDetail}?id=${recordId}`)).status).toBe(404);
    const foreign = await request(b.init.client, retired.id);
    expect(foreign.status).toBe(404);
    expect(foreign.body.msg).toBe('抵销申请不存在');
  }, 180_000);

  it('keeps a rejection and its opinion: nothing can be printed on it', async () => {
    const applied = await request(a.init.client, retired.id, 1);
    expect(applied.status, JSON.stringify(applied.body)).toBe(200);
    const id = applied.body.dataInfo.id;
    const task = await taskOf(registry, `${P.detail}?id=${id}`);
    // a rejection says why
    expect((await registry.post(P.audit, { taskId: task, approved: false })).status).toBe(400);
    expect((await registry.post(P.audit, { taskId: task, approved: false, opinion: '用途说明不充分' })).status).toBe(200);
    const rejected = await printBecomes(id, 'rejected');
    expect(rejected).toMatchObject({ statusName: '已驳回', opinion: '用途说明不充分', printedCopies: 0 });
    const refused = await print(registry, id);
    expect(refused.status).toBe(409);
    expect((await refused.json()).msg).toBe('该打印申请未审核通过，不能打印');
    expect(await db('ccer_offset_print_record').where({ print_id: id }).first()).toBeUndefined();
    // decided: the audit cannot be taken again
    expect((await registry.post(P.audit, { taskId: task, approved: true })).status).toBe(404);
  }, 120_000);

  it('refuses a request on an offset not retired', async () => {
    const pending = await a.init.client.post<OffsetDetail>(OP.apply, { kind: 'logout', projectCode: project, vintage, quantity: 10, purpose: '碳中和', beneficiary: '某单位', isPublic: false });
    expect(pending.status).toBe(200);
    const r = await request(a.init.client, pending.body.dataInfo.id);
    expect(r.status).toBe(409);
    expect(r.body.msg).toBe('只能为已抵销的抵销申请打印正式凭证');
  }, 60_000);

  it('refuses the applicant’s own audit, even when they hold the registry’s function', async () => {
    // a registry operator who also acts for company A (both roles): may request, sees the audit task, may not take it
    const login = `dy_own_${run}`;
    await createOperator({ loginName: login, password: DEMO_PASSWORD, operatorType: '02', roleName: '国家管理员', custId: a.custId });
    const role = await db('role').where({ role_name: '企业代表' }).first('role_id');
    const { operator_id } = await db('operator').where({ login_name: login }).first('operator_id');
    await db('operator_role').insert({ operator_id, role_id: role.role_id });
    const both = await new ApiClient().signIn({ loginName: login, password: DEMO_PASSWORD });
    const applied = await request(both, retired.id, 1);
    expect(applied.status, JSON.stringify(applied.body)).toBe(200);
    const id = applied.body.dataInfo.id;
    const task = await taskOf(registry, `${P.detail}?id=${id}`);
    // their own detail offers no task; taking it anyway is refused and changes nothing
    expect((await printDetail(both, id)).body.dataInfo.taskId).toBeNull();
    const own = await both.post(P.audit, { taskId: task, approved: true });
    expect(own.status).toBe(409);
    expect(own.body.msg).toBe('申请人不能审核本人提交的打印申请');
    const generic = await both.post('/api/process/task/complete', { taskId: task, approved: true });
    expect(generic.status).toBe(409);
    expect((await printDetail(registry, id)).body.dataInfo).toMatchObject({ status: 'auditing', taskId: task });
    // another registry operator decides it
    expect((await registry.post(P.audit, { taskId: task, approved: true })).status).toBe(200);
    await printBecomes(id, 'approved');
  }, 120_000);
});
