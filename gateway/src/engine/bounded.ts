/**
 * Maps `items` through `fn` with at most `limit` calls in flight, results in input order.
 * Engine calls that have no batch form (a job's due date, a task's update, a resource's content)
 * run this way: a handful at once instead of one after another, without flooding the engine's
 * request threads or its connection pool.
 */
export async function mapBounded<T, R>(items: readonly T[], limit: number, fn: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await fn(items[i], i);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, lane));
  return results;
}

/** How many engine calls of one request run at once when they cannot be batched. */
export const ENGINE_FANOUT = 4;
