/**
 * Benchmark (not a test): throughput of start-and-complete of the publicity audit (a process with
 * one user task) through the gateway versus directly against the engine REST API, in the same run
 * on the same stack, printed as a ratio; then the whole chain's instances per second (submit,
 * audit, worker sets the status). Usage: npm run bench [-- --n 200 --concurrency 8]
 */
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import knexFactory from 'knex';
import { ROOT, startStack } from '../../scripts/lib/stack.ts';
import { EngineClient } from '../../gateway/src/engine/engine-client.ts';

const arg = (name: string, dflt: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? Number(process.argv[i + 1]) : dflt;
};
const N = arg('n', 200);
const CONCURRENCY = arg('concurrency', 8);

const stack = await startStack({ dataDir: path.join(ROOT, '.data', 'bench'), env: { NODE_ENV: 'test', CAPTCHA_BYPASS_CODE: '0000', LOG_LEVEL: 'warn' }, log: () => {} });
process.on('unhandledRejection', async (e) => {
  console.error(e);
  await stack.stop();
  process.exit(1);
});
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
  commencementDate: '2021-03-01',
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

// 1. directly against the engine: start, find the task, claim, complete
const ids = await pendingApplications(N);
const direct = await throughput(N, async (i) => {
  const pi = await engine.startProcess('ccerProjectPubApply', ids[i], { applyId: ids[i] });
  const t = await waitForTask(pi.id);
  await engine.claim(t.id, 'country01');
  await engine.complete(t.id, { approved: true, opinion: '', auditor: 'bench', auditorId: 'bench' });
});

// 2. through the gateway: submit (save + prep-pub-apply, started by the outbox), find the task in My Tasks, approve
const gatewayIds: string[] = [];
const viaGateway = await throughput(N, async (i) => {
  const saved = await post(ownerToken, '/api/project-manage/save-apply', { projectName: form(i).projectName });
  const id = saved.dataInfo.id as string;
  gatewayIds.push(id);
  await post(ownerToken, '/api/project-manage/prep-pub-apply', { ...form(i), projectName: saved.dataInfo.projectName, id });
  let taskId: string | undefined;
  while (!taskId) {
    const [t] = await engine.queryTasks({ processInstanceBusinessKey: id }, { maxResults: 1 });
    taskId = t?.id;
    if (!taskId) await new Promise((r) => setTimeout(r, 20));
  }
  await post(countryToken, '/api/project-manage/prep-pub-audit', { taskId, approved: true, opinion: '同意' });
});

// 3. the chain end to end: until the workers have set every gateway application to 02
const chainStarted = performance.now() - viaGateway.seconds * 1000;
for (;;) {
  const [{ count }] = await db('project_apply').whereIn('id', gatewayIds).whereNot('status', '02').count({ count: '*' });
  if (Number(count) === 0) break;
  await new Promise((r) => setTimeout(r, 50));
}
const chainSeconds = (performance.now() - chainStarted) / 1000;

console.log(`
Benchmark: publicity audit start-and-complete, n=${N}, concurrency=${CONCURRENCY}
  direct engine REST   ${direct.perSecond.toFixed(1)} /s  (${direct.seconds.toFixed(1)} s)
  through the gateway  ${viaGateway.perSecond.toFixed(1)} /s  (${viaGateway.seconds.toFixed(1)} s)
  ratio gateway/engine ${(viaGateway.perSecond / direct.perSecond).toFixed(2)}
  whole chain (submit → audit → worker status): ${(N / chainSeconds).toFixed(1)} instances/s (${chainSeconds.toFixed(1)} s for ${N})
`);
await db.destroy();
await stack.stop();
process.exit(0);
