import { describe, expect, it } from 'vitest';
import { SERVER_TIME_RETRY_MS, startServerClockSync } from './server-clock.ts';

/** A hand-driven timer queue: each scheduled run is kept with its delay and run when the test says. */
function timers() {
  const queue: Array<{ run: () => void; ms: number }> = [];
  return {
    queue,
    schedule: (run: () => void, ms: number) => (queue.push({ run, ms }), queue.length as unknown as ReturnType<typeof setTimeout>),
    cancel: () => {},
  };
}
const flush = () => new Promise((r) => setTimeout(r, 0));

describe('server clock sync (spec §7: datetime for time sync, retried every 30 s on failure)', () => {
  it('keeps the offset between the server’s clock (China time) and the browser’s', async () => {
    let browser = Date.UTC(2025, 0, 15, 20, 0, 0); // 04:00:00 on the 16th in China
    const offsets: number[] = [];
    startServerClockSync({
      fetchServerTime: async () => {
        browser += 200; // a 200 ms round trip
        return '20250116040500'; // the server is five minutes ahead of this browser
      },
      onSynced: (ms) => offsets.push(ms),
      onFailed: () => expect.fail('no failure expected'),
      now: () => browser,
      ...timers(),
    });
    await flush();
    // server 04:05:00 (+0.5 s for the cut-off part), read at the middle of the round trip
    expect(offsets).toEqual([5 * 60_000 + 500 - 100]);
  });

  it('retries every 30 s while the call fails or answers no time, then stops', async () => {
    const t = timers();
    const answers: Array<() => Promise<unknown>> = [() => Promise.reject(new Error('503')), async () => 'oops', async () => '20250116040500'];
    let failures = 0;
    const offsets: number[] = [];
    startServerClockSync({ fetchServerTime: () => answers.shift()!(), onSynced: (ms) => offsets.push(ms), onFailed: () => failures++, now: () => Date.UTC(2025, 0, 15, 20, 5), ...t });
    await flush();
    expect([failures, t.queue.length, t.queue[0].ms]).toEqual([1, 1, SERVER_TIME_RETRY_MS]);
    t.queue.shift()!.run();
    await flush();
    expect([failures, t.queue.length, t.queue[0].ms]).toEqual([2, 1, SERVER_TIME_RETRY_MS]);
    t.queue.shift()!.run();
    await flush();
    expect([failures, t.queue.length, offsets]).toEqual([2, 0, [500]]);
  });

  it('ignores an answer that comes after it was stopped', async () => {
    let answer!: (v: unknown) => void;
    const offsets: number[] = [];
    const stop = startServerClockSync({ fetchServerTime: () => new Promise((r) => (answer = r)), onSynced: (ms) => offsets.push(ms), onFailed: () => {}, ...timers() });
    stop();
    answer('20250116040500');
    await flush();
    expect(offsets).toEqual([]);
  });
});
