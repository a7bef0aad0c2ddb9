import type { FastifyPluginAsync } from 'fastify';
import { tradeCalendarRoutes } from './calendar-routes.ts';

/** Every /api/calendar/* call (交易日历, registry spec §7 "System settings"). */
export const calendarRoutes: FastifyPluginAsync = async (app) => {
  await app.register(tradeCalendarRoutes);
};
