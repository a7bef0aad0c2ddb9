import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, okList, taskListQuery, taskRowSchema, taskIdBody, taskCompleteBody, functionCodes, processesWithOwnCall, type TaskRow } from '@ccer/contracts';
import type { InboxQuery, InboxTask } from '../../engine/types.ts';
import { writeOperationLog } from '../../audit-log.ts';
import { AppError } from '../../errors.ts';
import { claimTask, unclaimTask, completeVisibleDecision, loadVisibleTask, inboxOf } from '../../domain/tasks.ts';
import { inLifecycleProcess, processKeyOf, registeredStep, runStep } from '../../domain/lifecycle/step-route.ts';
import { likeText } from '../../domain/like-text.ts';
import { businessKeysNamed, businessOfInstances } from '../../domain/tasks/business-lookups.ts';

/**
 * My Tasks: one page of the operator's tasks with their business fields, in a fixed number of
 * calls whatever the page size (page and total in one engine call, definitions' metadata cached,
 * business rows in one query).
 */
export const taskRoutes: FastifyPluginAsyncZod = async (app) => {
  const access = { func: [functionCodes.taskHandle] };

  app.post('/api/process/task/my-list', {
    config: { access },
    schema: { tags: ['process'], summary: 'My tasks, one page', body: taskListQuery, response: { 200: okList(taskRowSchema) } },
    handler: async (request) => {
      const op = request.operator!;
      const { pageNumber, pageSize, workflowType, taskName, businessName, taskId } = request.body;
      const query: InboxQuery = { ...inboxOf(op), firstResult: (pageNumber - 1) * pageSize, maxResults: pageSize };
      if (workflowType) {
        const keys = app.processMeta.taskKeysFor(workflowType);
        if (keys.length === 0) return { flag: 1 as const, dataInfo: [], total: 0 };
        query.taskDefinitionKeyIn = keys;
      }
      if (taskName) query.nameLike = likeText(taskName);
      if (taskId) query.taskId = taskId;
      if (businessName) {
        const ids = await businessKeysNamed(app.db, businessName);
        if (ids.length === 0) return { flag: 1 as const, dataInfo: [], total: 0 };
        query.processInstanceBusinessKeyIn = ids;
      }
      // page and total in one engine call (the engine's inbox query)
      const { tasks, count: total } = await app.engine.inbox(query);
      // an added signer's subtask (加签) has no process of its own: it shows its parent's (one call)
      const parentIds = [...new Set(tasks.filter((t) => t.parentTaskId && !t.processDefinitionId).map((t) => t.parentTaskId!))];
      const parents = new Map<string, InboxTask>(parentIds.length ? (await app.engine.queryTasks({ taskIdIn: parentIds })).map((p) => [p.id, p]) : []);
      const sources = tasks.map((t) => (t.parentTaskId && !t.processDefinitionId ? (parents.get(t.parentTaskId) ?? null) : t));
      const [metas, business] = await Promise.all([
        Promise.all(sources.map((s) => (s ? app.processMeta.get(s.processDefinitionId) : null))),
        businessOfInstances(app.db, sources.filter((s) => s !== null).map((s) => ({ id: s.processInstanceId }))),
      ]);
      const now = Date.now(); // server time decides what is overdue, not the browser's clock
      const rows: TaskRow[] = tasks.map((t, i) => {
        const source = sources[i];
        const meta = source ? metas[i]?.tasks[source.taskDefinitionKey] : undefined;
        const b = source ? business.get(source.processInstanceId) : undefined;
        return {
          taskId: t.id,
          taskName: t.name ?? t.taskDefinitionKey,
          processName: metas[i]?.name ?? null,
          processDefinitionId: source?.processDefinitionId ?? '',
          processInstanceId: source?.processInstanceId ?? '',
          parentTaskId: t.parentTaskId ?? null,
          delegationState: t.delegationState ?? null,
          owner: t.owner ?? null,
          businessKey: b?.businessKey ?? null,
          businessName: b?.businessName ?? null,
          workflowType: meta?.workflowType ?? null,
          funcCode: meta?.funcCode ?? null,
          assignee: t.assignee,
          created: t.created,
          due: t.due,
          overdue: t.due !== null && new Date(t.due).getTime() < now,
        };
      });
      return { flag: 1 as const, dataInfo: rows, total };
    },
  });

  app.post('/api/process/task/claim', {
    config: { access },
    schema: { tags: ['process'], summary: 'Claim a task', body: taskIdBody, response: { 200: ok(z.null()) } },
    handler: async (request) => {
      const task = await claimTask(app, request.operator!, request.body.taskId);
      await writeOperationLog(app.db, request, { abstract: 'task.claim', businessType: 'task', businessKey: task.id });
      return { flag: 1 as const, dataInfo: null };
    },
  });

  app.post('/api/process/task/unclaim', {
    config: { access },
    schema: { tags: ['process'], summary: 'Give a claimed task back to its groups', body: taskIdBody, response: { 200: ok(z.null()) } },
    handler: async (request) => {
      const task = await unclaimTask(app, request.operator!, request.body.taskId);
      await writeOperationLog(app.db, request, { abstract: 'task.unclaim', businessType: 'task', businessKey: task.id });
      return { flag: 1 as const, dataInfo: null };
    },
  });

  app.post('/api/process/task/complete', {
    config: { access },
    schema: { tags: ['process'], summary: 'Complete a task: agree or return, with an opinion', body: taskCompleteBody, response: { 200: ok(z.null()) } },
    handler: async (request) => {
      const { taskId, approved, opinion } = request.body;
      const op = request.operator!;
      const visible = await loadVisibleTask(app, op, taskId);
      // a lifecycle step completes through its own call: a plain decision runs it here (its deadlines and
      // dates travel with it); a step that hands in a report or documents is done on its page
      // (only tasks of a lifecycle's process can be steps; an added signer's subtask is signed, see completeVisibleDecision)
      if (!visible.parentTaskId && processesWithOwnCall.has(processKeyOf(visible.processDefinitionId))) throw new AppError(400, 'BAD_REQUEST', 'taskHasOwnCall');
      const step = visible.parentTaskId || !inLifecycleProcess(visible.processDefinitionId) ? undefined : registeredStep(visible.processDefinitionId, (await app.processMeta.get(visible.processDefinitionId)).tasks[visible.taskDefinitionKey]?.workflowType);
      if (step && !step.handler.decisionOnly) throw new AppError(400, 'BAD_REQUEST', 'taskHasOwnPage');
      if (step) await runStep(app, request, visible, { taskId, approved, opinion } as never);
      const task = step ? visible : await completeVisibleDecision(app, op, visible, { approved, opinion });
      await writeOperationLog(app.db, request, {
        abstract: 'task.complete',
        businessType: 'task',
        businessKey: task.id,
        after: { approved, opinion, processInstanceId: task.processInstanceId },
      });
      return { flag: 1 as const, dataInfo: null };
    },
  });
};
