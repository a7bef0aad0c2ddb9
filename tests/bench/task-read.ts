/**
 * Benchmark (not a test): what one read of a task costs the engine, in CPU per call: the read every task action
 * starts with (loadVisibleTask: our engine's POST /ccer/visible-task/{id}) beside the engine's own task query with
 * the same OR that it replaced, the engine's task by id, its task query by process instance, and a REST call that
 * reads nothing (GET /engine). One call at a time, the kinds taking turns in blocks after a warm-up, on a stack of
 * its own with a fresh database.
 * Usage: npm run bench:task-read [-- --calls 1200]
 */
import path from 'node:path';
import { ROOT } from '../../scripts/lib/stack.ts';
import { freshBenchStack } from './fresh-stack.ts';
import { cpuUsed, readCpu } from './cpu-use.ts';
import { numberArg } from './args.ts';
import { saveRun } from './report.ts';

const CALLS = numberArg('calls', 1200);
const BLOCK = 200;
const INSTANCES = 40;
const { engine, stopAndExit } = await freshBenchStack(path.join(ROOT, '.data', 'bench-task-read'));

// open publicity audits (candidate group `country`), started as the registry starts them
const instances: string[] = [];
for (let i = 0; i < INSTANCES; i++) {
  const applyId = `task-read-${i}`;
  const started = await engine.startProcess('ccerProjectPubApply', applyId, {
    applyId,
    projectName: `任务读取-${i}`,
    submitCount: 1,
    auditDueDate: '2030-01-01T00:00:00.000+0800',
    approvalAuthority: null,
    initiator: 'owner01',
    custId: null,
    initiatorCustId: null,
  });
  instances.push(started.id);
}
const tasks = await Promise.all(instances.map(async (id) => (await engine.queryTasks({ processInstanceId: id }, { maxResults: 1 }))[0].id));
const viewer = { assignee: 'country01', candidateGroups: ['country'] };

/** Each kind of read: its key in the figures (`<key>EngineMs`, `<key>EngineDatabaseMs`), what it is, the call. */
const kinds: Array<{ key: string; label: string; call: (i: number) => Promise<unknown> }> = [
  { key: 'visibleTask', label: 'visible task (ours)', call: (i) => engine.visibleTask(tasks[i % INSTANCES], viewer) },
  {
    key: 'taskQueryOr',
    label: "engine's task query, same OR",
    call: (i) => engine.queryTasks({ taskId: tasks[i % INSTANCES], orQueries: [{ ...viewer, includeAssignedTasks: true }] }, { maxResults: 1 }),
  },
  { key: 'taskById', label: "engine's task by id", call: (i) => engine.task(tasks[i % INSTANCES]) },
  { key: 'taskQueryByInstance', label: "engine's task query by instance", call: (i) => engine.queryTasks({ processInstanceId: instances[i % INSTANCES] }, { maxResults: 1 }) },
  { key: 'readsNothing', label: 'a call that reads nothing', call: () => engine.call('GET', '/engine') },
];

const used = new Map<string, { engine: number; engineDb: number; calls: number }>();
const warmupBlocks = 2;
for (let block = 0; block < warmupBlocks + Math.ceil(CALLS / BLOCK); block++) {
  for (const { key, call } of kinds) {
    const before = readCpu();
    for (let i = 0; i < BLOCK; i++) await call(i);
    if (block < warmupBlocks) continue;
    const cpu = cpuUsed(before, readCpu());
    const sum = used.get(key) ?? { engine: 0, engineDb: 0, calls: 0 };
    used.set(key, { engine: sum.engine + cpu.engine, engineDb: sum.engineDb + cpu.engineDb, calls: sum.calls + BLOCK });
  }
}

const figures: Record<string, number> = {};
for (const [key, u] of used) {
  figures[`${key}EngineMs`] = u.engine / u.calls;
  figures[`${key}EngineDatabaseMs`] = u.engineDb / u.calls;
}
const { file } = saveRun('task-read', { calls: CALLS }, figures);
console.log(`\nBenchmark: one task read, CPU per call (${CALLS} calls of each, one at a time)`);
for (const { key, label } of kinds) {
  console.log(`  ${label.padEnd(34)} engine ${figures[`${key}EngineMs`].toFixed(2)} ms, engine's database ${figures[`${key}EngineDatabaseMs`].toFixed(2)} ms`);
}
console.log(`  written to ${path.relative(ROOT, file)}\n`);
await stopAndExit(0);
