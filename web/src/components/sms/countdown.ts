/** Seconds left before another SMS code may be asked for; 0 when the button is free again. Pure, unit-tested. */
export function secondsLeft(until: number | undefined, now: number): number {
  if (!until) return 0;
  return Math.max(0, Math.ceil((until - now) / 1000));
}

/** The wait a refused send names ("请45秒后再试", "try again in 45 seconds"), so the countdown follows the server. */
export function waitFromMessage(message: string): number | undefined {
  const m = /(\d+)\s*(秒|seconds?)/.exec(message);
  return m ? Number(m[1]) : undefined;
}
