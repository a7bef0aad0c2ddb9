import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Starts a child process with its output appended to a log file. Each child has its own process
 * group, so a terminal's Ctrl+C reaches only the parent, which then stops them in order.
 */
export function startLogged(command: string, args: string[], opts: { cwd: string; env: NodeJS.ProcessEnv; logFile: string; stopRank?: StopRank }): ChildProcess {
  const out = fs.openSync(opts.logFile, 'a');
  const child = spawn(command, args, { cwd: opts.cwd, env: opts.env, stdio: ['ignore', out, out], detached: true });
  fs.closeSync(out);
  trackChild(child, opts.stopRank);
  return child;
}

/** The order children are stopped in when the parent is gone: their users, the engine, the database. */
export const stopRanks = { user: 0, engine: 1, database: 2 } as const;
export type StopRank = (typeof stopRanks)[keyof typeof stopRanks];

/**
 * Children still running when the parent exits anyway (a crash, an uncaught error) are asked to
 * stop rather than left behind. That covers an orderly exit only: a parent ended by a signal
 * (Ctrl+C, a CI timeout's SIGTERM, SIGKILL) runs no code, so every tracked child is also known to
 * the reaper (reaper.ts), a process of its own that stops them when the parent's pipe closes.
 */
const killOnExit = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of killOnExit) child.kill('SIGTERM');
});
export function trackChild(child: ChildProcess, rank: StopRank = stopRanks.user): void {
  if (child.pid === undefined) return;
  killOnExit.add(child);
  // PostgreSQL stops fastest and cleanly on SIGINT (fast shutdown: open sessions are ended)
  tellReaper(`track ${child.pid} ${rank} ${rank === stopRanks.database ? 'SIGINT' : 'SIGTERM'}`);
  const pid = child.pid;
  child.once('exit', () => {
    killOnExit.delete(child);
    tellReaper(`untrack ${pid}`);
  });
}

let reaper: ChildProcess | undefined;
function tellReaper(line: string): void {
  if (!reaper) {
    const here = path.dirname(fileURLToPath(import.meta.url));
    // its own session (detached): no terminal signal reaches it; only the pipe closing does
    reaper = spawn(process.execPath, ['--import', 'tsx', path.join(here, 'reaper.ts')], { cwd: path.resolve(here, '../..'), stdio: ['pipe', 'ignore', 'inherit'], detached: true });
    // neither the reaper nor the pipe to it keeps the parent alive
    reaper.unref();
    (reaper.stdin as unknown as { unref(): void }).unref();
    reaper.stdin!.on('error', () => {});
  }
  reaper.stdin!.write(line + '\n');
}

/** Runs a command to completion; rejects with the tail of its output on failure. */
export function run(command: string, args: string[], opts: { cwd: string; env?: NodeJS.ProcessEnv; logFile: string }): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = startLogged(command, args, { cwd: opts.cwd, env: opts.env ?? process.env, logFile: opts.logFile });
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code === 0) return resolve();
      const tail = fs.readFileSync(opts.logFile, 'utf8').split('\n').slice(-30).join('\n');
      reject(new Error(`${command} ${args.join(' ')} exited with ${code}\n${tail}`));
    });
  });
}

/** Asks a child to stop (SIGTERM) and kills it when it does not within the grace period. */
export function stopChild(child: ChildProcess | undefined, graceMs = 20000): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/** Polls until `check` resolves true, or fails after the timeout (or when the child dies). */
export async function waitFor(what: string, check: () => Promise<boolean>, timeoutMs: number, child?: ChildProcess, logFile?: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) break;
    if (await check().catch(() => false)) return;
    await new Promise((r) => setTimeout(r, 500));
  }
  const tail = logFile && fs.existsSync(logFile) ? '\n' + fs.readFileSync(logFile, 'utf8').split('\n').slice(-40).join('\n') : '';
  throw new Error(`${what} did not become ready${child && child.exitCode !== null ? ` (exited with ${child.exitCode})` : ''}${tail}`);
}
