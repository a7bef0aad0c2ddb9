import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import type { Knex } from 'knex';
import {
  METHODOLOGY_BUSINESS,
  functionCodes as fc,
  infoIdQuery,
  informationDocumentBusinesses as ib,
  informationDocumentTypes as it,
  informationPaths as paths,
  langOf,
  methodologyCode,
  methodologyDetailSchema,
  methodologyListQuery,
  methodologyRowSchema,
  methodologySaveBody,
  methodologyWithdrawBody,
  ok,
  okList,
  type MethodologyDetail,
} from '@ccer/contracts';
import { AppError, notFound } from '../../errors.ts';
import { writeOperationLog } from '../../audit-log.ts';
import { likeText } from '../../domain/like-text.ts';
import { isoDay } from '../../domain/server-time.ts';
import { linkDocuments } from '../../domain/files/document-rules.ts';
import { assertVersion, filesOf, toMethodologyRow, type MethodologyDbRow } from '../../domain/information/rows.ts';
import { day } from '../../domain/timestamps.ts';

const tags = ['information'];
const access = { func: [fc.methodology] };

const snapshot = (m: MethodologyDbRow) => ({
  code: m.code,
  nameZh: m.name_zh,
  nameEn: m.name_en,
  projectTypes: m.project_types,
  status: m.status,
  effectiveDate: day(m.effective_date),
  withdrawnDate: day(m.withdrawn_date),
  summary: m.summary,
});

/**
 * 方法学 (/information/methodology, 019): the methodology library — number CCER-{field}-{seq}-V{version} (field: the
 * sectoral scope 01–16; unique), names, applicable level-2 project types of the field, effective date, status in force
 * or withdrawn, documents (I05). Projects pick an in-force one (methodology-options.ts).
 */
export const methodologyRoutes: FastifyPluginAsyncZod = async (app) => {
  async function detailOf(request: FastifyRequest, id: number): Promise<MethodologyDetail> {
    const m = await app.db('methodology').where({ id }).first<MethodologyDbRow | undefined>();
    if (!m) throw notFound('methodologyNotFound');
    const docs = await filesOf(app.db, METHODOLOGY_BUSINESS, [id], [it.methodologyDocument]);
    return { ...toMethodologyRow(m, langOf(request.headers['accept-language'])), documents: docs.get(String(id)) ?? [] };
  }

  app.post(paths.methodologyList, {
    config: { access },
    schema: { tags, summary: 'The methodology library, one page, by field, sequence and version (number, name, field, status)', body: methodologyListQuery, response: { 200: okList(methodologyRowSchema) } },
    handler: async (request) => {
      const { pageNumber, pageSize, code, name, fieldCode, status } = request.body;
      const filter = (q: Knex.QueryBuilder) => {
        if (code) q.whereILike('code', likeText(code));
        if (name) q.where((w) => w.whereILike('name_zh', likeText(name)).orWhereILike('name_en', likeText(name)));
        if (fieldCode) q.where('field_code', fieldCode);
        if (status) q.where('status', status);
        return q;
      };
      const [rows, [{ count }]] = await Promise.all([
        filter(app.db('methodology').select('*')).orderBy(['field_code', 'seq', 'version_no']).limit(pageSize).offset((pageNumber - 1) * pageSize),
        filter(app.db('methodology')).count({ count: '*' }),
      ]);
      const lang = langOf(request.headers['accept-language']);
      return { flag: 1 as const, total: Number(count), dataInfo: (rows as MethodologyDbRow[]).map((m) => toMethodologyRow(m, lang)) };
    },
  });

  app.get(paths.methodologyDetail, {
    config: { access },
    schema: { tags, summary: 'One methodology with its documents', querystring: infoIdQuery, response: { 200: ok(methodologyDetailSchema) } },
    handler: async (request) => ({ flag: 1 as const, dataInfo: await detailOf(request, request.query.id) }),
  });

  app.post(paths.methodologySave, {
    config: { access },
    schema: {
      tags,
      summary: 'Add a methodology (no id) or edit one (id and version); its number CCER-{field}-{seq}-V{version} is unique (409 naming it)',
      body: methodologySaveBody,
      response: { 200: ok(methodologyDetailSchema) },
    },
    handler: async (request) => {
      const b = request.body;
      const op = request.operator!;
      const code = methodologyCode(b.fieldCode, b.seq, b.versionNo);
      const id = await app.db.transaction(async (trx) => {
        const before = b.id ? await trx('methodology').where({ id: b.id }).forUpdate().first<MethodologyDbRow | undefined>() : undefined;
        if (b.id && !before) throw notFound('methodologyNotFound');
        if (before) assertVersion(before, b.version);
        const taken = await trx('methodology').where({ code }).modify((q) => (b.id ? q.whereNot('id', b.id) : q)).first('id');
        if (taken) throw new AppError(409, 'CONFLICT', `methodologyCodeTaken:${code}`, [{ field: 'seq', message: `methodologyCodeTaken:${code}` }]);
        const values = {
          code,
          field_code: b.fieldCode,
          seq: b.seq,
          version_no: b.versionNo,
          name_zh: b.nameZh,
          name_en: b.nameEn,
          project_types: b.projectTypes,
          effective_date: b.effectiveDate ?? null,
          summary: b.summary,
        };
        let rowId: number;
        if (before) {
          rowId = b.id!;
          await trx('methodology').where({ id: rowId }).update({ ...values, updated_at: trx.fn.now(), version: trx.raw('version + 1') });
        } else {
          const [row] = await trx('methodology').insert({ ...values, status: 'inForce', created_by: op.operatorId }).returning('id');
          rowId = Number(row.id);
        }
        if (b.fileIds !== undefined) await linkDocuments(trx, b.fileIds, METHODOLOGY_BUSINESS, String(rowId), op.operatorId, ib.methodologyDocument);
        const after = await trx('methodology').where({ id: rowId }).first<MethodologyDbRow>();
        await writeOperationLog(trx, request, {
          abstract: before ? 'information.methodology-edit' : 'information.methodology-add',
          businessType: METHODOLOGY_BUSINESS,
          businessKey: String(rowId),
          before: before ? snapshot(before) : undefined,
          after: { ...snapshot(after), fileIds: b.fileIds },
        });
        return rowId;
      });
      return { flag: 1 as const, dataInfo: await detailOf(request, id) };
    },
  });

  app.post(paths.methodologyWithdraw, {
    config: { access },
    schema: { tags, summary: 'Withdraw (废止) an in-force methodology: new projects can no longer pick it', body: methodologyWithdrawBody, response: { 200: ok(methodologyDetailSchema) } },
    handler: async (request) => {
      const { id, version, withdrawnDate } = request.body;
      await app.db.transaction(async (trx) => {
        const row = await trx('methodology').where({ id }).forUpdate().first<MethodologyDbRow | undefined>();
        if (!row) throw notFound('methodologyNotFound');
        assertVersion(row, version);
        if (row.status === 'withdrawn') throw new AppError(409, 'CONFLICT', 'methodologyAlreadyWithdrawn');
        const date = withdrawnDate ?? isoDay();
        await trx('methodology').where({ id }).update({ status: 'withdrawn', withdrawn_date: date, updated_at: trx.fn.now(), version: trx.raw('version + 1') });
        await writeOperationLog(trx, request, {
          abstract: 'information.methodology-withdraw',
          businessType: METHODOLOGY_BUSINESS,
          businessKey: String(id),
          before: { status: row.status },
          after: { status: 'withdrawn', withdrawnDate: date },
        });
      });
      return { flag: 1 as const, dataInfo: await detailOf(request, id) };
    },
  });
};
