/**
 * Benchmark (not a test): what a reviewer's decision on a task nobody holds costs the engine, made as the engine's
 * REST makes it (claim, then complete: two calls, two commits) against our engine's claim-and-complete (one call, one
 * transaction; engine/.../ClaimAndCompleteResource.java). Both decide tasks of a one-task process with the variables
 * a decision carries, the two ways taking turns in rounds after a warm-up (the engine's JVM compiles its hot paths
 * over its first thousands of calls), and print the rate and the CPU each part of the stack spent per decision.
 * Only the decisions are timed: each round's instances are started and their tasks found beforehand.
 * Usage: npm run bench:decision [-- --n 300 --rounds 4 --warmup-rounds 2 --concurrency 4]
 */
import path from 'node:path';
import { ROOT } from '../../scripts/lib/stack.ts';
import { toEngineVariables } from '../../gateway/src/engine/variables.ts';
import { cpuLine, cpuPerOperation, cpuUsed, readCpu, sumCpu, type CpuReading } from './cpu-use.ts';
import { freshBenchStack } from './fresh-stack.ts';
import { beside, describePrevious, previousRun, saveRun } from './report.ts';
import { numberArg } from './args.ts';
import { inFlight } from './in-flight.ts';

const N = numberArg('n', 300);
const ROUNDS = numberArg('rounds', 4);
const WARMUP_ROUNDS = numberArg('warmup-rounds', 2);
const CONCURRENCY = numberArg('concurrency', 4);
const { engine, stopAndExit } = await freshBenchStack(path.join(ROOT, '.data', 'bench-decision'));
const processXml = `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:camunda="http://camunda.org/schema/1.0/bpmn" id="benchDecisionDefinitions" targetNamespace="bench">
  <bpmn:process id="benchDecision" isExecutable="true" camunda:historyTimeToLive="P1D">
    <bpmn:startEvent id="start"/><bpmn:sequenceFlow id="toReview" sourceRef="start" targetRef="review"/>
    <bpmn:userTask id="review" name="审核" camunda:candidateGroups="bench"/><bpmn:sequenceFlow id="toEnd" sourceRef="review" targetRef="end"/>
    <bpmn:endEvent id="end"/>
  </bpmn:process>
</bpmn:definitions>`;
await engine.deploy('bench-decision', [{ name: 'bench-decision.bpmn', content: processXml }]);

// what tasks.ts completeVisibleDecision sends with a lifecycle step's decision
const decision = { approved: true, opinion: '同意', auditor: '基准', auditorId: 'bench', publicityStartDate: '2026-11-30', publicityEndDate: '2026-12-04' };
const ways = {
  'claim, complete': async (taskId: string) => {
    await engine.claim(taskId, 'reviewer');
    await engine.complete(taskId, decision);
  },
  'claim-and-complete': (taskId: string) => engine.claimAndComplete(taskId, 'reviewer', toEngineVariables(decision)),
};
type Way = keyof typeof ways;

let started = 0;
async function openTasks(n: number): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < n; i++) {
    const instance = await engine.startProcess('benchDecision', `bench-decision-${started++}`);
    ids.push((await engine.queryTasks({ processInstanceId: instance.id }, { maxResults: 1 }))[0].id);
  }
  return ids;
}

const measured: Record<Way, { seconds: number; cpu: CpuReading[] }> = {
  'claim, complete': { seconds: 0, cpu: [] },
  'claim-and-complete': { seconds: 0, cpu: [] },
};
async function round(way: Way, record: boolean) {
  const taskIds = await openTasks(N);
  const before = readCpu();
  const seconds = await inFlight(taskIds.length, CONCURRENCY, (i) => ways[way](taskIds[i]));
  if (!record) return;
  measured[way].seconds += seconds;
  measured[way].cpu.push(cpuUsed(before, readCpu()));
}
for (let r = 0; r < WARMUP_ROUNDS; r++) for (const way of Object.keys(ways) as Way[]) await round(way, false);
for (let r = 0; r < ROUNDS; r++) for (const way of Object.keys(ways) as Way[]) await round(way, true);

const decisions = N * ROUNDS;
const cpu = (way: Way) => cpuPerOperation(sumCpu(measured[way].cpu), decisions);
const figures = {
  twoCallsPerSecond: decisions / measured['claim, complete'].seconds,
  oneCallPerSecond: decisions / measured['claim-and-complete'].seconds,
  twoCallsEngineCpuMs: cpu('claim, complete').engine,
  oneCallEngineCpuMs: cpu('claim-and-complete').engine,
};
const previous = previousRun('decision');
const { file } = saveRun('decision', { n: N, rounds: ROUNDS, warmupRounds: WARMUP_ROUNDS, concurrency: CONCURRENCY }, figures);
console.log(`
Benchmark: a decision on an unclaimed task, ${decisions} of each way, concurrency=${CONCURRENCY} (${describePrevious(previous)})
  claim, complete      ${beside(previous, 'twoCallsPerSecond', figures.twoCallsPerSecond)} /s   CPU: ${cpuLine(cpu('claim, complete'))}
  claim-and-complete   ${beside(previous, 'oneCallPerSecond', figures.oneCallPerSecond)} /s   CPU: ${cpuLine(cpu('claim-and-complete'))}
  written to ${path.relative(ROOT, file)}
`);
await stopAndExit(0);
