import type { FastifyPluginAsync } from 'fastify';
import { taskRoutes } from './task-routes.ts';
import { instanceRoutes } from './instance-routes.ts';

/** Every workflow-centre call (/api/process/*). */
export const processRoutes: FastifyPluginAsync = async (app) => {
  await app.register(taskRoutes);
  await app.register(instanceRoutes);
};
