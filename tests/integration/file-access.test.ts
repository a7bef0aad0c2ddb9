import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { testApp, injectSignIn } from '../fixtures/app.ts';
import { demoUsers } from '../fixtures/env.ts';
import { engine } from '../fixtures/engine.ts';
import { createOperator } from '../fixtures/operators.ts';
import { sampleExe, samplePdf } from '../fixtures/files.ts';

/**
 * Who reads which file (the file module's one rule, domain/files/owners.ts) and what every upload and
 * download route does with hostile input, against the real database, engine and a file store of this
 * file's own: company attachments stay within their company, task attachments within the task's
 * visibility, task uploads are checked like /api/file/upload, downloads are served safely.
 */
type Auth = { authorization: string };
const PASSWORD = 'Demo@123456';
const PROCESS_KEY = 'testTaskActionsTwoSteps';

function multipart(parts: Array<{ name: string; value: string } | { name: string; fileName: string; data: Buffer; contentType?: string }>) {
  const boundary = `----ccer${randomUUID()}`;
  const chunks: Buffer[] = [];
  for (const p of parts) {
    if ('value' in p) chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"\r\n\r\n${p.value}\r\n`));
    else {
      chunks.push(
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"; filename="${p.fileName}"\r\nContent-Type: ${p.contentType ?? 'application/octet-stream'}\r\n\r\n`),
        p.data,
        Buffer.from('\r\n'),
      );
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe('file access', () => {
  let app: FastifyInstance;
  const storeDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ccer-file-access-'));
  const suffix = randomUUID().slice(0, 8);
  const names = { repA: `fa_repa_${suffix}`, colleagueA: `fa_cola_${suffix}`, repB: `fa_repb_${suffix}`, province: `fa_prov_${suffix}` };
  let companyA: string;
  let admin: Auth;
  let country: Auth;
  let repA: Auth;
  let colleagueA: Auth;
  let repB: Auth;
  let province: Auth;

  beforeAll(async () => {
    app = await testApp({ FILE_STORE_DIR: storeDir });
    const [a, b] = await app.db('customer').insert([{ cust_name: `文件甲公司${suffix}` }, { cust_name: `文件乙公司${suffix}` }]).returning('cust_id');
    companyA = a.cust_id;
    await createOperator({ loginName: names.repA, password: PASSWORD, operatorType: '06', roleName: '企业代表', custId: companyA });
    await createOperator({ loginName: names.colleagueA, password: PASSWORD, operatorType: '06', roleName: '企业代表', custId: companyA });
    await createOperator({ loginName: names.repB, password: PASSWORD, operatorType: '06', roleName: '企业代表', custId: b.cust_id });
    await createOperator({ loginName: names.province, password: PASSWORD, operatorType: '03', roleName: '省级管理员' });
    [admin, country, repA, colleagueA, repB, province] = await Promise.all([
      injectSignIn(app, demoUsers.admin.loginName, demoUsers.admin.password),
      injectSignIn(app, demoUsers.country.loginName, demoUsers.country.password),
      injectSignIn(app, names.repA, PASSWORD),
      injectSignIn(app, names.colleagueA, PASSWORD),
      injectSignIn(app, names.repB, PASSWORD),
      injectSignIn(app, names.province, PASSWORD),
    ]);
    const content = fs.readFileSync(new URL('../fixtures/processes/taskActionsTwoSteps.bpmn', import.meta.url), 'utf8');
    await engine.deploy('test-task-actions', [{ name: 'taskActionsTwoSteps.bpmn', content }], 'ccer-tests');
  });
  afterAll(async () => {
    await app?.close();
    fs.rmSync(storeDir, { recursive: true, force: true });
  });

  const operatorId = async (loginName: string): Promise<string> => (await app.db('operator').where({ login_name: loginName }).first('operator_id')).operator_id;
  const download = (auth: Auth, query: Record<string, string>) => app.inject({ method: 'GET', url: '/api/file/download/single', query, headers: auth });

  describe('company attachments (GET /api/file/download/single)', () => {
    let filePath: string;
    const fetchAs = (auth: Auth) => download(auth, { groupName: 'attachment', typeNo: 'C15', filePath });

    beforeAll(async () => {
      const body = multipart([{ name: 'typeNo', value: 'C15' }, { name: 'file', fileName: '授权委托书.pdf', data: samplePdf('company A'), contentType: 'text/html' }]);
      const r = await app.inject({ method: 'POST', url: '/api/file/upload', payload: body.payload, headers: { ...body.headers, ...repA } });
      expect(r.statusCode, r.body).toBe(200);
      filePath = r.json().dataInfo.path;
    });

    it('an upload not linked to a business yet is its uploader’s (and the system administrator’s) alone', async () => {
      expect((await fetchAs(repA)).statusCode).toBe(200);
      expect((await fetchAs(admin)).statusCode).toBe(200);
      // 008 (company edit) is no pass to another company's files, nor to a colleague's draft
      const stranger = await fetchAs(repB);
      expect(stranger.statusCode).toBe(404);
      expect(stranger.json()).toMatchObject({ flag: 0, msg: '文件不存在或无权下载' });
      expect((await fetchAs(colleagueA)).statusCode).toBe(404);
    });

    it('linked to company A’s application: A’s representatives, the reviewers and administrators read it; company B does not', async () => {
      const [apply] = await app
        .db('company_account_apply')
        .insert({ apply_no: `FA${suffix}`, status: 'opened', cust_name: `文件甲公司${suffix}`, applicant_operator_id: await operatorId(names.repA), cust_id: companyA })
        .returning('id');
      await app.db('attachment').where({ store_key: filePath }).update({ business_type: 'accountOpen', business_code: apply.id });

      const own = await fetchAs(colleagueA);
      expect(own.statusCode, own.body).toBe(200);
      expect(own.rawPayload.equals(samplePdf('company A'))).toBe(true);
      expect((await fetchAs(country)).statusCode).toBe(200);
      expect((await fetchAs(admin)).statusCode).toBe(200);
      expect((await fetchAs(repB)).statusCode).toBe(404);
      // registry staff without a reader function or review group
      expect((await fetchAs(province)).statusCode).toBe(404);
      // a representative of B who also represents A (an active link) reads A's files
      await app.db('customer_representative').insert({ cust_id: companyA, operator_id: await operatorId(names.repB), represent_role: 'initiating' });
      expect((await fetchAs(repB)).statusCode).toBe(200);
      await app.db('customer_representative').where({ cust_id: companyA, operator_id: await operatorId(names.repB) }).delete();
      expect((await fetchAs(repB)).statusCode).toBe(404);
    });

    it('is served with the stored (sniffed) type, never the declared one, and safe headers', async () => {
      const r = await fetchAs(repA);
      expect(r.headers).toMatchObject({
        'content-type': 'application/pdf',
        'x-content-type-options': 'nosniff',
        'content-disposition': `attachment; filename="_____.pdf"; filename*=UTF-8''${encodeURIComponent('授权委托书.pdf')}`,
        'content-security-policy': "default-src 'none'; sandbox",
      });
    });

    it('an upload without a multipart body is a 400 naming the file', async () => {
      for (const r of [
        await app.inject({ method: 'POST', url: '/api/file/upload', payload: { typeNo: 'C15' }, headers: repA }),
        await app.inject({ method: 'POST', url: '/api/file/upload', headers: repA }),
      ]) {
        expect(r.statusCode, r.body).toBe(400);
        expect(r.json()).toMatchObject({ flag: 0, msg: '请选择要上传的文件', dataInfo: [{ field: 'file' }] });
      }
    });
  });

  describe('task attachments (/api/process/task/attachment/*)', () => {
    let taskId: string;
    let attachmentId: string;
    const list = (auth: Auth, id = taskId) => app.inject({ method: 'GET', url: '/api/process/task/attachment/list', query: { taskId: id }, headers: auth });
    const get = (auth: Auth) => app.inject({ method: 'GET', url: '/api/process/task/attachment/download', query: { taskId, attachmentId }, headers: auth });
    const upload = (auth: Auth, fileName: string, data: Buffer, contentType?: string) => {
      const body = multipart([{ name: 'taskId', value: taskId }, { name: 'file', fileName, data, contentType }]);
      return app.inject({ method: 'POST', url: '/api/process/task/attachment/upload', payload: body.payload, headers: { ...body.headers, ...auth } });
    };

    beforeAll(async () => {
      // an administrators' task: candidate group country
      const pi = await engine.startProcess(PROCESS_KEY, `fa-${randomUUID()}`, { initiator: 'admin' });
      [{ id: taskId }] = await engine.queryTasks({ processInstanceId: pi.id });
      const r = await upload(admin, '审核意见.pdf', samplePdf('task'), 'text/html');
      expect(r.statusCode, r.body).toBe(200);
      attachmentId = r.json().dataInfo.id;
      expect(r.json().dataInfo.type).toBe('application/pdf');
    });

    it('a company representative gets 404 for an administrators’ task: list, download and upload alike', async () => {
      expect((await list(repB)).statusCode).toBe(404);
      expect((await get(repB)).statusCode).toBe(404);
      expect((await upload(repB, 'x.pdf', samplePdf())).statusCode).toBe(404);
      expect((await engine.taskAttachments(taskId)).map((a) => a.id)).toEqual([attachmentId]);
    });

    it('the task’s reviewers read it, served as what its bytes are, with safe headers', async () => {
      const listed = await list(country);
      expect(listed.statusCode, listed.body).toBe(200);
      expect(listed.json().dataInfo).toMatchObject([{ id: attachmentId, name: '审核意见.pdf' }]);
      const r = await get(country);
      expect(r.statusCode, r.body).toBe(200);
      expect(r.rawPayload.equals(samplePdf('task'))).toBe(true);
      expect(r.headers).toMatchObject({
        'content-type': 'application/pdf',
        'x-content-type-options': 'nosniff',
        'content-disposition': `attachment; filename="____.pdf"; filename*=UTF-8''${encodeURIComponent('审核意见.pdf')}`,
        'content-security-policy': "default-src 'none'; sandbox",
      });
    });

    it('refuses HTML, SVG, executables and HTML named .pdf with a message naming the file, and keeps nothing', async () => {
      const html = Buffer.from('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>');
      const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"></svg>');
      const kinds = '仅支持pdf、doc、docx、jpg、png格式的文件';
      const cases: Array<[string, Buffer, string, string]> = [
        ['page.html', html, 'text/html', kinds],
        ['image.svg', svg, 'image/svg+xml', kinds],
        ['setup.exe', sampleExe(), 'application/x-msdownload', kinds],
        ['report.pdf', html, 'application/pdf', '文件内容与扩展名不符，请上传真实的pdf文件'],
        ['logo.png', svg, 'image/png', '文件内容与扩展名不符，请上传真实的png文件'],
      ];
      for (const [fileName, data, contentType, msg] of cases) {
        const r = await upload(admin, fileName, data, contentType);
        expect(r.statusCode, `${fileName}: ${r.body}`).toBe(400);
        expect(r.json()).toMatchObject({ flag: 0, msg, dataInfo: [{ field: 'file', message: msg }] });
      }
      const en = multipart([{ name: 'taskId', value: taskId }, { name: 'file', fileName: 'page.html', data: html }]);
      const r = await app.inject({ method: 'POST', url: '/api/process/task/attachment/upload', payload: en.payload, headers: { ...en.headers, ...admin, 'accept-language': 'en' } });
      expect(r.json().msg).toBe('Only pdf、doc、docx、jpg、png files are allowed');
      expect((await engine.taskAttachments(taskId)).map((a) => a.id)).toEqual([attachmentId]);
    });

    it('an upload without a multipart body is a 400 naming the file, not a 500', async () => {
      for (const r of [
        await app.inject({ method: 'POST', url: '/api/process/task/attachment/upload', payload: { taskId }, headers: admin }),
        await app.inject({ method: 'POST', url: '/api/process/task/attachment/upload', headers: admin }),
        await app.inject({ method: 'POST', url: '/api/process/task/attachment/upload', payload: 'x', headers: { ...admin, 'content-type': 'multipart/form-data' } }),
      ]) {
        expect(r.statusCode, r.body).toBe(400);
        expect(r.json()).toMatchObject({ flag: 0, dataInfo: [{ field: 'file' }] });
      }
    });

    it('an upload whose task id is too long or malformed is a 400 naming taskId', async () => {
      for (const bad of ['t'.repeat(65 * 1024), 'abc def', '']) {
        const body = multipart([{ name: 'taskId', value: bad }, { name: 'file', fileName: '意见.pdf', data: samplePdf('bad-id'), contentType: 'application/pdf' }]);
        const r = await app.inject({ method: 'POST', url: '/api/process/task/attachment/upload', payload: body.payload, headers: { ...body.headers, ...admin } });
        expect(r.statusCode, r.body).toBe(400);
        expect(r.json().dataInfo[0].field).toBe('taskId');
        expect(r.json().msg).toMatch(/^任务编号/);
      }
    });

    it('once the task is done: its instance’s readers (流程实例, 已办) still read it, the representative still does not', async () => {
      const done = await app.inject({ method: 'POST', url: '/api/process/task/complete', headers: country, payload: { taskId, approved: true, opinion: '同意' } });
      expect(done.statusCode, done.body).toBe(200);
      expect((await get(admin)).statusCode).toBe(200);
      expect((await get(country)).statusCode).toBe(200);
      expect((await list(country)).statusCode).toBe(200);
      expect((await get(repB)).statusCode).toBe(404);
      expect((await list(repB)).statusCode).toBe(404);
      // a finished task takes no more files
      expect((await upload(admin, 'late.pdf', samplePdf())).statusCode).toBe(404);
    });
  });
});
