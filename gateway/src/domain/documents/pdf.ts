import fs from 'node:fs';
import PDFDocument from 'pdfkit';

/**
 * PDF documents of the registry (transfer notices, holding statements, certificates): A4, Chinese text in Noto Sans
 * CJK. The font is the system's (Debian fonts-noto-cjk, which `npm start` and `npm test` install where they can) or
 * the file PDF_CJK_FONT names; without one a document cannot show Chinese, so making one fails with a clear message.
 */
const CANDIDATES: Array<{ file: string; family?: string }> = [
  { file: '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc', family: 'NotoSansCJKsc-Regular' },
  { file: '/usr/share/fonts/noto-cjk/NotoSansCJK-Regular.ttc', family: 'NotoSansCJKsc-Regular' },
  { file: '/usr/share/fonts/google-noto-cjk/NotoSansCJK-Regular.ttc', family: 'NotoSansCJKsc-Regular' },
];

export class PdfFontMissingError extends Error {
  constructor() {
    super('no Chinese font for PDF documents: install fonts-noto-cjk or set PDF_CJK_FONT to a .ttf/.otf/.ttc file');
  }
}

function cjkFont(): { file: string; family?: string } {
  const configured = process.env.PDF_CJK_FONT;
  if (configured) {
    if (!fs.existsSync(configured)) throw new PdfFontMissingError();
    return { file: configured, family: process.env.PDF_CJK_FONT_FAMILY };
  }
  const found = CANDIDATES.find((c) => fs.existsSync(c.file));
  if (!found) throw new PdfFontMissingError();
  return found;
}

/** Builds a PDF: `draw` writes on an A4 document whose default font reads Chinese; resolves to the file's bytes. */
export function renderPdf(info: { title: string }, draw: (doc: PDFKit.PDFDocument) => void): Promise<Buffer> {
  const font = cjkFont();
  const doc = new PDFDocument({ size: 'A4', margin: 56, info: { Title: info.title, Creator: 'CCER registry' } });
  doc.registerFont('cjk', font.file, font.family);
  doc.font('cjk');
  const chunks: Buffer[] = [];
  return new Promise((resolve, reject) => {
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    try {
      draw(doc);
      doc.end();
    } catch (e) {
      reject(e);
    }
  });
}
