import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Knex } from 'knex';
import {
  ok,
  okList,
  functionCodes,
  calendarListQuery,
  calendarDaySchema,
  calendarInitQuery,
  calendarInitResultSchema,
  calendarStatusQuery,
  calendarStatusSchema,
  natureDayBody,
} from '@ccer/contracts';
import { AppError } from '../../errors.ts';
import { writeOperationLog } from '../../audit-log.ts';
import { CalendarNotInitialisedError } from '../../domain/calendar/working-days.ts';
import { defaultYear, monthBounds, toCalendarDay } from './calendar-days.ts';

const BUSINESS_TYPE = 'trade-calendar';

const selectDays = (db: Knex) =>
  db('trade_calendar as c')
    .leftJoin('operator as o', 'o.operator_id', 'c.updated_by')
    .select('c.cal_date', 'c.nature', 'c.remark', 'c.updated_at', 'o.login_name as updated_by_name');

async function isInitialised(db: Knex, year: number): Promise<boolean> {
  return !!(await db('trade_calendar').where({ year }).first('cal_date'));
}

/**
 * 交易日历 (/system/tradeDate): list a year's (or a month's) days with their nature, initialise a
 * year (weekends rest days), set one day's nature. A year without days answers
 * 处理失败, 请先初始化当前年度！ (400), which the page turns into its 初始化 prompt.
 */
export const tradeCalendarRoutes: FastifyPluginAsyncZod = async (app) => {
  const view = { func: [functionCodes.calendarView] };
  const manage = { func: [functionCodes.calendarManage] };

  // at most 366 rows (one year), so the list is bounded without pages
  app.get('/api/calendar/list', {
    config: { access: view },
    schema: { tags: ['calendar'], summary: 'Days of a year or month with their nature', querystring: calendarListQuery, response: { 200: okList(calendarDaySchema) } },
    handler: async (request) => {
      const { year, month } = request.query;
      if (!(await isInitialised(app.db, year))) throw new CalendarNotInitialisedError(year);
      const q = selectDays(app.db).where('c.year', year).orderBy('c.cal_date');
      if (month) q.whereBetween('c.cal_date', monthBounds(year, month));
      const rows = await q;
      return { flag: 1 as const, dataInfo: rows.map(toCalendarDay), total: rows.length };
    },
  });

  app.get('/api/calendar/status', {
    config: { access: view },
    schema: { tags: ['calendar'], summary: 'How many days a year has in the calendar (0: not initialised)', querystring: calendarStatusQuery, response: { 200: ok(calendarStatusSchema) } },
    handler: async (request) => {
      const { year } = request.query;
      const [{ days }] = await app.db('trade_calendar').where({ year }).count({ days: '*' });
      return { flag: 1 as const, dataInfo: { year, days: Number(days) } };
    },
  });

  // GET by the spec (§7); it only adds the days that are missing, so repeating it changes nothing
  app.get('/api/calendar/init', {
    config: { access: manage },
    schema: { tags: ['calendar'], summary: 'Initialise a year: weekends rest days, manual changes kept', querystring: calendarInitQuery, response: { 200: ok(calendarInitResultSchema) } },
    handler: async (request) => {
      const { year } = request.query;
      const operatorId = request.operator!.operatorId;
      const result = await app.db.transaction(async (trx) => {
        const inserted = await trx('trade_calendar')
          .insert(defaultYear(year).map((d) => ({ cal_date: d.calDate, year, nature: d.nature, updated_by: operatorId })))
          .onConflict('cal_date')
          .ignore()
          .returning('cal_date');
        const [{ count }] = await trx('trade_calendar').where({ year }).count({ count: '*' });
        const r = { year, created: inserted.length, total: Number(count) };
        if (r.created > 0) await writeOperationLog(trx, request, { abstract: 'calendar.init', businessType: BUSINESS_TYPE, businessKey: String(year), after: r });
        return r;
      });
      return { flag: 1 as const, dataInfo: result };
    },
  });

  app.put('/api/calendar/nature-day', {
    config: { access: manage },
    schema: { tags: ['calendar'], summary: 'Set the nature (working day, rest day, holiday) and remark of a day', body: natureDayBody, response: { 200: ok(calendarDaySchema) } },
    handler: async (request) => {
      const { date, nature } = request.body;
      // no remark: keep the current one; an empty remark clears it
      const remark = request.body.remark === undefined ? undefined : request.body.remark || null;
      await app.db.transaction(async (trx) => {
        const current = await trx('trade_calendar').where({ cal_date: date }).forUpdate().first();
        if (!current) throw new CalendarNotInitialisedError(Number(date.slice(0, 4)));
        const nextRemark = remark === undefined ? current.remark : remark;
        if (current.nature === nature && (current.remark ?? null) === nextRemark) throw new AppError(400, 'BAD_REQUEST', 'calendarNoChange');
        await trx('trade_calendar').where({ cal_date: date }).update({ nature, remark: nextRemark, updated_at: trx.fn.now(), updated_by: request.operator!.operatorId });
        await writeOperationLog(trx, request, {
          abstract: 'calendar.nature-day',
          businessType: BUSINESS_TYPE,
          businessKey: date,
          before: { nature: current.nature, remark: current.remark },
          after: { nature, remark: nextRemark },
        });
      });
      return { flag: 1 as const, dataInfo: toCalendarDay(await selectDays(app.db).where('c.cal_date', date).first()) };
    },
  });
};
