import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Knex } from 'knex';
import {
  documentTemplateKind,
  documentTypeSavedSchema,
  electronicPaths,
  functionCodes,
  ok,
  typeNoParams,
  limitBytesOf,
  DOC_TEMPLATE_BUSINESS,
  templateUploadFields,
} from '@ccer/contracts';
import { AppError, badRequest, notFound } from '../../../errors.ts';
import { writeOperationLog } from '../../../audit-log.ts';
import type { FileStore } from '../../../domain/files/file-store.ts';
import { checkFile, storeAttachment, tooLarge } from '../../../domain/files/attachments.ts';
import { acceptUploads, readUpload } from '../../../domain/files/multipart.ts';
import { linkAttachmentsTo } from '../../../domain/files/owners.ts';
import { sendDownload } from '../../../domain/files/download.ts';

/** Operation-log business type of document types and their templates. */
export const DOC_TYPE_BUSINESS = 'electronic-doc-type';

/** Deletes a template's attachment row (in the caller's transaction); its store key, for the bytes to go after commit. */
export async function dropTemplate(trx: Knex.Transaction, templateId: string | null): Promise<string | undefined> {
  if (!templateId) return undefined;
  const [row] = await trx('attachment').where({ id: templateId }).delete().returning('store_key');
  return row?.store_key as string | undefined;
}

/**
 * A document type's template (模板): uploaded by the registry (function 068) through the file module, as an
 * attachment of business 'docTemplate' keyed by the type code (readable by everyone: domain/files/owners.ts);
 * a new upload replaces the old one. Downloaded by anyone, signed in or not, from the forms and public pages.
 */
export const templateRoutes: FastifyPluginAsyncZod<{ store: FileStore }> = async (app, { store }) => {
  const db = app.db;
  const access = { func: [functionCodes.electronicManage] };
  const tags = ['electronic'];
  await acceptUploads(app, limitBytesOf(documentTemplateKind));

  app.post(electronicPaths.templateUpload, {
    config: { access },
    schema: { tags, summary: 'Upload (or replace) a document type’s template (multipart: typeNo, file; pdf/doc/docx, content checked)', response: { 200: ok(documentTypeSavedSchema) } },
    handler: async (request) => {
      const { fields, file } = await readUpload(request, templateUploadFields, () => tooLarge(documentTemplateKind, documentTemplateKind.maxSize));
      const { typeNo } = fields;
      if (!(await db('electronic_doc_type').where({ type_no: typeNo }).first('type_no'))) throw badRequest([{ field: 'typeNo', message: 'documentTypeNotFound' }]);
      if (!file || !file.fileName) throw badRequest([{ field: 'file', message: 'attachmentFileRequired' }]);
      const ext = await checkFile(documentTemplateKind, file.fileName, file.data);

      let newKey: string | undefined;
      let oldKey: string | undefined;
      let version = 0;
      try {
        await db.transaction(async (trx) => {
          const current = await trx('electronic_doc_type').where({ type_no: typeNo }).forUpdate().first();
          if (!current) throw badRequest([{ field: 'typeNo', message: 'documentTypeNotFound' }]);
          const saved = await storeAttachment(trx, store, { typeNo, ext, fileName: file.fileName, data: file.data, businessCode: typeNo, uploadedBy: request.operator!.operatorId, ip: request.ip });
          newKey = saved.path;
          await linkAttachmentsTo(trx, DOC_TEMPLATE_BUSINESS, typeNo, [saved.path]);
          version = current.version + 1;
          await trx('electronic_doc_type').where({ type_no: typeNo }).update({ template_id: saved.fileId, updated_at: trx.fn.now(), updated_by: request.operator!.operatorId, version });
          oldKey = await dropTemplate(trx, current.template_id);
          await writeOperationLog(trx, request, { abstract: 'electronic-type.template', businessType: DOC_TYPE_BUSINESS, businessKey: typeNo, after: { fileName: file.fileName, size: file.data.length, path: saved.path } });
        });
      } catch (e) {
        // the row went with the transaction; the bytes go too
        if (newKey) await store.delete(newKey).catch(() => undefined);
        throw e;
      }
      if (oldKey) await store.delete(oldKey).catch(() => undefined);
      return { flag: 1 as const, dataInfo: { typeNo, version } };
    },
  });

  app.delete(`${electronicPaths.templateUpload}/:typeNo`, {
    config: { access },
    schema: { tags, summary: 'Remove a document type’s template', params: typeNoParams, response: { 200: ok(documentTypeSavedSchema) } },
    handler: async (request) => {
      const { typeNo } = request.params;
      const { key, version } = await db.transaction(async (trx) => {
        const current = await trx('electronic_doc_type').where({ type_no: typeNo }).forUpdate().first();
        if (!current) throw notFound('documentTypeNotFound');
        if (!current.template_id) throw notFound('documentTemplateNotFound');
        const next = current.version + 1;
        await trx('electronic_doc_type').where({ type_no: typeNo }).update({ template_id: null, updated_at: trx.fn.now(), updated_by: request.operator!.operatorId, version: next });
        const dropped = await dropTemplate(trx, current.template_id);
        await writeOperationLog(trx, request, { abstract: 'electronic-type.template-remove', businessType: DOC_TYPE_BUSINESS, businessKey: typeNo, before: { templateId: current.template_id } });
        return { key: dropped, version: next };
      });
      if (key) await store.delete(key).catch(() => undefined);
      return { flag: 1 as const, dataInfo: { typeNo, version } };
    },
  });

  app.get(`${electronicPaths.template}/:typeNo`, {
    config: { access: 'public' },
    schema: { tags, summary: 'Download a document type’s template (anyone: the forms and the public pages offer it)', params: typeNoParams },
    handler: async (request, reply) => {
      const row = await db('electronic_doc_type as t')
        .join('attachment as a', 'a.id', 't.template_id')
        .where('t.type_no', request.params.typeNo)
        .first<{ original_name: string; mime: string; store_key: string } | undefined>('a.original_name', 'a.mime', 'a.store_key');
      const data = row && (await store.get(row.store_key));
      if (!row || !data) throw new AppError(404, 'NOT_FOUND', 'documentTemplateNotFound');
      return sendDownload(reply, { name: row.original_name, contentType: row.mime, body: data });
    },
  });
};
