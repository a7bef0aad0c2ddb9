/**
 * Benchmark (not a test): ledger postings per second (issue 12 target ≥ 1,000/s on this machine) — the locked
 * split-and-append step of workers/src/ledger/postings.ts moveUnits (blocks locked, the last split, one entry per range, one
 * transaction) — with 50 clients at once moving random quantities between 20 holders for a bounded time; the p50 and
 * p95 of a posting; beside it in the same run, a bare loop of single-row UPDATEs (each client its own row, its own
 * transaction) from the same 50 clients: what the machine's PostgreSQL does with the least possible work. Afterwards
 * every invariant is checked (workers/src/ledger/invariants.ts).
 * Runs on its own embedded database (.data/bench-ledger, wiped each run); starts no engine or gateway.
 * Usage: npm run bench:ledger [-- --clients 50 --seconds 15 --holders 20]
 */
import fs from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { ROOT } from '../../scripts/lib/stack.ts';
import { provideDatabase } from '../../scripts/lib/database.ts';
import { createDb, migrate } from '../../gateway/src/plugins/db.ts';
import { InsufficientUnitsError, issueUnits, moveUnits } from '../../workers/src/ledger/postings.ts';
import { checkLedger } from '../../workers/src/ledger/invariants.ts';
import { beside, describePrevious, previousRun, saveRun } from './report.ts';
import { numberArg } from './args.ts';

const CLIENTS = numberArg('clients', 50);
const SECONDS = numberArg('seconds', 15);
const HOLDERS = numberArg('holders', 20);
const PROJECT = 'BENCH0001';
const ISSUED_EACH = 10_000_000;

const dataDir = path.join(ROOT, '.data', 'bench-ledger');
fs.rmSync(dataDir, { recursive: true, force: true });
const database = await provideDatabase({}, dataDir, () => {});
const db = createDb(database.registryUrl, CLIENTS + 2);
const stop = async (code: number) => {
  await db.destroy().catch(() => {});
  await database.stop().catch(() => {});
  process.exit(code);
};
process.on('SIGINT', () => void stop(130));
process.on('unhandledRejection', (e) => {
  console.error(e);
  void stop(1);
});

await migrate(db);
const holders: string[] = (
  await db('customer')
    .insert(Array.from({ length: HOLDERS }, (_, i) => ({ cust_name: `基准测试企业${i}`, cust_type: '01' })))
    .returning('cust_id')
).map((r: { cust_id: string }) => r.cust_id);
for (const holderId of holders) await db.transaction((trx) => issueUnits(trx, { projectCode: PROJECT, vintage: 2024, quantity: ISSUED_EACH, holderId }, { reason: 'bench' }));
await db.raw('vacuum analyze');

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/** Runs `work` from CLIENTS clients at once for SECONDS; the count per second and the latencies. */
async function load(work: (client: number) => Promise<void>) {
  const until = performance.now() + SECONDS * 1000;
  const times: number[] = [];
  let refused = 0;
  await Promise.all(
    Array.from({ length: CLIENTS }, async (_, client) => {
      while (performance.now() < until) {
        const t = performance.now();
        try {
          await work(client);
          times.push(performance.now() - t);
        } catch (e) {
          if (e instanceof InsufficientUnitsError) refused += 1;
          else throw e;
        }
      }
    }),
  );
  times.sort((a, b) => a - b);
  return { perSecond: times.length / SECONDS, p50: percentile(times, 50), p95: percentile(times, 95), count: times.length, refused };
}

// a posting: a random quantity from one holder to another, the sender's last block split
const posting = (client: number) => {
  const from = holders[(client + Math.floor(Math.random() * HOLDERS)) % HOLDERS];
  let to = holders[Math.floor(Math.random() * HOLDERS)];
  if (to === from) to = holders[(holders.indexOf(from) + 1) % HOLDERS];
  const quantity = 1 + Math.floor(Math.random() * 500);
  return db
    .transaction((trx) =>
      moveUnits(trx, { kind: 'transfer', from: { holderId: from, state: 'available', claimId: null }, to: { holderId: to, state: 'available', claimId: null }, quantity, scope: { projectCode: PROJECT } }, { reason: 'bench', businessKey: randomUUID() }),
    )
    .then(() => undefined);
};

// the floor: one single-row UPDATE per transaction, each client its own row
await db.schema.createTable('bench_counter', (t) => {
  t.integer('id').primary();
  t.bigInteger('n').notNullable();
});
await db('bench_counter').insert(Array.from({ length: CLIENTS }, (_, id) => ({ id, n: 0 })));
const bareUpdate = (client: number) => db.raw('update bench_counter set n = n + 1 where id = ?', [client]).then(() => undefined);

const postings = await load(posting);
const updates = await load(bareUpdate);
const check = await checkLedger(db);
const { rows: [{ blocks }] } = await db.raw('select count(*)::int as blocks from unit_block');

const figures = {
  postingsPerSecond: postings.perSecond,
  postingP50: postings.p50,
  postingP95: postings.p95,
  updatesPerSecond: updates.perSecond,
  updateP50: updates.p50,
  updateP95: updates.p95,
  blocksAfter: blocks,
  entries: check.entries,
};
const previous = previousRun('ledger');
const { file } = saveRun('ledger', { clients: CLIENTS, seconds: SECONDS, holders: HOLDERS }, figures);
console.log(`
Benchmark: ledger postings, ${CLIENTS} clients at once for ${SECONDS} s each, ${HOLDERS} holders of one project
  (${describePrevious(previous)})
  postings (lock, split, append)   ${beside(previous, 'postingsPerSecond', figures.postingsPerSecond, 0)} /s   p50 ${beside(previous, 'postingP50', figures.postingP50)} ms   p95 ${beside(previous, 'postingP95', figures.postingP95)} ms   (${postings.count} postings, ${postings.refused} refused; target ≥ 1,000/s)
  bare single-row UPDATE           ${beside(previous, 'updatesPerSecond', figures.updatesPerSecond, 0)} /s   p50 ${beside(previous, 'updateP50', figures.updateP50)} ms   p95 ${beside(previous, 'updateP95', figures.updateP95)} ms
  postings / bare updates          ${(figures.postingsPerSecond / figures.updatesPerSecond).toFixed(2)}
  afterwards                       ${blocks} blocks, ${check.entries} ledger entries; invariants: ${check.results.map((r) => `${r.name} ${r.ok ? 'ok' : 'BROKEN'}`).join(', ')}
  written to ${path.relative(ROOT, file)}
`);
await stop(check.ok ? 0 : 1);
