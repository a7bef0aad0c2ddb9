import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sliceRoutes } from './slice-routes.ts';
import { paramRoutes } from './param-routes.ts';
import { logRoutes } from './log-routes.ts';
import { operatorSelfRoutes } from '../../common/operator-routes.ts';

/**
 * System settings (accounts spec §7.6): trading periods, system parameters, the operation log, and the
 * signed-in operator's own calls (routes/common/operator-routes.ts, registered here with the IP check they share).
 */
export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(sliceRoutes);
  await app.register(paramRoutes);
  await app.register(logRoutes);
  await app.register(operatorSelfRoutes);
};
