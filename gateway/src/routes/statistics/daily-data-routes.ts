import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import type { Knex } from 'knex';
import {
  DAILY_DATA_BUSINESS,
  DAILY_SERIES_MAX_DAYS,
  dailyDataAddBody,
  dailyDataDeleteBody,
  dailyDataEditBody,
  dailyDataIdQuery,
  dailyDataListQuery,
  dailyDataPaths as paths,
  dailyDataRowSchema,
  dailyDataSeriesQuery,
  dailyDataSummaryQuery,
  dailyFigureKeys,
  dailySeriesSchema,
  dailySummaryRowSchema,
  functionCodes as fc,
  ok,
  okList,
  token,
  type DailyDataAddBody,
  type DailyDataRow,
  type DailyFigureKey,
  type DailySummaryRow,
} from '@ccer/contracts';
import { z } from 'zod';
import { badRequest, conflict, forbidden, notFound } from '../../errors.ts';
import { writeOperationLog } from '../../audit-log.ts';
import { isoDay } from '../../domain/server-time.ts';
import { actsForRegistry } from '../../domain/access/company-scope.ts';
import { addCalendarDays, calendarDaysBetween } from '../../domain/calendar/registry-days.ts';

const tags = ['statistics'];
const TABLE = 'statistics_daily_data';
/** Readers: the statistics' viewers (107) and the officers who enter the days (109). */
const readers = [fc.statisticsView, fc.dailyDataManage];

/** Figure key → column. */
const columnOf = Object.fromEntries(dailyFigureKeys.map((k) => [k, k.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)])) as Record<DailyFigureKey, string>;
const figureColumns = (b: Record<DailyFigureKey, number>) => Object.fromEntries(dailyFigureKeys.map((k) => [columnOf[k], b[k]]));
const figuresOf = (r: Record<string, unknown>) => Object.fromEntries(dailyFigureKeys.map((k) => [k, Number(r[columnOf[k]] ?? 0)])) as Record<DailyFigureKey, number>;

const selectRows = (db: Knex | Knex.Transaction) =>
  db(`${TABLE} as d`)
    .leftJoin('operator as c', 'c.operator_id', 'd.created_by')
    .leftJoin('operator as u', 'u.operator_id', 'd.updated_by')
    .select(
      'd.*',
      db.raw(`to_char(d.report_date, 'YYYY-MM-DD') as day`),
      db.raw('coalesce(c.operator_name, c.login_name) as created_by_name'),
      db.raw('coalesce(u.operator_name, u.login_name) as updated_by_name'),
    );

const toRow = (r: Record<string, any>): DailyDataRow => ({
  id: r.id,
  reportDate: r.day,
  ...figuresOf(r),
  remark: r.remark ?? null,
  version: Number(r.version),
  createdBy: r.created_by_name ?? null,
  updatedBy: r.updated_by_name ?? null,
  createdAt: new Date(r.created_at).toISOString(),
  updatedAt: new Date(r.updated_at).toISOString(),
});

/** The statistics are the registry's: an operator acting for a company (representative, body, expert) reads none. */
function registryOnly(request: FastifyRequest): void {
  if (!actsForRegistry(request.operator!)) throw forbidden();
}

/** A date range's ends, checked: the start not after the end (400 on dateFrom), at most `maxDays` when given. */
export function checkedRange(dateFrom: string | undefined, dateTo: string | undefined, maxDays?: number): void {
  if (dateFrom && dateTo && dateFrom > dateTo) throw badRequest([{ field: 'dateFrom', message: 'statisticsRangeReversed' }]);
  if (maxDays && dateFrom && dateTo && calendarDaysBetween(dateFrom, dateTo) + 1 > maxDays) throw badRequest([{ field: 'dateTo', message: token('statisticsRangeTooLong', maxDays) }]);
}

const inRange = (q: Knex.QueryBuilder, dateFrom?: string, dateTo?: string) => {
  if (dateFrom) q.where('d.report_date', '>=', dateFrom);
  if (dateTo) q.where('d.report_date', '<=', dateTo);
  return q;
};

/** Sums of the figures per week (Monday) or month, as `period_start`, over the filtered days `d`. */
function periodSums(db: Knex, period: 'week' | 'month', dateFrom?: string, dateTo?: string) {
  const start = `date_trunc('${period === 'week' ? 'week' : 'month'}', d.report_date)::date`;
  return inRange(db(`${TABLE} as d`), dateFrom, dateTo)
    .select(
      db.raw(`to_char(${start}, 'YYYY-MM-DD') as period_start`),
      db.raw(period === 'week' ? `to_char(${start} + 6, 'YYYY-MM-DD') as period_end` : `to_char((${start} + interval '1 month - 1 day')::date, 'YYYY-MM-DD') as period_end`),
      db.raw(period === 'week' ? `to_char(${start}, 'IYYY-"W"IW') as label` : `to_char(${start}, 'YYYY-MM') as label`),
      db.raw('count(*)::int as days'),
      ...dailyFigureKeys.map((k) => db.raw(`coalesce(sum(d.${columnOf[k]}), 0)::bigint as ${columnOf[k]}`)),
    )
    .groupByRaw(start);
}

const toSummary = (r: Record<string, any>): DailySummaryRow => ({ periodStart: r.period_start, periodEnd: r.period_end, label: r.label, days: Number(r.days), ...figuresOf(r) });

/**
 * 日报数据 (/statistical-report/dailyData; 109 maintains, 107 and 109 read): a day's figures added once (the date is
 * unique: a second row for it is refused on 日期), changed with the version read, deleted; the list by date range,
 * the sums per week or month, and the chart's series. Every change is in the operation log.
 */
export const dailyDataRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db;

  /** The date: not after today (China time). */
  const checkDate = (b: DailyDataAddBody) => {
    if (b.reportDate > isoDay()) throw badRequest([{ field: 'reportDate', message: 'dailyDataDateFuture' }]);
  };
  const detailOf = async (id: string, trx: Knex | Knex.Transaction = db) => {
    const r = await selectRows(trx).where('d.id', id).first();
    if (!r) throw notFound('dailyDataNotFound');
    return toRow(r);
  };

  app.post(paths.add, {
    config: { access: { func: [fc.dailyDataManage] } },
    schema: { tags, summary: 'Enter one day’s figures (the date unique: a second row for it is refused naming 日期)', body: dailyDataAddBody, response: { 200: ok(dailyDataRowSchema) } },
    handler: async (request) => {
      registryOnly(request);
      const b = request.body;
      checkDate(b);
      const row = await db.transaction(async (trx) => {
        if (await trx(TABLE).where({ report_date: b.reportDate }).first('id')) throw badRequest([{ field: 'reportDate', message: 'dailyDataDateTaken' }]);
        const op = request.operator!.operatorId;
        const [{ id }] = await trx(TABLE)
          .insert({ report_date: b.reportDate, ...figureColumns(b), remark: b.remark || null, created_by: op, updated_by: op })
          .returning('id');
        await writeOperationLog(trx, request, { abstract: 'statistics.daily-data-add', businessType: DAILY_DATA_BUSINESS, businessKey: id, after: b });
        return detailOf(id, trx);
      });
      return { flag: 1 as const, dataInfo: row };
    },
  });

  app.post(paths.edit, {
    config: { access: { func: [fc.dailyDataManage] } },
    schema: { tags, summary: 'Change a day’s figures (or its date, still unique); `version` as read, else 409', body: dailyDataEditBody, response: { 200: ok(dailyDataRowSchema) } },
    handler: async (request) => {
      registryOnly(request);
      const { id, version, ...b } = request.body;
      checkDate(b);
      const row = await db.transaction(async (trx) => {
        const current = await selectRows(trx).where('d.id', id).forUpdate('d').first();
        if (!current) throw notFound('dailyDataNotFound');
        if (Number(current.version) !== version) throw conflict('STALE_VERSION', 'staleVersion');
        if (b.reportDate !== current.day && (await trx(TABLE).where({ report_date: b.reportDate }).whereNot({ id }).first('id'))) {
          throw badRequest([{ field: 'reportDate', message: 'dailyDataDateTaken' }]);
        }
        await trx(TABLE)
          .where({ id })
          .update({ report_date: b.reportDate, ...figureColumns(b), remark: b.remark || null, updated_by: request.operator!.operatorId, updated_at: trx.fn.now(), version: version + 1 });
        const before = toRow(current);
        await writeOperationLog(trx, request, { abstract: 'statistics.daily-data-edit', businessType: DAILY_DATA_BUSINESS, businessKey: id, before, after: b });
        return detailOf(id, trx);
      });
      return { flag: 1 as const, dataInfo: row };
    },
  });

  app.post(paths.delete, {
    config: { access: { func: [fc.dailyDataManage] } },
    schema: { tags, summary: 'Delete a day’s figures; `version` as read, else 409', body: dailyDataDeleteBody, response: { 200: ok(z.object({ id: z.string() })) } },
    handler: async (request) => {
      registryOnly(request);
      const { id, version } = request.body;
      await db.transaction(async (trx) => {
        const current = await selectRows(trx).where('d.id', id).forUpdate('d').first();
        if (!current) throw notFound('dailyDataNotFound');
        if (Number(current.version) !== version) throw conflict('STALE_VERSION', 'staleVersion');
        await trx(TABLE).where({ id }).delete();
        await writeOperationLog(trx, request, { abstract: 'statistics.daily-data-delete', businessType: DAILY_DATA_BUSINESS, businessKey: id, before: toRow(current) });
      });
      return { flag: 1 as const, dataInfo: { id } };
    },
  });

  app.get(paths.detail, {
    config: { access: { func: readers } },
    schema: { tags, summary: 'One day’s figures', querystring: dailyDataIdQuery, response: { 200: ok(dailyDataRowSchema) } },
    handler: async (request) => {
      registryOnly(request);
      return { flag: 1 as const, dataInfo: await detailOf(request.query.id) };
    },
  });

  app.post(paths.list, {
    config: { access: { func: readers } },
    schema: { tags, summary: 'The entered days, newest first, by date range', body: dailyDataListQuery, response: { 200: okList(dailyDataRowSchema) } },
    handler: async (request) => {
      registryOnly(request);
      const { pageNumber, pageSize, dateFrom, dateTo } = request.body;
      checkedRange(dateFrom, dateTo);
      const [rows, [{ count }]] = await Promise.all([
        inRange(selectRows(db), dateFrom, dateTo).orderBy('d.report_date', 'desc').limit(pageSize).offset((pageNumber - 1) * pageSize),
        inRange(db(`${TABLE} as d`), dateFrom, dateTo).count({ count: '*' }),
      ]);
      return { flag: 1 as const, total: Number(count), dataInfo: rows.map(toRow) };
    },
  });

  app.post(paths.summary, {
    config: { access: { func: readers } },
    schema: { tags, summary: 'Sums of the entered days per week (Monday–Sunday) or month, newest first', body: dailyDataSummaryQuery, response: { 200: okList(dailySummaryRowSchema) } },
    handler: async (request) => {
      registryOnly(request);
      const { pageNumber, pageSize, dateFrom, dateTo, period } = request.body;
      checkedRange(dateFrom, dateTo);
      const sums = periodSums(db, period, dateFrom, dateTo);
      const [rows, [{ count }]] = await Promise.all([
        db.from(sums.clone().as('s')).select('*').orderBy('period_start', 'desc').limit(pageSize).offset((pageNumber - 1) * pageSize),
        db.from(sums.clone().as('s')).count({ count: '*' }),
      ]);
      return { flag: 1 as const, total: Number(count), dataInfo: rows.map(toSummary) };
    },
  });

  app.post(paths.series, {
    config: { access: { func: readers } },
    schema: { tags, summary: 'The chart’s points over a date range (default the last 30 days, at most 366): per entered day, week or month', body: dailyDataSeriesQuery, response: { 200: ok(dailySeriesSchema) } },
    handler: async (request) => {
      registryOnly(request);
      const { period } = request.body;
      const dateTo = request.body.dateTo ?? isoDay();
      const dateFrom = request.body.dateFrom ?? addCalendarDays(dateTo, -29);
      checkedRange(dateFrom, dateTo, DAILY_SERIES_MAX_DAYS);
      const points =
        period === 'day'
          ? (await inRange(db(`${TABLE} as d`), dateFrom, dateTo).select('d.*', db.raw(`to_char(d.report_date, 'YYYY-MM-DD') as day`)).orderBy('d.report_date')).map((r: Record<string, unknown>) => ({ label: r.day as string, ...figuresOf(r) }))
          : (await db.from(periodSums(db, period, dateFrom, dateTo).as('s')).select('*').orderBy('period_start')).map((r: Record<string, unknown>) => ({ label: r.label as string, ...figuresOf(r) }));
      return { flag: 1 as const, dataInfo: { period, dateFrom, dateTo, points } };
    },
  });
};
