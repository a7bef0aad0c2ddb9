import diagnostics from 'node:diagnostics_channel';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { testApp, injectSignIn } from '../fixtures/app.ts';
import { testEnv } from '../fixtures/env.ts';
import { demoUsers } from '../fixtures/env.ts';
import { eventually } from '../fixtures/client.ts';
import { engine } from '../fixtures/engine.ts';
import { enqueue } from '../../gateway/src/domain/outbox.ts';

/**
 * How many engine REST calls a gateway request makes, counted on the real engine: every request
 * an in-process gateway sends to the engine goes through undici (its own client for JSON calls, the
 * global fetch for files), which announces each request and its end on its diagnostics channels;
 * counted here, the call itself still goes to the engine. Known waste of issue 9: a task read
 * twice, a call per job and per task run one after another, the statistics of every definition.
 */
const engineCalls: Array<{ method: string; path: string; body: Record<string, unknown> | null }> = [];
let inFlight = 0;
let mostInFlight = 0;
type UndiciRequest = { origin: string | URL; method: string; path: string; body?: unknown };
const open = new Set<UndiciRequest>();
const engineBase = new URL(testEnv.engineRestUrl);

function jsonBody(body: unknown): Record<string, unknown> | null {
  if (typeof body !== 'string' && !Buffer.isBuffer(body)) return null;
  try {
    return JSON.parse(body.toString()) as Record<string, unknown>;
  } catch {
    return null;
  }
}
const onCreate = (message: unknown) => {
  const { request } = message as { request: UndiciRequest };
  if (new URL(String(request.origin)).origin !== engineBase.origin || !request.path.startsWith(engineBase.pathname)) return;
  engineCalls.push({ method: request.method.toUpperCase(), path: request.path.split('?')[0].slice(engineBase.pathname.length), body: jsonBody(request.body) });
  open.add(request);
  inFlight++;
  mostInFlight = Math.max(mostInFlight, inFlight);
};
const onEnd = (message: unknown) => {
  const { request } = message as { request: UndiciRequest };
  if (open.delete(request)) inFlight--;
};
function countEngineCalls(): void {
  diagnostics.subscribe('undici:request:create', onCreate);
  diagnostics.subscribe('undici:request:trailers', onEnd);
  diagnostics.subscribe('undici:request:error', onEnd);
}
function stopCounting(): void {
  diagnostics.unsubscribe('undici:request:create', onCreate);
  diagnostics.unsubscribe('undici:request:trailers', onEnd);
  diagnostics.unsubscribe('undici:request:error', onEnd);
}
const calls = (method: string, pattern: RegExp) => engineCalls.filter((c) => c.method === method && pattern.test(c.path)).length;
/**
 * The inbox's reads of one task: loadVisibleTask's (our engine's POST /ccer/visible-task/{id}), and the engine's own
 * task query or task resource, which must not read it again.
 */
const taskReads = (taskId: string) =>
  engineCalls.filter(
    (c) =>
      (c.method === 'POST' && c.path === `/ccer/visible-task/${taskId}`) ||
      (c.method === 'POST' && c.path === '/task' && c.body?.taskId === taskId) ||
      (c.method === 'GET' && c.path === `/task/${taskId}`),
  ).length;

describe('engine calls per gateway request', () => {
  let app: FastifyInstance;
  let country: { authorization: string };

  beforeAll(async () => {
    app = await testApp();
    country = await injectSignIn(app, demoUsers.country.loginName, demoUsers.country.password);
    await eventually(async () => (await engine.processDefinitions({ key: 'commonApproval', latestVersion: true }))[0], 60000, 'commonApproval deployed');
    countEngineCalls();
  });
  afterAll(async () => {
    stopCounting();
    await app.close();
  });
  beforeEach(() => {
    engineCalls.length = 0;
    mostInFlight = 0;
  });
  afterEach(() => {
    engineCalls.length = 0;
  });

  async function openApprovalTask(): Promise<{ processInstanceId: string; taskId: string }> {
    const pi = await engine.startProcess('commonApproval', `calls-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`, { initiator: 'admin', subject: '调用次数' });
    const [task] = await engine.queryTasks({ processInstanceId: pi.id });
    return { processInstanceId: pi.id, taskId: task.id };
  }

  it('a task action on an unclaimed task reads the task once, then claims it', async () => {
    const { taskId } = await openApprovalTask();
    const r = await app.inject({ method: 'POST', url: '/api/process/task/transfer', headers: country, payload: { taskId, targetUser: 'admin', opinion: '请管理员办理' } });
    expect(r.statusCode, r.body).toBe(200);
    expect(taskReads(taskId), JSON.stringify(engineCalls)).toBe(1);
    expect(calls('POST', new RegExp(`^/task/${taskId}/claim$`))).toBe(1);
    expect((await engine.task(taskId)).assignee).toBe('admin');
  });

  it('submitting a task form reads the task once, then claims it and completes it through the form in one call', async () => {
    const { processInstanceId, taskId } = await openApprovalTask();
    const r = await app.inject({
      method: 'POST',
      url: '/api/process/task/submit-form',
      headers: country,
      payload: { taskId, approved: true, opinion: '同意', variables: { conclusion: 'agree', approvedQuantity: 10, remark: '材料齐全' } },
    });
    expect(r.statusCode, r.body).toBe(200);
    expect(taskReads(taskId), JSON.stringify(engineCalls)).toBe(1);
    expect(engineCalls.filter((c) => c.path === `/ccer/task/${taskId}/claim-and-complete`).map((c) => c.body?.form)).toEqual([true]);
    expect(calls('POST', new RegExp(`^/task/${taskId}/(claim|submit-form)$`))).toBe(0);
    const [done] = await engine.historicTasks({ taskId });
    expect(done.processInstanceId).toBe(processInstanceId);
    expect(done.deleteReason).toBe('completed');
  });

  it('approving a task to which no signer was ever added asks the engine for no subtask: read, then claim and complete in one call (the opinion goes with the completion)', async () => {
    const { processInstanceId, taskId } = await openApprovalTask();
    engineCalls.length = 0; // the test's own start and query of the task
    const r = await app.inject({ method: 'POST', url: '/api/process/task/complete', headers: country, payload: { taskId, approved: true, opinion: '同意' } });
    expect(r.statusCode, r.body).toBe(200);
    expect(engineCalls.filter((c) => c.body && 'parentTaskId' in c.body), JSON.stringify(engineCalls)).toEqual([]);
    expect(engineCalls.map((c) => `${c.method} ${c.path}`)).toEqual([
      `POST /ccer/visible-task/${taskId}`,
      `POST /ccer/task/${taskId}/claim-and-complete`,
    ]);
    expect(engineCalls.at(-1)?.body?.variables).toMatchObject({ opinion: { value: '同意' } });
    const [done] = await engine.historicTasks({ taskId });
    expect(done).toMatchObject({ processInstanceId, assignee: demoUsers.country.loginName, deleteReason: 'completed' });
  });

  it('an outbox start sent for the first time is one engine call, the start, with no look-up before it', async () => {
    const businessKey = `calls-outbox-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
    const outboxId = await app.db.transaction((trx) =>
      enqueue(trx, { kind: 'start', processKey: 'commonApproval', businessType: 'callCounts', businessKey, variables: { initiator: 'admin', subject: '调用次数' } }),
    );
    await app.outbox.kick();
    const sent = engineCalls.filter((c) => c.path.startsWith('/process-definition/key/commonApproval/start') || c.path.startsWith('/process-instance'));
    expect(sent.map((c) => `${c.method} ${c.path}`), JSON.stringify(engineCalls)).toEqual(['POST /process-definition/key/commonApproval/start']);
    const row = await app.db('outbox').where({ outbox_id: outboxId }).first();
    expect(row).toMatchObject({ status: 'done', attempts: 1 });
    expect(row.send_started_at).not.toBeNull();
    const instances = await engine.processInstances({ businessKey, processDefinitionKey: 'commonApproval' });
    expect(instances.map((p) => p.id)).toEqual([row.process_instance_id]);
  });

  it('moving the deadline of several tasks writes each task once, without reading it again, several at a time', async () => {
    // three open user tasks in one instance: a parallel multi-instance review
    const key = 'callCountsTimerMove';
    await engine.deploy('engine-call-counts', [{
      name: 'callCountsTimerMove.bpmn',
      content: `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:camunda="http://camunda.org/schema/1.0/bpmn" id="d" targetNamespace="t">
  <bpmn:process id="${key}" name="期限调整调用次数" isExecutable="true" camunda:historyTimeToLive="P1D">
    <bpmn:startEvent id="s"/><bpmn:sequenceFlow id="f1" sourceRef="s" targetRef="review"/>
    <bpmn:userTask id="review" name="会审" camunda:candidateGroups="country">
      <bpmn:multiInstanceLoopCharacteristics><bpmn:loopCardinality>3</bpmn:loopCardinality></bpmn:multiInstanceLoopCharacteristics>
    </bpmn:userTask><bpmn:sequenceFlow id="f2" sourceRef="review" targetRef="e"/>
    <bpmn:endEvent id="e"/>
  </bpmn:process>
</bpmn:definitions>`,
    }], 'ccer-tests');
    const pi = await engine.startProcess(key, `calls-timer-${Date.now()}`, {});
    const tasks = await engine.queryTasks({ processInstanceId: pi.id });
    expect(tasks).toHaveLength(3);

    const due = new Date(Date.now() + 10 * 86400_000);
    due.setMilliseconds(0);
    const r = await app.inject({ method: 'POST', url: '/api/process/timer/move', headers: country, payload: { processInstanceId: pi.id, dueDate: due.toISOString() } });
    expect(r.statusCode, r.body).toBe(200);
    expect(calls('GET', /^\/task\/[^/]+$/)).toBe(0);
    expect(calls('PUT', /^\/task\/[^/]+$/)).toBe(3);
    expect(mostInFlight).toBeGreaterThan(1);
    for (const t of await engine.queryTasks({ processInstanceId: pi.id })) {
      expect(new Date(t.due!).getTime()).toBe(due.getTime());
      expect(t.name).toBe('会审');
    }
  });

  it('the versions of one key ask for that key only, not for the statistics of every definition', async () => {
    const r = await app.inject({ method: 'GET', url: '/api/process/definition/versions?processKey=commonApproval', headers: await injectSignIn(app, demoUsers.admin.loginName, demoUsers.admin.password) });
    expect(r.statusCode, r.body).toBe(200);
    const rows = r.json().dataInfo as Array<{ processKey: string; version: number; deploymentTime: string | null; instances: number; latest: boolean }>;
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row.processKey === 'commonApproval' && row.deploymentTime !== null)).toBe(true);
    expect(rows[0].latest).toBe(true);
    expect(rows.map((row) => row.version)).toEqual([...rows.map((row) => row.version)].sort((a, b) => b - a));
    // the running instances counted per version agree with the engine
    const running = await engine.countProcessInstances({ processDefinitionKey: 'commonApproval' });
    expect(rows.reduce((n, row) => n + row.instances, 0)).toBe(running);
    expect(calls('GET', /^\/process-definition\/statistics/)).toBe(0);
    expect(calls('GET', /^\/deployment$/)).toBe(0);
  });

  it('My Tasks is one engine call whatever the page (page and total together), and so are its counts per workflowType', async () => {
    await openApprovalTask();
    const myList = () => app.inject({ method: 'POST', url: '/api/process/task/my-list', headers: country, payload: { pageNumber: 1, pageSize: 10 } });
    await myList(); // reads the definitions' metadata once into the gateway's cache
    engineCalls.length = 0;
    const r = await myList();
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().total).toBeGreaterThan(0);
    expect(engineCalls.map((c) => `${c.method} ${c.path}`)).toEqual(['POST /ccer/inbox']);
    engineCalls.length = 0;
    const counts = await app.inject({ method: 'GET', url: '/api/process/task/count-by-type', headers: country });
    expect(counts.statusCode, counts.body).toBe(200);
    expect(counts.json().dataInfo.total).toBe(r.json().total);
    expect(engineCalls.map((c) => `${c.method} ${c.path}`)).toEqual(['POST /ccer/inbox']);
  });

  it('the session check of a signed-in request is one database query: session, operator and function codes together', async () => {
    const admin = await injectSignIn(app, demoUsers.admin.loginName, demoUsers.admin.password);
    const owner = await injectSignIn(app, demoUsers.owner.loginName, demoUsers.owner.password);
    const url = '/api/process/definition/versions?processKey=commonApproval';
    async function sessionQueriesOf(headers: { authorization: string }): Promise<{ status: number; queries: string[] }> {
      const queries: string[] = [];
      const onQuery = (q: { sql: string }) => {
        if (/"session"|operator_role|role_func/.test(q.sql)) queries.push(q.sql);
      };
      app.db.on('query', onQuery);
      try {
        return { status: (await app.inject({ method: 'GET', url, headers })).statusCode, queries };
      } finally {
        app.db.removeListener('query', onQuery);
      }
    }
    const allowed = await sessionQueriesOf(admin);
    expect(allowed.status).toBe(200);
    expect(allowed.queries, allowed.queries.join('\n')).toHaveLength(1);
    // the function codes come from the same query: one without the code is refused by it
    const refused = await sessionQueriesOf(owner);
    expect(refused.status).toBe(403);
    expect(refused.queries, refused.queries.join('\n')).toHaveLength(1);
    // a logged-out session is refused too
    expect((await app.inject({ method: 'POST', url: '/api/logout', headers: owner })).statusCode).toBe(200);
    expect((await sessionQueriesOf(owner)).status).toBe(401);
  });
});
