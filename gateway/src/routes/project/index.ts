import type { FastifyPluginAsync } from 'fastify';
import { applyRoutes } from './apply-routes.ts';
import { auditRoutes } from './audit-routes.ts';

/** Every /api/project-manage/* and /api/projectmanage/* call. */
export const projectRoutes: FastifyPluginAsync = async (app) => {
  await app.register(applyRoutes);
  await app.register(auditRoutes);
};
