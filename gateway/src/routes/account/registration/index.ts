import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../../../config.ts';
import { registerTourRoutes } from './register-tour.ts';
import { applicationRoutes } from './applications.ts';
import { provinceApplyRoutes } from './province-apply.ts';

/** /api/register/*: visitor registration and the visitor's own account applications (accounts spec §7.2). */
export const registrationRoutes: FastifyPluginAsync<{ config: Config }> = async (app, { config }) => {
  await app.register(registerTourRoutes, { config });
  await app.register(applicationRoutes);
  await app.register(provinceApplyRoutes);
};
