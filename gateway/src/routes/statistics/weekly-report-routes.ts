import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import {
  WEEKLY_DEFAULT_WEEKS,
  WEEKLY_MAX_WEEKS,
  functionCodes as fc,
  langOf,
  ok,
  okList,
  token,
  weeklyListQuery,
  weeklyReportPaths as paths,
  weeklyReportSchema,
  weeklyRowSchema,
  weeklyWeekQuery,
  type WeeklyReport,
} from '@ccer/contracts';
import { badRequest, forbidden } from '../../errors.ts';
import { isoDay } from '../../domain/server-time.ts';
import { actsForRegistry } from '../../domain/access/company-scope.ts';
import { sendDownload } from '../../domain/files/download.ts';
import { mondayOf, weeksOf } from '../../domain/statistics/weekly-report/weeks.ts';
import { weeklyFigures } from '../../domain/statistics/weekly-report/weekly-figures.ts';
import { weeklyFileName, weeklyPdf, weeklyXlsx } from '../../domain/statistics/weekly-report/weekly-documents.ts';
import { addCalendarDays } from '../../domain/calendar/registry-days.ts';

const tags = ['statistics'];

/** The registry's figures: an operator acting for a company reads none. */
function registryOnly(request: FastifyRequest): void {
  if (!actsForRegistry(request.operator!)) throw forbidden();
}

/**
 * 周报 (/statistical-report/weeklyReport; 107 reads, 108 downloads): the weeks of a range with their figures, one week,
 * and the week as xlsx or PDF — all computed from the records when asked (domain/statistics/weekly-report/).
 */
export const weeklyReportRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db;

  async function reportOf(request: FastifyRequest, anyDay: string | undefined): Promise<WeeklyReport> {
    const lang = langOf(request.headers['accept-language']);
    const monday = mondayOf(anyDay ?? isoDay());
    const [row] = await weeklyFigures(db, [monday], lang);
    return { ...row, generatedAt: new Date().toISOString() };
  }

  app.post(paths.list, {
    config: { access: { func: [fc.statisticsView] } },
    schema: { tags, summary: 'One row per week (Monday–Sunday, China time) of a date range, newest first, counted from the records', body: weeklyListQuery, response: { 200: okList(weeklyRowSchema) } },
    handler: async (request) => {
      registryOnly(request);
      const { pageNumber, pageSize } = request.body;
      const today = isoDay();
      const dateTo = request.body.dateTo ?? today;
      const dateFrom = request.body.dateFrom ?? addCalendarDays(mondayOf(dateTo), -7 * (WEEKLY_DEFAULT_WEEKS - 1));
      if (dateFrom > dateTo) throw badRequest([{ field: 'dateFrom', message: 'statisticsRangeReversed' }]);
      // weeks after this one have no records yet
      const weeks = weeksOf(dateFrom, dateTo > today ? today : dateTo);
      if (weeks.length > WEEKLY_MAX_WEEKS) throw badRequest([{ field: 'dateTo', message: token('statisticsRangeTooLong', WEEKLY_MAX_WEEKS * 7) }]);
      const page = weeks.slice((pageNumber - 1) * pageSize, pageNumber * pageSize);
      const rows = await weeklyFigures(db, page, langOf(request.headers['accept-language']));
      return { flag: 1 as const, total: weeks.length, dataInfo: rows };
    },
  });

  app.get(paths.detail, {
    config: { access: { func: [fc.statisticsView] } },
    schema: { tags, summary: 'One week’s summary (any day of it; default this week), counted from the records now', querystring: weeklyWeekQuery, response: { 200: ok(weeklyReportSchema) } },
    handler: async (request) => {
      registryOnly(request);
      return { flag: 1 as const, dataInfo: await reportOf(request, request.query.weekStart) };
    },
  });

  for (const [path, ext] of [
    [paths.xlsx, 'xlsx'],
    [paths.pdf, 'pdf'],
  ] as const) {
    app.get(path, {
      config: { access: { func: [fc.statisticsExport] } },
      schema: { tags, summary: `One week’s summary as ${ext} (any day of it; default this week), China times`, querystring: weeklyWeekQuery },
      handler: async (request, reply) => {
        registryOnly(request);
        const lang = langOf(request.headers['accept-language']);
        const report = await reportOf(request, request.query.weekStart);
        const body = ext === 'xlsx' ? await weeklyXlsx(report, lang) : await weeklyPdf(report, lang);
        return sendDownload(reply, {
          name: weeklyFileName(report, lang, ext),
          contentType: ext === 'xlsx' ? 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' : 'application/pdf',
          body,
        });
      },
    });
  }
};
