import { describe, expect, it } from 'vitest';
import { csvField, csvHeader, csvLines } from './csv.ts';
import type { OpenColumn } from '@ccer/contracts';

describe('open-data CSV', () => {
  it('quotes commas, quotes and line breaks', () => {
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('line\nbreak')).toBe('"line\nbreak"');
    expect(csvField(null)).toBe('');
    expect(csvField(12)).toBe('12');
  });

  it('defuses a formula in text but keeps negative numbers', () => {
    expect(csvField('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvField(-5)).toBe('-5');
  });

  it('writes times in China time and the header in the language asked', () => {
    const columns: OpenColumn[] = [
      { key: 'id', kind: 'id', zh: '编号', en: 'Id' },
      { key: 'at', kind: 'time', zh: '时间', en: 'Time' },
      { key: 'q', kind: 'number', zh: '数量', en: 'Quantity' },
    ];
    expect(csvHeader(columns, 'zh')).toBe('编号,时间,数量\r\n');
    expect(csvHeader(columns, 'en')).toBe('Id,Time,Quantity\r\n');
    expect(csvLines(columns, [{ id: '1', at: '2025-01-31T16:30:00.000Z', q: 100 }])).toBe('1,2025-02-01 00:30:00,100\r\n');
  });
});
