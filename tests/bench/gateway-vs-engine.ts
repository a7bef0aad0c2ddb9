/**
 * Benchmark (not a test): throughput of start-and-complete of the publicity audit (a process with
 * one user task) through the gateway versus directly against the engine REST API, in the same run
 * on the same stack, printed as a ratio; then the whole chain's instances per second (submit,
 * audit, worker sets the status). The figures go to tests/artifacts/bench/ (report.ts) and print
 * beside the previous run's.
 * Usage: npm run bench [-- --n 200 --concurrency 8 --cpu-prof]
 * `--cpu-prof` writes the gateway's CPU profile to .data/bench/profiles/ (summarise it with
 * tests/bench/profile-top.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import knexFactory from 'knex';
import { ROOT, startStack } from '../../scripts/lib/stack.ts';
import { EngineClient } from '../../gateway/src/engine/engine-client.ts';
import { DEMO_VALIDATION_BODY_CUST_ID } from '../../gateway/src/bootstrap/seed.ts';
import { beside, describePrevious, previousRun, saveRun } from './report.ts';
import { stopStackOnExit } from './stack-exit.ts';
import { samplePdf } from '../fixtures/files.ts';

const arg = (name: string, dflt: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? Number(process.argv[i + 1]) : dflt;
};
const N = arg('n', 200);
const CONCURRENCY = arg('concurrency', 8);
const dataDir = path.join(ROOT, '.data', 'bench');
const profileDir = path.join(dataDir, 'profiles');
const cpuProf = process.argv.includes('--cpu-prof');
if (cpuProf) fs.rmSync(profileDir, { recursive: true, force: true });

const stack = await startStack({
  dataDir,
  env: { NODE_ENV: 'test', CAPTCHA_BYPASS_CODE: '0000', LOG_LEVEL: 'warn' },
  gatewayNodeArgs: cpuProf ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [],
  log: () => {},
});
const stopAndExit = stopStackOnExit(stack);
const engine = new EngineClient({ baseUrl: stack.engineRestUrl, user: stack.engineUser, password: stack.enginePassword });
const db = knexFactory({ client: 'pg', connection: stack.databaseUrl, pool: { min: 0, max: 4 } });

async function signIn(loginName: string, password: string): Promise<string> {
  const r = await fetch(`${stack.appUrl}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ loginName, password, code: '0000', captchaId: 'bench' }) });
  return (await r.json()).dataInfo.token;
}
const ownerToken = await signIn('owner01', 'Demo@123456');
const countryToken = await signIn('country01', 'Demo@123456');
const post = async (token: string, url: string, body: unknown) => {
  const r = await fetch(stack.appUrl + url, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify(body) });
  const json = await r.json();
  if (r.status !== 200) throw new Error(`${url}: ${r.status} ${JSON.stringify(json)}`);
  return json;
};
const form = (i: number) => ({
  projectName: `基准测试项目-${i}-${randomUUID().slice(0, 6)}`,
  projectLocation: '测试地点',
  provinceId: '320000',
  parentProjectType: 'A0102',
  longitude: '121.18',
  latitude: '32.33',
  methodologyNum: 'CCER-01-001-V01',
  approvalAuthority: DEMO_VALIDATION_BODY_CUST_ID,
  otherProofMethod: '02',
  commencementDate: '2021-03-01',
  conclusionDate: 25,
  firstReckonDate: '2021-06-01',
  endReckonDate: '2031-05-31',
  expectYearNum: 1000,
  expectMaxNum: 10000,
  basicInformation: '基准测试',
  technologiesMeasures: '基准测试',
});

/** Runs `task` n times with a fixed number in flight; returns operations per second. */
async function throughput(n: number, task: (i: number) => Promise<void>): Promise<{ perSecond: number; seconds: number }> {
  let next = 0;
  const started = performance.now();
  await Promise.all(Array.from({ length: CONCURRENCY }, async () => {
    while (next < n) await task(next++);
  }));
  const seconds = (performance.now() - started) / 1000;
  return { perSecond: n / seconds, seconds };
}

/** Applications in status 01 written straight to the database, so the workers find them. */
async function pendingApplications(n: number): Promise<string[]> {
  const owner = await db('operator').where({ login_name: 'owner01' }).first();
  const rows = Array.from({ length: n }, (_, i) => ({
    apply_no: `BENCH${Date.now()}${i}`, cust_id: owner.cust_id, owner_operator_id: owner.operator_id, status: '01', project_name: `直接引擎-${i}`,
  }));
  return (await db('project_apply').insert(rows).returning('id')).map((r: { id: string }) => r.id);
}

async function waitForTask(processInstanceId: string) {
  for (;;) {
    const [t] = await engine.queryTasks({ processInstanceId }, { maxResults: 1 });
    if (t) return t;
    await new Promise((r) => setTimeout(r, 20));
  }
}

// warm-up of both paths (JIT, connection pools, caches)
const warm = await pendingApplications(10);
for (const id of warm) {
  const pi = await engine.startProcess('ccerProjectPubApply', id, { applyId: id });
  const t = await waitForTask(pi.id);
  await engine.claim(t.id, 'country01');
  await engine.complete(t.id, { approved: true, opinion: '', auditor: 'bench', auditorId: 'bench' });
}

/** Mean milliseconds of each step of an operation, to say where the time of each path goes. */
const steps = { direct: new Map<string, number[]>(), gateway: new Map<string, number[]>() };
async function step<T>(path: keyof typeof steps, name: string, run: () => Promise<T>): Promise<T> {
  const t = performance.now();
  const result = await run();
  const list = steps[path].get(name) ?? [];
  list.push(performance.now() - t);
  steps[path].set(name, list);
  return result;
}
const stepLine = (path: keyof typeof steps) =>
  [...steps[path]].map(([name, ts]) => `${name} ${(ts.reduce((a, b) => a + b, 0) / ts.length).toFixed(0)}`).join(', ') + ' ms (means)';

// 1. directly against the engine: start, find the task, claim, complete
const ids = await pendingApplications(N);
const direct = await throughput(N, async (i) => {
  const pi = await step('direct', 'start', () => engine.startProcess('ccerProjectPubApply', ids[i], { applyId: ids[i] }));
  const t = await step('direct', 'find task', () => waitForTask(pi.id));
  await step('direct', 'claim', () => engine.claim(t.id, 'country01'));
  await step('direct', 'complete', () => engine.complete(t.id, { approved: true, opinion: '', auditor: 'bench', auditorId: 'bench' }));
});

// 2. through the gateway: submit (save + prep-pub-apply, started by the outbox), find the task in My Tasks, approve.
// The design document each application is submitted with is uploaded before the clock starts (the engine path has no upload).
const uploadDesignDocument = async (): Promise<string> => {
  const form = new FormData();
  form.append('typeNo', 'P01');
  form.append('file', new Blob([new Uint8Array(samplePdf('bench'))], { type: 'application/pdf' }), 'P01.pdf');
  const r = await fetch(`${stack.appUrl}/api/file/upload`, { method: 'POST', headers: { authorization: `Bearer ${ownerToken}` }, body: form });
  if (!r.ok) throw new Error(`upload: ${r.status} ${await r.text()}`);
  return ((await r.json()) as { dataInfo: { fileId: string } }).dataInfo.fileId;
};
const designDocuments: string[] = [];
for (let i = 0; i < N; i++) designDocuments.push(await uploadDesignDocument());
const gatewayIds: string[] = [];
const viaGateway = await throughput(N, async (i) => {
  const saved = await step('gateway', 'save', () => post(ownerToken, '/api/project-manage/save-apply', { projectName: form(i).projectName }));
  const id = saved.dataInfo.id as string;
  gatewayIds.push(id);
  await step('gateway', 'submit', () => post(ownerToken, '/api/project-manage/prep-pub-apply', { ...form(i), projectName: saved.dataInfo.projectName, id, fileIds: [designDocuments[i]] }));
  // the outbox starts the instance after the submission's commit and notes it on the application:
  // the bench waits for that in the registry database, then asks the engine once (polling the
  // engine instead put several extra engine queries per operation on this path only)
  const taskId = await step('gateway', 'find task (outbox start)', async () => {
    for (;;) {
      const row = await db('project_apply').where({ id }).first('process_instance_id');
      if (row?.process_instance_id) return (await waitForTask(row.process_instance_id)).id;
      await new Promise((r) => setTimeout(r, 20));
    }
  });
  await step('gateway', 'audit', () => post(countryToken, '/api/project-manage/prep-pub-audit', { taskId, approved: true, opinion: '同意' }));
});

// 3. the chain end to end: until the workers have set every gateway application to 02
const chainStarted = performance.now() - viaGateway.seconds * 1000;
for (;;) {
  const [{ count }] = await db('project_apply').whereIn('id', gatewayIds).whereNot('status', '02').count({ count: '*' });
  if (Number(count) === 0) break;
  await new Promise((r) => setTimeout(r, 50));
}
const chainSeconds = (performance.now() - chainStarted) / 1000;

const figures = {
  directPerSecond: direct.perSecond,
  gatewayPerSecond: viaGateway.perSecond,
  ratio: viaGateway.perSecond / direct.perSecond,
  chainPerSecond: N / chainSeconds,
};
const previous = previousRun('gateway-vs-engine');
const { file } = saveRun('gateway-vs-engine', { n: N, concurrency: CONCURRENCY, cpuProf }, figures);
console.log(`
Benchmark: publicity audit start-and-complete, n=${N}, concurrency=${CONCURRENCY} (${describePrevious(previous)})
  direct engine REST   ${beside(previous, 'directPerSecond', figures.directPerSecond)} /s  (${direct.seconds.toFixed(1)} s)
  through the gateway  ${beside(previous, 'gatewayPerSecond', figures.gatewayPerSecond)} /s  (${viaGateway.seconds.toFixed(1)} s)
  ratio gateway/engine ${beside(previous, 'ratio', figures.ratio, 2)}
  steps, direct:       ${stepLine('direct')}
  steps, gateway:      ${stepLine('gateway')}
  whole chain (submit → audit → worker status): ${beside(previous, 'chainPerSecond', figures.chainPerSecond)} instances/s (${chainSeconds.toFixed(1)} s for ${N})
  written to ${path.relative(ROOT, file)}${cpuProf ? `\n  gateway CPU profile: node --import tsx tests/bench/profile-top.ts ${path.relative(ROOT, profileDir)}` : ''}
`);
await db.destroy();
await stopAndExit(0);
