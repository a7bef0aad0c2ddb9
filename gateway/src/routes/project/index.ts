import type { FastifyPluginAsync } from 'fastify';
import { applyRoutes } from './apply-routes.ts';
import { stepRoutes } from './step-routes.ts';
import { organRoutes } from './organ-routes.ts';
import { progressRoutes } from './progress-routes.ts';
import { publicityRoutes } from './publicity-routes.ts';
import { registeredRoutes } from './registered-routes.ts';
import { cancelRoutes } from './cancel-routes.ts';
import { applyEndRoutes } from './apply-end-routes.ts';
import { expertRoutes } from './expert-routes.ts';

/** Every /api/project-manage/* and /api/projectmanage/* call. */
export const projectRoutes: FastifyPluginAsync = async (app) => {
  await app.register(applyRoutes);
  await app.register(stepRoutes);
  await app.register(organRoutes);
  await app.register(progressRoutes);
  await app.register(publicityRoutes);
  await app.register(registeredRoutes);
  await app.register(cancelRoutes);
  await app.register(applyEndRoutes);
  await app.register(expertRoutes);
};
