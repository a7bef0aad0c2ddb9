/** Runs `task` for i = 0 … n-1 with `concurrency` calls in flight at once; returns the seconds it took. */
export async function inFlight(n: number, concurrency: number, task: (i: number) => Promise<unknown>): Promise<number> {
  let next = 0;
  const started = performance.now();
  await Promise.all(Array.from({ length: concurrency }, async () => {
    while (next < n) await task(next++);
  }));
  return (performance.now() - started) / 1000;
}
