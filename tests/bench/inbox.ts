/**
 * Benchmark (not a test): the My Tasks inbox's first page with many open tasks spread over many
 * candidate groups, p50 and p95, beside one bare engine task query of the same page in the same run.
 *
 * Seeding: a bench process whose parallel multi-instance user task creates `perInstance` tasks per
 * start, each in group bench:<i mod 400>, and every hundredth also in `country` (the reviewer's group).
 * The data folder is kept between runs (`--fresh` wipes it) because seeding 100,000 tasks takes minutes.
 * Usage: npm run bench:inbox [-- --tasks 100000 --per-instance 1000 --samples 200 --fresh]
 */
import fs from 'node:fs';
import path from 'node:path';
import { ROOT, startStack } from '../../scripts/lib/stack.ts';
import { EngineClient } from '../../gateway/src/engine/engine-client.ts';
import type { TaskQuery } from '../../gateway/src/engine/types.ts';
import { candidateGroupsOf, operatorTypes } from '@ccer/contracts';

const arg = (name: string, dflt: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? Number(process.argv[i + 1]) : dflt;
};
const TASKS = arg('tasks', 100_000);
const PER_INSTANCE = arg('per-instance', 1000);
const SAMPLES = arg('samples', 200);
const PAGE_SIZE = 10;
const PROCESS_KEY = 'benchInbox';

const dataDir = path.join(ROOT, '.data', 'bench-inbox');
if (process.argv.includes('--fresh')) fs.rmSync(dataDir, { recursive: true, force: true });

const stack = await startStack({ dataDir, env: { NODE_ENV: 'test', CAPTCHA_BYPASS_CODE: '0000', LOG_LEVEL: 'warn' }, log: () => {} });
const stopAndExit = async (code: number) => {
  await stack.stop();
  process.exit(code);
};
process.on('unhandledRejection', async (e) => {
  console.error(e);
  await stopAndExit(1);
});
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

async function timeIt(n: number, run: () => Promise<void>): Promise<{ p50: number; p95: number; mean: number }> {
  for (let i = 0; i < 10; i++) await run(); // warm-up: JIT, pools, the gateway's definition cache
  const times: number[] = [];
  for (let i = 0; i < n; i++) {
    const t = performance.now();
    await run();
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95), mean: times.reduce((a, b) => a + b, 0) / n };
}

const seededAt = performance.now();
const { open: openTasks, added } = await seed();
const seedSeconds = (performance.now() - seededAt) / 1000;

const signIn = await fetch(`${stack.appUrl}/api/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ loginName: 'country01', password: 'Demo@123456', code: '0000', captchaId: 'bench' }),
});
const token = (await signIn.json()).dataInfo.token as string;

// the same page both ways: the reviewer's own tasks or those of its candidate groups, newest first
const groups = candidateGroupsOf({ operatorType: operatorTypes.country });
const bareQuery: TaskQuery = { orQueries: [{ assignee: 'country01', candidateGroups: groups }], active: true, sorting: [{ sortBy: 'created', sortOrder: 'desc' }] };
const visible = await engine.countTasks(bareQuery);

const gateway = await timeIt(SAMPLES, async () => {
  const r = await fetch(`${stack.appUrl}/api/process/task/my-list`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ pageNumber: 1, pageSize: PAGE_SIZE }),
  });
  const body = await r.json();
  if (r.status !== 200 || body.dataInfo.length !== PAGE_SIZE) throw new Error(`my-list: ${r.status} ${JSON.stringify(body).slice(0, 300)}`);
});
const bare = await timeIt(SAMPLES, async () => {
  const page = await engine.queryTasks(bareQuery, { firstResult: 0, maxResults: PAGE_SIZE });
  if (page.length !== PAGE_SIZE) throw new Error('bare query returned a short page');
});

const ms = (v: number) => `${v.toFixed(1)} ms`;
console.log(`
Benchmark: My Tasks first page (${PAGE_SIZE} rows), ${openTasks} open tasks in 400+ candidate groups, ${visible} visible to the reviewer
  seeding              ${added} tasks added in ${seedSeconds.toFixed(0)} s (the rest kept from an earlier run)
  gateway my-list      p50 ${ms(gateway.p50)}  p95 ${ms(gateway.p95)}  mean ${ms(gateway.mean)}  (page + count + business rows, ${SAMPLES} samples)
  bare engine query    p50 ${ms(bare.p50)}  p95 ${ms(bare.p95)}  mean ${ms(bare.mean)}  (one POST /task page)
  ratio gateway/engine p50 ${(gateway.p50 / bare.p50).toFixed(2)}  p95 ${(gateway.p95 / bare.p95).toFixed(2)}
`);
await stopAndExit(0);
