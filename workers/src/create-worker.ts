import crypto from 'node:crypto';
import os from 'node:os';
import { BasicAuthInterceptor, Client } from 'camunda-external-task-client-js';
import type { Knex } from 'knex';
import type { Logger } from 'pino';
import type { Config } from './config.ts';
import { describeEngineError } from './engine-error.ts';
import { FetchTracker } from './fetch-tracker.ts';
import type { TaskHandler } from './handler.ts';
import type { RetryPolicy } from './retry.ts';
import { runTask } from './run-task.ts';

export { BusinessRuleError } from './business-rule-error.ts';
export type { HandlerContext, TaskHandler, TopicRegistration } from './handler.ts';

export type WorkerConfig = Pick<
  Config,
  'ENGINE_REST_URL' | 'ENGINE_REST_USER' | 'ENGINE_REST_PASSWORD' | 'WORKER_MAX_TASKS' | 'WORKER_LOCK_MS' | 'WORKER_LONG_POLL_MS' | 'WORKER_POLL_INTERVAL_MS'
>;

export interface CreateWorkerOptions {
  config: WorkerConfig;
  db: Knex;
  logger: Logger;
  /** Unique per process by default: the engine tells lock holders apart by it. */
  workerId?: string;
  retryPolicy?: RetryPolicy;
}

export interface Worker {
  readonly workerId: string;
  subscribe(topic: string, options: { variables: readonly string[]; handler: TaskHandler }): void;
  /** Stops fetching, lets an open long poll answer, and waits for every running handler (SIGTERM). */
  stop(): Promise<void>;
}

export function defaultWorkerId(): string {
  return `${os.hostname()}-${process.pid}-${crypto.randomBytes(4).toString('hex')}`;
}

// how long past the long-poll timeout stop() waits for the engine to answer an open fetch
const FETCH_ANSWER_MARGIN_MS = 5_000;

export function createWorker({ config, db, logger, workerId = defaultWorkerId(), retryPolicy }: CreateWorkerOptions): Worker {
  const log = logger.child({ workerId });
  const fetches = new FetchTracker();
  const client = new Client({
    baseUrl: config.ENGINE_REST_URL,
    workerId,
    maxTasks: config.WORKER_MAX_TASKS,
    // without this the client keeps fetching while handlers run, with no bound on concurrency
    maxParallelExecutions: config.WORKER_MAX_TASKS,
    lockDuration: config.WORKER_LOCK_MS,
    asyncResponseTimeout: config.WORKER_LONG_POLL_MS,
    interval: config.WORKER_POLL_INTERVAL_MS,
    // polling starts once the topics are subscribed, so the first fetch asks for all of them
    autoPoll: false,
    interceptors: [new BasicAuthInterceptor({ username: config.ENGINE_REST_USER, password: config.ENGINE_REST_PASSWORD }), fetches.interceptor],
  });
  fetches.listen(client);
  watchClient(client, log);

  const running = new Set<Promise<void>>();
  let started = false;
  let stopping: Promise<void> | undefined;

  return {
    workerId,
    subscribe(topic, { variables, handler }) {
      if (stopping) throw new Error(`worker is stopping; cannot subscribe ${topic}`);
      const registration = { topic, variables, handler };
      client.subscribe(topic, { variables: [...variables], lockDuration: config.WORKER_LOCK_MS }, (args) => {
        const run = runTask(registration, args, { db, logger: log, retryPolicy }).finally(() => running.delete(run));
        running.add(run);
        return run;
      });
      log.info({ topic, variables }, 'subscribed');
      if (!started) {
        started = true;
        setImmediate(() => {
          if (!stopping) client.start();
        });
      }
    },
    stop() {
      stopping ??= (async () => {
        client.stop();
        log.info({ running: running.size }, 'stopping: no new fetches; draining');
        await fetches.settled(config.WORKER_LONG_POLL_MS + FETCH_ANSWER_MARGIN_MS);
        // tasks from the last fetch run too: they are locked to this worker
        while (running.size > 0) await Promise.allSettled([...running]);
        log.info('stopped');
      })();
      return stopping;
    },
  };
}

/** Logs what the client reports only through events; an unreachable engine is logged once a minute. */
function watchClient(client: Client, log: Logger): void {
  let lastPollError = 0;
  client.on('poll:error', (err: unknown) => {
    const now = Date.now();
    if (now - lastPollError < 60_000) return;
    lastPollError = now;
    log.warn({ error: describeEngineError(err) }, 'cannot fetch tasks from the engine; retrying');
  });
  client.on('poll:success', () => {
    if (lastPollError) log.info('fetching tasks from the engine again');
    lastPollError = 0;
  });
  // runTask never throws; this would be a bug in it
  client.on('handler:error', (err: unknown) => log.error({ err }, 'task wrapper threw'));
}
