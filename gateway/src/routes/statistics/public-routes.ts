import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { langOf, ok, publicDashboardQuery, publicDashboardSchema, publicFigurePaths as paths, publicTotalsSchema } from '@ccer/contracts';
import { publicDashboard, publicTotals } from '../../domain/statistics/public-figures.ts';

/**
 * The registry's public figures (no sign-in; limited per address): the portal home's totals and the public
 * dashboard's series, counted from the records by the same aggregates as the statistics reports.
 */
export const statisticsPublicRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = { access: 'public' as const, rateLimit: { max: app.config.PUBLIC_FIGURES_RATE_PER_MINUTE, timeWindow: '1 minute' } };
  app.get(paths.totals, {
    config,
    schema: { tags: ['public'], summary: "The registry's totals: registered projects and reductions, issued, retired, cancelled (public; limited per address)", response: { 200: ok(publicTotalsSchema) } },
    handler: async () => ({ flag: 1 as const, dataInfo: await publicTotals(app.db) }),
  });
  app.get(paths.dashboard, {
    config,
    schema: {
      tags: ['public'],
      summary: 'Public statistics by year (China time), province and project type: registered projects, issued, transferred, retired (public; limited per address)',
      querystring: publicDashboardQuery,
      response: { 200: ok(publicDashboardSchema) },
    },
    handler: async (request) => ({ flag: 1 as const, dataInfo: await publicDashboard(app.db, request.query, langOf(request.headers['accept-language'])) }),
  });
};
