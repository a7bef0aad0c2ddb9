import type { FastifyPluginAsync } from 'fastify';
import { orgApplyRoutes } from './org-apply-routes.ts';
import { orgManageRoutes } from './org-manage-routes.ts';
import { changeLogRoutes } from './change-log-routes.ts';

/** /api/customer/org/account/* (accounts spec §7.5) and the account change log. */
export const orgAccountRoutes: FastifyPluginAsync = async (app) => {
  await app.register(orgApplyRoutes);
  await app.register(orgManageRoutes);
  await app.register(changeLogRoutes);
};
