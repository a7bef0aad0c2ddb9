import { describe, expect, it } from 'vitest';
import { fileNameOf } from './download.ts';

describe('Content-Disposition file names', () => {
  it('prefers the RFC 5987 form and decodes it', () => {
    expect(fileNameOf("attachment; filename*=UTF-8''%E6%93%8D%E4%BD%9C%E6%89%8B%E5%86%8C.pdf")).toBe('操作手册.pdf');
    expect(fileNameOf('attachment; filename="manual.pdf"')).toBe('manual.pdf');
    expect(fileNameOf('attachment; filename=manual.pdf')).toBe('manual.pdf');
    expect(fileNameOf(null)).toBeUndefined();
    expect(fileNameOf('inline')).toBeUndefined();
  });
});
