import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { statisticsPublicRoutes } from './public-routes.ts';
import { statisticsReportRoutes } from './report-routes.ts';
import { dailyDataRoutes } from './daily-data-routes.ts';
import { weeklyReportRoutes } from './weekly-report-routes.ts';
import { orgReportRoutes } from './org-report-routes.ts';
import { expertFeeRoutes } from './expert-fee-routes.ts';

/** The statistics area (/statistical-report, issue 14) and the public figures: one plugin per group of calls. */
export const statisticsRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(statisticsPublicRoutes);
  await app.register(statisticsReportRoutes);
  await app.register(dailyDataRoutes);
  await app.register(weeklyReportRoutes);
  await app.register(orgReportRoutes);
  await app.register(expertFeeRoutes);
};
