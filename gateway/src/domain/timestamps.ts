/**
 * A database timestamp as the API sends it: ISO 8601 in UTC, which the web shows in China time (the registry's
 * time, web/src/time). One place for every route's rows.
 */
export const iso = (v: unknown): string | null => (v ? new Date(v as string | Date).toISOString() : null);

/** The same for a column that always holds a time (a row's creation time). */
export const isoNonNull = (v: unknown): string => new Date(v as string | Date).toISOString();

/** A date column as yyyy-MM-dd (the pool reads dates as text, plugins/db.ts; a Date by its own fields, not a UTC shift). */
export function day(v: Date | string): string;
export function day(v: unknown): string | null;
export function day(v: unknown): string | null {
  if (!v) return null;
  if (!(v instanceof Date)) return String(v).slice(0, 10);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${v.getFullYear()}-${p(v.getMonth() + 1)}-${p(v.getDate())}`;
}
