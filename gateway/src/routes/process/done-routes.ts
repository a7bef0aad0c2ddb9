import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, okList, functionCodes, doneListQuery, doneTaskRowSchema, doneDetailQuery, doneDetailSchema } from '@ccer/contracts';
import type { HistoricTask, HistoricTaskQuery } from '../../engine/types.ts';
import { notFound } from '../../errors.ts';
import { businessKeysNamed, businessOfInstances, type BusinessOfInstance } from '../../domain/tasks/business-lookups.ts';
import { decisionsByActivityInstance } from './instance-view.ts';
import { buildInstanceDetail, loadInstance } from './instance-detail.ts';
import { toDoneTaskRow } from './process-lists-view.ts';
import { likeText } from '../../domain/like-text.ts';

/** The engine's delete reason of a task someone completed (an ended instance leaves `deleted`). */
const COMPLETED = 'completed';

/**
 * 已办任务 (/system/process/done): the tasks the operator completed, newest first, in a fixed
 * number of calls whatever the page size (tasks + count, metadata cached, decisions in one
 * history-detail query over the page's instances, business names from the database: no engine call).
 */
export const doneRoutes: FastifyPluginAsyncZod = async (app) => {
  const access = { func: [functionCodes.taskHandle] };

  /** Rows for some historic tasks: process, business, workflowType and the decision taken. */
  async function toRows(tasks: HistoricTask[]) {
    // an added signer's subtask (加签) is a standalone task: it has no instance of its own
    const instanceIds = [...new Set(tasks.map((t) => t.processInstanceId).filter((id): id is string => !!id))];
    const [metas, business, updates] = await Promise.all([
      Promise.all(tasks.map((t) => (t.processDefinitionId ? app.processMeta.get(t.processDefinitionId) : Promise.resolve(undefined)))),
      instanceIds.length ? businessOfInstances(app.db, instanceIds.map((id) => ({ id }))) : Promise.resolve(new Map<string, BusinessOfInstance>()),
      instanceIds.length ? app.engine.historicVariableUpdatesOf(instanceIds) : Promise.resolve([]),
    ]);
    const decisions = decisionsByActivityInstance(updates);
    return tasks.map((t, i) =>
      toDoneTaskRow(t, metas[i], t.processInstanceId ? business.get(t.processInstanceId) : undefined, t.activityInstanceId ? decisions.get(t.activityInstanceId) : undefined),
    );
  }

  app.post('/api/process/task/done-list', {
    config: { access },
    schema: { tags: ['process'], summary: 'Done tasks of the operator, one page', body: doneListQuery, response: { 200: okList(doneTaskRowSchema) } },
    handler: async (request) => {
      const op = request.operator!;
      const { pageNumber, pageSize, workflowType, taskName, businessName } = request.body;
      const query: HistoricTaskQuery = {
        taskAssignee: op.loginName,
        finished: true,
        taskDeleteReason: COMPLETED,
        sorting: [{ sortBy: 'endTime', sortOrder: 'desc' }],
      };
      if (workflowType) {
        const keys = app.processMeta.taskKeysFor(workflowType);
        if (keys.length === 0) return { flag: 1 as const, dataInfo: [], total: 0 };
        query.taskDefinitionKeyIn = keys;
      }
      if (taskName) query.taskNameLike = likeText(taskName);
      if (businessName) {
        const ids = await businessKeysNamed(app.db, businessName);
        if (ids.length === 0) return { flag: 1 as const, dataInfo: [], total: 0 };
        query.processInstanceBusinessKeyIn = ids;
      }
      const [tasks, total] = await Promise.all([
        app.engine.queryHistoricTasks(query, { firstResult: (pageNumber - 1) * pageSize, maxResults: pageSize }),
        app.engine.countHistoricTasks(query),
      ]);
      return { flag: 1 as const, dataInfo: await toRows(tasks), total };
    },
  });

  app.get('/api/process/task/done-detail', {
    config: { access },
    schema: { tags: ['process'], summary: 'One done task: the task, its business and the instance approval history', querystring: doneDetailQuery, response: { 200: ok(doneDetailSchema) } },
    handler: async (request) => {
      const op = request.operator!;
      // only the operator's own completed tasks: another's answers as not found
      const [task] = await app.engine.queryHistoricTasks({ taskId: request.query.taskId, taskAssignee: op.loginName, finished: true, taskDeleteReason: COMPLETED }, { maxResults: 1 });
      if (!task?.processInstanceId) throw notFound('doneTaskNotFound');
      const h = await loadInstance(app, task.processInstanceId);
      const [[row], detail] = await Promise.all([toRows([task]), buildInstanceDetail(app, h)]);
      return { flag: 1 as const, dataInfo: { task: row, detail } };
    },
  });
};
