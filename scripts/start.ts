import path from 'node:path';
import { ROOT, startStack } from './lib/stack.ts';

/** `npm start`: the whole system on embedded defaults, until Ctrl+C. */
const dataDir = path.resolve(process.env.DATA_DIR ?? path.join(ROOT, '.data'));
const started = Date.now();
console.log('Starting the CCER registry (database, engine, gateway, workers)…');
const stack = await startStack({ dataDir }).catch((e: unknown) => {
  // a reason, not a stack trace: startStack has already stopped whatever it had started
  console.error(`\nThe CCER registry did not start: ${e instanceof Error ? e.message : String(e)}`);
  process.exit(1);
});
const seconds = ((Date.now() - started) / 1000).toFixed(1);
// the seeded demo users (gateway/src/bootstrap/seed.ts), unless SEED_DEMO=false
const demoUsers = ['false', '0'].includes(process.env.SEED_DEMO ?? '') ? '' : `
Demo users: owner01 (project owner), emitter01 (key emitting entity), country01 (national administrator),
  org01 (validation body), expert01–expert03 (experts); password ${process.env.DEMO_PASSWORD ?? 'Demo@123456'}.`;
console.log(`
CCER registry is up in ${seconds} s
  App          ${stack.appUrl}/
  API docs     ${stack.appUrl}/api-docs
  Cockpit      ${stack.cockpitUrl}  (user ${stack.engineUser})
  Engine REST  ${stack.engineRestUrl}
  Logs         ${path.relative(ROOT, path.join(dataDir, 'logs')) || dataDir}/
Sign in as ${process.env.ADMIN_LOGIN_NAME ?? 'admin'} (first administrator).${demoUsers}
Press Ctrl+C to stop.`);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, async () => {
    if (stopping) return;
    stopping = true;
    console.log('Stopping…');
    await stack.stop();
    process.exit(0);
  });
}
