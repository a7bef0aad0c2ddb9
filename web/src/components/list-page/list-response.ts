import type { ListResult } from './types';

/**
 * Reads a list response (spec 000 §2.9): `dataInfo` (array) plus total, or `data` plus total.
 * A response that is not status 200, carries flag 0, or has no array of rows is an empty list.
 */
export function readListResponse<Row>(body: unknown): ListResult<Row> {
  const empty: ListResult<Row> = { rows: [], total: 0 };
  if (!body || typeof body !== 'object') return empty;
  const b = body as { status?: unknown; flag?: unknown; dataInfo?: unknown; data?: unknown; total?: unknown };
  if (b.status !== undefined && Number(b.status) !== 200) return empty;
  if (b.flag !== undefined && Number(b.flag) !== 1) return empty;
  const rows = Array.isArray(b.dataInfo) ? b.dataInfo : Array.isArray(b.data) ? b.data : undefined;
  if (!rows) return empty;
  const total = Number(b.total);
  return { rows: rows as Row[], total: Number.isFinite(total) && total >= 0 ? total : rows.length };
}

/** The 1-based row number shown in the first column, continuing across pages. */
export const rowNumber = (index: number, pageNumber: number, pageSize: number): number => (pageNumber - 1) * pageSize + index + 1;
