import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import type { Knex } from 'knex';
import {
  functionCodes,
  ok,
  okList,
  settingsPaths,
  sliceAddBody,
  sliceListQuery,
  sliceModifyBody,
  sliceNoParams,
  sliceRowSchema,
  sliceSavedSchema,
  token,
  type SliceRow,
} from '@ccer/contracts';
import type { z } from 'zod';
import { badRequest, notFound } from '../../../errors.ts';
import { writeOperationLog } from '../../../audit-log.ts';
import { findOverlap, tokenArg } from '../../../domain/settings/time-slices.ts';
import { likeText } from '../../../domain/like-text.ts';
import { pageAndCount } from '../../../domain/page-and-count.ts';

const BUSINESS_TYPE = 'time-slice';

type Raw = Record<string, unknown>;
const toSliceRow = (r: Raw): SliceRow => ({
  sliceNo: Number(r.slice_no),
  sliceName: String(r.slice_name),
  startTime: String(r.start_time),
  endTime: String(r.end_time),
  businessType: r.business_type as SliceRow['businessType'],
  status: r.status as SliceRow['status'],
  remark: (r.remark as string | null) ?? null,
  updatedAt: new Date(r.updated_at as string).toISOString(),
  updatedBy: (r.updated_by_name as string | null) ?? null,
});

const selectSlices = (db: Knex) =>
  db('time_slice as s').leftJoin('operator as o', 'o.operator_id', 's.updated_by').select('s.*', db.raw('coalesce(o.operator_name, o.login_name) as updated_by_name'));

/**
 * 交易时段 (/system/tradeDateNode, menu 4010, function 070; accounts spec §7.6): GET list, add (GET with the fields
 * in the query string as the spec lists it, or POST with a JSON body), PUT modify, DELETE delete/{sliceNo}.
 * Within one business type no two periods overlap (disabled ones included, so enabling one never collides);
 * the check runs under an advisory lock per business type, so two concurrent saves cannot both pass it.
 */
export const sliceRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db;
  const access = { func: [functionCodes.tradePeriodManage] };
  const tags = ['time-slice'];

  async function checkRules(trx: Knex.Transaction, candidate: z.infer<typeof sliceAddBody> & { sliceNo?: number }) {
    await trx.raw('select pg_advisory_xact_lock(hashtext(?))', [`time_slice:${candidate.businessType}`]);
    const same = (await trx('time_slice').where({ business_type: candidate.businessType })).map(toSliceRow);
    const clash = findOverlap(candidate, same);
    if (clash) {
      const message = token('sliceOverlap', tokenArg(clash.sliceName), tokenArg(clash.startTime), tokenArg(clash.endTime));
      throw badRequest([{ field: 'startTime', message }, { field: 'endTime', message }]);
    }
    if (same.some((s) => s.sliceNo !== candidate.sliceNo && s.sliceName === candidate.sliceName)) throw badRequest([{ field: 'sliceName', message: 'sliceNameTaken' }]);
  }

  async function add(request: FastifyRequest, body: z.infer<typeof sliceAddBody>) {
    const sliceNo = await db.transaction(async (trx) => {
      await checkRules(trx, body);
      const [{ slice_no }] = await trx('time_slice')
        .insert({ slice_name: body.sliceName, start_time: body.startTime, end_time: body.endTime, business_type: body.businessType, status: body.status, remark: body.remark || null, updated_by: request.operator!.operatorId })
        .returning('slice_no');
      await writeOperationLog(trx, request, { abstract: 'time-slice.add', businessType: BUSINESS_TYPE, businessKey: String(slice_no), after: body });
      return Number(slice_no);
    });
    return { flag: 1 as const, dataInfo: { sliceNo } };
  }

  app.get(settingsPaths.sliceList, {
    config: { access },
    schema: { tags, summary: 'Trading periods, paginated, by business type then start time; search by name, business type, status', querystring: sliceListQuery, response: { 200: okList(sliceRowSchema) } },
    handler: async (request) => {
      const { pageNumber, pageSize, sliceName, businessType, status } = request.query;
      const filter = <Q extends Knex.QueryBuilder>(q: Q): Q => {
        if (sliceName) q.whereILike('s.slice_name', likeText(sliceName));
        if (businessType) q.where('s.business_type', businessType);
        if (status) q.where('s.status', status);
        return q;
      };
      const { rows, total } = await pageAndCount(
        filter(selectSlices(db)).orderBy([{ column: 's.business_type' }, { column: 's.start_time' }, { column: 's.slice_no' }]),
        { pageNumber, pageSize },
        filter(db('time_slice as s')),
      );
      return { flag: 1 as const, dataInfo: rows.map(toSliceRow), total };
    },
  });

  app.get(settingsPaths.sliceAdd, {
    config: { access },
    schema: { tags, summary: 'Add a trading period (fields in the query string, as the spec lists the call)', querystring: sliceAddBody, response: { 200: ok(sliceSavedSchema) } },
    handler: async (request) => add(request, request.query),
  });

  app.post(settingsPaths.sliceAdd, {
    config: { access },
    schema: { tags, summary: 'Add a trading period (JSON body)', body: sliceAddBody, response: { 200: ok(sliceSavedSchema) } },
    handler: async (request) => add(request, request.body),
  });

  app.put(settingsPaths.sliceModify, {
    config: { access },
    schema: { tags, summary: 'Edit a trading period', body: sliceModifyBody, response: { 200: ok(sliceSavedSchema) } },
    handler: async (request) => {
      const body = request.body;
      await db.transaction(async (trx) => {
        const current = await trx('time_slice').where({ slice_no: body.sliceNo }).forUpdate().first();
        if (!current) throw notFound('sliceNotFound');
        await checkRules(trx, body);
        await trx('time_slice')
          .where({ slice_no: body.sliceNo })
          .update({ slice_name: body.sliceName, start_time: body.startTime, end_time: body.endTime, business_type: body.businessType, status: body.status, remark: body.remark || null, updated_at: trx.fn.now(), updated_by: request.operator!.operatorId });
        await writeOperationLog(trx, request, { abstract: 'time-slice.modify', businessType: BUSINESS_TYPE, businessKey: String(body.sliceNo), before: toSliceRow(current), after: body });
      });
      return { flag: 1 as const, dataInfo: { sliceNo: body.sliceNo } };
    },
  });

  app.delete(`${settingsPaths.sliceDelete}/:sliceNo`, {
    config: { access },
    schema: { tags, summary: 'Delete a trading period', params: sliceNoParams, response: { 200: ok(sliceSavedSchema) } },
    handler: async (request) => {
      const { sliceNo } = request.params;
      await db.transaction(async (trx) => {
        const current = await trx('time_slice').where({ slice_no: sliceNo }).forUpdate().first();
        if (!current) throw notFound('sliceNotFound');
        await trx('time_slice').where({ slice_no: sliceNo }).delete();
        await writeOperationLog(trx, request, { abstract: 'time-slice.delete', businessType: BUSINESS_TYPE, businessKey: String(sliceNo), before: toSliceRow(current) });
      });
      return { flag: 1 as const, dataInfo: { sliceNo } };
    },
  });
};
