import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Knex } from 'knex';
import {
  businessCodeParams,
  businessSettingListQuery,
  businessSettingRowSchema,
  businessSettingSaveBody,
  documentBusinesses,
  documentBusinessOf,
  electronicPaths,
  functionCodes,
  ok,
  okList,
  token,
  type BusinessSettingRow,
  type FieldError,
} from '@ccer/contracts';
import { badRequest } from '../../../errors.ts';
import { writeOperationLog } from '../../../audit-log.ts';
import { tokenArg } from '../../../domain/settings/time-slices.ts';

const BUSINESS_TYPE = 'electronic-business-doc';

/** The settings of some businesses (all their documents, disabled types too: this is the registry's view). */
async function settingsOf(db: Knex | Knex.Transaction, codes: readonly string[]): Promise<BusinessSettingRow[]> {
  const rows = await db('electronic_business_doc as b')
    .join('electronic_doc_type as t', 't.type_no', 'b.type_no')
    .whereIn('b.business_code', codes)
    .orderBy([{ column: 'b.sort' }, { column: 'b.id' }])
    .select('b.business_code', 'b.type_no', 't.type_name', 't.type_name_en', 'b.doc_number', 'b.required');
  return codes.map((code) => {
    const business = documentBusinessOf(code)!;
    return {
      businessCode: code,
      businessName: business.name.zh,
      businessNameEn: business.name.en,
      documents: rows
        .filter((r) => r.business_code === code)
        .map((r) => ({ typeNo: r.type_no, typeName: r.type_name, typeNameEn: r.type_name_en || r.type_name, docNumber: r.doc_number, required: r.required })),
    };
  });
}

/**
 * 业务文档设置 (/system/electronic/business and its hidden businessDetail, menu 402505, function 068): per business
 * function the document types it takes, how many files each at most and whether required. The businesses are the
 * ones the code checks (contracts documentBusinesses, a handful: listed and paged from there); a save replaces one
 * business's documents as a whole.
 */
export const businessSettingRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db;
  const access = { func: [functionCodes.electronicManage] };
  const tags = ['electronic'];

  app.get(electronicPaths.businessSettingList, {
    config: { access },
    schema: { tags, summary: 'Business document settings, one row per business function with its documents; search by business name', querystring: businessSettingListQuery, response: { 200: okList(businessSettingRowSchema) } },
    handler: async (request) => {
      const { pageNumber, pageSize, businessName } = request.query;
      const needle = businessName?.toLowerCase();
      const matching = documentBusinesses.filter((b) => !needle || b.name.zh.includes(businessName!) || b.name.en.toLowerCase().includes(needle));
      const page = matching.slice((pageNumber - 1) * pageSize, pageNumber * pageSize).map((b) => b.code);
      return { flag: 1 as const, dataInfo: await settingsOf(db, page), total: matching.length };
    },
  });

  app.get(`${electronicPaths.businessSetting}/:businessCode`, {
    config: { access },
    schema: { tags, summary: 'One business function’s documents (businessDetail)', params: businessCodeParams, response: { 200: ok(businessSettingRowSchema) } },
    handler: async (request) => ({ flag: 1 as const, dataInfo: (await settingsOf(db, [request.params.businessCode]))[0] }),
  });

  app.put(electronicPaths.businessSetting, {
    config: { access },
    schema: { tags, summary: 'Replace one business function’s documents (types, number of files, required)', body: businessSettingSaveBody, response: { 200: ok(businessSettingRowSchema) } },
    handler: async (request) => {
      const { businessCode, documents } = request.body;
      const business = documentBusinessOf(businessCode)!;
      const saved = await db.transaction(async (trx) => {
        // one save of a business at a time: the second sees the first's rows
        await trx.raw('select pg_advisory_xact_lock(hashtext(?))', [`electronic_business_doc:${businessCode}`]);
        // shared locks: a type cannot be deleted while this save takes it (the delete checks its use under its own lock)
        const known = new Set<string>(await trx('electronic_doc_type').whereIn('type_no', documents.map((d) => d.typeNo)).forShare().pluck('type_no'));
        const errors: FieldError[] = documents.flatMap((d, i) => (known.has(d.typeNo) ? [] : [{ field: `documents.${i}.typeNo`, message: token('documentTypeUnknown', tokenArg(d.typeNo)) }]));
        if (errors.length) throw badRequest(errors);
        const [before] = await settingsOf(trx, [businessCode]);
        await trx('electronic_business_doc').where({ business_code: businessCode }).whereNotIn('type_no', documents.map((d) => d.typeNo)).delete();
        for (const [i, d] of documents.entries()) {
          await trx('electronic_business_doc')
            .insert({
              business_code: businessCode,
              business_name: business.name.zh,
              business_name_en: business.name.en,
              type_no: d.typeNo,
              doc_number: d.docNumber,
              required: d.required,
              sort: (i + 1) * 10,
              updated_by: request.operator!.operatorId,
            })
            .onConflict(['business_code', 'type_no'])
            .merge(['doc_number', 'required', 'sort', 'business_name', 'business_name_en', 'updated_by', 'updated_at']);
        }
        const [after] = await settingsOf(trx, [businessCode]);
        await writeOperationLog(trx, request, { abstract: 'electronic-business.save', businessType: BUSINESS_TYPE, businessKey: businessCode, before: before.documents, after: after.documents });
        return after;
      });
      return { flag: 1 as const, dataInfo: saved };
    },
  });
};
