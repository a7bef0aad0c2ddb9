import type { FastifyPluginAsync } from 'fastify';
import { publicAccountRoutes } from './public-account-routes.ts';

/** /api/register/add/mass-*: public accounts for administrators (accounts spec §7.2). */
export const publicAccountAdminRoutes: FastifyPluginAsync = async (app) => {
  await app.register(publicAccountRoutes);
};
