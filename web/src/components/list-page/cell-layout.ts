import { isValidElement } from 'react';

/**
 * How list cells read on any screen (pure rules, unit-tested): what an empty value shows, and which
 * columns a phone keeps (below 992 px, spec §9).
 */

/** What an empty cell shows, in lists and in read-only details. */
export const EMPTY_CELL = '-';

/** Nothing to show: absent, null, or text of spaces only. */
export const isBlankCell = (v: unknown): boolean => v === undefined || v === null || (typeof v === 'string' && v.trim() === '') || (Array.isArray(v) && v.length === 0);

/** A cell's content, or the dash when it holds nothing (a React element always counts as content). */
export function cellOrDash<T>(v: T): T | string {
  if (isValidElement(v)) return v;
  return isBlankCell(v) ? EMPTY_CELL : v;
}

interface ColumnLike {
  /** Declared: shown below 992 px. */
  mobile?: boolean;
  dataIndex?: unknown;
  key?: unknown;
}

const isStatusColumn = (c: ColumnLike) => /status/i.test(String(c.dataIndex ?? c.key ?? ''));

/**
 * The columns a phone shows: those declared `mobile: true`; when a list declares none, its first two
 * columns and its status column (the name of a row and where it stands), less any declared
 * `mobile: false`. Order of declaration is kept.
 */
export function mobileColumns<C extends ColumnLike>(columns: readonly C[]): C[] {
  if (columns.some((c) => c.mobile === true)) return columns.filter((c) => c.mobile === true);
  return columns.filter((c, i) => c.mobile !== false && (i < 2 || isStatusColumn(c)));
}
