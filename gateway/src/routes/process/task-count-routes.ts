import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, functionCodes, workflowTypes, taskCountByTypeSchema } from '@ccer/contracts';
import { inboxOf } from '../../domain/tasks.ts';

/**
 * The operator's open tasks per workflowType, for the filter above My Tasks: one engine call
 * (the inbox query counts the visible tasks per task key), summed here over each workflowType's
 * task keys in its deployed definitions.
 */
export const taskCountRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/process/task/count-by-type', {
    config: { access: { func: [functionCodes.taskHandle] } },
    schema: { tags: ['process'], summary: 'My open tasks counted per workflowType', response: { 200: ok(taskCountByTypeSchema) } },
    handler: async (request) => {
      const { count, countByTaskKey = {} } = await app.engine.inbox({ ...inboxOf(request.operator!), maxResults: 0, countByTaskKey: true });
      // the contract's order, so the filter reads the same on every screen; types without user tasks left out
      const byType = workflowTypes
        .map((workflowType) => ({ workflowType, keys: app.processMeta.taskKeysFor(workflowType) }))
        .filter(({ keys }) => keys.length > 0)
        .map(({ workflowType, keys }) => ({ workflowType, count: keys.reduce((sum, key) => sum + (countByTaskKey[key] ?? 0), 0) }));
      return { flag: 1 as const, dataInfo: { total: count, byType } };
    },
  });
};
