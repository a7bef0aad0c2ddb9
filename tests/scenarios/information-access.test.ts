import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Knex } from 'knex';
import {
  informationPaths as P,
  methodologyCollectPaths as MC,
  publicFileUrl,
  type ApplyRow,
  type MethodologyCollectDetail,
  type MethodologyDetail,
  type MethodologyOption,
} from '@ccer/contracts';
import { createDb } from '../../gateway/src/plugins/db.ts';
import { ApiClient, eventually } from '../fixtures/client.ts';
import { demoUsers, testEnv } from '../fixtures/env.ts';
import { designDocument, uploadDocument } from '../fixtures/uploads.ts';
import { validApplication } from '../fixtures/applications.ts';
import { transferCompany, TRANSFER_PASSWORD, type TransferCompany } from '../fixtures/ccer-transfers.ts';

/**
 * Issue 14's information back office seen by a second company (not owner01's) on the real stack:
 * - its representative gets 403 on every call of functions 019–023, even when a role grants it those functions
 *   (the area is the registry's: an operator bound to a company is refused whatever its role);
 * - it cannot read or act on owner01's methodology proposal: detail, progress, documents (signed in or through the
 *   public download), withdrawal, the review of its open task;
 * - a project application naming a methodology the registry withdrew (through the information routes) is refused with
 *   400 on methodologyNum, in Chinese (and in English for an English client), and the picker no longer offers it.
 */
type Errors = Array<{ field: string; message: string }>;

describe('information back office: a second company, and the methodology a project application names', () => {
  const run = Date.now().toString(36);
  let db: Knex;
  let other: TransferCompany;
  const owner = new ApiClient();
  const country = new ApiClient();
  /** The second company's representative, whose role holds 019–023 besides the representative's own functions. */
  const granted = new ApiClient();

  const download = (who: ApiClient | null, typeNo: string, path: string) =>
    fetch(`${testEnv.appUrl}/api/file/download/single?groupName=attachment&typeNo=${typeNo}&filePath=${encodeURIComponent(path)}`, {
      headers: who?.token ? { Authorization: `Bearer ${who.token}` } : {},
    });

  beforeAll(async () => {
    db = createDb(testEnv.databaseUrl, 2);
    other = await transferCompany(db, 'ia', run);
    // a representative of the same company whose role was (wrongly) given the information functions
    const [role] = await db('role').insert({ role_name: `信息越权${run}` }).returning('role_id');
    await db('role_func').insert(['019', '020', '021', '022', '023', '115'].map((func_id) => ({ role_id: role.role_id, func_id })));
    const loginName = `iag${run}`.slice(0, 20);
    const { hashPassword } = await import('../../gateway/src/domain/passwords.ts');
    const [{ operator_id }] = await db('operator')
      .insert({ login_name: loginName, password_hash: await hashPassword(TRANSFER_PASSWORD), operator_code: loginName, operator_name: '越权代表', operator_type: '06', cust_id: other.custId })
      .returning('operator_id');
    await db('operator_role').insert({ operator_id, role_id: role.role_id });
    await db('customer_representative').insert({ cust_id: other.custId, operator_id, represent_role: 'initiating' });
    await Promise.all([owner.signIn(demoUsers.owner), country.signIn(demoUsers.country), granted.signIn({ loginName, password: TRANSFER_PASSWORD })]);
  }, 120_000);
  afterAll(async () => db?.destroy());

  it('a second company’s representatives get 403 on every call of 019–023, even with a role holding them', async () => {
    const column = (await country.get<Array<{ id: number }>>(P.columnTree)).body.dataInfo[0];
    const release = (await country.post<Array<{ id: number; version: number }>>(P.releaseList, { pageNumber: 1, pageSize: 1 })).body.dataInfo[0];
    const methodology = (await country.post<Array<{ id: number; version: number }>>(P.methodologyList, { pageNumber: 1, pageSize: 1 })).body.dataInfo[0];
    expect(column && methodology, 'the seeded columns and methodologies').toBeTruthy();
    const releaseId = release?.id ?? 1;
    const calls: Array<[string, string, unknown?]> = [
      ['GET', P.columnTree],
      ['POST', P.columnSave, { code: `ia${run}`, nameZh: '越权栏目', nameEn: 'x' }],
      ['POST', P.columnRemove, { id: column.id, version: 1 }],
      ['POST', P.releaseList, {}],
      ['GET', `${P.releaseDetail}?id=${releaseId}`],
      ['POST', P.releaseSave, { columnId: column.id, title: `越权发布${run}` }],
      ['POST', P.releasePublish, { id: releaseId, version: release?.version ?? 1 }],
      ['POST', P.releaseWithdraw, { id: releaseId, version: release?.version ?? 1 }],
      ['POST', P.releasePin, { id: releaseId, version: release?.version ?? 1, pinned: true }],
      ['POST', P.releaseRemove, { id: releaseId, version: release?.version ?? 1 }],
      ['POST', P.bannerList, {}],
      ['GET', `${P.bannerDetail}?id=1`],
      ['POST', P.bannerSave, { title: `越权横幅${run}` }],
      ['POST', P.bannerRemove, { id: 1, version: 1 }],
      ['POST', P.methodologyList, {}],
      ['GET', `${P.methodologyDetail}?id=${methodology.id}`],
      ['POST', P.methodologySave, { fieldCode: '01', seq: 999, versionNo: 1, nameZh: `越权方法学${run}`, projectTypes: ['A0101'] }],
      ['POST', P.methodologyWithdraw, { id: methodology.id, version: methodology.version }],
      // the registry's side of the proposals (019)
      ['POST', MC.list, {}],
      ['POST', MC.audit, { taskId: 'x', approved: true }],
    ];
    for (const who of [other.init.client, other.check.client, granted]) {
      for (const [method, path, body] of calls) {
        const r = await who.call(method, path, body);
        expect(r.status, `${method} ${path}`).toBe(403);
      }
    }
    // the granted role is really there: the picker (019 among its functions) answers it
    expect((await granted.get<MethodologyOption[]>(P.methodologyOptions)).status).toBe(200);
    // nothing was written by the refused calls
    expect(await db('info_column').where({ code: `ia${run}` }).first()).toBeUndefined();
    expect(await db('info_release').where({ title: `越权发布${run}` }).first()).toBeUndefined();
    expect(await db('methodology').where({ name_zh: `越权方法学${run}` }).first()).toBeUndefined();
    expect((await db('methodology').where({ id: methodology.id }).first('status')).status).toBe('inForce');
  });

  it('owner01’s proposal is absent for the second company: detail, progress, documents, withdrawal, its review task', async () => {
    const fileId = await uploadDocument(owner, 'Z01');
    const submitted = await owner.post<MethodologyCollectDetail>(MC.submit, {
      title: `跨企业访问测试方法学${run}`,
      fieldCode: '01',
      projectTypes: ['A0103'],
      summary: '用于检查另一企业不能读取本企业的方法学建议。',
      contactName: '张业主',
      contactPhone: '13800138000',
      contactEmail: 'owner01@example.com',
      fileIds: [fileId],
    });
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
    const mine = submitted.body.dataInfo;
    const doc = mine.documents[0];
    expect(doc).toMatchObject({ fileId, typeNo: 'Z01' });
    const taskId = await eventually(async () => (await country.get<MethodologyCollectDetail>(`${MC.detail}?id=${mine.id}`)).body.dataInfo?.taskId ?? undefined, 30000, 'the review task');

    // the proposer and the registry read the documents
    expect((await download(owner, 'Z01', doc.path)).status).toBe(200);
    expect((await download(country, 'Z01', doc.path)).status).toBe(200);
    for (const who of [other.init.client, other.check.client, granted]) {
      expect((await who.get(`${MC.detail}?id=${mine.id}`)).status).toBe(404);
      expect((await who.get(`${MC.progress}?id=${mine.id}`)).status).toBe(404);
      expect((await download(who, 'Z01', doc.path)).status).toBe(404);
      expect((await who.post(MC.withdraw, { id: mine.id, reason: '越权撤回' })).status).toBe(404);
      expect((await who.post(MC.save, { id: mine.id, title: '篡改' })).status).toBe(404);
      expect((await who.post(MC.remove, { id: mine.id })).status).toBe(404);
      expect((await who.post(MC.audit, { taskId, approved: true, opinion: '越权审核' })).status).toBe(403);
      expect((await who.post<Array<{ id: string }>>(MC.mine, { pageSize: 500 })).body.dataInfo.map((r) => r.id)).not.toContain(mine.id);
    }
    // a proposal's documents are never public
    expect((await fetch(`${testEnv.appUrl}${publicFileUrl(doc.path)}`)).status).toBe(404);
    // still in review, untouched, the task still open
    const after = (await country.get<MethodologyCollectDetail>(`${MC.detail}?id=${mine.id}`)).body.dataInfo;
    expect(after).toMatchObject({ status: 'auditing', title: `跨企业访问测试方法学${run}`, taskId });
    // the registry ends it so that it waits in nobody's inbox
    expect((await country.post(MC.audit, { taskId, approved: false, opinion: '测试结束，不予采纳' })).status).toBe(200);
  });

  it('a project application naming a withdrawn methodology is refused on methodologyNum; the picker no longer offers it', async () => {
    const seq = 100 + (Date.now() % 800);
    const made = await country.post<MethodologyDetail>(P.methodologySave, { fieldCode: '01', seq, versionNo: 1, nameZh: `并网海上风电（测试）${run}`, projectTypes: ['A0102'], fileIds: [await uploadDocument(country, 'I05')] });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    const code = made.body.dataInfo.code;
    const offered = async () => (await owner.get<MethodologyOption[]>(`${P.methodologyOptions}?projectType=A0102`)).body.dataInfo.map((o) => o.code);
    expect(await offered()).toContain(code);
    const withdrawn = await country.post<MethodologyDetail>(P.methodologyWithdraw, { id: made.body.dataInfo.id, version: made.body.dataInfo.version });
    expect(withdrawn.body.dataInfo).toMatchObject({ status: 'withdrawn' });
    expect(await offered()).not.toContain(code);

    const form = validApplication({ methodologyNum: code, methodologyName: made.body.dataInfo.nameZh });
    const saved = await owner.post<ApplyRow>('/api/project-manage/save-apply', { projectName: form.projectName });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const id = saved.body.dataInfo.id;
    const files = await designDocument(owner);
    const refused = await owner.post<Errors>('/api/project-manage/prep-pub-apply', { ...form, id, fileIds: files });
    expect(refused.status).toBe(400);
    // the one error: everything else of the application is valid
    expect(refused.body.dataInfo).toEqual([{ field: 'methodologyNum', message: `方法学编号${code}不是方法学库中有效的方法学` }]);
    const en = new ApiClient(testEnv.appUrl, 'en');
    await en.signIn(demoUsers.owner);
    expect((await en.post<Errors>('/api/project-manage/prep-pub-apply', { ...form, id, fileIds: files })).body.dataInfo).toEqual([
      { field: 'methodologyNum', message: `Methodology number ${code} is not an in-force methodology of the library` },
    ]);
    // a number the library never had is refused alike
    const unknown = await owner.post<Errors>('/api/project-manage/prep-pub-apply', { ...form, id, methodologyNum: 'CCER-16-999-V99', fileIds: files });
    expect(unknown.body.dataInfo).toEqual([{ field: 'methodologyNum', message: '方法学编号CCER-16-999-V99不是方法学库中有效的方法学' }]);
    // nothing was submitted: still a draft, no process, nothing queued
    const row = await db('project_apply').where({ id }).first('status', 'process_instance_id', 'submit_count');
    expect(row).toMatchObject({ process_instance_id: null, submit_count: 0 });
    expect(await db('outbox').where({ business_key: id }).first()).toBeUndefined();
    expect((await owner.post('/api/project-manage/delete-apply', { id })).status).toBe(200);
  });

  it("a submitted application carries the library's name of its methodology, whatever name the form sent", async () => {
    const library = await db('methodology').where({ code: 'CCER-01-001-V01' }).first('name_zh');
    const form = validApplication({ methodologyNum: 'CCER-01-001-V01', methodologyName: `表单里写错的名称${run}` });
    const saved = await owner.post<ApplyRow>('/api/project-manage/save-apply', { projectName: form.projectName });
    const id = saved.body.dataInfo.id;
    const submitted = await owner.post<ApplyRow>('/api/project-manage/prep-pub-apply', { ...form, id, fileIds: await designDocument(owner) });
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
    expect(await db('project_apply').where({ id }).first('methodology_num', 'methodology_name')).toEqual({ methodology_num: 'CCER-01-001-V01', methodology_name: library.name_zh });
  });
});
