import type { Knex } from 'knex';
import type { Logger } from 'pino';
import type { Task } from 'camunda-external-task-client-js';

/** The fetched task without its Variables wrapper: handlers get plain values instead. */
export type TaskInfo = Omit<Task, 'variables'>;

export interface HandlerContext {
  task: TaskInfo;
  /** Only the variables the topic registration names, as plain values. */
  variables: Record<string, unknown>;
  db: Knex;
  /** Already bound to the topic, task id and business key. */
  logger: Logger;
}

/** Returns the variables to complete the task with, or nothing. */
export type TaskHandler = (ctx: HandlerContext) => Promise<Record<string, unknown> | void>;

/** One topic a worker serves: a declaration, so main.ts can subscribe them all in a loop. */
export interface TopicRegistration {
  topic: string;
  variables: readonly string[];
  handler: TaskHandler;
}
