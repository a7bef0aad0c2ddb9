import type { FastifyInstance, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import type { z } from 'zod';
import { AppError, badRequest, fieldErrorsOf } from '../../errors.ts';
import { invalidTextFields } from '../../plugins/input-hygiene.ts';

/** One upload as read from a multipart body: the text fields as their schema reads them, and the `file` part, whole. */
export interface UploadForm<T> {
  fields: T;
  file?: { fileName: string; data: Buffer };
}
/** The text fields as sent, before their schema reads them (what a refusal of size may look at). */
type SentFields = Partial<Record<string, string>>;

/** The multipart field every upload carries its file in. */
export const FILE_FIELD = 'file';

const refused = (message: string) => new AppError(400, 'BAD_REQUEST', 'badRequest', [{ field: FILE_FIELD, message }]);

/**
 * Lets the routes of one plugin scope read uploads (multipart/form-data) of one file of at most `maxBytes`.
 * Every upload route registers it in its own scope and reads with readUpload: one parser, one set of answers.
 */
export async function acceptUploads(app: FastifyInstance, maxBytes: number): Promise<void> {
  await app.register(multipart, { limits: { fileSize: maxBytes, files: 1, fields: 8, fieldSize: 1024, parts: 10 } });
}

/**
 * Reads an upload: the `file` part (other file parts are drained) and the text fields `fields` declares, trimmed and
 * read by that schema (of contracts/, as a JSON body's would be), a refusal naming each bad field.
 * A request that is not multipart (a JSON body, no body at all) or a broken body answers 400 naming `file`;
 * a file past the scope's limit answers `tooLarge(fields read so far)` (which may look the type up). Never a 500
 * for what the client sent.
 */
export async function readUpload<S extends z.ZodObject>(
  request: FastifyRequest,
  fields: S,
  tooLarge: (sent: SentFields) => AppError | Promise<AppError>,
): Promise<UploadForm<z.output<S>>> {
  if (!request.isMultipart()) throw refused('attachmentFileRequired');
  const fieldNames = Object.keys(fields.shape);
  const sent: SentFields = {};
  let file: UploadForm<unknown>['file'];
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const data = await part.toBuffer();
        if (part.fieldname === FILE_FIELD) file = { fileName: part.filename || '', data };
      } else if (fieldNames.includes(part.fieldname)) {
        const value = String(part.value ?? '').trim();
        if (value) sent[part.fieldname] = value;
      }
    }
  } catch (e) {
    const code = (e as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw await tooLarge(sent);
    if (code?.startsWith('FST_') || isMalformedBody(e)) throw refused('badRequest');
    throw e;
  }
  // the input-hygiene hook cannot see multipart text: the same rule for its fields and the file's name
  const found = invalidTextFields(sent);
  if (file) invalidTextFields(file.fileName, [FILE_FIELD], found);
  if (found.length > 0) throw badRequest(found);
  const parsed = fields.safeParse(sent);
  if (!parsed.success) throw badRequest(fieldErrorsOf(parsed.error));
  return { fields: parsed.data, file };
}

/** busboy's own complaints about a body that is not well-formed multipart (no boundary, cut short). */
function isMalformedBody(e: unknown): boolean {
  const message = e instanceof Error ? e.message : '';
  return /boundary|Unexpected end of (form|multipart)|Malformed/i.test(message);
}
