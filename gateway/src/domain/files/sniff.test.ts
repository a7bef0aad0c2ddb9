import { describe, expect, it } from 'vitest';
import { sniffExtension } from './sniff.ts';
import { attachmentTypeOf, type AttachmentType } from '@ccer/contracts';
import { checkFile } from './attachments.ts';
import { sampleCfb, sampleDocx, sampleExe, sampleJpg, samplePdf, samplePng, zip } from '../../../../tests/fixtures/files.ts';
import { AppError } from '../../errors.ts';

describe('content sniffing', () => {
  it('recognises the five attachment formats from their bytes', async () => {
    expect(await sniffExtension(samplePdf())).toBe('pdf');
    expect(await sniffExtension(samplePng())).toBe('png');
    expect(await sniffExtension(sampleJpg())).toBe('jpg');
    expect(await sniffExtension(sampleDocx())).toBe('docx');
    expect(await sniffExtension(sampleCfb())).toBe('doc');
  });

  it('refuses what is not one of them', async () => {
    expect(await sniffExtension(sampleExe())).toBeUndefined();
    expect(await sniffExtension(Buffer.from('just text'))).toBeUndefined();
    // an OLE2 file without a Word stream (an old Excel workbook) is not a .doc
    expect(await sniffExtension(sampleCfb('Workbook'))).toBeUndefined();
    // a plain zip is not a .docx
    expect(await sniffExtension(zip({ 'a.txt': 'hello' }))).toBeUndefined();
  });
});

describe('upload checks', () => {
  const fieldOf = async (p: Promise<unknown>) => {
    const e = await p.then(() => undefined, (x: unknown) => x);
    expect(e).toBeInstanceOf(AppError);
    return (e as AppError).fields?.[0];
  };

  // the seed's types (the registry's table starts with them; the type lookup itself is an integration test)
  const type = (code: string) => attachmentTypeOf(code)!;

  it('accepts a real file of an allowed extension', async () => {
    await expect(checkFile(type('C15'), '授权书.docx', sampleDocx())).resolves.toBe('docx');
    await expect(checkFile(type('C15'), '授权书.DOC', sampleCfb())).resolves.toBe('doc');
    await expect(checkFile(type('B02'), 'id.JPEG', sampleJpg())).resolves.toBe('jpg');
  });

  it('names the field of each refusal', async () => {
    expect(await fieldOf(checkFile(type('B02'), 'a.docx', sampleDocx()))).toEqual({ field: 'file', message: 'attachmentExtension:pdf、jpg、png' });
    expect(await fieldOf(checkFile(type('B02'), 'a.exe', sampleExe()))).toMatchObject({ field: 'file' });
    expect(await fieldOf(checkFile(type('B02'), 'a.pdf', samplePng()))).toEqual({ field: 'file', message: 'attachmentContentMismatch:pdf' });
    expect(await fieldOf(checkFile(type('B02'), 'a.png', Buffer.alloc(0)))).toEqual({ field: 'file', message: 'attachmentEmpty' });
    const big = Buffer.concat([samplePdf(), Buffer.alloc(5 * 1024 * 1024)]);
    expect(await fieldOf(checkFile(type('B02'), 'a.pdf', big))).toEqual({ field: 'file', message: 'attachmentTooLarge:5' });
  });

  it('measures a limit in the unit of the type, KB or MB', async () => {
    const small: AttachmentType = { ...type('B02'), maxSize: 2, unit: 'KB' };
    const pdf = Buffer.concat([samplePdf(), Buffer.alloc(2048)]);
    expect(await fieldOf(checkFile(small, 'a.pdf', pdf))).toEqual({ field: 'file', message: 'attachmentTooLargeKb:2' });
    await expect(checkFile({ ...small, maxSize: 3 }, 'a.pdf', pdf)).resolves.toBe('pdf');
  });
});
