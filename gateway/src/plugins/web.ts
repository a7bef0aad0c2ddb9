import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Config } from '../config.ts';

const DEFAULT_WEB_DIST = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../web/dist');

/**
 * Serves the built web app when it exists: files as they are, every other non-API path gets
 * index.html (history-mode routing). /sensitive.json is the list of sensitive words (spec §2.5).
 */
export const webPlugin = fp<{ config: Config }>(async (app, { config }) => {
  const root = config.WEB_DIST_DIR ?? DEFAULT_WEB_DIST;
  app.get('/sensitive.json', { config: { access: 'public' } }, async () => SENSITIVE_WORDS);
  if (!fs.existsSync(path.join(root, 'index.html'))) return;
  await app.register(fastifyStatic, { root, wildcard: false, index: false });
  app.get('/*', { config: { access: 'public' } }, (request, reply) => {
    const url = request.url.split('?')[0];
    if (url.startsWith('/api/') || url.startsWith('/api-docs')) {
      return reply.callNotFound();
    }
    const file = path.join(root, path.normalize(decodeURIComponent(url)).replace(/^(\.\.[/\\])+/, ''));
    if (url !== '/' && file.startsWith(root) && fs.existsSync(file) && fs.statSync(file).isFile()) {
      return reply.sendFile(path.relative(root, file));
    }
    return reply.type('text/html').sendFile('index.html');
  });
});

/** Words the web refuses in free text; a list an administrator will edit later (system parameters). */
const SENSITIVE_WORDS: string[] = [];
