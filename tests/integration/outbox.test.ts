import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { testApp, injectSignIn } from '../fixtures/app.ts';
import { eventually } from '../fixtures/client.ts';
import { demoUsers } from '../fixtures/env.ts';
import { validApplication } from '../fixtures/applications.ts';
import { engine } from '../fixtures/engine.ts';
import { freePort } from '../../scripts/lib/ports.ts';
import { enqueue, NOT_WAITING_MAX_ATTEMPTS, OutboxDispatcher, type Deliverer } from '../../gateway/src/domain/outbox.ts';
import { designDocument } from '../fixtures/uploads.ts';
import { businessTypes } from '@ccer/contracts';

/**
 * Submission while the engine is down: the business change and the outbox row commit together;
 * once the engine answers, the dispatcher starts the process exactly once.
 */
describe('outbox', () => {
  let down: FastifyInstance;
  let up: FastifyInstance;
  beforeAll(async () => {
    const deadPort = await freePort();
    down = await testApp({ ENGINE_REST_URL: `http://127.0.0.1:${deadPort}/engine-rest` });
    up = await testApp();
  });
  afterAll(async () => {
    await down.close();
    await up.close();
  });

  it('keeps the submission when the engine is down and starts the process once it is back', async () => {
    const auth = await injectSignIn(down, demoUsers.owner.loginName, demoUsers.owner.password);
    const form = validApplication();
    const saved = (await down.inject({ method: 'POST', url: '/api/project-manage/save-apply', headers: auth, payload: { projectName: form.projectName } })).json().dataInfo;
    const submitted = await down.inject({ method: 'POST', url: '/api/project-manage/prep-pub-apply', headers: auth, payload: { ...form, id: saved.id, fileIds: await designDocument(auth) } });
    expect(submitted.statusCode).toBe(200);
    expect(submitted.json().dataInfo.status).toBe('01');
    await down.outbox.kick();

    const pending = await down.db('outbox').where({ business_key: saved.id }).first();
    expect(pending).toMatchObject({ kind: 'start', status: 'pending', process_key: 'ccerProjectPubApply' });
    expect(pending.attempts).toBeGreaterThanOrEqual(1);
    expect(pending.last_error).toBeTruthy();
    expect(await engine.processInstances({ businessKey: saved.id })).toEqual([]);

    // the engine is back: make the row due now and dispatch twice (a second gateway doing the same)
    await up.db('outbox').where({ outbox_id: pending.outbox_id }).update({ next_attempt_at: new Date(0) });
    await Promise.all([up.outbox.kick(), up.outbox.dispatchBatch(10)]);
    const done = await up.db('outbox').where({ outbox_id: pending.outbox_id }).first();
    expect(done.status).toBe('done');
    const instances = await engine.processInstances({ businessKey: saved.id });
    expect(instances).toHaveLength(1);
    const row = await up.db('project_apply').where({ id: saved.id }).first();
    expect(row.process_instance_id).toBe(instances[0].id);
  });

  it('starts nothing twice when a start is retried after the engine already accepted it', async () => {
    const auth = await injectSignIn(up, demoUsers.owner.loginName, demoUsers.owner.password);
    const form = validApplication();
    const saved = (await up.inject({ method: 'POST', url: '/api/project-manage/save-apply', headers: auth, payload: { projectName: form.projectName } })).json().dataInfo;
    await up.inject({ method: 'POST', url: '/api/project-manage/prep-pub-apply', headers: auth, payload: { ...form, id: saved.id, fileIds: await designDocument(auth) } });
    await up.outbox.kick();
    // simulate a crash between the engine's answer and the outbox update
    await up.db('outbox').where({ business_key: saved.id }).update({ status: 'pending', next_attempt_at: new Date(0) });
    await up.outbox.kick();
    expect(await engine.processInstances({ businessKey: saved.id })).toHaveLength(1);
  });

  it('a start marked as sent but never recorded (its dispatcher died) looks for its instance and starts no second one', async () => {
    const businessKey = `outbox-mark-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
    const outboxId = await up.db.transaction((trx) =>
      enqueue(trx, { kind: 'start', processKey: 'commonApproval', businessType: 'outboxMarkTest', businessKey, variables: { initiator: 'admin', subject: '发送标记' } }),
    );
    // what a dispatcher leaves when it dies between the engine's answer and the record: its claim
    // committed (attempt counted, send marked, leased), the instance started with the command's id
    await up.db('outbox').where({ outbox_id: outboxId }).update({ attempts: 1, send_started_at: up.db.fn.now(), next_attempt_at: up.db.raw(`now() + interval '1 hour'`) });
    const crashed = await engine.startProcess('commonApproval', businessKey, { initiator: 'admin', subject: '发送标记', outboxId });

    // while the lease runs, no dispatcher takes the command
    await up.outbox.dispatchBatch(10);
    expect(await up.db('outbox').where({ outbox_id: outboxId }).first()).toMatchObject({ status: 'pending', attempts: 1 });

    // the lease is over: the retry finds the instance by the command's id and records it
    await up.db('outbox').where({ outbox_id: outboxId }).update({ next_attempt_at: new Date(0) });
    await up.outbox.kick();
    const done = await up.db('outbox').where({ outbox_id: outboxId }).first();
    expect(done).toMatchObject({ status: 'done', attempts: 2, process_instance_id: crashed.id });
    expect((await engine.processInstances({ businessKey, processDefinitionKey: 'commonApproval' })).map((p) => p.id)).toEqual([crashed.id]);
  });

  it('a start the engine did not take is counted, marked and backs off; its retry starts it once', async () => {
    const businessKey = `outbox-first-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
    const outboxId = await down.db.transaction((trx) =>
      enqueue(trx, { kind: 'start', processKey: 'commonApproval', businessType: 'outboxMarkTest', businessKey, variables: { initiator: 'admin', subject: '首次发送' } }),
    );
    // the engine is away: the claim is counted and marked, the failure backs off
    await down.outbox.kick();
    const failed = await down.db('outbox').where({ outbox_id: outboxId }).first();
    expect(failed).toMatchObject({ status: 'pending', attempts: 1 });
    expect(failed.send_started_at).not.toBeNull();
    expect(failed.last_error).toBeTruthy();
    expect(new Date(failed.next_attempt_at).getTime()).toBeGreaterThan(new Date(failed.send_started_at).getTime());

    await up.db('outbox').where({ outbox_id: outboxId }).update({ next_attempt_at: new Date(0) });
    await up.outbox.kick();
    const done = await up.db('outbox').where({ outbox_id: outboxId }).first();
    expect(done).toMatchObject({ status: 'done', attempts: 2, last_error: null });
    expect((await engine.processInstances({ businessKey, processDefinitionKey: 'commonApproval' })).map((p) => p.id)).toEqual([done.process_instance_id]);
  });

  it('notes a started instance on its business row in the statement that marks the command done', async () => {
    const owner = await up.db('operator').where({ login_name: demoUsers.owner.loginName }).first();
    const [apply] = await up
      .db('project_apply')
      .insert({ apply_no: `OUTBOX${Date.now()}`, cust_id: owner.cust_id, owner_operator_id: owner.operator_id, status: '01', project_name: '启动记录' })
      .returning('id');
    const outboxId = await up.db.transaction((trx) =>
      enqueue(trx, { kind: 'start', processKey: 'commonApproval', businessType: businessTypes.projectApply, businessKey: apply.id, variables: { initiator: 'admin', subject: '启动记录' } }),
    );
    const statements: string[] = [];
    const listen = (q: { sql: string }) => statements.push(q.sql);
    up.db.on('query', listen);
    try {
      await up.outbox.dispatchBatch(10);
    } finally {
      up.db.off('query', listen);
    }
    const done = await up.db('outbox').where({ outbox_id: outboxId }).first();
    expect(done).toMatchObject({ status: 'done', attempts: 1 });
    expect((await up.db('project_apply').where({ id: apply.id }).first()).process_instance_id).toBe(done.process_instance_id);
    // one statement marks the command and notes the row; no transaction around two
    const noted = statements.filter((sql) => sql.includes('project_apply'));
    expect(noted).toHaveLength(1);
    expect(noted[0]).toMatch(/update outbox/);
    expect(statements.filter((sql) => /^(begin|commit)/i.test(sql.trim()))).toEqual([]);
  });

  describe('a message sent before its process waits for it', () => {
    const processKey = 'outboxEarlyMessageTest';
    const messageName = 'outboxEarlyMessage';
    // start → wait for the message → end
    const bpmn = `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" id="defs" targetNamespace="http://ccer.test/outbox">
  <bpmn:message id="msg" name="${messageName}" />
  <bpmn:process id="${processKey}" isExecutable="true">
    <bpmn:startEvent id="start" />
    <bpmn:sequenceFlow id="f1" sourceRef="start" targetRef="wait" />
    <bpmn:intermediateCatchEvent id="wait"><bpmn:messageEventDefinition messageRef="msg" /></bpmn:intermediateCatchEvent>
    <bpmn:sequenceFlow id="f2" sourceRef="wait" targetRef="end" />
    <bpmn:endEvent id="end" />
  </bpmn:process>
</bpmn:definitions>`;
    beforeAll(async () => {
      await engine.deploy('outbox-early-message', [{ name: `${processKey}.bpmn`, content: bpmn }], 'ccer-tests');
    });
    const key = (tag: string) => `outbox-early-${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
    const correlate = (businessKey: string) =>
      up.db.transaction((trx) => enqueue(trx, { kind: 'correlate', processKey, businessType: 'outboxEarlyTest', businessKey, messageName, variables: { early: true } }));

    it('stays pending, unmarked, while nothing waits; other businesses in the batch go on; delivered once the process waits', async () => {
      const early = key('a');
      const other = key('b');
      const otherInstance = await engine.startProcess(processKey, other, {});
      const earlyId = await correlate(early);
      const otherId = await correlate(other);
      await up.outbox.kick();

      const held = await up.db('outbox').where({ outbox_id: earlyId }).first();
      expect(held).toMatchObject({ status: 'pending', attempts: 1, send_started_at: null });
      expect(held.last_error).toMatch(/^NOT_WAITING/);
      expect(new Date(held.next_attempt_at).getTime()).toBeGreaterThan(Date.now() - 1000);
      // the other business's message was not held back by it
      expect(await up.db('outbox').where({ outbox_id: otherId }).first()).toMatchObject({ status: 'done', process_instance_id: otherInstance.id });
      expect(await engine.processInstances({ processInstanceIds: otherInstance.id })).toEqual([]);

      // the process reaches its wait: the retry delivers the message
      const instance = await engine.startProcess(processKey, early, {});
      await up.db('outbox').where({ outbox_id: earlyId }).update({ next_attempt_at: new Date(0) });
      await up.outbox.kick();
      expect(await up.db('outbox').where({ outbox_id: earlyId }).first()).toMatchObject({ status: 'done', attempts: 2, process_instance_id: instance.id, last_error: null });
      expect(await engine.processInstances({ processInstanceIds: instance.id })).toEqual([]);
    });

    it('is retried by the dispatcher itself within seconds, without a new commit', async () => {
      const early = key('c');
      const earlyId = await correlate(early);
      await up.outbox.kick();
      expect(await up.db('outbox').where({ outbox_id: earlyId }).first()).toMatchObject({ status: 'pending' });
      const instance = await engine.startProcess(processKey, early, {});
      await eventually(async () => (await up.db('outbox').where({ outbox_id: earlyId }).first()).status === 'done', 15000, 'the retried message');
      expect(await engine.processInstances({ processInstanceIds: instance.id })).toEqual([]);
    });

    it('is given up as failed after its bound, and the business\'s later commands go on', async () => {
      const early = key('d');
      const earlyId = await correlate(early);
      const laterId = await up.db.transaction((trx) =>
        enqueue(trx, { kind: 'start', processKey, businessType: 'outboxEarlyTest', businessKey: early, variables: {} }),
      );
      await up.db('outbox').where({ outbox_id: earlyId }).update({ attempts: NOT_WAITING_MAX_ATTEMPTS - 1 });
      await up.outbox.kick();
      const failed = await up.db('outbox').where({ outbox_id: earlyId }).first();
      expect(failed).toMatchObject({ status: 'failed', attempts: NOT_WAITING_MAX_ATTEMPTS });
      expect(failed.last_error).toMatch(/^NOT_WAITING/);
      await up.outbox.kick();
      expect(await up.db('outbox').where({ outbox_id: laterId }).first()).toMatchObject({ status: 'done' });
    });

    it('a kick after a change sends engine commands only, and is not held by a delivery waiting for its outside system', async () => {
      // a deliverer whose system does not answer until told to; only this dispatcher delivers its business type
      let answer!: () => void;
      const answered = new Promise<void>((resolve) => (answer = resolve));
      const attempted: string[] = [];
      const slow: Deliverer = {
        backoffSeconds: [1],
        send: async ({ businessKey }) => {
          attempted.push(businessKey);
          await answered;
          return { delivered: true, retryable: false, record: async () => {} };
        },
      };
      const deliveryType = `outboxSlowDelivery${Date.now()}`;
      const dispatcher = new OutboxDispatcher(up.db, up.engine, up.log, {}, { [deliveryType]: slow });
      const delivery = key('slow');
      const started = key('start');
      const deliveryId = await up.db.transaction((trx) => enqueue(trx, { kind: 'deliver', businessType: deliveryType, businessKey: delivery }));
      let delivering: Promise<void> | undefined;
      try {
        // a kick does not look for deliveries (a business change that enqueues one asks with deliverNow)
        await dispatcher.kick();
        expect(attempted).toEqual([]);
        delivering = dispatcher.deliverNow();
        await eventually(async () => attempted.length === 1 || undefined, 10000, 'the delivery attempted');
        // a change committed while the delivery waits: its kick answers once its engine start is sent
        const startId = await up.db.transaction((trx) => enqueue(trx, { kind: 'start', processKey, businessType: 'outboxEarlyTest', businessKey: started, variables: {} }));
        const kicked = await Promise.race([dispatcher.kick().then(() => 'engine commands sent'), new Promise((resolve) => setTimeout(() => resolve('held by the delivery'), 10000))]);
        expect(kicked).toBe('engine commands sent');
        expect(await up.db('outbox').where({ outbox_id: startId }).first()).toMatchObject({ status: 'done', attempts: 1 });
        expect(await engine.processInstances({ businessKey: started, processDefinitionKey: processKey })).toHaveLength(1);
        // the delivery is under way, not done, and not sent twice
        expect(attempted).toEqual([delivery]);
        expect(await up.db('outbox').where({ outbox_id: deliveryId }).first()).toMatchObject({ status: 'pending', attempts: 1 });
      } finally {
        answer();
        await delivering;
        await dispatcher.stop();
      }
      expect(await up.db('outbox').where({ outbox_id: deliveryId }).first()).toMatchObject({ status: 'done', attempts: 1 });
    });

    it('a message that may have reached the engine before (a send marked, nothing waits now) counts as delivered', async () => {
      const early = key('e');
      const earlyId = await correlate(early);
      await up.db('outbox').where({ outbox_id: earlyId }).update({ attempts: 1, send_started_at: up.db.fn.now() });
      await up.outbox.kick();
      expect(await up.db('outbox').where({ outbox_id: earlyId }).first()).toMatchObject({ status: 'done', attempts: 2 });
    });
  });
});
