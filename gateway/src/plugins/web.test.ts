import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDir } from '../../../scripts/lib/precompress.ts';
import type { Config } from '../config.ts';
import { cacheControlFor, IMMUTABLE_CACHE, REVALIDATE_CACHE, webPlugin } from './web.ts';

/** A build folder as Vite leaves it (hashed chunk, index.html, manifest), compressed by the build's own step. */
let dist: string;
let app: FastifyInstance;
const chunk = `export const rows = [${Array.from({ length: 400 }, (_, i) => `{ id: ${i}, name: '示例${i}' }`).join(', ')}];\n`;
const indexHtml = `<!doctype html><html><head><script type="module" src="/assets/index-Ab12Cd34.js"></script></head><body>${'<!-- shell -->'.repeat(100)}</body></html>`;

beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'web-dist-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.mkdirSync(path.join(dist, '.vite'));
  fs.writeFileSync(path.join(dist, 'assets/index-Ab12Cd34.js'), chunk);
  fs.writeFileSync(path.join(dist, 'index.html'), indexHtml);
  fs.writeFileSync(path.join(dist, '.vite/manifest.json'), '{}');
  await precompressDir(dist);
  app = Fastify();
  await app.register(webPlugin, { config: { WEB_DIST_DIR: dist } as Config });
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string) =>
  app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

describe('web plugin: precompressed build with cache headers', () => {
  it('sends the brotli copy of a hashed asset to a browser that accepts it, cached for a year', async () => {
    const res = await get('/assets/index-Ab12Cd34.js', 'gzip, deflate, br, zstd');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(String(res.headers['content-type'])).toMatch(/javascript/);
    expect(String(res.headers.vary).toLowerCase()).toContain('accept-encoding');
    expect(res.headers['cache-control']).toBe(IMMUTABLE_CACHE);
    expect(res.rawPayload.length).toBeLessThan(Buffer.byteLength(chunk) / 3);
    expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toBe(chunk);
  });

  it('sends gzip to a browser without brotli, and the file itself to one that accepts neither', async () => {
    const gz = await get('/assets/index-Ab12Cd34.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(chunk);
    const plain = await get('/assets/index-Ab12Cd34.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(chunk);
    expect(plain.headers['cache-control']).toBe(IMMUTABLE_CACHE);
    expect(String(plain.headers.vary).toLowerCase()).toContain('accept-encoding');
  });

  it('answers index.html for the app routes, compressed and revalidated on every load', async () => {
    for (const url of ['/', '/login', '/system/process/my?tab=1']) {
      const res = await get(url, 'br');
      expect(res.statusCode, url).toBe(200);
      expect(String(res.headers['content-type']), url).toMatch(/text\/html/);
      expect(res.headers['content-encoding'], url).toBe('br');
      expect(res.headers['cache-control'], url).toBe(REVALIDATE_CACHE);
      expect(zlib.brotliDecompressSync(res.rawPayload).toString(), url).toBe(indexHtml);
    }
  });

  it('answers 404 for a chunk of an older release and for the build manifest', async () => {
    expect((await get('/assets/index-Old00000.js', 'br')).statusCode).toBe(404);
    expect((await get('/.vite/manifest.json')).statusCode).toBe(404);
  });

  it('decides the cache by the folder: hashed assets immutable, the rest revalidated', () => {
    expect(cacheControlFor('assets/antd-D0n12RG3.js.br')).toBe(IMMUTABLE_CACHE);
    expect(cacheControlFor('index.html.gz')).toBe(REVALIDATE_CACHE);
    expect(cacheControlFor('logo.svg')).toBe(REVALIDATE_CACHE);
  });
});
