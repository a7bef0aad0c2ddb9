/**
 * Benchmark figures kept for comparison: each run writes tests/artifacts/bench/<name>-<time>.json
 * and <name>-latest.json (the machine, the commit, the figures); the previous latest is read
 * first so that the new figures print beside it.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { ROOT } from '../../scripts/lib/stack.ts';

export const BENCH_DIR = path.join(ROOT, 'tests/artifacts/bench');

export interface BenchRecord {
  name: string;
  at: string;
  commit: string | null;
  /** Files changed in the working tree when the run started (the commit alone does not say what ran). */
  uncommittedChanges: number;
  machine: { cpus: number; cpuModel: string; memoryGb: number; loadAverage: number[]; node: string };
  settings: Record<string, unknown>;
  figures: Record<string, number>;
}

function git(args: string[]): string | null {
  try {
    return execFileSync('git', args, { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return null;
  }
}

export function previousRun(name: string): BenchRecord | null {
  const file = path.join(BENCH_DIR, `${name}-latest.json`);
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as BenchRecord) : null;
}

export function saveRun(name: string, settings: Record<string, unknown>, figures: Record<string, number>): { record: BenchRecord; file: string } {
  const record: BenchRecord = {
    name,
    at: new Date().toISOString(),
    commit: git(['rev-parse', 'HEAD']),
    uncommittedChanges: (git(['status', '--porcelain']) ?? '').split('\n').filter(Boolean).length,
    machine: { cpus: os.cpus().length, cpuModel: os.cpus()[0]?.model ?? '', memoryGb: Math.round(os.totalmem() / 2 ** 30), loadAverage: os.loadavg().map((l) => Number(l.toFixed(2))), node: process.version },
    settings,
    figures,
  };
  fs.mkdirSync(BENCH_DIR, { recursive: true });
  const file = path.join(BENCH_DIR, `${name}-${record.at.replace(/[:.]/g, '-')}.json`);
  fs.writeFileSync(file, JSON.stringify(record, null, 2) + '\n');
  fs.writeFileSync(path.join(BENCH_DIR, `${name}-latest.json`), JSON.stringify(record, null, 2) + '\n');
  return { record, file };
}

/** `label  new  (previous: old, +x %)` for one figure. */
export function beside(previous: BenchRecord | null, key: string, value: number, digits = 1): string {
  const old = previous?.figures[key];
  if (old === undefined) return value.toFixed(digits);
  const change = old === 0 ? '' : `, ${value >= old ? '+' : ''}${(((value - old) / old) * 100).toFixed(0)} %`;
  return `${value.toFixed(digits)}  (previous ${old.toFixed(digits)}${change})`;
}

export function describePrevious(previous: BenchRecord | null): string {
  return previous ? `previous run ${previous.at} on commit ${previous.commit?.slice(0, 10) ?? '?'} (load ${previous.machine.loadAverage.join(' ')})` : 'no previous run recorded';
}
