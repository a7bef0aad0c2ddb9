import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, functionCodes, taskFormQuery, taskFormView, taskSubmitFormBody } from '@ccer/contracts';
import { writeOperationLog } from '../../audit-log.ts';
import { loadTaskForm, submitTaskForm } from '../../domain/task-forms/task-form.ts';

/** Task forms (camunda:formRef, form-js): read a task's form with its values; submit it typed. */
export const taskFormRoutes: FastifyPluginAsyncZod = async (app) => {
  const access = { func: [functionCodes.taskHandle] };

  app.get('/api/process/task/form', {
    config: { access },
    schema: { tags: ['process'], summary: "A task's form-js form (null when it has none) and its current variables", querystring: taskFormQuery, response: { 200: ok(taskFormView) } },
    handler: async (request) => ({ flag: 1 as const, dataInfo: await loadTaskForm(app, request.operator!, request.query.taskId) }),
  });

  app.post('/api/process/task/submit-form', {
    config: { access },
    schema: { tags: ['process'], summary: 'Complete a task through its form: values checked against the form, stored typed', body: taskSubmitFormBody, response: { 200: ok(z.null()) } },
    handler: async (request) => {
      const { approved, opinion } = request.body;
      const { task, stored } = await submitTaskForm(app, request.operator!, request.body);
      await writeOperationLog(app.db, request, {
        abstract: 'task.submitForm',
        businessType: 'task',
        businessKey: task.id,
        after: { variables: stored, approved, opinion, processInstanceId: task.processInstanceId },
      });
      return { flag: 1 as const, dataInfo: null };
    },
  });
};
