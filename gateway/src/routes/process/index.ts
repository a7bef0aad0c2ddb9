import type { FastifyPluginAsync } from 'fastify';
import { taskRoutes } from './task-routes.ts';
import { instanceRoutes } from './instance-routes.ts';
import { modelRoutes } from './model-routes.ts';
import { doneRoutes } from './done-routes.ts';
import { applicationRoutes } from './application-routes.ts';
import { taskCountRoutes } from './task-count-routes.ts';
import { taskFormRoutes } from './task-form-routes.ts';
import { businessRoutes } from './business-routes.ts';
import { timerRoutes } from './timer-routes.ts';
import { taskActionRoutes } from './task-action-routes.ts';

/** Every workflow-centre call (/api/process/*). */
export const processRoutes: FastifyPluginAsync = async (app) => {
  await app.register(taskRoutes);
  await app.register(instanceRoutes);
  await app.register(modelRoutes);
  await app.register(doneRoutes);
  await app.register(applicationRoutes);
  await app.register(taskCountRoutes);
  await app.register(taskFormRoutes);
  await app.register(businessRoutes);
  await app.register(timerRoutes);
  await app.register(taskActionRoutes);
};
