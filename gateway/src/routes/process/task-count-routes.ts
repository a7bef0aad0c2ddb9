import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, functionCodes, workflowTypes, taskCountByTypeSchema } from '@ccer/contracts';
import type { TaskQuery } from '../../engine/types.ts';
import { visibleTo } from '../../domain/tasks.ts';
import { countVisibleTasks } from '../../domain/task-count.ts';

/**
 * The operator's open tasks per workflowType, for the filter above My Tasks. The engine's REST has
 * no group-by, so each workflowType that has user tasks in a deployed definition is counted by its
 * task keys (two indexed counts each, see countVisibleTasks), all in parallel: the number of calls
 * follows the number of business types in use (a handful), never the number of tasks.
 */
export const taskCountRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/process/task/count-by-type', {
    config: { access: { func: [functionCodes.taskHandle] } },
    schema: { tags: ['process'], summary: 'My open tasks counted per workflowType', response: { 200: ok(taskCountByTypeSchema) } },
    handler: async (request) => {
      const base: TaskQuery = { ...visibleTo(request.operator!), active: true };
      // the contract's order, so the filter reads the same on every screen
      const types = workflowTypes.filter((w) => app.processMeta.taskKeysFor(w).length > 0);
      const [total, ...counts] = await Promise.all([
        countVisibleTasks(app.engine, base),
        ...types.map((w) => countVisibleTasks(app.engine, { ...base, taskDefinitionKeyIn: app.processMeta.taskKeysFor(w) })),
      ]);
      return { flag: 1 as const, dataInfo: { total, byType: types.map((workflowType, i) => ({ workflowType, count: counts[i] })) } };
    },
  });
};
