import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { ok, uploadedAttachmentSchema, attachmentUploadFields, attachmentUrls, maxDocumentBytes, MAX_DOCUMENT_MB } from '@ccer/contracts';
import type { Config } from '../../config.ts';
import { AppError } from '../../errors.ts';
import { writeOperationLog } from '../../audit-log.ts';
import type { FileStore } from '../../domain/files/file-store.ts';
import { checkUpload, storeAttachment, tooLarge } from '../../domain/files/attachments.ts';
import { acceptUploads, readUpload } from '../../domain/files/multipart.ts';
import { asAttachmentType, findDocumentType, uploadTypeOrThrow } from '../../domain/files/document-types.ts';

/**
 * POST /api/file/upload (signed in) and POST /api/file/upload-public (registration pages, before an
 * account exists; limited per IP): multipart `file` + `typeNo` [+ `businessCode`]. The type is the registry's
 * electronic document type (its formats and limit, read per upload); the file is read whole (at most the
 * ceiling every type's limit stays under, MAX_DOCUMENT_MB), checked, then stored; on any error nothing is kept.
 */
export const uploadRoutes: FastifyPluginAsyncZod<{ config: Config; store: FileStore }> = async (app, { config, store }) => {
  // scoped to this plugin; every upload route reads through the one reader (domain/files/multipart.ts)
  await acceptUploads(app, maxDocumentBytes);
  const readForm = async (request: FastifyRequest) => {
    const { fields, file } = await readUpload(request, attachmentUploadFields, async (f) => {
      const row = f.typeNo && f.typeNo.length <= 8 ? await findDocumentType(app.db, f.typeNo) : undefined;
      return tooLarge(row ? asAttachmentType(row) : undefined, MAX_DOCUMENT_MB);
    });
    return { ...fields, file };
  };

  async function handle(request: FastifyRequest) {
    const form = await readForm(request);
    if (!form.file || !form.file.fileName) {
      // the type code is checked first when it is wrong too, so the user fixes one thing at a time
      if (form.typeNo) await uploadTypeOrThrow(app.db, form.typeNo);
      throw new AppError(400, 'BAD_REQUEST', 'badRequest', [{ field: 'file', message: 'attachmentFileRequired' }]);
    }
    const { type, ext } = await checkUpload(app.db, form.typeNo, form.file.fileName, form.file.data);
    const saved = await storeAttachment(app.db, store, {
      typeNo: type.code,
      ext,
      fileName: form.file.fileName,
      data: form.file.data,
      businessCode: form.businessCode,
      uploadedBy: request.operator?.operatorId ?? null,
      ip: request.ip,
    });
    await writeOperationLog(app.db, request, { abstract: 'file.upload', businessType: 'attachment', businessKey: saved.fileId, after: { typeNo: type.code, path: saved.path, size: saved.size } });
    return { flag: 1 as const, dataInfo: saved };
  }

  app.post(attachmentUrls.upload, {
    config: { access: 'signedIn' },
    schema: { tags: ['file'], summary: 'Upload an attachment (multipart: file, typeNo, businessCode?)', response: { 200: ok(uploadedAttachmentSchema) } },
    handler: handle,
  });

  app.post(attachmentUrls.uploadPublic, {
    config: { access: 'public', rateLimit: { max: config.UPLOAD_PUBLIC_RATE_PER_MINUTE, timeWindow: '1 minute' } },
    schema: { tags: ['file'], summary: 'Upload an attachment before sign-in (registration pages; limited per IP)', response: { 200: ok(uploadedAttachmentSchema) } },
    handler: handle,
  });
};
