import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { BusinessSettingRow, DocumentTypeRow, FormDocument, LinkedFile } from '@ccer/contracts';
import { testApp, injectSignIn } from '../fixtures/app.ts';
import { demoUsers } from '../fixtures/env.ts';
import { createOperator } from '../fixtures/operators.ts';
import { sampleDocx, sampleExe, samplePdf, samplePng } from '../fixtures/files.ts';
import { checkBusinessDocuments, linkDocuments } from '../../gateway/src/domain/files/document-rules.ts';
import { seedElectronicDocuments } from '../../gateway/src/domain/files/document-types.ts';
import { AppError } from '../../gateway/src/errors.ts';

/**
 * Electronic document settings against the real database and a file store of this file's own: the seeded types and
 * business settings, function 068 on every write, a type's formats and limit (in KB or MB) enforced on the next
 * upload, the upload reader's 50 MB ceiling, business settings, a business row's required documents and their
 * linking (the domain calls a step's route makes), templates uploaded by the registry and downloaded by anyone.
 * Seeded settings changed here are restored in afterAll: the test database is shared.
 */
type Auth = { authorization: string };
const PASSWORD = 'Demo@123456';
const TEST_TYPE = 'Y01';
const PNG = samplePng();
/** A real PNG of about `bytes` (trailing bytes after IEND do not change what it is). */
const pngOf = (bytes: number) => Buffer.concat([PNG, Buffer.alloc(Math.max(0, bytes - PNG.length))]);
const pdfOf = (bytes: number) => Buffer.concat([samplePdf(), Buffer.alloc(Math.max(0, bytes - samplePdf().length))]);
const KB = 1024;
const MB = 1024 * 1024;

describe('electronic document settings', () => {
  let app: FastifyInstance;
  const storeDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ccer-electronic-'));
  let admin: Auth;
  let config: Auth;
  let owner: Auth;
  let otherRep: Auth;
  let ownerId: string;
  let ownerCustId: string;
  let otherCustId: string;
  const savedSettings: BusinessSettingRow[] = [];
  const applyIds: string[] = [];

  const call = (auth: Auth | undefined, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, lang = 'zh-cn') =>
    app.inject({ method, url, payload: payload as object, headers: { ...auth, 'accept-language': lang } });
  const form = (fields: Record<string, string>, file?: { name: string; data: Buffer }) => {
    const f = new FormData();
    for (const [k, v] of Object.entries(fields)) f.append(k, v);
    if (file) f.append('file', new Blob([new Uint8Array(file.data)]), file.name);
    return f;
  };
  const upload = (auth: Auth, typeNo: string, name: string, data: Buffer, lang = 'zh-cn') =>
    app.inject({ method: 'POST', url: '/api/file/upload', payload: form({ typeNo }, { name, data }), headers: { ...auth, 'accept-language': lang } });
  const uploadedId = async (auth: Auth, typeNo: string, name: string, data: Buffer) => {
    const r = await upload(auth, typeNo, name, data);
    expect(r.statusCode, r.body).toBe(200);
    return r.json().dataInfo.fileId as string;
  };
  const typeRow = async (typeNo: string) =>
    ((await call(config, 'GET', `/api/electronic/type/list?typeNo=${typeNo}&pageSize=50`)).json().dataInfo as DocumentTypeRow[]).find((t) => t.typeNo === typeNo);
  const setting = async (businessCode: string) => (await call(config, 'GET', `/api/electronic/business-setting/${businessCode}`)).json().dataInfo as BusinessSettingRow;
  const saveSetting = (businessCode: string, documents: Array<{ typeNo: string; docNumber: number; required: boolean }>, auth = config) =>
    call(auth, 'PUT', '/api/electronic/business-setting', { businessCode, documents });
  const remember = async (businessCode: string) => {
    if (!savedSettings.some((s) => s.businessCode === businessCode)) savedSettings.push(await setting(businessCode));
  };
  const removeTestType = async () => {
    await app.db('electronic_business_doc').where({ type_no: TEST_TYPE }).delete();
    if (await typeRow(TEST_TYPE)) await call(config, 'DELETE', `/api/electronic/type/${TEST_TYPE}`);
  };
  const filesUnder = (dir: string): string[] =>
    fs.existsSync(dir) ? fs.readdirSync(dir, { recursive: true, withFileTypes: true }).filter((d) => d.isFile()).map((d) => path.join(d.parentPath, d.name)) : [];

  beforeAll(async () => {
    app = await testApp({ FILE_STORE_DIR: storeDir });
    await createOperator({ loginName: 'edoc_config', password: PASSWORD, operatorType: '05', roleName: '配置管理员' });
    const [other] = await app.db('customer').insert({ cust_name: '电子文档测试第二公司', cust_type: '01', is_complete: '1' }).returning('cust_id');
    otherCustId = other.cust_id;
    await createOperator({ loginName: 'edoc_rep2', password: PASSWORD, operatorType: '06', roleName: '企业代表', custId: otherCustId });
    admin = await injectSignIn(app, demoUsers.admin.loginName, demoUsers.admin.password);
    config = await injectSignIn(app, 'edoc_config', PASSWORD);
    owner = await injectSignIn(app, demoUsers.owner.loginName, demoUsers.owner.password);
    otherRep = await injectSignIn(app, 'edoc_rep2', PASSWORD);
    const ownerRow = await app.db('operator').where({ login_name: demoUsers.owner.loginName }).first('operator_id', 'cust_id');
    ownerId = ownerRow.operator_id;
    ownerCustId = ownerRow.cust_id;
    await removeTestType();
  });
  afterAll(async () => {
    for (const s of savedSettings) await saveSetting(s.businessCode, s.documents.map(({ typeNo, docNumber, required }) => ({ typeNo, docNumber, required })));
    await removeTestType();
    if (applyIds.length) {
      await app.db('attachment').where({ business_type: 'projectApply' }).whereIn('business_code', applyIds).update({ business_type: null, business_code: null });
      await app.db('project_apply').whereIn('id', applyIds).delete();
    }
    await app?.close();
    fs.rmSync(storeDir, { recursive: true, force: true });
  });

  it('starts with the seeded types and business settings; a form reads its documents without a session', async () => {
    expect(await typeRow('B02')).toMatchObject({ typeName: '身份证明文件（正面）', extensions: ['pdf', 'jpg', 'png'], sizeLimit: 5, unit: 'MB', status: '1' });
    expect(await typeRow('P01')).toMatchObject({ typeName: '项目设计文件', extensions: ['pdf', 'doc', 'docx'], sizeLimit: 50, unit: 'MB', usedBy: 1 });
    const list = await call(config, 'GET', '/api/electronic/business-setting/list?pageSize=50');
    expect(list.statusCode).toBe(200);
    const rows = list.json().dataInfo as BusinessSettingRow[];
    expect(rows.map((r) => r.businessCode)).toEqual([
      'projectApply', 'projectPubUpload', 'projectOrgReport', 'projectRegisterApply', 'projectExpertReport', 'projectCancel',
      'certifiedApply', 'certifiedPubUpload', 'certifiedOrgReport', 'certifiedRegisterApply', 'certifiedExpertReport', 'certifiedWithdraw',
      // the CCER ledger's freeze document and account-transfer proof, a bad-behaviour record's evidence
      'ccerFreeze', 'ccerAccountTransfer', 'ccerMisconduct',
      // a methodology proposal's documents; information publishing: a release's attachments, cover and body images, a
      // banner's image, a methodology's documents
      'methodologyCollect', 'infoRelease', 'infoReleaseCover', 'infoReleaseImage', 'infoBanner', 'methodology',
    ]);
    // searched by name, and paged
    expect((await call(config, 'GET', `/api/electronic/business-setting/list?businessName=${encodeURIComponent('注销')}`)).json()).toMatchObject({ total: 1, dataInfo: [{ businessCode: 'projectCancel' }] });
    expect((await call(config, 'GET', '/api/electronic/business-setting/list?pageSize=2&pageNumber=3')).json()).toMatchObject({ total: 21, dataInfo: [{ businessCode: 'projectExpertReport' }, { businessCode: 'projectCancel' }] });

    const docs = await call(undefined, 'GET', '/api/electronic/business/projectOrgReport');
    expect(docs.statusCode).toBe(200);
    expect(docs.json().dataInfo as FormDocument[]).toEqual([
      { typeNo: 'P02', typeName: '审定报告', typeNameEn: 'Validation report', extensions: ['pdf', 'doc', 'docx'], sizeLimit: 50, unit: 'MB', docNumber: 5, required: true, hasTemplate: false },
    ]);
    expect((await call(undefined, 'GET', '/api/electronic/business/unknownBusiness')).statusCode).toBe(400);
  });

  it('lets only holders of 068 (配置管理员, administrators) maintain the settings', async () => {
    const body = { typeNo: TEST_TYPE, typeName: '测试', extensions: ['png'], sizeLimit: 300, unit: 'KB' };
    for (const r of [
      await call(owner, 'GET', '/api/electronic/type/list'),
      await call(owner, 'POST', '/api/electronic/type', body),
      await call(owner, 'PUT', '/api/electronic/type', { ...body, version: 1 }),
      await call(owner, 'DELETE', '/api/electronic/type/B02'),
      await call(owner, 'GET', '/api/electronic/business-setting/list'),
      await saveSetting('projectApply', [], owner),
      await app.inject({ method: 'POST', url: '/api/electronic/type/template', payload: form({ typeNo: 'P04' }, { name: 't.docx', data: sampleDocx() }), headers: owner }),
      await call(owner, 'DELETE', '/api/electronic/type/template/P04'),
    ]) {
      expect(r.statusCode, r.body).toBe(403);
    }
    expect((await call(undefined, 'GET', '/api/electronic/type/list')).statusCode).toBe(401);
    expect((await call(admin, 'GET', '/api/electronic/type/list')).statusCode).toBe(200);
    // nothing was written by the refused calls
    expect(await typeRow(TEST_TYPE)).toBeUndefined();
    expect((await setting('projectApply')).documents.map((d) => d.typeNo)).toEqual(['P01']);
  });

  it('adds a type (bad input named per field, in Chinese or English) and enforces its formats and limit on the next upload', async () => {
    const bad = await call(config, 'POST', '/api/electronic/type', { typeNo: 'y1', typeName: '', extensions: [], sizeLimit: 60, unit: 'MB' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().dataInfo).toEqual(
      expect.arrayContaining([
        { field: 'typeNo', message: '类型编号须为1位大写字母加2位数字（如P01）' },
        { field: 'typeName', message: '请输入类型名称' },
        { field: 'extensions', message: '请选择文件格式（pdf、doc、docx、jpg、png）' },
      ]),
    );
    const tooBig = await call(config, 'POST', '/api/electronic/type', { typeNo: TEST_TYPE, typeName: '测试', extensions: ['png'], sizeLimit: 60, unit: 'MB' }, 'en');
    expect(tooBig.json()).toMatchObject({ msg: 'The size limit must not exceed 50 MB', dataInfo: [{ field: 'sizeLimit', message: 'The size limit must not exceed 50 MB' }] });

    const added = await call(config, 'POST', '/api/electronic/type', { typeNo: TEST_TYPE, typeName: '测试图片', typeNameEn: 'Test image', extensions: ['png'], sizeLimit: 300, unit: 'KB' });
    expect(added.statusCode, added.body).toBe(200);
    expect(await typeRow(TEST_TYPE)).toMatchObject({ typeName: '测试图片', extensions: ['png'], sizeLimit: 300, unit: 'KB', status: '1', version: 1, usedBy: 0, templateName: null, updatedBy: 'edoc_config' });
    const again = await call(config, 'POST', '/api/electronic/type', { typeNo: TEST_TYPE, typeName: '重复', extensions: ['png'], sizeLimit: 1, unit: 'MB' });
    expect(again.json()).toMatchObject({ code: 'BAD_REQUEST', dataInfo: [{ field: 'typeNo', message: '类型编号已存在' }] });
    expect(await app.db('operation_log').where({ abstract: 'electronic-type.add', business_key: TEST_TYPE }).first('abstract')).toBeTruthy();

    // the type's limit in KB, its format, then the content
    const large = await upload(owner, TEST_TYPE, 'scan.png', pngOf(400 * KB));
    expect(large.json()).toMatchObject({ code: 'BAD_REQUEST', msg: '文件大小不能超过300KB', dataInfo: [{ field: 'file', message: '文件大小不能超过300KB' }] });
    expect((await upload(owner, TEST_TYPE, 'scan.png', pngOf(400 * KB), 'en')).json().msg).toBe('The file must not be larger than 300 KB');
    expect((await upload(owner, TEST_TYPE, 'scan.pdf', samplePdf())).json()).toMatchObject({ dataInfo: [{ field: 'file', message: '仅支持png格式的文件' }] });
    expect((await upload(owner, TEST_TYPE, 'scan.png', samplePdf())).json()).toMatchObject({ dataInfo: [{ field: 'file', message: '文件内容与扩展名不符，请上传真实的png文件' }] });
    expect((await upload(owner, TEST_TYPE, 'scan.png', pngOf(200 * KB))).statusCode).toBe(200);

    // an edit applies to the very next upload; a stale version is refused
    const edited = await call(config, 'PUT', '/api/electronic/type', { typeNo: TEST_TYPE, typeName: '测试图片', extensions: ['png', 'pdf'], sizeLimit: 1, unit: 'MB', version: 1 });
    expect(edited.json()).toMatchObject({ flag: 1, dataInfo: { typeNo: TEST_TYPE, version: 2 } });
    expect((await upload(owner, TEST_TYPE, 'scan.png', pngOf(400 * KB))).statusCode).toBe(200);
    expect((await upload(owner, TEST_TYPE, 'scan.pdf', samplePdf())).statusCode).toBe(200);
    const stale = await call(config, 'PUT', '/api/electronic/type', { typeNo: TEST_TYPE, typeName: '旧', extensions: ['png'], sizeLimit: 1, unit: 'MB', version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('STALE_VERSION');

    // a disabled or unknown type takes no uploads: 400 on typeNo
    await call(config, 'PUT', '/api/electronic/type', { typeNo: TEST_TYPE, typeName: '测试图片', extensions: ['png'], sizeLimit: 1, unit: 'MB', status: '0', version: 2 });
    expect((await upload(owner, TEST_TYPE, 'scan.png', PNG)).json()).toMatchObject({ dataInfo: [{ field: 'typeNo', message: '该文档类型已停用，不能上传' }] });
    expect((await upload(owner, 'Z98', 'scan.png', PNG)).json()).toMatchObject({ dataInfo: [{ field: 'typeNo', message: '附件类型不正确' }] });
    await call(config, 'PUT', '/api/electronic/type', { typeNo: TEST_TYPE, typeName: '测试图片', extensions: ['png'], sizeLimit: 1, unit: 'MB', status: '1', version: 3 });
  });

  it('keeps the seeded limits and reads up to the 50 MB ceiling', async () => {
    // C01 keeps its 10 MB; the design document takes more than the former 10 MB ceiling
    expect((await upload(owner, 'C01', 'cert.pdf', pdfOf(10 * MB + 1))).json().msg).toBe('文件大小不能超过10MB');
    const design = await upload(owner, 'P01', '设计文件.pdf', pdfOf(12 * MB));
    expect(design.statusCode, design.body).toBe(200);
    // past the reader's ceiling the file is not read on; the message is the type's own limit
    expect((await upload(owner, 'B02', 'id.pdf', pdfOf(51 * MB))).json()).toMatchObject({ dataInfo: [{ field: 'file', message: '文件大小不能超过5MB' }] });
    expect((await upload(owner, 'P01', '设计文件.pdf', pdfOf(51 * MB))).json()).toMatchObject({ dataInfo: [{ field: 'file', message: '文件大小不能超过50MB' }] });
  });

  it('edits a business’s documents, and refuses to delete a type a business uses', async () => {
    await remember('projectPubUpload');
    const unknown = await saveSetting('projectPubUpload', [
      { typeNo: 'P03', docNumber: 10, required: false },
      { typeNo: 'Z97', docNumber: 1, required: true },
    ]);
    expect(unknown.json()).toMatchObject({ code: 'BAD_REQUEST', dataInfo: [{ field: 'documents.1.typeNo', message: '文档类型“Z97”不存在' }] });
    const saved = await saveSetting('projectPubUpload', [
      { typeNo: TEST_TYPE, docNumber: 2, required: true },
      { typeNo: 'P03', docNumber: 8, required: false },
    ]);
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await setting('projectPubUpload')).documents).toEqual([
      // the edits above gave no English name: the Chinese one stands in
      { typeNo: TEST_TYPE, typeName: '测试图片', typeNameEn: '测试图片', docNumber: 2, required: true },
      { typeNo: 'P03', typeName: '公示期补充材料', typeNameEn: 'Supplementary material of the publicity period', docNumber: 8, required: false },
    ]);
    const form = (await call(undefined, 'GET', '/api/electronic/business/projectPubUpload')).json().dataInfo as FormDocument[];
    expect(form.map((d) => [d.typeNo, d.docNumber, d.required])).toEqual([
      [TEST_TYPE, 2, true],
      ['P03', 8, false],
    ]);

    const refused = await call(config, 'DELETE', `/api/electronic/type/${TEST_TYPE}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().msg).toBe('该文档类型已被业务文档设置“公示期材料上传”使用，不能删除');
    expect(await typeRow(TEST_TYPE)).toMatchObject({ usedBy: 1 });

    // a disabled type drops out of the form (it takes no uploads), not out of the setting
    const { version } = (await typeRow(TEST_TYPE))!;
    await call(config, 'PUT', '/api/electronic/type', { typeNo: TEST_TYPE, typeName: '测试图片', extensions: ['png'], sizeLimit: 1, unit: 'MB', status: '0', version });
    expect(((await call(undefined, 'GET', '/api/electronic/business/projectPubUpload')).json().dataInfo as FormDocument[]).map((d) => d.typeNo)).toEqual(['P03']);
    await call(config, 'PUT', '/api/electronic/type', { typeNo: TEST_TYPE, typeName: '测试图片', extensions: ['png'], sizeLimit: 1, unit: 'MB', status: '1', version: version + 1 });

    // removed again: the type is free to go
    await saveSetting('projectPubUpload', [{ typeNo: 'P03', docNumber: 10, required: false }]);
    expect((await call(config, 'DELETE', `/api/electronic/type/${TEST_TYPE}`)).statusCode).toBe(200);
    expect(await typeRow(TEST_TYPE)).toBeUndefined();
  });

  it('seeds at start only what was never seeded: the registry’s edits and removals stay', async () => {
    await remember('projectCancel');
    const b05 = (await typeRow('B05'))!;
    const edit = (sizeLimit: number, version: number) =>
      call(config, 'PUT', '/api/electronic/type', { typeNo: 'B05', typeName: b05.typeName, typeNameEn: b05.typeNameEn, extensions: b05.extensions, sizeLimit, unit: b05.unit, status: b05.status, sort: b05.sort, version });
    expect((await edit(7, b05.version)).statusCode).toBe(200);
    await saveSetting('projectCancel', []);
    await seedElectronicDocuments(app.db);
    expect(await typeRow('B05')).toMatchObject({ sizeLimit: 7, version: b05.version + 1 });
    expect((await setting('projectCancel')).documents).toEqual([]);
    // a seed entry never added before is added once (here: one the marker table forgets)
    await app.db('electronic_doc_seed').where({ seed_key: 'business:projectCancel:P06' }).delete();
    await seedElectronicDocuments(app.db);
    expect((await setting('projectCancel')).documents).toMatchObject([{ typeNo: 'P06', docNumber: 5, required: true }]);
    expect((await edit(5, b05.version + 1)).statusCode).toBe(200);
  });

  it('checks a business row’s required documents and links only the uploader’s own files of the business’s types', async () => {
    const [row] = await app
      .db('project_apply')
      .insert({ apply_no: `EDOC${Date.now()}`, cust_id: ownerCustId, owner_operator_id: ownerId, project_name: '电子文档测试项目' })
      .returning('id');
    const applyId = row.id as string;
    applyIds.push(applyId);
    const check = (lang: 'zh' | 'en' = 'zh') => checkBusinessDocuments(app.db, 'projectApply', 'projectApply', applyId, lang);
    const link = (ids: string[], uploader = ownerId) => app.db.transaction((trx) => linkDocuments(trx, ids, 'projectApply', applyId, uploader, 'projectApply'));
    const refusal = async (p: Promise<unknown>) => {
      const e = await p.then(() => undefined, (x: unknown) => x);
      expect(e).toBeInstanceOf(AppError);
      return { status: (e as AppError).status, fields: (e as AppError).fields };
    };

    expect(await check()).toEqual([{ field: 'files.P01', message: '请上传项目设计文件' }]);
    expect(await check('en')).toEqual([{ field: 'files.P01', message: 'Upload the document: Project design document' }]);

    const a = await uploadedId(owner, 'P01', '设计文件A.pdf', samplePdf('A'));
    const b = await uploadedId(owner, 'P01', '设计文件B.docx', sampleDocx());
    const c = await uploadedId(owner, 'P03', '补充材料.pdf', samplePdf('C'));
    const strangers = await uploadedId(otherRep, 'P01', '别人的.pdf', samplePdf('D'));

    // another uploader's file, a type the business does not take, an id that is no file: refused, nothing linked
    expect(await refusal(link([a, strangers]))).toEqual({ status: 400, fields: [{ field: 'files', message: 'documentFileUnknown' }] });
    expect(await refusal(link([a, c]))).toEqual({ status: 400, fields: [{ field: 'files', message: 'documentTypeNotTaken:P03' }] });
    expect(await refusal(link(['not-a-file']))).toEqual({ status: 400, fields: [{ field: 'files', message: 'documentFileUnknown' }] });
    expect(await app.db('attachment').where({ business_type: 'projectApply', business_code: applyId }).count({ n: '*' })).toEqual([{ n: '0' }]);

    await link([a, b]);
    expect(new Set(await app.db('attachment').where({ business_type: 'projectApply', business_code: applyId }).pluck('id'))).toEqual(new Set([a, b]));
    expect(await check()).toEqual([]);

    // more files than the setting takes
    await remember('projectApply');
    await saveSetting('projectApply', [{ typeNo: 'P01', docNumber: 1, required: true }]);
    expect(await check()).toEqual([{ field: 'files.P01', message: '项目设计文件最多上传1个文件' }]);
    // the form's files are the row's documents: b left out is unlinked, a (already the row's) stays
    await link([a]);
    expect(await check()).toEqual([]);
    expect(await app.db('attachment').where({ id: b }).first('business_type')).toEqual({ business_type: null });

    // who sees the row's files: the owner company and the administrators, not another company
    const listed = async (auth: Auth) =>
      ((await call(auth, 'GET', `/api/electronic/linked-files?businessType=projectApply&businessKey=${applyId}`)).json().dataInfo as LinkedFile[]).map((f) => f.fileId);
    expect(await listed(owner)).toEqual([a]);
    expect(await listed(admin)).toEqual([a]);
    expect(await listed(otherRep)).toEqual([]);
    // nor download it through the file module
    const path = (await app.db('attachment').where({ id: a }).first('store_key')).store_key;
    expect((await call(otherRep, 'GET', `/api/file/download/single?groupName=attachment&typeNo=P01&filePath=${encodeURIComponent(path)}`)).statusCode).toBe(404);
  });

  it('uploads a template (registry only), serves it to anyone, replaces and removes it', async () => {
    const templateUpload = (data: Buffer, name: string, typeNo = 'P04') =>
      app.inject({ method: 'POST', url: '/api/electronic/type/template', payload: form({ typeNo }, { name, data }), headers: { ...config, 'accept-language': 'zh-cn' } });
    const before = filesUnder(storeDir).length;
    expect((await templateUpload(sampleExe(), 'setup.exe')).json()).toMatchObject({ dataInfo: [{ field: 'file', message: '仅支持pdf、doc、docx格式的文件' }] });
    expect((await templateUpload(sampleDocx(), 't.docx', 'Z96')).json()).toMatchObject({ dataInfo: [{ field: 'typeNo', message: '文档类型不存在或已删除' }] });
    expect(filesUnder(storeDir)).toHaveLength(before);

    const first = await templateUpload(sampleDocx(), '项目登记承诺书模板.docx');
    expect(first.statusCode, first.body).toBe(200);
    expect(await typeRow('P04')).toMatchObject({ templateName: '项目登记承诺书模板.docx' });
    expect(((await call(undefined, 'GET', '/api/electronic/business/projectRegisterApply')).json().dataInfo as FormDocument[])[0]).toMatchObject({ typeNo: 'P04', hasTemplate: true });

    // anyone downloads it, signed in or not
    const d = await call(undefined, 'GET', '/api/electronic/template/P04');
    expect(d.statusCode).toBe(200);
    expect(d.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    expect(d.headers['content-disposition']).toContain(encodeURIComponent('项目登记承诺书模板.docx'));
    expect(d.rawPayload.equals(sampleDocx())).toBe(true);
    // through the file module too: every signed-in user reads a template
    const stored = await app.db('electronic_doc_type as t').join('attachment as a', 'a.id', 't.template_id').where('t.type_no', 'P04').first('a.store_key', 'a.business_type', 'a.business_code');
    expect(stored).toMatchObject({ business_type: 'docTemplate', business_code: 'P04' });
    expect((await call(otherRep, 'GET', `/api/file/download/single?groupName=attachment&typeNo=P04&filePath=${encodeURIComponent(stored.store_key)}`)).statusCode).toBe(200);

    // a new upload replaces it; the old bytes go
    expect((await templateUpload(samplePdf('template'), '承诺书模板.pdf')).statusCode).toBe(200);
    expect(fs.existsSync(path.join(storeDir, stored.store_key))).toBe(false);
    expect((await call(undefined, 'GET', '/api/electronic/template/P04')).headers['content-type']).toBe('application/pdf');

    const removed = await call(config, 'DELETE', '/api/electronic/type/template/P04');
    expect(removed.statusCode).toBe(200);
    const gone = await call(undefined, 'GET', '/api/electronic/template/P04', undefined, 'en');
    expect(gone.statusCode).toBe(404);
    expect(gone.json().msg).toBe('This document type has no template');
    expect(filesUnder(storeDir)).toHaveLength(before);
  });
});
