import { describe, expect, it, beforeAll, afterAll } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../errors.ts';
import { acceptUploads, readUpload } from './multipart.ts';

/** The shared upload reader: whatever the client sends, a 400 naming `file`, never a 500. */
describe('readUpload', () => {
  const uploadFields = z.object({ taskId: z.string().regex(/^t\d+$/, { error: 'taskIdFormat' }) });
  let app: FastifyInstance;
  beforeAll(async () => {
    app = Fastify();
    await app.register(async (scope) => {
      await acceptUploads(scope, 1024);
      scope.post('/up', async (request, reply) => {
        try {
          const { fields, file } = await readUpload(request, uploadFields, (f) => new AppError(400, 'BAD_REQUEST', `tooLarge:${f.taskId ?? ''}`));
          return { fields, fileName: file?.fileName ?? null, size: file?.data.length ?? null };
        } catch (e) {
          if (!(e instanceof AppError)) throw e;
          return reply.code(e.status).send({ message: e.message, fields: e.fields });
        }
      });
    });
  });
  afterAll(() => app.close());

  const form = (parts: string[], boundary = 'b0undary') => ({
    payload: parts.map((p) => `--${boundary}\r\n${p}\r\n`).join('') + `--${boundary}--\r\n`,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  });

  it('reads the named fields and the file part', async () => {
    const body = form(['Content-Disposition: form-data; name="taskId"\r\n\r\n t1 ', 'Content-Disposition: form-data; name="other"\r\n\r\nx', 'Content-Disposition: form-data; name="file"; filename="测试.pdf"\r\nContent-Type: text/html\r\n\r\n%PDF-1.4']);
    const r = await app.inject({ method: 'POST', url: '/up', ...body });
    expect(r.json()).toEqual({ fields: { taskId: 't1' }, fileName: '测试.pdf', size: 8 });
  });

  it('answers 400 naming the file for a JSON body, no body, a form without boundary and a cut-off body', async () => {
    const json = await app.inject({ method: 'POST', url: '/up', payload: { taskId: 't1' } });
    const none = await app.inject({ method: 'POST', url: '/up' });
    const noBoundary = await app.inject({ method: 'POST', url: '/up', payload: 'x', headers: { 'content-type': 'multipart/form-data' } });
    const cut = await app.inject({ method: 'POST', url: '/up', payload: '--b\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n%PDF', headers: { 'content-type': 'multipart/form-data; boundary=b' } });
    for (const r of [json, none, noBoundary, cut]) {
      expect(r.statusCode, r.body).toBe(400);
      expect(r.json().fields).toEqual([{ field: 'file', message: expect.any(String) }]);
    }
    expect(json.json().fields[0].message).toBe('attachmentFileRequired');
  });

  it('answers the caller’s too-large error past the limit, with the fields read before the file', async () => {
    const body = form(['Content-Disposition: form-data; name="taskId"\r\n\r\nt9', `Content-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n${'x'.repeat(2048)}`]);
    const r = await app.inject({ method: 'POST', url: '/up', ...body });
    expect(r.statusCode).toBe(400);
    expect(r.json().message).toBe('tooLarge:t9');
  });

  it('refuses NUL in a text field and in the file name (a lone surrogate cannot cross UTF-8 multipart), naming each', async () => {
    const body = form(['Content-Disposition: form-data; name="taskId"\r\n\r\nt\u00001', 'Content-Disposition: form-data; name="file"; filename="a\u0000.pdf"\r\n\r\n%PDF-1.4']);
    const r = await app.inject({ method: 'POST', url: '/up', ...body });
    expect(r.statusCode).toBe(400);
    expect(r.json().fields.map((f: { field: string }) => f.field)).toEqual(['taskId', 'file']);
  });

  it('reads the text fields by their schema: a field it refuses, or one missing, is named with its message', async () => {
    const bad = await app.inject({ method: 'POST', url: '/up', ...form(['Content-Disposition: form-data; name="taskId"\r\n\r\nx1', 'Content-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n%PDF-1.4']) });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual([{ field: 'taskId', message: 'taskIdFormat' }]);
    const missing = await app.inject({ method: 'POST', url: '/up', ...form(['Content-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n%PDF-1.4']) });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields.map((f: { field: string }) => f.field)).toEqual(['taskId']);
  });
});
