import type { EventEmitter } from 'node:events';
import type { Interceptor } from 'camunda-external-task-client-js';

/**
 * Knows whether a fetch-and-lock (a long poll) is open, so stop() can wait for the tasks it may
 * still bring instead of leaving them locked by a worker that is gone. The client offers no hook
 * for this: an interceptor sees the request start (only fetch-and-lock sends `topics`), and
 * the client's poll:success / poll:error events say it ended.
 */
export class FetchTracker {
  private open: { promise: Promise<void>; resolve: () => void } | undefined;

  readonly interceptor: Interceptor = (config) => {
    if (config.json && typeof config.json === 'object' && 'topics' in config.json && !this.open) {
      let resolve!: () => void;
      const promise = new Promise<void>((r) => (resolve = r));
      this.open = { promise, resolve };
    }
    return config;
  };

  listen(client: EventEmitter): void {
    const end = () => {
      this.open?.resolve();
      this.open = undefined;
    };
    client.on('poll:success', end);
    client.on('poll:error', end);
  }

  /** Resolves when no fetch is open, or after maxMs (the engine answers a long poll within its timeout). */
  async settled(maxMs: number): Promise<void> {
    if (!this.open) return;
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([this.open.promise, new Promise<void>((r) => (timer = setTimeout(r, maxMs)))]);
    clearTimeout(timer);
  }
}
