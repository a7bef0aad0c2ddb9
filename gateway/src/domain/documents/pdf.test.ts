import { describe, expect, it } from 'vitest';
import { renderPdf } from './pdf.ts';

describe('registry PDF documents', () => {
  it('writes a PDF whose text is in a Chinese font (embedded, subset)', async () => {
    const bytes = await renderPdf({ title: '持有量证明' }, (doc) => {
      doc.fontSize(18).text('国家核证自愿减排量持有量证明');
      doc.fontSize(10).text('CCER-2026000001-2024-1-1-100');
    });
    const text = bytes.toString('latin1');
    expect(text.startsWith('%PDF-')).toBe(true);
    // the font is embedded (a subset named after Noto Sans CJK)
    expect(text).toMatch(/\/FontFile[23]?/);
    expect(text).toMatch(/NotoSansCJK/);
    expect(bytes.length).toBeGreaterThan(2000);
  });
});
