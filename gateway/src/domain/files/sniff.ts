import { fileTypeFromBuffer } from 'file-type';
import type { AttachmentExtension } from '@ccer/contracts';

/**
 * What a file really is, from its bytes (file-type), in the terms of the attachment extensions:
 * pdf, jpg, png, docx (an Office Open XML zip with word/), doc (an OLE2 compound file holding a
 * WordDocument stream). Anything else is undefined: the name's extension is never trusted.
 */
export async function sniffExtension(data: Buffer): Promise<AttachmentExtension | undefined> {
  const found = await fileTypeFromBuffer(data);
  switch (found?.ext) {
    case 'pdf':
    case 'png':
    case 'jpg':
    case 'docx':
      return found.ext;
    case 'cfb':
      // an OLE2 file may be a Word, Excel or other document; Word keeps its text in "WordDocument"
      return data.includes(WORD_DOCUMENT_STREAM) ? 'doc' : undefined;
    default:
      return undefined;
  }
}

/** The directory entry name of a Word 97-2003 document's main stream (UTF-16LE). */
const WORD_DOCUMENT_STREAM = Buffer.from('WordDocument', 'utf16le');
