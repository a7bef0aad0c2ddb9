import type { FastifyPluginAsync } from 'fastify';
import { applyRoutes } from './apply-routes.ts';
import { stepRoutes } from './step-routes.ts';

/** Every /api/project-manage/* and /api/projectmanage/* call. */
export const projectRoutes: FastifyPluginAsync = async (app) => {
  await app.register(applyRoutes);
  await app.register(stepRoutes);
};
