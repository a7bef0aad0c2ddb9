import type { FastifyBaseLogger } from 'fastify';

/**
 * Runs a batch again and again while it finds work, up to `fanout` runs at once (a command committed during one
 * is not held until it ends); a kick beyond that coalesces into the runs in flight (they go round once more).
 * `kick` resolves once every run in flight at the call has finished, so what was due at the call has been handled.
 * After `stop` the runs end with their current batch and a kick starts none.
 */
export class DispatchLoop {
  private readonly running = new Set<Promise<void>>();
  private again = false;
  private stopped = false;

  constructor(
    /** Handles some due work; returns how much (0: nothing left now). */
    private readonly batch: () => Promise<number>,
    private readonly fanout: number,
    private readonly log: FastifyBaseLogger,
    /** What the log says when a batch throws. */
    private readonly failure: string,
  ) {}

  kick(): Promise<void> {
    if (this.stopped) return this.settled();
    if (this.running.size >= this.fanout) {
      this.again = true;
      return this.settled();
    }
    const run: Promise<void> = (async () => {
      do {
        this.again = false;
        try {
          while (!this.stopped && (await this.batch()) > 0);
        } catch (e) {
          this.log.warn({ err: e }, this.failure);
        }
      } while (this.again && !this.stopped);
    })().finally(() => {
      this.running.delete(run);
    });
    this.running.add(run);
    return this.settled();
  }

  /** No run goes round again; resolves once those in flight have ended. */
  stop(): Promise<void> {
    this.stopped = true;
    return this.settled();
  }

  /** Resolves once the runs in flight now have finished. */
  settled(): Promise<void> {
    return Promise.all([...this.running]).then(() => undefined);
  }
}
