import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  businessCodeParams,
  electronicPaths,
  formDocumentSchema,
  linkedFileSchema,
  linkedFilesQuery,
  okList,
  type LinkedFile,
} from '@ccer/contracts';
import { businessDocumentSettings } from '../../../domain/files/document-rules.ts';
import { mayReadAttachment, type AttachmentRow } from '../../../domain/files/attachments.ts';

/**
 * What a form with documents reads (web components/attachments/BusinessDocuments.tsx): the documents of its business
 * function (public, as the template download: registration pages have no session yet), and the files already linked
 * to the row it edits (each one only when the operator may read it: the file module's one rule).
 */
export const formDocumentRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db;
  const tags = ['electronic'];

  app.get(`${electronicPaths.businessDocuments}/:businessCode`, {
    config: { access: 'public' },
    schema: { tags, summary: 'The documents a form of this business function shows: type, formats, size limit, number of files, required, template', params: businessCodeParams, response: { 200: okList(formDocumentSchema) } },
    handler: async (request) => {
      const dataInfo = await businessDocumentSettings(db, request.params.businessCode);
      return { flag: 1 as const, dataInfo, total: dataInfo.length };
    },
  });

  app.get(electronicPaths.linkedFiles, {
    config: { access: 'signedIn' },
    schema: { tags, summary: 'The files linked to a business row (attachment business type and key) that the operator may read', querystring: linkedFilesQuery, response: { 200: okList(linkedFileSchema) } },
    handler: async (request) => {
      const { businessType, businessKey } = request.query;
      const rows = await db('attachment')
        .where({ business_type: businessType, business_code: businessKey })
        .orderBy('created_at')
        .limit(500)
        .select<Array<AttachmentRow & { size: string }>>('id', 'type_no', 'original_name', 'mime', 'store_key', 'uploaded_by', 'business_type', 'business_code', 'size');
      const dataInfo: LinkedFile[] = [];
      for (const r of rows) {
        if (!(await mayReadAttachment(db, request.operator!, r))) continue;
        dataInfo.push({ fileId: r.id, typeNo: r.type_no, fileName: r.original_name, path: r.store_key, size: Number(r.size), businessCode: r.business_code });
      }
      return { flag: 1 as const, dataInfo, total: dataInfo.length };
    },
  });
};
