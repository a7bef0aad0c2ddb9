import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { testApp, injectSignIn } from '../fixtures/app.ts';
import { demoUsers } from '../fixtures/env.ts';
import { engine } from '../fixtures/engine.ts';
import { createOperator } from '../fixtures/operators.ts';

/**
 * A change that touches the database and the engine never leaves the two apart: the engine is called after the
 * database commit (model cascade delete, with a compensation when the engine refuses) or through the outbox
 * (`end` commands written in the business transaction: withdrawal of a company application). The database is
 * made to fail with a real trigger, the engine with a real refusal.
 */
describe('engine calls outside database transactions', () => {
  let app: FastifyInstance;
  let admin: { authorization: string };
  const run = Date.now().toString(36);
  beforeAll(async () => {
    app = await testApp();
    admin = await injectSignIn(app, demoUsers.admin.loginName, demoUsers.admin.password);
  });
  afterAll(async () => {
    await app.db.raw('drop trigger if exists test_refuse_model_delete on process_model');
    await app.db.raw('drop trigger if exists test_refuse_withdraw on company_account_apply');
    await app.db.raw('drop trigger if exists test_refuse_end on outbox');
    await app.db.raw('drop function if exists test_refuse()');
    await app?.close();
  });

  const post = (url: string, payload: object, auth = admin) => app.inject({ method: 'POST', url, headers: auth, payload });
  /** Start → one user task of group country → end. */
  const bpmn = (processId: string) => `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:camunda="http://camunda.org/schema/1.0/bpmn" id="Definitions_${processId}" targetNamespace="http://ccer-registry/test">
  <bpmn:process id="${processId}" name="事务测试流程" isExecutable="true" camunda:historyTimeToLive="P1D">
    <bpmn:startEvent id="start" name="开始"><bpmn:outgoing>f1</bpmn:outgoing></bpmn:startEvent>
    <bpmn:userTask id="approve" name="审核" camunda:candidateGroups="country"><bpmn:incoming>f1</bpmn:incoming><bpmn:outgoing>f2</bpmn:outgoing></bpmn:userTask>
    <bpmn:endEvent id="end" name="结束"><bpmn:incoming>f2</bpmn:incoming></bpmn:endEvent>
    <bpmn:sequenceFlow id="f1" sourceRef="start" targetRef="approve" />
    <bpmn:sequenceFlow id="f2" sourceRef="approve" targetRef="end" />
  </bpmn:process>
</bpmn:definitions>
`;
  async function refuseFunction() {
    await app.db.raw(`create or replace function test_refuse() returns trigger language plpgsql as $$ begin raise exception 'refused by the test'; end $$`);
  }
  async function publishedModel(key: string) {
    expect((await post('/api/process/model/save', { modelKey: key, name: '事务测试流程', bpmnXml: bpmn(key) })).statusCode).toBe(200);
    const deployed = await post('/api/process/model/deploy', { modelKey: key });
    expect(deployed.statusCode, deployed.body).toBe(200);
    return app.db('process_model').where({ model_key: key }).first();
  }

  it('a model delete the database refuses leaves the engine deployments in place', async () => {
    const key = `txModel${run}`;
    const model = await publishedModel(key);
    await refuseFunction();
    await app.db.raw(`create trigger test_refuse_model_delete before delete on process_model for each row when (old.model_key = '${key}') execute function test_refuse()`);
    const refused = await post('/api/process/model/delete', { modelKey: key, cascade: true });
    expect(refused.statusCode).toBe(500);
    // both sides as before: the row, and the deployment it points at
    expect(await app.db('process_model').where({ model_key: key }).first('id', 'deployment_id')).toEqual({ id: model.id, deployment_id: model.deployment_id });
    expect((await engine.deployments({ name: key })).map((d) => d.id)).toEqual([model.deployment_id]);

    await app.db.raw('drop trigger test_refuse_model_delete on process_model');
    expect((await post('/api/process/model/delete', { modelKey: key, cascade: true })).statusCode).toBe(200);
    expect(await app.db('process_model').where({ model_key: key }).first()).toBeUndefined();
    expect(await engine.deployments({ name: key })).toEqual([]);
  });

  it('a cascade delete the engine refuses after the commit brings the model back', async () => {
    const key = `txModelB${run}`;
    const model = await publishedModel(key);
    // a second deployment under the model's name whose (other) process has a running instance: not deletable
    const otherKey = `txOther${run}`;
    const other = await engine.deploy(key, [{ name: `${otherKey}.bpmn`, content: bpmn(otherKey) }], 'ccer-tests');
    const running = await engine.startProcess(otherKey, `tx-${run}`);

    const refused = await post('/api/process/model/delete', { modelKey: key, cascade: true });
    expect(refused.statusCode, refused.body).toBeGreaterThanOrEqual(400);
    const restored = await app.db('process_model').where({ model_key: key }).first();
    expect(restored).toMatchObject({ id: model.id, status: 'published', deployment_id: model.deployment_id, version: model.version, bpmn_xml: model.bpmn_xml });
    // the model's own deployment goes last, so the refusal left it (and the refused one) in place
    expect((await engine.deployments({ name: key })).map((d) => d.id).sort()).toEqual([model.deployment_id, other.id].sort());
    expect(await app.db('operation_log').where({ abstract: 'process-model.delete-undone', business_key: key }).first('log_id')).toBeTruthy();

    await engine.call('DELETE', `/process-instance/${running.id}`);
    expect((await post('/api/process/model/delete', { modelKey: key, cascade: true })).statusCode).toBe(200);
    expect(await engine.deployments({ name: key })).toEqual([]);
  });

  it('a withdrawal whose commit fails leaves its instance running; once committed the instance ends', async () => {
    const loginName = `txv${run}`.slice(0, 18);
    await createOperator({ loginName, password: 'Visit@12345', operatorType: '09', roleName: '游客' });
    const applicant = await app.db('operator').where({ login_name: loginName }).first('operator_id');
    const [{ id }] = await app.db('company_account_apply')
      .insert({ apply_no: `TX${run}`, status: 'confirming', cust_name: `事务测试${run}`, applicant_operator_id: applicant.operator_id })
      .returning('id');
    const instance = await engine.startProcess('ccerAccountOpen', id, { confirmer: loginName });
    await app.db('company_account_apply').where({ id }).update({ process_instance_id: instance.id });
    const auth = await injectSignIn(app, loginName, 'Visit@12345');
    const withdraw = () => app.inject({ method: 'PUT', url: '/api/openAccount/modify/status', headers: auth, payload: { id, status: 'withdrawn', reason: '测试撤销' } });

    // the database refuses at COMMIT, after everything the route did inside the transaction
    await refuseFunction();
    await app.db.raw(
      `create constraint trigger test_refuse_withdraw after update on company_account_apply deferrable initially deferred for each row when (new.id = '${id}' and new.status = 'withdrawn') execute function test_refuse()`,
    );
    const refused = await withdraw();
    expect(refused.statusCode).toBe(500);
    expect(await app.db('company_account_apply').where({ id }).first('status', 'process_instance_id')).toEqual({ status: 'confirming', process_instance_id: instance.id });
    expect((await engine.processInstances({ businessKey: id })).map((p) => p.id)).toEqual([instance.id]);
    expect(await app.db('outbox').where({ business_key: id, kind: 'end' })).toEqual([]);

    await app.db.raw('drop trigger test_refuse_withdraw on company_account_apply');
    const withdrawn = await withdraw();
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect(withdrawn.json().dataInfo).toMatchObject({ status: 'withdrawn', processInstanceId: null });
    expect(await engine.processInstances({ businessKey: id })).toEqual([]);
    const [history] = await engine.historicProcessInstances({ processInstanceId: instance.id });
    expect(history.deleteReason).toBe('撤销：测试撤销');
    expect(await app.db('outbox').where({ business_key: id, kind: 'end' }).first('status')).toEqual({ status: 'done' });
  });

  /** Refuses the outbox `end` command of one instance: the transaction that would end it fails. */
  async function refuseEndOf(instanceId: string) {
    await refuseFunction();
    await app.db.raw(`create trigger test_refuse_end before insert on outbox for each row when (new.kind = 'end' and new.business_key = '${instanceId}') execute function test_refuse()`);
  }

  it('an instance end (终止) whose database change fails leaves the instance running; once committed it ends', async () => {
    const key = `txEnd${run}`;
    await publishedModel(key);
    const instance = await engine.startProcess(key, `tx-end-${run}`);
    const end = () => post('/api/process/instance/end', { id: instance.id, reason: '事务测试终止' });

    await refuseEndOf(instance.id);
    expect((await end()).statusCode).toBe(500);
    expect((await engine.processInstances({ businessKey: `tx-end-${run}` })).map((p) => p.id)).toEqual([instance.id]);

    await app.db.raw('drop trigger test_refuse_end on outbox');
    const ended = await end();
    expect(ended.statusCode, ended.body).toBe(200);
    const [history] = await engine.historicProcessInstances({ processInstanceId: instance.id });
    expect(history.deleteReason).toBe('事务测试终止');
    expect(await app.db('outbox').where({ business_key: instance.id, kind: 'end' }).first('status')).toEqual({ status: 'done' });
  });

  it('a rejection that ends the instance (驳回, no starter step) records nothing when its transaction fails, and ends it once committed', async () => {
    const key = `txReject${run}`;
    await publishedModel(key);
    const instance = await engine.startProcess(key, `tx-reject-${run}`);
    const [task] = await engine.queryTasks({ processInstanceId: instance.id });
    const reject = () => post('/api/process/task/reject', { taskId: task.id, opinion: '事务测试驳回' });

    await refuseEndOf(instance.id);
    expect((await reject()).statusCode).toBe(500);
    expect((await engine.queryTasks({ processInstanceId: instance.id })).map((t) => t.id)).toEqual([task.id]);
    expect(await app.db('task_action').where({ task_id: task.id, action: 'reject' })).toEqual([]);

    await app.db.raw('drop trigger test_refuse_end on outbox');
    const rejected = await reject();
    expect(rejected.statusCode, rejected.body).toBe(200);
    const [history] = await engine.historicProcessInstances({ processInstanceId: instance.id });
    expect(history.deleteReason).toBe('驳回：事务测试驳回');
    expect(await app.db('task_action').where({ task_id: task.id, action: 'reject' }).count({ n: '*' })).toEqual([{ n: '1' }]);
  });
});
