import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Config } from '../config.ts';
import { SENSITIVE_WORDS } from '../domain/settings/sensitive-words.ts';

const DEFAULT_WEB_DIST = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../web/dist');

/** Hashed build output: a changed file gets a new name, so a browser may keep each one for a year. */
const HASHED_ASSETS_DIR = 'assets';
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
/** index.html and the unhashed files (logo): revalidated on every load (ETag), so a release shows at once. */
export const REVALIDATE_CACHE = 'no-cache';

/** Cache-Control of a served file, by its path relative to the build folder (a .br or .gz copy too). */
export function cacheControlFor(relativePath: string): string {
  const [first] = relativePath.split(/[\\/]/);
  return first === HASHED_ASSETS_DIR ? IMMUTABLE_CACHE : REVALIDATE_CACHE;
}

/**
 * Serves the built web app when it exists: files as they are, every other non-API path gets
 * index.html (history-mode routing). The build holds brotli and gzip copies of its text files
 * (scripts/lib/precompress.ts): the one the browser accepts is sent, with Vary: Accept-Encoding.
 * /sensitive.json is the list of sensitive words (spec §2.5).
 */
export const webPlugin = fp<{ config: Config }>(async (app, { config }) => {
  const root = path.resolve(config.WEB_DIST_DIR ?? DEFAULT_WEB_DIST);
  app.get('/sensitive.json', { config: { access: 'public' } }, async () => SENSITIVE_WORDS);
  if (!fs.existsSync(path.join(root, 'index.html'))) return;
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    preCompressed: true,
    // the build manifest (.vite/) is for the build's own tools, not for browsers
    dotfiles: 'ignore',
    cacheControl: false,
    setHeaders: (res, file) => {
      res.setHeader('cache-control', cacheControlFor(path.relative(root, file)));
      // the body depends on Accept-Encoding (also the uncompressed fallback): shared caches must key on it
      res.setHeader('vary', 'Accept-Encoding');
    },
  });
  app.get('/*', { config: { access: 'public' } }, (request, reply) => {
    const url = request.url.split('?')[0];
    if (url.startsWith('/api/') || url.startsWith('/api-docs')) {
      return reply.callNotFound();
    }
    const file = path.join(root, path.normalize(decodeURIComponent(url)).replace(/^(\.\.[/\\])+/, ''));
    if (url !== '/' && file.startsWith(root) && fs.existsSync(file) && fs.statSync(file).isFile()) {
      return reply.sendFile(path.relative(root, file));
    }
    // a chunk of an older release is gone: a 404, not index.html under a script's name
    if (url.startsWith(`/${HASHED_ASSETS_DIR}/`)) return reply.callNotFound();
    return reply.type('text/html').sendFile('index.html');
  });
});

