import type { FastifyInstance } from 'fastify';
import type { TaskFormView, TaskSubmitFormBody } from '@ccer/contracts';
import type { Operator } from '../../plugins/auth.ts';
import type { EngineTask } from '../../engine/types.ts';
import { EngineError } from '../../engine/engine-client.ts';
import { AppError, badRequest } from '../../errors.ts';
import { completeVisibleDecision, loadVisibleTask } from '../tasks.ts';
import { formFields, plainVariables, typedFormVariables, validateFormValues } from './form-schema.ts';

/**
 * The form-js schema of a task's camunda:formRef, or null when it has none. The engine answers
 * 400 (no form key) or 404 (no such form deployed) then: both mean "no form" to the inbox.
 */
export async function deployedSchema(app: FastifyInstance, task: EngineTask): Promise<Record<string, unknown> | null> {
  try {
    const schema = await app.engine.deployedTaskForm(task.id);
    return schema && typeof schema === 'object' && Array.isArray(schema.components) ? schema : null;
  } catch (e) {
    if (e instanceof EngineError && (e.status === 400 || e.status === 404)) {
      if (task.camundaFormRef) app.log.warn({ taskId: task.id, formRef: task.camundaFormRef, err: e.message }, 'task form not found in the engine');
      return null;
    }
    // an embedded (HTML) form is not JSON: not a form-js form either
    if (e instanceof SyntaxError) return null;
    throw e;
  }
}

/** What the inbox needs to render a task's form: the schema and the task's current values. */
export async function loadTaskForm(app: FastifyInstance, op: Operator, taskId: string): Promise<TaskFormView> {
  const task = await loadVisibleTask(app, op, taskId);
  const schema = await deployedSchema(app, task);
  if (!schema) return { formId: null, schema: null, variables: {} };
  const variables = plainVariables(await app.engine.taskFormVariables(task.id));
  const formId = task.camundaFormRef?.key ?? (typeof schema.id === 'string' ? schema.id : null);
  return { formId, schema, variables };
}

/**
 * Checks the submitted values against the task's form (the same rules the web ran) and completes
 * the task with typed variables, claiming it first when it is unclaimed.
 */
export async function submitTaskForm(
  app: FastifyInstance,
  op: Operator,
  body: TaskSubmitFormBody,
): Promise<{ task: EngineTask; stored: Record<string, unknown> }> {
  const task = await loadVisibleTask(app, op, body.taskId);
  const schema = await deployedSchema(app, task);
  if (!schema) throw new AppError(400, 'BAD_REQUEST', 'taskHasNoForm');
  const fields = formFields(schema);
  const errors = validateFormValues(fields, body.variables);
  if (errors.length > 0) throw badRequest(errors);
  const typed = typedFormVariables(fields, body.variables);
  const completed = await completeVisibleDecision(app, op, task, { approved: body.approved, opinion: body.opinion }, undefined, typed);
  return { task: completed, stored: plainVariables(typed) };
}
