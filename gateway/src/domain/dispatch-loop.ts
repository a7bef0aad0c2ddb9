import type { FastifyBaseLogger } from 'fastify';

/**
 * Runs a batch again and again while it finds work, up to `fanout` runs at once (a command committed during one
 * is not held until it ends); a kick beyond that coalesces into the runs in flight (they go round once more).
 * `kick` resolves once every run in flight at the call has finished, so what was due at the call has been handled.
 */
export class DispatchLoop {
  private readonly running = new Set<Promise<void>>();
  private again = false;

  constructor(
    /** Handles some due work; returns how much (0: nothing left now). */
    private readonly batch: () => Promise<number>,
    private readonly fanout: number,
    private readonly log: FastifyBaseLogger,
    /** What the log says when a batch throws. */
    private readonly failure: string,
  ) {}

  kick(): Promise<void> {
    if (this.running.size >= this.fanout) {
      this.again = true;
      return this.settled();
    }
    const run: Promise<void> = (async () => {
      do {
        this.again = false;
        try {
          while ((await this.batch()) > 0);
        } catch (e) {
          this.log.warn({ err: e }, this.failure);
        }
      } while (this.again);
    })().finally(() => {
      this.running.delete(run);
    });
    this.running.add(run);
    return this.settled();
  }

  /** Resolves once the runs in flight now have finished. */
  settled(): Promise<void> {
    return Promise.all([...this.running]).then(() => undefined);
  }
}
