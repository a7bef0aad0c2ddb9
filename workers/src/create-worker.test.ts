import type { Knex } from 'knex';
import { pino } from 'pino';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BusinessRuleError, createWorker, type Worker } from './create-worker.ts';
import type { HandlerContext } from './handler.ts';
import { engineTask, startFakeEngine } from './testing/fake-engine.ts';

/** The wrapper driving the real client library against a stand-in for the engine's REST API. */
let engine: Awaited<ReturnType<typeof startFakeEngine>>;
let worker: Worker | undefined;
const db = {} as Knex;
const logger = pino({ level: 'silent' });

beforeEach(async () => {
  engine = await startFakeEngine();
});
afterEach(async () => {
  await worker?.stop();
  worker = undefined;
  await engine.close();
});

function start(handler: (ctx: HandlerContext) => Promise<Record<string, unknown> | void>) {
  worker = createWorker({
    config: {
      ENGINE_REST_URL: engine.url,
      ENGINE_REST_USER: 'demo',
      ENGINE_REST_PASSWORD: 'secret',
      WORKER_MAX_TASKS: 4,
      WORKER_LOCK_MS: 30_000,
      WORKER_LONG_POLL_MS: 400,
      WORKER_POLL_INTERVAL_MS: 20,
    },
    db,
    logger,
    workerId: 'test-worker',
  });
  worker.subscribe('t1', { variables: ['a', 'b'], handler });
  return worker;
}

async function until(check: () => boolean, ms = 3_000) {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 10));
  }
}

describe('createWorker', () => {
  it('long-polls for the named variables only, as its own worker, with basic auth', async () => {
    start(async () => {});
    await until(() => engine.callsTo('/fetchAndLock').length > 0);
    const [fetch] = engine.callsTo('/fetchAndLock');
    expect(fetch!.authorization).toBe(`Basic ${Buffer.from('demo:secret').toString('base64')}`);
    expect(fetch!.body).toMatchObject({
      workerId: 'test-worker',
      maxTasks: 4,
      asyncResponseTimeout: 400,
      topics: [{ topicName: 't1', lockDuration: 30_000, variables: ['a', 'b'] }],
    });
  });

  it('gives the handler plain variables and completes with what it returns', async () => {
    let seen: HandlerContext | undefined;
    start(async (ctx) => {
      seen = ctx;
      return { done: true, count: 2 };
    });
    engine.push(engineTask('task-1', 't1', { a: 'x', b: 7 }));
    await until(() => engine.callsTo('/task-1/complete').length > 0);
    expect(seen!.variables).toEqual({ a: 'x', b: 7 });
    expect(seen!.task).toMatchObject({ id: 'task-1', businessKey: 'bk-1' });
    expect(seen!.db).toBe(db);
    expect(engine.callsTo('/task-1/complete')[0]!.body).toMatchObject({
      workerId: 'test-worker',
      variables: { done: { type: 'boolean', value: true }, count: { type: 'integer', value: 2 } },
    });
  });

  it('reports an unexpected error as a failure with retries and a backoff', async () => {
    start(async () => {
      throw new Error('database unreachable');
    });
    engine.push(engineTask('task-2', 't1', {}, null));
    engine.push(engineTask('task-3', 't1', {}, 1));
    await until(() => engine.callsTo('/failure').length === 2);
    expect(engine.callsTo('/task-2/failure')[0]!.body).toMatchObject({
      workerId: 'test-worker',
      errorMessage: 'database unreachable',
      retries: 3,
      retryTimeout: 10_000,
    });
    expect(engine.callsTo('/task-2/failure')[0]!.body.errorDetails).toMatch(/database unreachable/);
    // the last retry used up: 0 retries, which the engine turns into an incident
    expect(engine.callsTo('/task-3/failure')[0]!.body).toMatchObject({ retries: 0, retryTimeout: 0 });
    expect(engine.callsTo('/complete')).toHaveLength(0);
  });

  it('reports a business rule as a BPMN error with its code', async () => {
    start(async () => {
      throw new BusinessRuleError('APPLY_NOT_PENDING', 'not pending');
    });
    engine.push(engineTask('task-4', 't1', {}));
    await until(() => engine.callsTo('/bpmnError').length > 0);
    expect(engine.callsTo('/task-4/bpmnError')[0]!.body).toMatchObject({ errorCode: 'APPLY_NOT_PENDING', errorMessage: 'not pending', workerId: 'test-worker' });
    expect(engine.callsTo('/failure')).toHaveLength(0);
  });

  it('stop() waits for running handlers and then fetches no more', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    let started = false;
    const w = start(async () => {
      started = true;
      await gate;
    });
    engine.push(engineTask('task-5', 't1', {}));
    await until(() => started);
    let stopped = false;
    const stopping = w.stop().then(() => (stopped = true));
    await new Promise((r) => setTimeout(r, 100));
    expect(stopped).toBe(false);
    release();
    await stopping;
    expect(engine.callsTo('/task-5/complete')).toHaveLength(1);
    const fetches = engine.callsTo('/fetchAndLock').length;
    await new Promise((r) => setTimeout(r, 500));
    expect(engine.callsTo('/fetchAndLock').length).toBe(fetches);
  });

  it('stop() lets an open long poll answer and runs the tasks it brings', async () => {
    const done: string[] = [];
    const w = start(async ({ task }) => {
      done.push(task.id);
    });
    const before = engine.callsTo('/fetchAndLock').length;
    await until(() => engine.callsTo('/fetchAndLock').length > before);
    const stopping = w.stop();
    // the engine answers the fetch that was open when stop() was called
    engine.push(engineTask('task-6', 't1', {}));
    await stopping;
    expect(done).toEqual(['task-6']);
    expect(engine.callsTo('/task-6/complete')).toHaveLength(1);
  });
});
