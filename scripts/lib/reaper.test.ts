import { describe, expect, it } from 'vitest';
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.resolve(here, '../..');

/** Is any process of the group led by `pid` still there? */
function groupAlive(pid: number): boolean {
  try {
    process.kill(-pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function until(check: () => boolean, what: string): Promise<void> {
  // a generous bound for a loaded machine; the check is on the outcome, not on the time taken
  for (let i = 0; i < 300; i++) {
    if (check()) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`timed out waiting for ${what}`);
}

/** Starts the stand-in parent, waits for its child's pid, ends the parent as `end` says. */
async function runParent(how: 'wait' | 'throw' | 'exit', end?: NodeJS.Signals): Promise<number> {
  const parent = spawn(process.execPath, ['--import', 'tsx', path.join(here, 'test-fixtures/stack-parent.ts'), how], { cwd: ROOT, stdio: ['ignore', 'pipe', 'ignore'] });
  const childPid = await new Promise<number>((resolve, reject) => {
    let out = '';
    parent.stdout!.on('data', (c: Buffer) => {
      out += c.toString();
      const m = /CHILD (\d+)/.exec(out);
      if (m) resolve(Number(m[1]));
    });
    parent.once('exit', (code) => reject(new Error(`parent exited with ${code} before starting its child`)));
  });
  expect(groupAlive(childPid)).toBe(true);
  if (end) parent.kill(end);
  await until(() => parent.exitCode !== null || parent.signalCode !== null, 'the parent to end');
  return childPid;
}

describe('a stack parent that ends takes its children with it', () => {
  for (const signal of ['SIGKILL', 'SIGTERM', 'SIGINT'] as const) {
    it(`when the parent is killed with ${signal}`, async () => {
      const child = await runParent('wait', signal);
      await until(() => !groupAlive(child), 'the child group to stop');
    }, 60_000);
  }

  it('when the parent dies of an uncaught error', async () => {
    const child = await runParent('throw');
    await until(() => !groupAlive(child), 'the child group to stop');
  }, 60_000);

  it('when the parent calls process.exit without stopping its stack', async () => {
    const child = await runParent('exit');
    await until(() => !groupAlive(child), 'the child group to stop');
  }, 60_000);
});
