/**
 * Benchmark (not a test): throughput of start-and-complete of the publicity audit (a process with
 * one user task) through the gateway versus directly against the engine REST API, in the same run
 * on the same stack, printed as a ratio, with the CPU each part of the stack spent per operation;
 * then the whole chain's instances per second (submit, audit, worker sets the status). The paths
 * take turns in rounds after a warm-up (see below). The figures go to tests/artifacts/bench/
 * (report.ts) and print beside the previous run's.
 * Usage: npm run bench [-- --n 400 --round 100 --warmup-rounds 3 --concurrency 8 --cpu-prof --engine-profile --pg-statements]
 * `--cpu-prof` writes the gateway's CPU profile to .data/bench/profiles/ (summarise it with
 * tests/bench/profile-top.ts); `--engine-profile` records the engine's JVM per path (engine-profile.ts);
 * `--pg-statements` prints PostgreSQL's costliest statements per operation of
 * each path (pg-statements.ts). Both profilers cost the engine two to three times its CPU per operation: compare rates
 * only between runs without them.
 */
import fs from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import knexFactory from 'knex';
import { Agent } from 'undici';
import { ROOT } from '../../scripts/lib/stack.ts';
import { engineDatabaseUrl } from '../../scripts/lib/database.ts';
import { DEMO_VALIDATION_BODY_CUST_ID } from '../../gateway/src/bootstrap/seed.ts';
import type { FastifyInstance } from 'fastify';
import { registryIso } from '../../gateway/src/domain/calendar/deadlines.ts';
import { publicityPeriod } from '../../gateway/src/routes/project/step-routes.ts';
import { beside, describePrevious, previousRun, saveRun } from './report.ts';
import { freshBenchStack } from './fresh-stack.ts';
import { samplePdf } from '../fixtures/files.ts';
import { cpuLine, cpuPerOperation, cpuUsed, databaseOf, readCpu, sumCpu, type CpuReading } from './cpu-use.ts';
import { EngineProfile } from './engine-profile.ts';
import { addStatementsUsed, enableStatements, pgStatementSettings, readStatements, statementLines, statementRows, type StatementReading } from './pg-statements.ts';
import { flagArg, numberArg } from './args.ts';
import { inFlight } from './in-flight.ts';
import { roundTripCost } from './round-trip.ts';

const N = numberArg('n', 400);
const ROUND = numberArg('round', 100);
const WARMUP_ROUNDS = numberArg('warmup-rounds', 3);
const CONCURRENCY = numberArg('concurrency', 8);
const dataDir = path.join(ROOT, '.data', 'bench');
const profileDir = path.join(dataDir, 'profiles');
const cpuProf = flagArg('cpu-prof');
const pgStatements = flagArg('pg-statements');
const engineProfileDir = path.join(dataDir, 'engine-profiles');
if (pgStatements) process.env.EMBEDDED_POSTGRES_SETTINGS = pgStatementSettings;
const engineProfiling = flagArg('engine-profile');
// the engine's stacks (Tomcat, Jersey, the command stack, MyBatis) are deeper than JFR's default 64 frames
if (engineProfiling) process.env.JAVA_TOOL_OPTIONS = `${process.env.JAVA_TOOL_OPTIONS ?? ''} -XX:FlightRecorderOptions:stackdepth=1024`.trim();
const { stack, engine, stopAndExit } = await freshBenchStack(dataDir, {
  env: { CAPTCHA_BYPASS_CODE: '0000' },
  gatewayNodeArgs: cpuProf ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [],
});
const db = knexFactory({ client: 'pg', connection: stack.databaseUrl, pool: { min: 0, max: 4 } });
if (pgStatements) await enableStatements(db);
const statements = { direct: new Map() as StatementReading, gateway: new Map() as StatementReading };
const engineProfile = engineProfiling ? new EngineProfile(engineProfileDir) : undefined;
/** Runs one path's round, adding its statements to the path's and recording the engine when they are profiled. */
async function profiled<T>(path: 'direct' | 'gateway', round: () => Promise<T>): Promise<T> {
  const recorded = engineProfile ? () => engineProfile.recorded(path, round) : round;
  if (!pgStatements) return recorded();
  const before = await readStatements(db);
  const result = await recorded();
  addStatementsUsed(statements[path], before, await readStatements(db));
  return result;
}

async function signIn(loginName: string, password: string): Promise<string> {
  const r = await fetch(`${stack.appUrl}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ loginName, password, code: '0000', captchaId: 'bench' }) });
  return (await r.json()).dataInfo.token;
}
const ownerToken = await signIn('owner01', 'Demo@123456');
const countryToken = await signIn('country01', 'Demo@123456');
/**
 * The gateway's calls go through undici's own request, as the engine client's do on the direct path (the global
 * fetch costs the calling process about five times the CPU): the benchmark's own cost is the same on both paths.
 */
const gatewayHttp = new Agent({ connections: CONCURRENCY * 2 });
const post = async (token: string, url: string, body: unknown) => {
  const r = await gatewayHttp.request({
    origin: stack.appUrl,
    path: url,
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  const json = (await r.body.json()) as { dataInfo: { id: string; projectName: string } };
  if (r.statusCode !== 200) throw new Error(`${url}: ${r.statusCode} ${JSON.stringify(json)}`);
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

const owner = await db('operator').where({ login_name: 'owner01' }).first();
/**
 * The variables the registry starts an application's chain with (routes/project/apply-routes.ts), so that both
 * paths have the engine do the same work; the outbox adds only its command's id.
 */
const startVariables = (applyId: string, i: number) => ({
  applyId,
  projectName: `直接引擎-${i}`,
  submitCount: 1,
  auditDueDate: registryIso(new Date(Date.now() + 5 * 86_400_000)),
  approvalAuthority: DEMO_VALIDATION_BODY_CUST_ID,
  initiator: 'owner01',
  custId: owner.cust_id,
  initiatorCustId: owner.cust_id,
});

/**
 * The publicity audit's decision with the dates its step sends (publicityPeriod of routes/project/step-routes.ts):
 * the chain's publicity timer reads publicityEndAt, and without it the worker's completion after the status
 * change fails and comes back on every lock expiry, work that would fall into the other path's rounds.
 */
const period = await publicityPeriod({ log: { warn: () => {} } } as unknown as FastifyInstance, db, 5);
const auditDecision = () => ({ approved: true, opinion: '同意', auditor: 'bench', auditorId: 'bench', ...period });

/** Applications in status 01 written straight to the database, so the workers find them. */
async function pendingApplications(n: number): Promise<string[]> {
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

/**
 * The instances the outbox has started, by application: one query every 20 ms for all the operations in
 * flight (a query per operation would put the benchmark's own polling on the gateway's path only).
 */
const started = new Map<string, (processInstanceId: string) => void>();
let watching = false;
function startedInstance(applicationId: string): Promise<string> {
  const found = new Promise<string>((resolve) => started.set(applicationId, resolve));
  if (!watching) {
    watching = true;
    void (async () => {
      while (started.size > 0) {
        await new Promise((r) => setTimeout(r, 20));
        const rows = await db('project_apply').whereIn('id', [...started.keys()]).whereNotNull('process_instance_id').select('id', 'process_instance_id');
        for (const row of rows) {
          started.get(row.id)?.(row.process_instance_id);
          started.delete(row.id);
        }
      }
      watching = false;
    })();
  }
  return found;
}

/** Mean milliseconds of each step of an operation, to say where the time of each path goes. */
type Path = 'direct' | 'gateway';
const steps = { direct: new Map<string, number[]>(), gateway: new Map<string, number[]>() };
async function step<T>(path: Path, name: string, run: () => Promise<T>): Promise<T> {
  const t = performance.now();
  const result = await run();
  const list = steps[path].get(name) ?? [];
  list.push(performance.now() - t);
  steps[path].set(name, list);
  return result;
}
const stepLine = (path: Path) =>
  [...steps[path]].map(([name, ts]) => `${name} ${(ts.reduce((a, b) => a + b, 0) / ts.length).toFixed(0)}`).join(', ') + ' ms (means)';

/**
 * Until the workers have set every one of these applications to 02 and completed their status tasks (the
 * chain's last step before the publicity): a round's leftover work must not fall into the next round.
 */
async function chainDone(applicationIds: string[]) {
  const deadline = Date.now() + 120_000;
  for (;;) {
    const [{ count }] = await db('project_apply').whereIn('id', applicationIds).whereNot('status', '02').count({ count: '*' });
    const open = await engine.call<{ count: number }>('GET', '/external-task/count', { query: { topicName: 'project-apply-status' } });
    if (Number(count) === 0 && open.count === 0) return;
    if (Date.now() > deadline) throw new Error(`chain not done after 120 s: ${count} applications not in 02, ${open.count} status tasks open (see .data/bench/logs/workers.log)`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Directly against the engine: start, find the task, claim, complete, for applications made beforehand. */
async function directRound(n: number) {
  const ids = await pendingApplications(n);
  const seconds = await inFlight(n, CONCURRENCY, async (i) => {
    const pi = await step('direct', 'start', () => engine.startProcess('ccerProjectPubApply', ids[i], startVariables(ids[i], i)));
    const t = await step('direct', 'find task', () => waitForTask(pi.id));
    await step('direct', 'claim', () => engine.claim(t.id, 'country01'));
    await step('direct', 'complete', () => engine.complete(t.id, auditDecision()));
  });
  return { ids, seconds };
}

/**
 * Through the gateway: submit (prep-pub-apply; the outbox starts the instance), find the task, approve
 * (prep-pub-audit). The drafts and the design document each is submitted with are made beforehand, as
 * the direct path's applications are (the engine path has neither a draft nor an upload).
 */
const uploadDesignDocument = async (): Promise<string> => {
  const form = new FormData();
  form.append('typeNo', 'P01');
  form.append('file', new Blob([new Uint8Array(samplePdf('bench'))], { type: 'application/pdf' }), 'P01.pdf');
  const r = await fetch(`${stack.appUrl}/api/file/upload`, { method: 'POST', headers: { authorization: `Bearer ${ownerToken}` }, body: form });
  if (!r.ok) throw new Error(`upload: ${r.status} ${await r.text()}`);
  return ((await r.json()) as { dataInfo: { fileId: string } }).dataInfo.fileId;
};
let drafted = 0;
type Draft = { id: string; projectName: string; fileId: string; i: number };
async function drafts(n: number): Promise<Draft[]> {
  const made: Draft[] = [];
  for (let k = 0; k < n; k++) {
    const i = drafted++;
    const saved = await post(ownerToken, '/api/project-manage/save-apply', { projectName: form(i).projectName });
    made.push({ id: saved.dataInfo.id, projectName: saved.dataInfo.projectName, fileId: await uploadDesignDocument(), i });
  }
  return made;
}
async function gatewayRound(made: Draft[]) {
  const seconds = await inFlight(made.length, CONCURRENCY, async (k) => {
    const { id, projectName, fileId, i } = made[k];
    await step('gateway', 'submit', () => post(ownerToken, '/api/project-manage/prep-pub-apply', { ...form(i), projectName, id, fileIds: [fileId] }));
    // the outbox starts the instance after the submission's commit and notes it on the application
    const taskId = await step('gateway', 'find task (outbox start)', async () => (await waitForTask(await startedInstance(id))).id);
    await step('gateway', 'audit', () => post(countryToken, '/api/project-manage/prep-pub-audit', { taskId, approved: true, opinion: '同意' }));
  });
  return { ids: made.map((d) => d.id), seconds };
}

/**
 * The engine's JVM compiles its hot paths over the first thousands of calls: a call costs it several
 * times more CPU at first. A warm-up of both paths first, then the two paths take turns in rounds, each
 * round's chains finished by the workers before the next starts, so that neither path meets a colder
 * engine or the other's leftover work.
 */
for (let r = 0; r < WARMUP_ROUNDS; r++) {
  await chainDone((await directRound(ROUND)).ids);
  await chainDone((await gatewayRound(await drafts(ROUND))).ids);
}
for (const s of Object.values(steps)) s.clear();
// both databases' statistics as a running system has them (autovacuum's analyze comes at its own moment, and a plan
// made on a table without statistics cost the engine's variable reads 30 times more): the same for every run
const camundaDb = knexFactory({ client: 'pg', connection: engineDatabaseUrl(stack.databaseUrl), pool: { min: 0, max: 1 } });
await Promise.all([db.raw('analyze'), camundaDb.raw('analyze')]);
/**
 * Autovacuum's and autoanalyze's runs so far in both databases: they come when a table's churn says, and their CPU
 * (a worker process that has ended: "PostgreSQL besides") falls into whichever path's round they land in.
 */
async function autovacuumRuns(): Promise<Map<string, number>> {
  const runs = new Map<string, number>();
  for (const knex of [db, camundaDb]) {
    const { rows } = await knex.raw(`select current_database() || '.' || relname as name, autovacuum_count + autoanalyze_count as n from pg_stat_all_tables`);
    for (const row of rows as Array<{ name: string; n: string }>) runs.set(row.name, Number(row.n));
  }
  return runs;
}
/** The runs between two readings, added to a path's count per table. */
function addRuns(into: Map<string, number>, before: Map<string, number>, after: Map<string, number>) {
  for (const [name, n] of after) if (n > (before.get(name) ?? 0)) into.set(name, (into.get(name) ?? 0) + n - (before.get(name) ?? 0));
}
const runsLine = (runs: Map<string, number>) => {
  const total = [...runs.values()].reduce((a, b) => a + b, 0);
  const top = [...runs].sort((a, b) => b[1] - a[1]).slice(0, 5).map(([name, n]) => `${name} ${n}`);
  return top.length > 0 ? `${total} (${top.join(', ')})` : '0';
};

/**
 * Each path's round is measured twice: to its last decision (start-and-complete, the issue's figure) and on to the
 * end of its chain (the workers' status step of every instance of the round). The first leaves out the workers'
 * follow-up still queued when the round ends, and more of it on the faster direct path; the second holds the same
 * work for both paths.
 */
type Measured = { seconds: number; n: number; cpu: CpuReading[]; chainSeconds: number; chainCpu: CpuReading[]; autovacuums: Map<string, number>; roundRates: number[] };
const measured: Record<Path, Measured> = {
  direct: { seconds: 0, n: 0, cpu: [], chainSeconds: 0, chainCpu: [], autovacuums: new Map(), roundRates: [] },
  gateway: { seconds: 0, n: 0, cpu: [], chainSeconds: 0, chainCpu: [], autovacuums: new Map(), roundRates: [] },
};
async function measure(path: Path, n: number, round: () => Promise<{ ids: string[]; seconds: number }>) {
  const m = measured[path];
  const vacuumsBefore = await autovacuumRuns();
  const before = readCpu();
  const started = performance.now();
  const r = await profiled(path, round);
  m.cpu.push(cpuUsed(before, readCpu()));
  m.seconds += r.seconds;
  m.n += n;
  m.roundRates.push(n / r.seconds);
  await chainDone(r.ids);
  m.chainCpu.push(cpuUsed(before, readCpu()));
  m.chainSeconds += (performance.now() - started) / 1000;
  addRuns(m.autovacuums, vacuumsBefore, await autovacuumRuns());
}
/**
 * The order turns pair by pair (direct then gateway, gateway then direct, …): what a round leaves for later (the
 * autovacuum of the tables it churned, the engine's garbage collection) falls after either path equally often. With
 * the direct round always first, autovacuum ran mostly in the gateway's rounds (53 runs against 5 in one run).
 */
for (let done = 0, pair = 0; done < N; done += ROUND, pair++) {
  const n = Math.min(ROUND, N - done);
  const directTurn = () => measure('direct', n, () => directRound(n));
  const gatewayTurn = async () => {
    const made = await drafts(n);
    await measure('gateway', n, () => gatewayRound(made));
  };
  if (pair % 2 === 0) {
    await directTurn();
    await gatewayTurn();
  } else {
    await gatewayTurn();
    await directTurn();
  }
}
const direct = { perSecond: measured.direct.n / measured.direct.seconds, seconds: measured.direct.seconds };
const viaGateway = { perSecond: measured.gateway.n / measured.gateway.seconds, seconds: measured.gateway.seconds };
const directCpu = cpuPerOperation(sumCpu(measured.direct.cpu), N);
const gatewayCpu = cpuPerOperation(sumCpu(measured.gateway.cpu), N);
const chainSeconds = measured.gateway.chainSeconds;
const directChainSeconds = measured.direct.chainSeconds;

// after the rounds, on a machine at rest: what a statement's round trip costs apart from its work
const roundTrip = await roundTripCost(stack.databaseUrl);
// the registry database's statements per operation, the benchmark's own look-ups included
const registryDatabase = databaseOf(stack.databaseUrl);
const registryStatements = (used: StatementReading) => [...used.values()].filter((s) => s.database === registryDatabase).reduce((n, s) => n + s.calls, 0) / N;

// each gateway round beside the direct round of its pair: how far one round's ratio strays from the run's
const roundRatios = measured.gateway.roundRates.map((rate, i) => rate / measured.direct.roundRates[i]).sort((a, b) => a - b);
const median = (sorted: number[]) => (sorted[Math.floor((sorted.length - 1) / 2)] + sorted[Math.ceil((sorted.length - 1) / 2)]) / 2;

/**
 * On a machine whose cores every part shares, the ratio is the direct path's CPU per operation over the gateway
 * path's: what the gateway path may cost beyond the direct one at the target shrinks as the engine gets faster.
 */
const TARGET_RATIO = 0.85;
const extraCpuMs = gatewayCpu.total - directCpu.total;
const extraCpuAllowedMs = directCpu.total / TARGET_RATIO - directCpu.total;
/**
 * The ratio this run would reach if the registry's own work were free: the gateway process and the registry database at
 * the direct path's cost (their background work), everything else (the engine, its database, the workers, the benchmark)
 * as measured. The target is out of reach of any gateway while this bound is below it.
 */
const registryFree = (cpu: CpuReading) => cpu.gateway - directCpu.gateway + cpu.registryDb - directCpu.registryDb;
const ratioBoundRegistryFree = directCpu.total / (gatewayCpu.total - registryFree(gatewayCpu));

const figures = {
  extraCpuMs,
  extraCpuAllowedMs,
  ratioBoundRegistryFree,
  roundRatioMedian: median(roundRatios),
  roundTripClientMs: roundTrip.clientMs,
  roundTripServerMs: roundTrip.serverMs,
  directPerSecond: direct.perSecond,
  gatewayPerSecond: viaGateway.perSecond,
  ratio: viaGateway.perSecond / direct.perSecond,
  chainPerSecond: N / chainSeconds,
  directChainPerSecond: N / directChainSeconds,
  chainRatio: directChainSeconds / chainSeconds,
};
const previous = previousRun('gateway-vs-engine');
const statementsFile = path.join(dataDir, 'pg-statements.json');
if (pgStatements) fs.writeFileSync(statementsFile, JSON.stringify({ direct: statementRows(statements.direct, N), gateway: statementRows(statements.gateway, N) }, null, 1));
const { file } = saveRun('gateway-vs-engine', { n: N, round: ROUND, warmupRounds: WARMUP_ROUNDS, concurrency: CONCURRENCY, cpuProf }, figures);
console.log(`
Benchmark: publicity audit start-and-complete, n=${N}, concurrency=${CONCURRENCY} (${describePrevious(previous)})
  direct engine REST   ${beside(previous, 'directPerSecond', figures.directPerSecond)} /s  (${direct.seconds.toFixed(1)} s)
  through the gateway  ${beside(previous, 'gatewayPerSecond', figures.gatewayPerSecond)} /s  (${viaGateway.seconds.toFixed(1)} s)
  ratio gateway/engine ${beside(previous, 'ratio', figures.ratio, 2)}  (round by round: ${roundRatios[0].toFixed(2)} to ${roundRatios.at(-1)!.toFixed(2)}, median ${median(roundRatios).toFixed(2)}, ${roundRatios.length} pairs of rounds)
  steps, direct:       ${stepLine('direct')}
  steps, gateway:      ${stepLine('gateway')}
  CPU, direct:         ${cpuLine(directCpu)}
  CPU, gateway:        ${cpuLine(gatewayCpu)}
  the gateway path's extra: ${beside(previous, 'extraCpuMs', extraCpuMs)} ms CPU per operation; at a ratio of ${TARGET_RATIO} this direct path allows ${extraCpuAllowedMs.toFixed(1)} ms
  of the extra, the gateway process and the registry database: ${registryFree(gatewayCpu).toFixed(1)} ms; the rest: ${(extraCpuMs - registryFree(gatewayCpu)).toFixed(1)} ms (engine, its database, workers, benchmark); with the first at nothing the ratio would be ${beside(previous, 'ratioBoundRegistryFree', ratioBoundRegistryFree, 2)}
  whole chain (submit → audit → worker status): ${beside(previous, 'chainPerSecond', figures.chainPerSecond)} instances/s (${chainSeconds.toFixed(1)} s for ${N})
  the same to the chain's end on both paths: direct ${beside(previous, 'directChainPerSecond', figures.directChainPerSecond)} /s, ratio ${beside(previous, 'chainRatio', figures.chainRatio, 2)}
  CPU to the chain's end, direct:  ${cpuLine(cpuPerOperation(sumCpu(measured.direct.chainCpu), N))}
  CPU to the chain's end, gateway: ${cpuLine(cpuPerOperation(sumCpu(measured.gateway.chainCpu), N))}
  autovacuum and autoanalyze runs during the rounds, by table: direct ${runsLine(measured.direct.autovacuums)}; gateway ${runsLine(measured.gateway.autovacuums)}
  one registry round trip (a prepared select, ${roundTrip.roundTrips} in a row): ${roundTrip.clientMs.toFixed(3)} ms CPU in the calling process + ${roundTrip.serverMs.toFixed(3)} ms in PostgreSQL${
    pgStatements
      ? `\n  registry statements per operation: direct ${registryStatements(statements.direct).toFixed(1)}, gateway ${registryStatements(statements.gateway).toFixed(1)}: the difference costs ${((registryStatements(statements.gateway) - registryStatements(statements.direct)) * (roundTrip.clientMs + roundTrip.serverMs)).toFixed(1)} ms CPU per operation in round trips alone`
      : ''
  }
  written to ${path.relative(ROOT, file)}${pgStatements ? `\n  PostgreSQL, direct:\n    ${statementLines(statements.direct, N).join('\n    ')}\n  PostgreSQL, gateway:\n    ${statementLines(statements.gateway, N, 40).join('\n    ')}\n  every statement with its text: ${path.relative(ROOT, statementsFile)}` : ''}${cpuProf ? `\n  gateway CPU profile: node --import tsx tests/bench/profile-top.ts ${path.relative(ROOT, profileDir)}` : ''}${engineProfile ? `\n  engine profiles: node --import tsx tests/bench/engine-profile-top.ts ${path.relative(ROOT, engineProfileDir)}` : ''}
`);
await db.destroy();
await camundaDb.destroy();
await gatewayHttp.close();
await stopAndExit(0);
