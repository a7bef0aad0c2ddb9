import type { FastifyPluginAsync } from 'fastify';
import { companyApplyRoutes } from './apply-routes.ts';
import { companyRoutes } from './company-routes.ts';
import { custRoutes } from './cust-routes.ts';

export { companyApplyStartedHooks } from './apply-routes.ts';

/** Company (enterprise) accounts: opening through approval, administration, representatives, current company. */
export const companyAccountRoutes: FastifyPluginAsync = async (app) => {
  await app.register(companyApplyRoutes);
  await app.register(companyRoutes);
  await app.register(custRoutes);
};
