import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Knex } from 'knex';
import {
  documentTypeAddBody,
  documentTypeEditBody,
  documentTypeListQuery,
  documentTypeRowSchema,
  documentTypeSavedSchema,
  electronicPaths,
  functionCodes,
  langOf,
  ok,
  okList,
  token,
  typeNoParams,
  type DocumentTypeRow,
} from '@ccer/contracts';
import { badRequest, conflict, notFound } from '../../../errors.ts';
import { writeOperationLog } from '../../../audit-log.ts';
import { likeText } from '../../../domain/like-text.ts';
import { tokenArg } from '../../../domain/settings/time-slices.ts';
import type { FileStore } from '../../../domain/files/file-store.ts';
import { DOC_TYPE_BUSINESS, dropTemplate } from './template-routes.ts';
import { pageAndCount } from '../../../domain/page-and-count.ts';

type Raw = Record<string, unknown>;
export const toTypeRow = (r: Raw): DocumentTypeRow => ({
  typeNo: String(r.type_no),
  typeName: String(r.type_name),
  typeNameEn: String(r.type_name_en ?? ''),
  extensions: r.extensions as DocumentTypeRow['extensions'],
  sizeLimit: Number(r.size_limit),
  unit: r.unit as DocumentTypeRow['unit'],
  status: r.status as DocumentTypeRow['status'],
  sort: Number(r.sort),
  templateName: (r.template_name as string | null) ?? null,
  usedBy: Number(r.used_by ?? 0),
  version: Number(r.version),
  updatedAt: new Date(r.updated_at as string).toISOString(),
  updatedBy: (r.updated_by_name as string | null) ?? null,
});

const selectTypes = (db: Knex | Knex.Transaction) =>
  db('electronic_doc_type as t')
    .leftJoin('attachment as a', 'a.id', 't.template_id')
    .leftJoin('operator as o', 'o.operator_id', 't.updated_by')
    .select(
      't.*',
      'a.original_name as template_name',
      db.raw('coalesce(o.operator_name, o.login_name) as updated_by_name'),
      db.raw('(select count(*) from electronic_business_doc b where b.type_no = t.type_no)::int as used_by'),
    );

/**
 * 文档类型 (/system/electronic/type, menu 402501, function 068): the list, add, edit (optimistic version) and delete
 * of electronic document types. A type a business setting uses cannot be deleted (the setting's name is given);
 * deleting a type deletes its template. Every upload reads the type's row, so an edit applies to the next upload.
 */
export const typeRoutes: FastifyPluginAsyncZod<{ store: FileStore }> = async (app, { store }) => {
  const db = app.db;
  const access = { func: [functionCodes.electronicManage] };
  const tags = ['electronic'];

  app.get(electronicPaths.typeList, {
    config: { access },
    schema: { tags, summary: 'Electronic document types, paginated, in the registry’s order; search by code, name, status', querystring: documentTypeListQuery, response: { 200: okList(documentTypeRowSchema) } },
    handler: async (request) => {
      const { pageNumber, pageSize, typeNo, typeName, status } = request.query;
      const filter = <Q extends Knex.QueryBuilder>(q: Q): Q => {
        if (typeNo) q.whereILike('t.type_no', likeText(typeNo));
        if (typeName) q.where((w) => w.whereILike('t.type_name', likeText(typeName)).orWhereILike('t.type_name_en', likeText(typeName)));
        if (status) q.where('t.status', status);
        return q;
      };
      const { rows, total } = await pageAndCount(filter(selectTypes(db)).orderBy([{ column: 't.sort' }, { column: 't.type_no' }]), { pageNumber, pageSize }, filter(db('electronic_doc_type as t')));
      return { flag: 1 as const, dataInfo: rows.map(toTypeRow), total };
    },
  });

  app.post(electronicPaths.type, {
    config: { access },
    schema: { tags, summary: 'Add an electronic document type', body: documentTypeAddBody, response: { 200: ok(documentTypeSavedSchema) } },
    handler: async (request) => {
      const b = request.body;
      await db.transaction(async (trx) => {
        if (await trx('electronic_doc_type').where({ type_no: b.typeNo }).first('type_no')) throw badRequest([{ field: 'typeNo', message: 'documentTypeNoTaken' }]);
        await trx('electronic_doc_type').insert({
          type_no: b.typeNo,
          type_name: b.typeName,
          type_name_en: b.typeNameEn ?? '',
          extensions: b.extensions,
          size_limit: b.sizeLimit,
          unit: b.unit,
          status: b.status,
          sort: b.sort,
          updated_by: request.operator!.operatorId,
        });
        await writeOperationLog(trx, request, { abstract: 'electronic-type.add', businessType: DOC_TYPE_BUSINESS, businessKey: b.typeNo, after: b });
      });
      return { flag: 1 as const, dataInfo: { typeNo: b.typeNo, version: 1 } };
    },
  });

  app.put(electronicPaths.type, {
    config: { access },
    schema: { tags, summary: 'Edit an electronic document type (its code stays; `version` as read)', body: documentTypeEditBody, response: { 200: ok(documentTypeSavedSchema) } },
    handler: async (request) => {
      const { version, ...b } = request.body;
      const saved = await db.transaction(async (trx) => {
        const current = await selectTypes(trx).where('t.type_no', b.typeNo).forUpdate('t').first();
        if (!current) throw notFound('documentTypeNotFound');
        if (current.version !== version) throw conflict('STALE_VERSION', 'staleVersion');
        await trx('electronic_doc_type')
          .where({ type_no: b.typeNo })
          .update({
            type_name: b.typeName,
            type_name_en: b.typeNameEn ?? '',
            extensions: b.extensions,
            size_limit: b.sizeLimit,
            unit: b.unit,
            status: b.status,
            sort: b.sort,
            updated_at: trx.fn.now(),
            updated_by: request.operator!.operatorId,
            version: version + 1,
          });
        const before = toTypeRow(current);
        await writeOperationLog(trx, request, { abstract: 'electronic-type.edit', businessType: DOC_TYPE_BUSINESS, businessKey: b.typeNo, before, after: b });
        return version + 1;
      });
      return { flag: 1 as const, dataInfo: { typeNo: b.typeNo, version: saved } };
    },
  });

  app.delete(`${electronicPaths.type}/:typeNo`, {
    config: { access },
    schema: { tags, summary: 'Delete an electronic document type (refused while a business setting uses it) and its template', params: typeNoParams, response: { 200: ok(documentTypeSavedSchema) } },
    handler: async (request) => {
      const { typeNo } = request.params;
      const lang = langOf(request.headers['accept-language']);
      const droppedKey = await db.transaction(async (trx) => {
        const current = await trx('electronic_doc_type').where({ type_no: typeNo }).forUpdate().first();
        if (!current) throw notFound('documentTypeNotFound');
        const user = await trx('electronic_business_doc').where({ type_no: typeNo }).orderBy('sort').first('business_name', 'business_name_en');
        if (user) throw conflict('CONFLICT', token('documentTypeInUse', tokenArg(lang === 'en' ? user.business_name_en || user.business_name : user.business_name)));
        await trx('electronic_doc_type').where({ type_no: typeNo }).delete();
        const key = await dropTemplate(trx, current.template_id);
        await writeOperationLog(trx, request, { abstract: 'electronic-type.delete', businessType: DOC_TYPE_BUSINESS, businessKey: typeNo, before: toTypeRow(current) });
        return key;
      });
      // the bytes go once the rows are gone for good
      if (droppedKey) await store.delete(droppedKey).catch(() => undefined);
      return { flag: 1 as const, dataInfo: { typeNo, version: 0 } };
    },
  });
};
