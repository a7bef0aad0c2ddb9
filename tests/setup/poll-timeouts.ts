/**
 * A failed `expect.poll` is a wait that ran out: its error says so in the words of a Playwright timeout
 * ("Timeout 15000ms exceeded"), so that the browser tag's retry (vitest.config.ts) treats it as one. Most browser steps
 * click and then poll for what the click brings; a click lost on a busy machine ends in such a poll, which before failed
 * at once while the same lost click met by a Playwright wait ran again. Loaded before every system test file.
 */
import { expect } from 'vitest';

/** vitest's own default, as no test here sets `expect.poll` in the configuration */
const DEFAULT_POLL_TIMEOUT = 1000;
const wrapped = Symbol.for('ccer.pollTimeouts');

const isThenable = (v: unknown): v is PromiseLike<unknown> => typeof (v as PromiseLike<unknown> | null)?.then === 'function';

/** The poll's chain with every assertion's failure renamed; `.not`, `.resolves` and the like are chains too. */
function namingTimeouts<T extends object>(chain: T, timeout: number): T {
  return new Proxy(chain, {
    get(target, key, receiver) {
      const value = Reflect.get(target, key, receiver);
      if (typeof value === 'object' && value !== null) return namingTimeouts(value, timeout);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        const result = Reflect.apply(value, target, args) as unknown;
        // the assertion answers a thenable of vitest's own (it notes whether it was awaited), not a Promise
        if (!isThenable(result)) return result;
        return result.then(undefined, (e: unknown) => {
          if (e instanceof Error) e.message = `expect.poll: Timeout ${timeout}ms exceeded: ${e.message}`;
          throw e;
        });
      };
    },
  });
}

const poll = expect.poll as typeof expect.poll & { [wrapped]?: true };
if (!poll[wrapped]) {
  const renamed = ((fn: Parameters<typeof expect.poll>[0], options?: Parameters<typeof expect.poll>[1]) => {
    const timeout = options?.timeout ?? DEFAULT_POLL_TIMEOUT;
    return namingTimeouts(poll(fn, options), timeout);
  }) as typeof expect.poll & { [wrapped]?: true };
  renamed[wrapped] = true;
  expect.poll = renamed;
}
