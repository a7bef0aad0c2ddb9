import type { OpenColumn, OpenRow } from '@ccer/contracts';
import { chinaTime } from '../server-time.ts';

/** The byte order mark: spreadsheet programs read the file as UTF-8 only with it. */
export const UTF8_BOM = '\uFEFF';

/** One CSV field (RFC 4180): quoted when it holds a comma, quote or line break; a formula's lead character defused. */
export function csvField(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  let s = String(value);
  // a cell starting with = + - @ would run as a formula in a spreadsheet (CSV injection); numbers stay numbers
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

/** A row's value as the CSV shows it: times in China time (yyyy-MM-dd HH:mm:ss), the rest as it is. */
function cell(column: OpenColumn, row: OpenRow): string | number | null {
  const v = row[column.key];
  if (column.kind === 'time') return typeof v === 'string' ? chinaTime(v) : null;
  return v ?? null;
}

export const csvHeader = (columns: readonly OpenColumn[], lang: 'zh' | 'en') => `${columns.map((c) => csvField(c[lang])).join(',')}\r\n`;

export const csvLines = (columns: readonly OpenColumn[], rows: readonly OpenRow[]) => rows.map((r) => `${columns.map((c) => csvField(cell(c, r))).join(',')}\r\n`).join('');
