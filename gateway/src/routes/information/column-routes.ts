import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { INFO_COLUMN_BUSINESS, columnRowSchema, columnSaveBody, functionCodes as fc, infoIdVersionBody, informationPaths as paths, ok, okList, type ColumnRow } from '@ccer/contracts';
import { AppError, badRequest, notFound } from '../../errors.ts';
import { writeOperationLog } from '../../audit-log.ts';
import { assertVersion } from '../../domain/information/rows.ts';
import { iso } from '../../domain/timestamps.ts';

const tags = ['information'];
const access = { func: [fc.columnManage] };

interface ColumnDbRow {
  id: string | number;
  parent_id: string | number | null;
  code: string;
  name_zh: string;
  name_en: string;
  sort: number;
  visible: boolean;
  updated_at: Date | string;
  version: number;
  release_count?: string | number;
  child_count?: string | number;
}

const toColumn = (r: ColumnDbRow): ColumnRow => ({
  id: Number(r.id),
  parentId: r.parent_id === null ? null : Number(r.parent_id),
  code: r.code,
  nameZh: r.name_zh,
  nameEn: r.name_en,
  sort: r.sort,
  visible: r.visible,
  releaseCount: Number(r.release_count ?? 0),
  childCount: Number(r.child_count ?? 0),
  updatedAt: iso(r.updated_at)!,
  version: r.version,
});

const snapshot = (r: ColumnDbRow) => ({ parentId: r.parent_id, code: r.code, nameZh: r.name_zh, nameEn: r.name_en, sort: r.sort, visible: r.visible });

/**
 * 栏目管理 (/information/column, 023): the portal's columns as a two-level tree (a sub-column's parent is a top-level
 * column), ordered, shown or hidden; a column holding releases or sub-columns is never removed.
 */
export const columnRoutes: FastifyPluginAsyncZod = async (app) => {
  const withCounts = () =>
    app.db('info_column as c').select(
      'c.*',
      app.db('info_release as r').count('*').whereRaw('r.column_id = c.id').as('release_count'),
      app.db('info_column as k').count('*').whereRaw('k.parent_id = c.id').as('child_count'),
    );

  app.get(paths.columnTree, {
    config: { access },
    schema: { tags, summary: 'Every column, top-level ones first by order, each with its release and sub-column counts', response: { 200: okList(columnRowSchema) } },
    handler: async () => {
      const rows = (await withCounts().orderByRaw('coalesce(c.parent_id, c.id), c.parent_id nulls first, c.sort, c.id')) as ColumnDbRow[];
      return { flag: 1 as const, total: rows.length, dataInfo: rows.map(toColumn) };
    },
  });

  app.post(paths.columnSave, {
    config: { access },
    schema: { tags, summary: 'Add a column (no id) or edit one (id and version)', body: columnSaveBody, response: { 200: ok(columnRowSchema) } },
    handler: async (request) => {
      const b = request.body;
      const id = await app.db.transaction(async (trx) => {
        const before = b.id ? await trx('info_column').where({ id: b.id }).forUpdate().first<ColumnDbRow | undefined>() : undefined;
        if (b.id && !before) throw notFound('infoColumnNotFound');
        if (before) assertVersion(before, b.version);
        if (b.parentId !== null) {
          if (b.id && b.parentId === b.id) throw badRequest([{ field: 'parentId', message: 'infoColumnParentSelf' }]);
          const parent = await trx('info_column').where({ id: b.parentId }).first<ColumnDbRow | undefined>();
          if (!parent) throw badRequest([{ field: 'parentId', message: 'infoColumnNotFound' }]);
          if (parent.parent_id !== null) throw badRequest([{ field: 'parentId', message: 'infoColumnParentNotRoot' }]);
          if (b.id && (await trx('info_column').where({ parent_id: b.id }).first('id'))) throw badRequest([{ field: 'parentId', message: 'infoColumnHasChildrenMove' }]);
        }
        const taken = await trx('info_column').whereRaw('lower(code) = lower(?)', [b.code]).modify((q) => (b.id ? q.whereNot('id', b.id) : q)).first('id');
        if (taken) throw badRequest([{ field: 'code', message: 'infoColumnCodeTaken' }]);
        const values = { parent_id: b.parentId, code: b.code, name_zh: b.nameZh, name_en: b.nameEn, sort: b.sort, visible: b.visible };
        let rowId: number;
        if (before) {
          await trx('info_column').where({ id: b.id }).update({ ...values, updated_at: trx.fn.now(), version: trx.raw('version + 1') });
          rowId = b.id!;
        } else {
          const [row] = await trx('info_column').insert({ ...values, created_by: request.operator!.operatorId }).returning('id');
          rowId = Number(row.id);
        }
        await writeOperationLog(trx, request, {
          abstract: before ? 'information.column-edit' : 'information.column-add',
          businessType: INFO_COLUMN_BUSINESS,
          businessKey: String(rowId),
          before: before ? snapshot(before) : undefined,
          after: { parentId: b.parentId, code: b.code, nameZh: b.nameZh, nameEn: b.nameEn, sort: b.sort, visible: b.visible },
        });
        return rowId;
      });
      const row = (await withCounts().where('c.id', id).first()) as ColumnDbRow;
      return { flag: 1 as const, dataInfo: toColumn(row) };
    },
  });

  app.post(paths.columnRemove, {
    config: { access },
    schema: { tags, summary: 'Remove a column that holds no releases and no sub-columns', body: infoIdVersionBody, response: { 200: ok(z.null()) } },
    handler: async (request) => {
      const { id, version } = request.body;
      await app.db.transaction(async (trx) => {
        const row = await trx('info_column').where({ id }).forUpdate().first<ColumnDbRow | undefined>();
        if (!row) throw notFound('infoColumnNotFound');
        assertVersion(row, version);
        if (await trx('info_column').where({ parent_id: id }).first('id')) throw new AppError(409, 'CONFLICT', 'infoColumnHasChildren');
        const [{ n }] = await trx('info_release').where({ column_id: id }).count({ n: '*' });
        if (Number(n) > 0) throw new AppError(409, 'CONFLICT', `infoColumnHasReleases:${Number(n)}`);
        await trx('info_column').where({ id }).delete();
        await writeOperationLog(trx, request, { abstract: 'information.column-remove', businessType: INFO_COLUMN_BUSINESS, businessKey: String(id), before: snapshot(row) });
      });
      return { flag: 1 as const, dataInfo: null };
    },
  });
};
