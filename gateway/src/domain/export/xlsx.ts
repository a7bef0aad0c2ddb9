import ExcelJS from 'exceljs';
import type { ExportHead } from '@ccer/contracts';

/** A row property by name; `a.b` reads nested objects (list rows are plain JSON). */
export function fieldValue(row: unknown, field: string): unknown {
  let v: unknown = row;
  for (const part of field.split('.')) {
    if (v === null || typeof v !== 'object') return undefined;
    v = (v as Record<string, unknown>)[part];
  }
  return v;
}

/** One cell: numbers and booleans stay typed, lists are joined, objects become JSON text. */
export function cellValue(v: unknown): string | number | boolean | null {
  if (v === undefined || v === null) return null;
  if (typeof v === 'number' || typeof v === 'boolean' || typeof v === 'string') return v;
  if (Array.isArray(v)) return v.map((x) => (x !== null && typeof x === 'object' ? JSON.stringify(x) : String(x))).join(', ');
  return JSON.stringify(v);
}

/** Excel refuses sheet names over 31 characters and with []:*?/\ in them. */
export function safeSheetName(name: string): string {
  return name.replace(/[[\]:*?/\\]/g, ' ').slice(0, 31) || 'Sheet1';
}

/** An xlsx workbook of one sheet: a bold header row of the titles, then one row per record in `heads` order. */
export async function buildXlsx(sheetName: string, heads: readonly ExportHead[], rows: readonly unknown[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.created = new Date();
  const sheet = workbook.addWorksheet(safeSheetName(sheetName), { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = heads.map((h) => ({ header: h.title, key: h.field, width: Math.min(60, Math.max(12, h.title.length * 2 + 4)) }));
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) sheet.addRow(heads.map((h) => cellValue(fieldValue(row, h.field))));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
