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

describe('download error messages (spec §8)', () => {
  it('decodes the body and shows msg, title or error, else the status text', async () => {
    const { downloadErrorMessage } = await import('./download.ts');
    expect(downloadErrorMessage('{"flag":0,"msg":"文件不存在或无权下载"}', 'Not Found')).toBe('文件不存在或无权下载');
    expect(downloadErrorMessage('{"title":"Bad"}', 'x')).toBe('Bad');
    expect(downloadErrorMessage('{"error":"Forbidden"}', 'x')).toBe('Forbidden');
    expect(downloadErrorMessage('<html>', 'Bad Gateway')).toBe('Bad Gateway');
  });
});
