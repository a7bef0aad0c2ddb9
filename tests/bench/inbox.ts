/**
 * Benchmark (not a test): the My Tasks inbox's first page with many open tasks spread over many
 * candidate groups, p50 and p95, beside one bare engine task query of the same page (the engine's own
 * POST /task) and the engine inbox query My Tasks makes, taking turns in the same run.
 *
 * Seeding: a bench process whose parallel multi-instance user task creates `perInstance` tasks per
 * start, each in group bench:<i mod 400>, and every hundredth also in `country` (the reviewer's group).
 * The data folder is kept between runs (`--fresh` wipes it) because seeding 100,000 tasks takes minutes.
 * The very first My Tasks call after seeding is timed on its own, before the bench runs ANALYZE
 * (what a real system meets before autovacuum has caught up); then ANALYZE, warm-up and samples.
 * The figures go to tests/artifacts/bench/ (report.ts) and print beside the previous run's.
 * Usage: npm run bench:inbox [-- --tasks 100000 --per-instance 1000 --samples 200 --fresh]
 */
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { ROOT, startStack } from '../../scripts/lib/stack.ts';
import { engineDatabaseUrl } from '../../scripts/lib/database.ts';
import { EngineClient } from '../../gateway/src/engine/engine-client.ts';
import type { TaskQuery } from '../../gateway/src/engine/types.ts';
import { candidateGroupsOf, operatorTypes } from '@ccer/contracts';
import { beside, describePrevious, previousRun, saveRun } from './report.ts';
import { stopStackOnExit } from './stack-exit.ts';
import { flagArg, numberArg } from './args.ts';

const TASKS = numberArg('tasks', 100_000);
const PER_INSTANCE = numberArg('per-instance', 1000);
const SAMPLES = numberArg('samples', 200);
const WARMUP = numberArg('warmup', 300);
const PAGE_SIZE = 10;
const PROCESS_KEY = 'benchInbox';

const dataDir = path.join(ROOT, '.data', 'bench-inbox');
const fresh = flagArg('fresh');
if (fresh) fs.rmSync(dataDir, { recursive: true, force: true });

const stack = await startStack({ dataDir, env: { NODE_ENV: 'test', CAPTCHA_BYPASS_CODE: '0000', LOG_LEVEL: 'warn' }, log: () => {} });
const stopAndExit = stopStackOnExit(stack);
const engine = new EngineClient({ baseUrl: stack.engineRestUrl, user: stack.engineUser, password: stack.enginePassword, timeoutMs: 300_000 });

const benchBpmn = `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:camunda="http://camunda.org/schema/1.0/bpmn" id="benchInboxDefs" targetNamespace="http://ccer.example/bench">
  <bpmn:process id="${PROCESS_KEY}" name="收件箱基准" isExecutable="true" camunda:historyTimeToLive="P1D">
    <bpmn:startEvent id="start" />
    <bpmn:sequenceFlow id="f1" sourceRef="start" targetRef="review" />
    <bpmn:userTask id="review" name="基准审核" camunda:candidateGroups="bench:\${loopCounter % 400},\${loopCounter % 100 == 0 ? 'country' : 'nobody'}">
      <bpmn:multiInstanceLoopCharacteristics>
        <bpmn:loopCardinality>\${n}</bpmn:loopCardinality>
      </bpmn:multiInstanceLoopCharacteristics>
    </bpmn:userTask>
    <bpmn:sequenceFlow id="f2" sourceRef="review" targetRef="end" />
    <bpmn:endEvent id="end" />
  </bpmn:process>
</bpmn:definitions>`;

async function seed(): Promise<{ open: number; added: number }> {
  await engine.deploy('bench-inbox', [{ name: 'bench-inbox.bpmn', content: benchBpmn }], 'ccer-bench');
  const before = await engine.countTasks({ processDefinitionKey: PROCESS_KEY, active: true });
  const started = performance.now();
  let next = Math.floor(before / PER_INSTANCE);
  const instances = Math.ceil(TASKS / PER_INSTANCE);
  // two starts in flight: each start writes a thousand tasks in one engine transaction
  await Promise.all(
    [0, 1].map(async () => {
      while (next < instances) {
        const i = next++;
        await engine.startProcess(PROCESS_KEY, `bench-${i}`, { n: PER_INSTANCE });
        if (i % 10 === 9) console.log(`  seeded ${(i + 1) * PER_INSTANCE} tasks (${((performance.now() - started) / 1000).toFixed(0)} s)`);
      }
    }),
  );
  const open = await engine.countTasks({ processDefinitionKey: PROCESS_KEY, active: true });
  return { open, added: open - before };
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

type Timing = { p50: number; p95: number; mean: number };
/**
 * Times calls n times each, taking turns, so that all meet the same machine (the other work on a
 * shared machine comes and goes); warm-up first: JIT, pools, the gateway's definition cache.
 */
async function timeInTurn(n: number, calls: Array<() => Promise<void>>): Promise<Timing[]> {
  for (let i = 0; i < WARMUP; i++) for (const run of calls) await run();
  const times: number[][] = calls.map(() => []);
  for (let i = 0; i < n; i++) {
    for (const [k, run] of calls.entries()) {
      const t = performance.now();
      await run();
      times[k].push(performance.now() - t);
    }
  }
  return times.map((ts) => {
    ts.sort((x, y) => x - y);
    return { p50: percentile(ts, 50), p95: percentile(ts, 95), mean: ts.reduce((x, y) => x + y, 0) / n };
  });
}

const seededAt = performance.now();
const { open: openTasks, added } = await seed();
const seedSeconds = (performance.now() - seededAt) / 1000;

/** Statistics (and the visibility map index-only scans use) after a bulk load, as autovacuum would in time. */
async function vacuumAnalyze(): Promise<number> {
  const t = performance.now();
  const client = new pg.Client({ connectionString: engineDatabaseUrl(stack.databaseUrl) });
  await client.connect();
  try {
    await client.query('vacuum analyze act_ru_task, act_ru_identitylink, act_ru_execution, act_ru_variable');
  } finally {
    await client.end();
  }
  return performance.now() - t;
}

const signIn = await fetch(`${stack.appUrl}/api/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ loginName: 'country01', password: 'Demo@123456', code: '0000', captchaId: 'bench' }),
});
const token = (await signIn.json()).dataInfo.token as string;

// the same page both ways: the reviewer's own tasks or those of its candidate groups, newest first
const groups = candidateGroupsOf({ operatorType: operatorTypes.country });
const bareQuery: TaskQuery = { orQueries: [{ assignee: 'country01', candidateGroups: groups }], active: true, sorting: [{ sortBy: 'created', sortOrder: 'desc' }] };
const myList = async () => {
  const r = await fetch(`${stack.appUrl}/api/process/task/my-list`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ pageNumber: 1, pageSize: PAGE_SIZE }),
  });
  const body = await r.json();
  if (r.status !== 200 || body.dataInfo.length !== PAGE_SIZE) throw new Error(`my-list: ${r.status} ${JSON.stringify(body).slice(0, 300)}`);
};
// the first call after the bulk load, before any ANALYZE: must answer, and quickly
let t = performance.now();
await myList();
const firstCallMs = performance.now() - t;
const vacuumMs = await vacuumAnalyze();
t = performance.now();
await myList();
const firstAfterAnalyzeMs = performance.now() - t;

const visible = await engine.countTasks(bareQuery);

const [gateway, bare, inboxQuery] = await timeInTurn(SAMPLES, [
  myList,
  async () => {
    const page = await engine.queryTasks(bareQuery, { firstResult: 0, maxResults: PAGE_SIZE });
    if (page.length !== PAGE_SIZE) throw new Error('bare query returned a short page');
  },
  // what My Tasks asks the engine (its inbox query: page and total), without the gateway
  async () => {
    const page = await engine.inbox({ assignee: 'country01', candidateGroups: groups, firstResult: 0, maxResults: PAGE_SIZE });
    if (page.tasks.length !== PAGE_SIZE || page.count !== visible) throw new Error('inbox query returned a short page or another total');
  },
]);

const figures = {
  openTasks,
  visible,
  firstCallMs,
  firstAfterAnalyzeMs,
  vacuumAnalyzeMs: vacuumMs,
  gatewayP50: gateway.p50,
  gatewayP95: gateway.p95,
  gatewayMean: gateway.mean,
  bareP50: bare.p50,
  bareP95: bare.p95,
  bareMean: bare.mean,
  inboxQueryP50: inboxQuery.p50,
  inboxQueryP95: inboxQuery.p95,
  ratioP50: gateway.p50 / bare.p50,
  ratioP95: gateway.p95 / bare.p95,
};
const previous = previousRun('inbox');
const { file } = saveRun('inbox', { tasks: TASKS, perInstance: PER_INSTANCE, samples: SAMPLES, pageSize: PAGE_SIZE, fresh, seededNow: added }, figures);
const ms = (key: keyof typeof figures) => `${beside(previous, key, figures[key])} ms`;
console.log(`
Benchmark: My Tasks first page (${PAGE_SIZE} rows), ${openTasks} open tasks in 400+ candidate groups, ${visible} visible to the reviewer
  (${describePrevious(previous)})
  seeding              ${added} tasks added in ${seedSeconds.toFixed(0)} s (the rest kept from an earlier run)
  first my-list call   ${ms('firstCallMs')} right after seeding, before ANALYZE
  vacuum analyze       ${ms('vacuumAnalyzeMs')}; first call after it ${ms('firstAfterAnalyzeMs')}
  gateway my-list      p50 ${ms('gatewayP50')}  p95 ${ms('gatewayP95')}  mean ${ms('gatewayMean')}  (session, inbox query, business rows, ${SAMPLES} samples)
  bare engine query    p50 ${ms('bareP50')}  p95 ${ms('bareP95')}  mean ${ms('bareMean')}  (one POST /task page, the engine's own task query)
  engine inbox query   p50 ${ms('inboxQueryP50')}  p95 ${ms('inboxQueryP95')}  (POST /ccer/inbox: page and total, what my-list asks the engine)
  ratio gateway/engine p50 ${beside(previous, 'ratioP50', figures.ratioP50, 2)}  p95 ${beside(previous, 'ratioP95', figures.ratioP95, 2)}
  written to ${path.relative(ROOT, file)}
`);
await stopAndExit(0);
