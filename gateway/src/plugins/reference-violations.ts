import { AppError } from '../errors.ts';

/**
 * A foreign key decides what a route did not check: a body naming a row that does not exist (an unknown file id on a
 * banner) fails its insert with PostgreSQL's foreign-key violation (23503), and a delete of a row still referenced
 * fails the same way. Both are the caller's to mend, not a server failure: 400 所引用的数据不存在 and 409 数据仍在使用中.
 */
export function referenceViolationError(error: unknown): AppError | undefined {
  if (typeof error !== 'object' || error === null || (error as { code?: unknown }).code !== '23503') return undefined;
  const detail = String((error as { detail?: unknown }).detail ?? '');
  // "Key (…)=(…) is still referenced from table …": the row is in use; "… is not present in table …": it is missing
  if (/still referenced/.test(detail)) return new AppError(409, 'CONFLICT', 'referenceInUse');
  return new AppError(400, 'BAD_REQUEST', 'referenceNotFound');
}
