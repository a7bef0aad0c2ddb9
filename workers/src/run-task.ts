import { Variables, type Task, type TaskService } from 'camunda-external-task-client-js';
import type { Knex } from 'knex';
import type { Logger } from 'pino';
import { BusinessRuleError } from './business-rule-error.ts';
import { describeEngineError } from './engine-error.ts';
import type { TopicRegistration } from './handler.ts';
import { defaultRetryPolicy, nextRetry, type RetryPolicy } from './retry.ts';

export interface RunTaskDeps {
  db: Knex;
  logger: Logger;
  retryPolicy?: RetryPolicy;
}

// the engine keeps a short error message (it cuts at 666 characters); the stack goes in errorDetails
const MAX_ERROR_MESSAGE = 500;

/**
 * Runs one fetched task through its handler and always tells the engine the outcome: the client
 * library swallows a handler's exception and leaves the task locked with no incident (architecture §9).
 * Never throws.
 */
export async function runTask(
  registration: TopicRegistration,
  { task, taskService }: { task: Task; taskService: TaskService },
  { db, logger, retryPolicy = defaultRetryPolicy }: RunTaskDeps,
): Promise<void> {
  const log = logger.child({
    topic: task.topicName,
    taskId: task.id,
    businessKey: task.businessKey,
    processInstanceId: task.processInstanceId,
  });
  const { variables: typed, ...info } = task;
  let output: Record<string, unknown> | void;
  try {
    // inside the try: a variable that cannot be read is a failure like any other
    const variables = typed.getAll();
    output = await registration.handler({ task: info, variables, db, logger: log });
  } catch (error) {
    await report(error, task, taskService, log, retryPolicy);
    return;
  }
  try {
    const vars = output && Object.keys(output).length > 0 ? new Variables().setAll(output) : undefined;
    await taskService.complete(task, vars);
    log.info('task completed');
  } catch (error) {
    // the work is committed; on redelivery the idempotent handler finds it done and completes then
    log.error({ error: describeEngineError(error) }, 'could not complete the task; it returns when its lock expires');
  }
}

async function report(error: unknown, task: Task, taskService: TaskService, log: Logger, policy: RetryPolicy): Promise<void> {
  try {
    if (error instanceof BusinessRuleError) {
      log.warn({ code: error.code, reason: error.message }, 'business rule refused the task; reporting a BPMN error');
      await taskService.handleBpmnError(task, error.code, error.message);
      return;
    }
    const { retries, retryTimeout } = nextRetry(task.retries, policy);
    const err = error instanceof Error ? error : new Error(String(error));
    if (retries > 0) log.error({ err, retries, retryTimeout }, 'task failed; the engine retries it later');
    else log.error({ err }, 'task failed and has no retries left; the engine raises an incident');
    await taskService.handleFailure(task, {
      errorMessage: (err.message || err.name).slice(0, MAX_ERROR_MESSAGE),
      errorDetails: err.stack ?? err.message,
      retries,
      retryTimeout,
    });
  } catch (reportError) {
    log.error({ error: describeEngineError(reportError) }, 'could not report the failure to the engine; the task returns when its lock expires');
  }
}
