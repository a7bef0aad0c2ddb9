import { describe, expect, it } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import { DispatchLoop } from './dispatch-loop.ts';

/** A log that keeps its warnings' messages. */
const logKeeping = (warned: string[] = []) => ({ warn: (_: unknown, msg: string) => void warned.push(msg) }) as unknown as FastifyBaseLogger;
const log = logKeeping();

/** Work handed out a piece per batch; a batch waits until it is let go when `held`. */
function queue(items: number, held = false) {
  let left = items;
  let inFlight = 0;
  let mostAtOnce = 0;
  const waiting: (() => void)[] = [];
  const batch = async () => {
    inFlight++;
    mostAtOnce = Math.max(mostAtOnce, inFlight);
    if (held) await new Promise<void>((resolve) => waiting.push(resolve));
    inFlight--;
    if (left === 0) return 0;
    left--;
    return 1;
  };
  return {
    batch,
    add: (n: number) => (left += n),
    left: () => left,
    mostAtOnce: () => mostAtOnce,
    letGo: () => waiting.splice(0).forEach((go) => go()),
    waiting: () => waiting.length,
  };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('DispatchLoop', () => {
  it('goes round while a batch finds work, and a kick resolves once it is done', async () => {
    const work = queue(5);
    await new DispatchLoop(work.batch, 2, log, 'failed').kick();
    expect(work.left()).toBe(0);
  });

  it('runs at most `fanout` batches at once; a kick beyond that resolves with the runs in flight, which take the work committed meanwhile', async () => {
    const work = queue(0, true);
    const loop = new DispatchLoop(work.batch, 2, log, 'failed');
    const kicks = [loop.kick(), loop.kick(), loop.kick()];
    await tick();
    expect(work.waiting()).toBe(2);
    // work committed while the runs wait: the third kick promised it would be looked at
    work.add(1);
    let settled = false;
    void Promise.all(kicks).then(() => (settled = true));
    while (!settled) {
      work.letGo();
      await tick();
    }
    expect(work.left()).toBe(0);
    expect(work.mostAtOnce()).toBe(2);
  });

  it('goes on after a batch throws, and says so in the log', async () => {
    const warned: string[] = [];
    let calls = 0;
    const loop = new DispatchLoop(
      async () => {
        calls++;
        if (calls === 1) throw new Error('database away');
        return 0;
      },
      1,
      logKeeping(warned),
      'dispatch failed',
    );
    await loop.kick();
    await loop.kick();
    expect(warned).toEqual(['dispatch failed']);
    expect(calls).toBe(2);
  });

  it('after stop, a run ends with its current batch and a kick starts none', async () => {
    const work = queue(10, true);
    const loop = new DispatchLoop(work.batch, 1, log, 'failed');
    const kicked = loop.kick();
    await tick();
    const stopped = loop.stop();
    work.letGo();
    await Promise.all([kicked, stopped]);
    expect(work.left()).toBe(9);
    await loop.kick();
    expect(work.waiting()).toBe(0);
    expect(work.left()).toBe(9);
  });
});
