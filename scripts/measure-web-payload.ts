/**
 * npm run measure:web [-- <dist folder>]: the JavaScript and CSS the sign-in page and the shell's
 * home fetch, compressed as the gateway sends them. Reads the build (web/dist, or WEB_DIST_DIR, or
 * the folder given); starts nothing. Exits 1 over the budget or when a workflow-only chunk is among them.
 */
import path from 'node:path';
import { ROOT } from './lib/stack.ts';
import { payload, readManifest, ROUTE_ONLY_CHUNKS, SHELL_PAGES, staticFiles } from './lib/web-payload.ts';

/** Issue 9: the shell's JavaScript on the wire at most 400 kB. */
const JS_BUDGET_BYTES = 400 * 1000;

const dist = path.resolve(process.argv[2] ?? process.env.WEB_DIST_DIR ?? path.join(ROOT, 'web/dist'));
const lines = payload(dist, staticFiles(readManifest(dist), SHELL_PAGES));
const kB = (n: number) => `${(n / 1000).toFixed(1).padStart(8)} kB`;

console.log(`sign-in page and shell home (${path.relative(process.cwd(), dist) || '.'}): ${SHELL_PAGES.join(', ')}`);
console.log(`${'file'.padEnd(48)} ${'raw'.padStart(11)} ${'on the wire'.padStart(11)}  encoding`);
for (const l of [...lines].sort((a, b) => b.wire - a.wire)) console.log(`${l.file.padEnd(48)} ${kB(l.raw)} ${kB(l.wire)}  ${l.encoding}`);
const sum = (ext: string) => lines.filter((l) => l.file.endsWith(ext)).reduce((s, l) => s + l.wire, 0);
const js = sum('.js');
const css = sum('.css');
console.log(`JavaScript on the wire: ${kB(js)} (budget ${kB(JS_BUDGET_BYTES).trim()}); CSS on the wire: ${kB(css)}`);

const workflowOnly = lines.filter((l) => ROUTE_ONLY_CHUNKS.test(l.file));
if (workflowOnly.length > 0) console.error(`workflow-only chunks loaded by the shell: ${workflowOnly.map((l) => l.file).join(', ')}`);
if (js > JS_BUDGET_BYTES || workflowOnly.length > 0) process.exitCode = 1;
