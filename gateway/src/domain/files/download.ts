import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

/** A served file's type when the gateway cannot vouch for one: the browser only offers to save it. */
export const UNKNOWN_CONTENT_TYPE = 'application/octet-stream';

/** RFC 5987 ext-value of a UTF-8 string: everything outside attr-char is percent-encoded. */
export function rfc5987(value: string): string {
  return encodeURIComponent(value).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/**
 * `Content-Disposition: attachment` with the name twice (RFC 6266): a plain ASCII fallback for old
 * clients, and the exact UTF-8 name as `filename*`. Path separators, quotes and control characters
 * never reach the header.
 */
export function attachmentDisposition(fileName: string): string {
  const name = fileName.replace(/[\\/]/g, '_').replace(/[\u0000-\u001f\u007f]/g, '') || 'download';
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${rfc5987(name)}`;
}

/**
 * Serves a file as a download, the one way every file route does: the type the gateway determined (the
 * sniffed or stored type, never what the uploader's browser declared), no sniffing by the browser, always
 * a download and never a page of this origin (a sandbox without scripts even when opened directly), and
 * not kept by shared caches.
 */
export function sendDownload(reply: FastifyReply, file: { name: string; contentType: string | undefined; body: Buffer | Readable }): FastifyReply {
  reply.header('Content-Type', file.contentType || UNKNOWN_CONTENT_TYPE);
  reply.header('Content-Disposition', attachmentDisposition(file.name));
  reply.header('X-Content-Type-Options', 'nosniff');
  reply.header('Content-Security-Policy', "default-src 'none'; sandbox");
  reply.header('Cache-Control', 'private, no-store');
  return reply.send(file.body);
}
