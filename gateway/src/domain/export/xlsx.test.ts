import { describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { buildXlsx, cellValue, fieldValue, safeSheetName } from './xlsx.ts';

describe('xlsx export', () => {
  it('reads nested fields and formats cells', () => {
    expect(fieldValue({ a: { b: 3 } }, 'a.b')).toBe(3);
    expect(fieldValue({ a: null }, 'a.b')).toBeUndefined();
    expect(cellValue(undefined)).toBeNull();
    expect(cellValue(['x', 1])).toBe('x, 1');
    expect(cellValue({ k: 1 })).toBe('{"k":1}');
    expect(safeSheetName('a/b:c'.padEnd(40, 'x'))).toHaveLength(31);
  });

  it('writes a bold header row and the rows in the heads order, readable by exceljs', async () => {
    const buf = await buildXlsx('项目申请', [{ title: '项目名称', field: 'projectName' }, { title: '状态', field: 'status' }], [
      { projectName: '风电', status: '01', other: 'x' },
      { projectName: '光伏', status: null },
    ]);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(buf as unknown as ArrayBuffer);
    const sheet = wb.getWorksheet('项目申请')!;
    expect(sheet.getRow(1).values).toEqual([undefined, '项目名称', '状态']);
    expect(sheet.getRow(1).font?.bold).toBe(true);
    expect(sheet.getRow(2).values).toEqual([undefined, '风电', '01']);
    expect(sheet.getRow(3).getCell(1).value).toBe('光伏');
    expect(sheet.rowCount).toBe(3);
  });
});
