/**
 * Sums the engine's JFR recordings of a benchmark (`npm run bench -- --engine-profile`) per path: the samples
 * per operation, the REST resources and engine commands they fell in (outermost frame of each kind), the
 * packages and methods with the most self samples. A sample is one running Java thread seen every 10 ms, so
 * samples per operation × 10 is roughly the engine's Java CPU per operation (GC and the JIT are not sampled).
 * Usage: node --import tsx tests/bench/engine-profile-top.ts <folder> [--top 20] [--ops 400]
 */
import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { numberArg } from './args.ts';

interface Frame {
  method: { type: { name: string }; name: string };
}
interface Sample {
  values: { stackTrace: { truncated: boolean; frames: Frame[] } | null };
}

/** JFR writes class names with slashes. */
const classOf = (f: Frame) => f.method.type.name.replace(/\//g, '.');
const methodOf = (f: Frame) => `${classOf(f)}.${f.method.name}`;
const packageOf = (f: Frame) => classOf(f).split('.').slice(0, 4).join('.');
/** The REST resource method a sample ran under, the outermost of the engine REST's implementation classes and the registry's own (org.ccer). */
const resourceOf = (frames: Frame[]) =>
  [...frames].reverse().find((f) => /^org\.camunda\.bpm\.engine\.rest\.(impl|sub)\./.test(classOf(f)) || /^org\.ccer\./.test(classOf(f)));
/** The engine command a sample ran under (outermost *Cmd.execute). */
const commandOf = (frames: Frame[]) => [...frames].reverse().find((f) => /\.cmd\.\w+Cmd$/.test(classOf(f)) && f.method.name === 'execute');

interface Collection {
  type: 'jdk.GarbageCollection';
  values: { sumOfPauses: string };
}
interface Allocation {
  type: 'jdk.ThreadAllocationStatistics';
  values: { allocated: number; thread: { javaThreadId: number; javaName: string } };
}
type Event = (Sample & { type: 'jdk.ExecutionSample' }) | Collection | Allocation;

/** The events of one recording this summary reads, in one pass of `jfr print` (whole stacks: it cuts them at 5). */
function eventsOf(file: string): Event[] {
  const events = 'jdk.ExecutionSample,jdk.GarbageCollection,jdk.ThreadAllocationStatistics';
  const json = execFileSync('jfr', ['print', '--json', '--stack-depth', '1024', '--events', events, file], { maxBuffer: 1 << 30 }).toString();
  return JSON.parse(json).recording.events as Event[];
}
/** Seconds of an ISO-8601 duration as JFR writes it (PT0.008S). */
const seconds = (d: string) => Number(/PT([\d.]+)S/.exec(d)?.[1] ?? 0);
/**
 * The bytes the engine's threads allocated during a recording: each thread's cumulative count at the recording's
 * start and end (the recorder's own threads, started by jcmd, are not the engine's work).
 */
function allocatedBytes(statistics: Allocation[]): number {
  const byThread = new Map<number, { min: number; max: number }>();
  for (const { values } of statistics) {
    if (/^(Attach Listener|JFR )/.test(values.thread.javaName)) continue;
    const seen = byThread.get(values.thread.javaThreadId) ?? { min: values.allocated, max: values.allocated };
    byThread.set(values.thread.javaThreadId, { min: Math.min(seen.min, values.allocated), max: Math.max(seen.max, values.allocated) });
  }
  return [...byThread.values()].reduce((sum, t) => sum + t.max - t.min, 0);
}

const count = (map: Map<string, number>, key: string) => map.set(key, (map.get(key) ?? 0) + 1);
const top = (map: Map<string, number>, n: number, per: number) =>
  [...map].sort((a, b) => b[1] - a[1]).slice(0, n).map(([k, v]) => `${(v / per).toFixed(2).padStart(7)}  ${k}`);

export function summarise(files: string[], operations: number, n: number): string[] {
  const self = new Map<string, number>();
  const packages = new Map<string, number>();
  const resources = new Map<string, number>();
  const commands = new Map<string, number>();
  let samples = 0;
  let truncated = 0;
  const memory = { pauseMs: 0, collections: 0, allocatedBytes: 0 };
  for (const file of files) {
    const events = eventsOf(file);
    const collections = events.filter((e): e is Collection => e.type === 'jdk.GarbageCollection');
    memory.pauseMs += collections.reduce((sum, c) => sum + seconds(c.values.sumOfPauses) * 1000, 0);
    memory.collections += collections.length;
    memory.allocatedBytes += allocatedBytes(events.filter((e): e is Allocation => e.type === 'jdk.ThreadAllocationStatistics'));
    for (const s of events) {
      if (s.type !== 'jdk.ExecutionSample') continue;
      const frames = s.values.stackTrace?.frames ?? [];
      if (frames.length === 0) continue;
      samples++;
      if (s.values.stackTrace?.truncated) truncated++;
      count(self, methodOf(frames[0]));
      count(packages, packageOf(frames[0]));
      const resource = resourceOf(frames);
      count(resources, resource ? methodOf(resource) : '(no REST resource: job executor, other)');
      const command = commandOf(frames);
      count(commands, command ? classOf(command).split('.').pop()! : '(outside a command)');
    }
  }
  return [
    `samples per operation: ${(samples / operations).toFixed(2)} (≈ ${((samples * 10) / operations).toFixed(1)} ms of Java CPU; ${truncated} of ${samples} stacks cut at the recording's depth)`,
    `allocated per operation: ${(memory.allocatedBytes / operations / 1024).toFixed(0)} kB; garbage collection: ${memory.collections} collections, ${(memory.pauseMs / operations).toFixed(2)} ms of pauses per operation`,
    'by REST resource (samples per operation):', ...top(resources, n, operations),
    'by engine command:', ...top(commands, n, operations),
    'by package (self):', ...top(packages, n, operations),
    'by method (self):', ...top(self, n, operations),
  ];
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname)) {
  const dir = process.argv[2];
  const files = fs.readdirSync(dir).filter((f) => f.endsWith('.jfr'));
  for (const pathName of [...new Set(files.map((f) => f.replace(/-\d+\.jfr$/, '')))]) {
    console.log(`\n== ${pathName} ==`);
    const ofPath = files.filter((f) => f.startsWith(`${pathName}-`)).map((f) => path.join(dir, f));
    console.log(summarise(ofPath, numberArg('ops', 400), numberArg('top', 20)).join('\n'));
  }
}
