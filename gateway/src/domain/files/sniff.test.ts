import { describe, expect, it } from 'vitest';
import { sniffExtension } from './sniff.ts';
import { checkUpload } from './attachments.ts';
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

  it('accepts a real file of an allowed extension', async () => {
    await expect(checkUpload('C15', '授权书.docx', sampleDocx())).resolves.toMatchObject({ ext: 'docx' });
    await expect(checkUpload('C15', '授权书.DOC', sampleCfb())).resolves.toMatchObject({ ext: 'doc' });
    await expect(checkUpload('B02', 'id.JPEG', sampleJpg())).resolves.toMatchObject({ ext: 'jpg' });
  });

  it('names the field of each refusal', async () => {
    expect(await fieldOf(checkUpload(undefined, 'a.pdf', samplePdf()))).toEqual({ field: 'typeNo', message: 'attachmentTypeRequired' });
    expect(await fieldOf(checkUpload('Z99', 'a.pdf', samplePdf()))).toEqual({ field: 'typeNo', message: 'attachmentTypeInvalid' });
    expect(await fieldOf(checkUpload('B02', 'a.docx', sampleDocx()))).toEqual({ field: 'file', message: 'attachmentExtension:pdf、jpg、png' });
    expect(await fieldOf(checkUpload('B02', 'a.exe', sampleExe()))).toMatchObject({ field: 'file' });
    expect(await fieldOf(checkUpload('B02', 'a.pdf', samplePng()))).toEqual({ field: 'file', message: 'attachmentContentMismatch:pdf' });
    expect(await fieldOf(checkUpload('B02', 'a.png', Buffer.alloc(0)))).toEqual({ field: 'file', message: 'attachmentEmpty' });
    const big = Buffer.concat([samplePdf(), Buffer.alloc(5 * 1024 * 1024)]);
    expect(await fieldOf(checkUpload('B02', 'a.pdf', big))).toEqual({ field: 'file', message: 'attachmentTooLarge:5' });
  });
});
