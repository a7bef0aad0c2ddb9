/**
 * CPU time used by each part of a benchmark's stack (Linux /proc): the engine's JVM, PostgreSQL, the gateway,
 * the workers and the benchmark itself, found among this process's descendants by their command lines. A phase's
 * figures are the difference of two readings; divided by the operations it ran they say what each operation costs
 * each part, which is what bounds throughput on a machine whose cores are all busy.
 */
import fs from 'node:fs';
import os from 'node:os';
import { engineDatabaseUrl } from '../../scripts/lib/database.ts';

/**
 * `engineDb` and `registryDb`: the PostgreSQL backends serving the engine's database and the registry's (told apart by
 * the database in their process title once nameDatabases has named them); `database`: the rest of PostgreSQL (its
 * writers and vacuum, and the backends of connections already closed, whose CPU their parent collects).
 */
export type Role = 'engine' | 'engineDb' | 'registryDb' | 'database' | 'gateway' | 'workers' | 'bench' | 'other';
export type CpuReading = Record<Role, number>;

const databases = { engine: '', registry: '' };
/** The database a PostgreSQL URL names. */
export const databaseOf = (url: string) => decodeURIComponent(new URL(url).pathname.slice(1));
/**
 * Names the stack's two databases from the registry's URL (the engine's is beside it), so that their backends' CPU is
 * read apart (a backend's process title is `postgres: user database …`).
 */
export function nameDatabases(registryDatabaseUrl: string): void {
  databases.registry = databaseOf(registryDatabaseUrl);
  databases.engine = databaseOf(engineDatabaseUrl(registryDatabaseUrl));
}
const backendDatabase = (cmdline: string) => /^postgres: \S+ (\S+) /.exec(cmdline)?.[1];

const TICK_MS = 1000 / 100; // USER_HZ is 100 on Linux

function roleOf(pid: number, cmdline: string): Role {
  if (pid === process.pid) return 'bench';
  if (cmdline.includes('java')) return 'engine';
  if (cmdline.includes('postgres')) {
    const database = backendDatabase(cmdline);
    if (database && database === databases.engine) return 'engineDb';
    if (database && database === databases.registry) return 'registryDb';
    return 'database';
  }
  if (cmdline.includes('gateway/src')) return 'gateway';
  if (cmdline.includes('workers/src')) return 'workers';
  return 'other';
}

/** A process's parent and CPU milliseconds (user + system, with its reaped children's), from /proc/<pid>/stat. */
export function processStat(pid: number): { parent: number; ms: number } {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  // the command name in parentheses may hold spaces: the fields start after its closing one
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return { parent: Number(fields[1]), ms: (Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14])) * TICK_MS };
}

/** The CPU milliseconds (user + system, with reaped children's) and the role of every process under this one. */
function descendants(): { pid: number; role: Role; ms: number }[] {
  if (os.platform() !== 'linux') return [];
  const parents = new Map<number, number>();
  const times = new Map<number, number>();
  for (const entry of fs.readdirSync('/proc')) {
    const pid = Number(entry);
    if (!Number.isInteger(pid)) continue;
    try {
      const { parent, ms } = processStat(pid);
      parents.set(pid, parent);
      times.set(pid, ms);
    } catch {
      // the process ended between the listing and the read
    }
  }
  const under = (pid: number): boolean => {
    for (let p = pid; p > 1; p = parents.get(p) ?? 0) if (p === process.pid) return true;
    return false;
  };
  const found: { pid: number; role: Role; ms: number }[] = [];
  for (const [pid, ms] of times) {
    if (!under(pid)) continue;
    let cmdline = '';
    try {
      cmdline = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' ');
    } catch {
      continue;
    }
    found.push({ pid, role: roleOf(pid, cmdline), ms });
  }
  return found;
}

const ROLES: Role[] = ['engine', 'engineDb', 'registryDb', 'database', 'gateway', 'workers', 'bench', 'other'];
const LABELS: Record<Role, string> = {
  engine: 'engine',
  engineDb: "engine's database",
  registryDb: "registry's database",
  database: 'PostgreSQL besides',
  gateway: 'gateway',
  workers: 'workers',
  bench: 'bench',
  other: 'other',
};

/** Milliseconds of CPU of every process under this one, by role. */
export function readCpu(): CpuReading {
  const reading = Object.fromEntries(ROLES.map((role) => [role, 0])) as CpuReading;
  for (const { role, ms } of descendants()) reading[role] += ms;
  return reading;
}

/** The process ids of one role among this process's descendants. */
export const pidsOf = (role: Role): number[] => descendants().filter((d) => d.role === role).map((d) => d.pid);

/** The CPU each role used between two readings. */
export function cpuUsed(before: CpuReading, after: CpuReading): CpuReading {
  return Object.fromEntries(ROLES.map((role) => [role, after[role] - before[role]])) as CpuReading;
}

/** The CPU of several phases together. */
export function sumCpu(phases: CpuReading[]): CpuReading {
  return Object.fromEntries(ROLES.map((role) => [role, phases.reduce((sum, p) => sum + p[role], 0)])) as CpuReading;
}

/** CPU milliseconds per operation of each role, and their sum. */
export function cpuPerOperation(used: CpuReading, operations: number): CpuReading & { total: number } {
  const per = Object.fromEntries(ROLES.map((role) => [role, used[role] / operations])) as CpuReading & { total: number };
  per.total = ROLES.reduce((sum, role) => sum + per[role], 0);
  return per;
}

export const cpuLine = (per: CpuReading & { total: number }) =>
  ROLES.filter((role) => per[role] >= 0.05)
    .map((role) => `${LABELS[role]} ${per[role].toFixed(1)}`)
    .join(', ') + ` = ${per.total.toFixed(1)} ms CPU per operation`;
