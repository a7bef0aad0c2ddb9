import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { testApp, injectSignIn } from '../fixtures/app.ts';
import { demoUsers } from '../fixtures/env.ts';
import { sampleDocx, sampleExe, samplePdf, samplePng } from '../fixtures/files.ts';
import { hashPassword } from '../../gateway/src/domain/passwords.ts';

/**
 * Attachments against the real database and a local file store of this file's own: upload with the
 * type and content checks, download by the uploader, refusal to others, nothing stored on errors.
 */
type Part = { name: string; value: string } | { name: string; fileName: string; data: Buffer; contentType?: string };

function multipart(parts: Part[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----ccer${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const p of parts) {
    if ('value' in p) {
      chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"\r\n\r\n${p.value}\r\n`));
    } else {
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"; filename="${p.fileName}"; filename*=UTF-8''${encodeURIComponent(p.fileName)}\r\n` +
            `Content-Type: ${p.contentType ?? 'application/octet-stream'}\r\n\r\n`,
        ),
        p.data,
        Buffer.from('\r\n'),
      );
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { recursive: true, withFileTypes: true }).filter((d) => d.isFile()).map((d) => path.join(d.parentPath, d.name));
}

describe('attachments', () => {
  let app: FastifyInstance;
  const storeDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ccer-attachments-'));
  let owner: { authorization: string };
  let stranger: { authorization: string };
  let admin: { authorization: string };

  beforeAll(async () => {
    app = await testApp({ FILE_STORE_DIR: storeDir });
    const loginName = 'attach_stranger';
    await app.db('operator').where({ login_name: loginName }).delete();
    await app.db('operator').insert({ login_name: loginName, password_hash: await hashPassword('Demo@123456'), operator_code: loginName, operator_name: loginName, operator_type: '06' });
    owner = await injectSignIn(app, demoUsers.owner.loginName, demoUsers.owner.password);
    stranger = await injectSignIn(app, loginName, 'Demo@123456');
    admin = await injectSignIn(app, demoUsers.admin.loginName, demoUsers.admin.password);
  });
  afterAll(async () => {
    await app?.close();
    fs.rmSync(storeDir, { recursive: true, force: true });
  });

  const upload = (auth: { authorization: string } | undefined, parts: Part[], url = '/api/file/upload') => {
    const body = multipart(parts);
    return app.inject({ method: 'POST', url, payload: body.payload, headers: { ...body.headers, ...auth } });
  };
  const download = (auth: { authorization: string }, query: Record<string, string>) =>
    app.inject({ method: 'GET', url: '/api/file/download/single', query, headers: auth });

  it('stores a real PDF and gives it back, byte for byte, to its uploader', async () => {
    const pdf = samplePdf('uploader');
    const r = await upload(owner, [{ name: 'typeNo', value: 'C15' }, { name: 'file', fileName: '法定代表人授权委托书.pdf', data: pdf, contentType: 'application/pdf' }]);
    expect(r.statusCode, r.body).toBe(200);
    const saved = r.json().dataInfo;
    expect(saved).toMatchObject({ typeno: 'C15', fileName: '法定代表人授权委托书.pdf', size: pdf.length });
    expect(saved.path).toMatch(/^C15\/\d{4}\/\d{2}\/[0-9a-f-]{36}\.pdf$/);
    expect(fs.readFileSync(path.join(storeDir, saved.path)).equals(pdf)).toBe(true);
    const row = await app.db('attachment').where({ id: saved.fileId }).first();
    expect(row).toMatchObject({ type_no: 'C15', ext: 'pdf', mime: 'application/pdf', size: String(pdf.length), store_key: saved.path, business_code: null });
    expect(row.sha256).toMatch(/^[0-9a-f]{64}$/);

    const d = await download(owner, { groupName: 'attachment', typeNo: 'C15', filePath: saved.path });
    expect(d.statusCode).toBe(200);
    expect(d.headers['content-type']).toBe('application/pdf');
    expect(d.headers['content-disposition']).toBe(`attachment; filename="__________.pdf"; filename*=UTF-8''${encodeURIComponent('法定代表人授权委托书.pdf')}`);
    expect(d.headers['x-content-type-options']).toBe('nosniff');
    expect(d.rawPayload.equals(pdf)).toBe(true);
    // an administrator may read it; a stranger learns nothing
    expect((await download(admin, { groupName: 'attachment', typeNo: 'C15', filePath: saved.path })).statusCode).toBe(200);
    const other = await download(stranger, { groupName: 'attachment', typeNo: 'C15', filePath: saved.path });
    expect(other.statusCode).toBe(404);
    expect(other.json()).toMatchObject({ flag: 0, msg: '文件不存在或无权下载' });
    // the type code is part of the address
    expect((await download(owner, { groupName: 'attachment', typeNo: 'B02', filePath: saved.path })).statusCode).toBe(404);
  });

  it('stores a real PNG (fields after the file) and a DOCX, and links a business code when given', async () => {
    const png = samplePng();
    const r = await upload(owner, [{ name: 'file', fileName: 'id-front.png', data: png, contentType: 'image/png' }, { name: 'typeNo', value: 'B02' }, { name: 'businessCode', value: 'ACC-1' }]);
    expect(r.statusCode, r.body).toBe(200);
    const saved = r.json().dataInfo;
    const d = await download(owner, { groupName: 'attachment', typeNo: 'B02', businessCode: 'ACC-1', filePath: saved.path });
    expect(d.statusCode).toBe(200);
    expect(d.headers['content-type']).toBe('image/png');
    expect(d.rawPayload.equals(png)).toBe(true);
    expect((await download(owner, { groupName: 'attachment', typeNo: 'B02', businessCode: 'OTHER', filePath: saved.path })).statusCode).toBe(404);

    const docx = await upload(owner, [{ name: 'typeNo', value: 'U05' }, { name: 'file', fileName: '承诺书.docx', data: sampleDocx() }]);
    expect(docx.statusCode, docx.body).toBe(200);
  });

  it('refuses bad uploads with a message naming the field, and stores nothing', async () => {
    const rowsBefore = Number((await app.db('attachment').count({ n: '*' }))[0].n);
    const filesBefore = filesUnder(storeDir).length;
    const expectRefused = async (parts: Part[], field: string, msg: string, auth = owner) => {
      const r = await upload(auth, parts);
      expect(r.statusCode, r.body).toBe(400);
      expect(r.json()).toMatchObject({ flag: 0, code: 'BAD_REQUEST', msg, dataInfo: [{ field, message: msg }] });
    };
    // a .pdf name with PNG content
    await expectRefused([{ name: 'typeNo', value: 'C01' }, { name: 'file', fileName: 'cert.pdf', data: samplePng() }], 'file', '文件内容与扩展名不符，请上传真实的pdf文件');
    // an executable
    await expectRefused([{ name: 'typeNo', value: 'C01' }, { name: 'file', fileName: 'setup.exe', data: sampleExe() }], 'file', '仅支持pdf、jpg、png格式的文件');
    // a docx where the type allows images and PDF only
    await expectRefused([{ name: 'typeNo', value: 'B05' }, { name: 'file', fileName: 'id.docx', data: sampleDocx() }], 'file', '仅支持pdf、jpg、png格式的文件');
    // too large for B02 (5 MB) and for any type (10 MB, the parser's own ceiling)
    const big = (mb: number) => Buffer.concat([samplePdf(), Buffer.alloc(mb * 1024 * 1024)]);
    await expectRefused([{ name: 'typeNo', value: 'B02' }, { name: 'file', fileName: 'id.pdf', data: big(5) }], 'file', '文件大小不能超过5MB');
    await expectRefused([{ name: 'typeNo', value: 'C01' }, { name: 'file', fileName: 'cert.pdf', data: big(10) }], 'file', '文件大小不能超过10MB');
    // wrong and missing type codes, missing file
    await expectRefused([{ name: 'typeNo', value: 'X01' }, { name: 'file', fileName: 'a.pdf', data: samplePdf() }], 'typeNo', '附件类型不正确');
    await expectRefused([{ name: 'file', fileName: 'a.pdf', data: samplePdf() }], 'typeNo', '请指定附件类型');
    await expectRefused([{ name: 'typeNo', value: 'C01' }], 'file', '请选择要上传的文件');
    // English on request
    const en = multipart([{ name: 'typeNo', value: 'X01' }, { name: 'file', fileName: 'a.pdf', data: samplePdf() }]);
    const r = await app.inject({ method: 'POST', url: '/api/file/upload', payload: en.payload, headers: { ...en.headers, ...owner, 'accept-language': 'en' } });
    expect(r.json().msg).toBe('Unknown attachment type');

    expect(Number((await app.db('attachment').count({ n: '*' }))[0].n)).toBe(rowsBefore);
    expect(filesUnder(storeDir)).toHaveLength(filesBefore);
  });

  it('needs a session for /api/file/upload; the public upload works without one and keeps no uploader', async () => {
    expect((await upload(undefined, [{ name: 'typeNo', value: 'B02' }, { name: 'file', fileName: 'a.png', data: samplePng() }])).statusCode).toBe(401);
    const r = await upload(undefined, [{ name: 'typeNo', value: 'B02' }, { name: 'file', fileName: 'a.png', data: samplePng() }], '/api/file/upload-public');
    expect(r.statusCode, r.body).toBe(200);
    const row = await app.db('attachment').where({ id: r.json().dataInfo.fileId }).first();
    expect(row.uploaded_by).toBeNull();
    // only readers with rights (here the administrator) can fetch it
    expect((await download(stranger, { groupName: 'attachment', typeNo: 'B02', filePath: row.store_key })).statusCode).toBe(404);
    expect((await download(admin, { groupName: 'attachment', typeNo: 'B02', filePath: row.store_key })).statusCode).toBe(200);
    // the public upload is limited per IP (UPLOAD_PUBLIC_RATE_PER_MINUTE, 10 by default)
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) statuses.push((await app.inject({ method: 'POST', url: '/api/file/upload-public', payload: {} })).statusCode);
    expect(statuses.slice(0, 9).every((s) => s === 400)).toBe(true);
    expect(statuses[9]).toBe(429);
  });

  it('still serves the operator manual group and answers a JSON envelope for a missing one', async () => {
    const missing = await download(owner, { groupName: 'manual', typeNo: '001', filePath: 'no-such-manual.pdf' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ flag: 0, code: 'NOT_FOUND' });
    expect((await download(owner, { groupName: 'attachment', typeNo: 'C01', filePath: '../../etc/passwd' })).statusCode).toBe(404);
  });
});
