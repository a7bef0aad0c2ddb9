import type { Knex } from 'knex';

export type OnceResult<T> = { applied: true; result: T } | { applied: false };

/**
 * Runs fn at most once per external task. The engine may hand a task out again (we crashed between
 * commit and complete, or the lock expired while we ran); the operation_log row with the task's
 * external_task_id (unique) is the proof it was done. fn must write that row in its transaction.
 */
export async function onceForTask<T>(
  db: Knex,
  externalTaskId: string,
  fn: (trx: Knex.Transaction) => Promise<T>,
): Promise<OnceResult<T>> {
  try {
    return await db.transaction(async (trx): Promise<OnceResult<T>> => {
      // a second delivery running at the same time waits here, then sees the first one's row;
      // without it, it would see the business change already made and fail a business rule
      await trx.raw('select pg_advisory_xact_lock(hashtextextended(?, 0))', [`external-task:${externalTaskId}`]);
      if (await isLogged(trx, externalTaskId)) return { applied: false };
      const result = await fn(trx);
      if (!(await isLogged(trx, externalTaskId))) {
        throw new Error(`onceForTask: the work for external task ${externalTaskId} wrote no operation_log row with its external_task_id`);
      }
      return { applied: true, result };
    });
  } catch (error) {
    if (isExternalTaskIdConflict(error)) return { applied: false };
    throw error;
  }
}

async function isLogged(trx: Knex.Transaction, externalTaskId: string): Promise<boolean> {
  const row = await trx('operation_log').where({ external_task_id: externalTaskId }).first('log_id');
  return row !== undefined;
}

/** A concurrent run committed the same external_task_id first: the work is done. */
export function isExternalTaskIdConflict(error: unknown): boolean {
  const e = error as { code?: unknown; constraint?: unknown } | null;
  return e?.code === '23505' && typeof e.constraint === 'string' && e.constraint.includes('external_task_id');
}
