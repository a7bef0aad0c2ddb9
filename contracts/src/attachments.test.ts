import { describe, expect, it } from 'vitest';
import { acceptOf, attachmentEntrySchema, attachmentTypeOf, attachmentTypes, extensionCodes, extensionOf, limitBytesOf, tooLargeToken, BYTES_PER_MB } from './attachments.ts';
import { exportTargets } from './export.ts';
import { translate } from './messages.ts';

describe('attachment types', () => {
  it('holds exactly the certificate attachment types of spec §9, each with formats and a limit', () => {
    expect(attachmentTypes.map((t) => t.code)).toEqual(['B02', 'B05', 'C01', 'C15', 'A09', 'C17', 'U02', 'U03', 'U05', 'U06']);
    for (const t of attachmentTypes) {
      expect(t.extensions.length).toBeGreaterThan(0);
      for (const e of t.extensions) expect(Object.values(extensionCodes)).toContain(e);
      expect(t.maxSize).toBeGreaterThan(0);
      expect(t.name.zh && t.name.en).toBeTruthy();
    }
    expect(limitBytesOf(attachmentTypeOf('C01')!)).toBe(10 * BYTES_PER_MB);
    expect(limitBytesOf({ maxSize: 100, unit: 'KB' })).toBe(100 * 1024);
  });

  it('maps the extension codes of spec §6', () => {
    expect(extensionCodes).toEqual({ '001': 'pdf', '002': 'doc', '003': 'docx', '004': 'jpg', '005': 'png' });
  });

  it('reads extensions case-insensitively, jpeg as jpg, and builds accept lists', () => {
    expect(extensionOf('扫描件.JPEG')).toBe('jpg');
    expect(extensionOf('a.b.PDF')).toBe('pdf');
    expect(extensionOf('noext')).toBe('');
    expect(acceptOf(attachmentTypeOf('B02')!)).toBe('.pdf,.jpg,.jpeg,.png');
  });

  it('validates attachment entries {typeno, path}', () => {
    expect(attachmentEntrySchema.safeParse({ typeno: 'C01', path: 'C01/2026/11/x.pdf' }).success).toBe(true);
    const bad = attachmentEntrySchema.safeParse({ typeno: 'X01', path: '' });
    expect(bad.success).toBe(false);
    const messages = bad.error!.issues.map((i) => translate(i.message));
    expect(messages).toContain('附件类型不正确');
    expect(messages).toContain('不能为空！');
  });

  it('has messages in both languages with the limit filled in', () => {
    expect(translate('attachmentTooLarge:10')).toBe('文件大小不能超过10MB');
    expect(translate('attachmentTooLarge:10', 'en')).toBe('The file must not be larger than 10 MB');
    expect(translate(tooLargeToken({ maxSize: 300, unit: 'KB' }))).toBe('文件大小不能超过300KB');
    expect(translate(tooLargeToken({ maxSize: 300, unit: 'KB' }), 'en')).toBe('The file must not be larger than 300 KB');
  });

  it('declares export targets as list routes', () => {
    for (const t of Object.values(exportTargets)) expect(t.url).toMatch(/^\/api\/.+/);
  });
});
