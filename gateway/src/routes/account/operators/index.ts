import type { FastifyPluginAsync } from 'fastify';
import { operatorFamilyRoutes } from './family-routes.ts';
import { operatorSharedRoutes } from './shared-routes.ts';

/** Back-office operator accounts (accounts spec §2.4 account area, §7.3). */
export const operatorAccountRoutes: FastifyPluginAsync = async (app) => {
  await app.register(operatorFamilyRoutes);
  await app.register(operatorSharedRoutes);
};
