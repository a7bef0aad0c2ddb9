import type { FastifyInstance, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import { AppError, badRequest } from '../../errors.ts';
import { invalidTextFields } from '../../plugins/input-hygiene.ts';

/** One upload as read from a multipart body: the text fields asked for and the `file` part, whole. */
export interface UploadForm<F extends string> {
  fields: Partial<Record<F, string>>;
  file?: { fileName: string; data: Buffer };
}

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
 * Reads an upload: the `file` part (other file parts are drained) and the named text fields, trimmed.
 * A request that is not multipart (a JSON body, no body at all) or a broken body answers 400 naming `file`;
 * a file past the scope's limit answers `tooLarge(fields read so far)` (which may look the type up). Never a 500
 * for what the client sent.
 */
export async function readUpload<F extends string>(
  request: FastifyRequest,
  fieldNames: readonly F[],
  tooLarge: (fields: Partial<Record<F, string>>) => AppError | Promise<AppError>,
): Promise<UploadForm<F>> {
  if (!request.isMultipart()) throw refused('attachmentFileRequired');
  const form: UploadForm<F> = { fields: {} };
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const data = await part.toBuffer();
        if (part.fieldname === FILE_FIELD) form.file = { fileName: part.filename || '', data };
      } else if ((fieldNames as readonly string[]).includes(part.fieldname)) {
        const value = String(part.value ?? '').trim();
        if (value) form.fields[part.fieldname as F] = value;
      }
    }
  } catch (e) {
    const code = (e as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw await tooLarge(form.fields);
    if (code?.startsWith('FST_') || isMalformedBody(e)) throw refused('badRequest');
    throw e;
  }
  // the input-hygiene hook cannot see multipart text: the same rule for its fields and the file's name
  const found = invalidTextFields(form.fields);
  if (form.file) invalidTextFields(form.file.fileName, [FILE_FIELD], found);
  if (found.length > 0) throw badRequest(found);
  return form;
}

/** busboy's own complaints about a body that is not well-formed multipart (no boundary, cut short). */
function isMalformedBody(e: unknown): boolean {
  const message = e instanceof Error ? e.message : '';
  return /boundary|Unexpected end of (form|multipart)|Malformed/i.test(message);
}
