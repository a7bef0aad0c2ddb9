/**
 * The stack's reaper: a process of its own (own session) that the stack's parent starts before its
 * first child. The parent tells it on stdin which children it has (`track <pid> <rank> <signal>`,
 * `untrack <pid>`); when stdin closes — the parent exited, crashed, was interrupted or killed with
 * SIGKILL, whatever ended it — it stops every child still tracked, each whole process group, in
 * rank order (gateway and workers, then the engine, then the database), then exits itself.
 * Nothing here depends on the parent getting to run any code of its own when it ends.
 */
import { createInterface } from 'node:readline';

interface Tracked {
  rank: number;
  signal: NodeJS.Signals;
}
const tracked = new Map<number, Tracked>();

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};
/** The child's whole group (it was spawned detached, so it leads one); the child alone otherwise. */
const signalGroup = (pid: number, signal: NodeJS.Signals) => {
  try {
    process.kill(-pid, signal);
  } catch {
    try {
      process.kill(pid, signal);
    } catch {
      // gone already
    }
  }
};
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function stopAll(): Promise<void> {
  const ranks = [...new Set([...tracked.values()].map((t) => t.rank))].sort((a, b) => a - b);
  for (const rank of ranks) {
    const pids = [...tracked].filter(([, t]) => t.rank === rank).map(([pid]) => pid);
    for (const pid of pids) signalGroup(pid, tracked.get(pid)!.signal);
    // a grace period for a clean stop (PostgreSQL's shutdown checkpoint, the JVM's hooks), then SIGKILL
    for (let waited = 0; waited < GRACE_MS && pids.some(alive); waited += 100) await sleep(100);
    for (const pid of pids) signalGroup(pid, 'SIGKILL');
  }
}
const GRACE_MS = Number(process.env.REAPER_GRACE_MS) || 30_000;

// a Ctrl+C or hang-up meant for the parent's terminal is not the reaper's cue: stdin closing is
for (const s of ['SIGINT', 'SIGHUP'] as const) process.on(s, () => {});

const lines = createInterface({ input: process.stdin });
lines.on('line', (line) => {
  const [verb, pid, rank, signal] = line.trim().split(/\s+/);
  if (verb === 'track') tracked.set(Number(pid), { rank: Number(rank) || 0, signal: (signal as NodeJS.Signals) || 'SIGTERM' });
  else if (verb === 'untrack') tracked.delete(Number(pid));
});
lines.on('close', () => {
  void stopAll().then(() => process.exit(0));
});
