/** The top-bar clock ticks on each minute boundary (accounts spec §2.6, §9: refresh 60 s). */

export const MINUTE_MS = 60_000;

/** Milliseconds from `now` to the start of the next minute (never 0, so a tick always advances). */
export function msToNextMinute(now: number): number {
  return MINUTE_MS - (now % MINUTE_MS);
}

/**
 * Calls `onTick` at the next minute boundary, then every 60 s. Returns the stop function.
 * The first wait realigns a clock opened mid-minute; setInterval keeps it cheap afterwards.
 */
export function startMinuteTicker(onTick: () => void, now: () => number = Date.now): () => void {
  let interval: ReturnType<typeof setInterval> | undefined;
  const timeout = setTimeout(() => {
    onTick();
    interval = setInterval(onTick, MINUTE_MS);
  }, msToNextMinute(now()));
  return () => {
    clearTimeout(timeout);
    if (interval !== undefined) clearInterval(interval);
  };
}
