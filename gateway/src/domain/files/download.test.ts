import { describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { attachmentDisposition, rfc5987, sendDownload } from './download.ts';

describe('attachmentDisposition', () => {
  it('names the file twice: an ASCII fallback and the exact UTF-8 name (RFC 6266 / 5987)', () => {
    expect(attachmentDisposition('法定代表人授权委托书.pdf')).toBe(`attachment; filename="__________.pdf"; filename*=UTF-8''${encodeURIComponent('法定代表人授权委托书.pdf')}`);
    expect(attachmentDisposition('report 2026.pdf')).toBe(`attachment; filename="report 2026.pdf"; filename*=UTF-8''report%202026.pdf`);
  });

  it('keeps quotes, separators and control characters out of the header', () => {
    const header = attachmentDisposition('a"b\\c/d\r\nX-Evil: 1.pdf');
    expect(header).not.toMatch(/[\r\n]/);
    expect(header).toBe(`attachment; filename="a_b_c_dX-Evil: 1.pdf"; filename*=UTF-8''a%22b_c_dX-Evil%3A%201.pdf`);
    expect(attachmentDisposition('')).toContain('filename="download"');
  });

  it("encodes the characters encodeURIComponent leaves but RFC 5987 does not allow: ' ( ) *", () => {
    expect(rfc5987("it's (v2)*.pdf")).toBe('it%27s%20%28v2%29%2A.pdf');
  });
});

describe('sendDownload', () => {
  it('serves with the given type, nosniff, attachment, a sandbox and no shared caching', async () => {
    const app = Fastify();
    app.get('/f', (_request, reply) => sendDownload(reply, { name: 'x.html', contentType: undefined, body: Buffer.from('<script>alert(1)</script>') }));
    app.get('/p', (_request, reply) => sendDownload(reply, { name: 'a.pdf', contentType: 'application/pdf', body: Buffer.from('%PDF-1.4') }));
    const unknown = await app.inject({ method: 'GET', url: '/f' });
    expect(unknown.headers).toMatchObject({
      'content-type': 'application/octet-stream',
      'x-content-type-options': 'nosniff',
      'content-disposition': `attachment; filename="x.html"; filename*=UTF-8''x.html`,
      'content-security-policy': "default-src 'none'; sandbox",
      'cache-control': 'private, no-store',
    });
    expect(unknown.body).toBe('<script>alert(1)</script>');
    expect((await app.inject({ method: 'GET', url: '/p' })).headers['content-type']).toBe('application/pdf');
    await app.close();
  });
});
