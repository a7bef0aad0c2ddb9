import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import {
  functionCodes as fc,
  langOf,
  ok,
  okList,
  statisticsListBodies,
  statisticsPaths as paths,
  statisticsQueries,
  statisticsReports,
  statisticsRowSchemas,
  statisticsSummarySchema,
  type StatisticsQuery,
  type StatisticsReport,
} from '@ccer/contracts';
import { AppError } from '../../errors.ts';
import { planReport, runReport } from '../../domain/statistics/reports.ts';
import { actsForRegistry } from '../../domain/access/company-scope.ts';

const tags = ['statistics'];

/** The figures are the registry's: any other operator (a company's, a body, an expert, a public account) reads none, whatever functions it was granted. */
function registryOnly(request: FastifyRequest) {
  if (!actsForRegistry(request.operator!)) throw new AppError(403, 'FORBIDDEN', 'statisticsCompanyRefused');
}

/**
 * The statistics reports (107; their export through /api/common/export needs 108 too): for each report one page of
 * rows (the ListPage and the export) and its totals and charts, both from the same plan of aggregates.
 */
export const statisticsReportRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const report of statisticsReports) register(report);

  function register<R extends StatisticsReport>(report: R) {
    const run = (request: FastifyRequest, query: StatisticsQuery<R>) => {
      registryOnly(request);
      return runReport(planReport(app.db, report, query, langOf(request.headers['accept-language'])));
    };
    app.post(paths.list(report), {
      config: { access: { func: [fc.statisticsView] } },
      schema: { tags, summary: `Statistics, ${report}: one page of the report's rows (filters: dates, province, project type, vintage)`, body: statisticsListBodies[report], response: { 200: okList(statisticsRowSchemas[report]) } },
      handler: async (request) => {
        const { pageNumber, pageSize, ...query } = request.body as StatisticsQuery<R> & { pageNumber: number; pageSize: number };
        const { rows } = await run(request, query as StatisticsQuery<R>);
        return { flag: 1 as const, total: rows.length, dataInfo: rows.slice((pageNumber - 1) * pageSize, pageNumber * pageSize) as never };
      },
    });
    app.post(paths.summary(report), {
      config: { access: { func: [fc.statisticsView] } },
      schema: { tags, summary: `Statistics, ${report}: the totals and chart series of the same filters`, body: statisticsQueries[report], response: { 200: ok(statisticsSummarySchema) } },
      handler: async (request) => {
        const { totals, charts } = await run(request, request.body as StatisticsQuery<R>);
        return { flag: 1 as const, dataInfo: { totals, charts, asOf: new Date().toISOString() } };
      },
    });
  }
};
