import { describe, expect, it } from 'vitest';
import { engine } from '../fixtures/engine.ts';
import { EngineError } from '../../gateway/src/engine/engine-client.ts';
import { toEngineVariables } from '../../gateway/src/engine/variables.ts';

const oneTask = (name: string) => `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:camunda="http://camunda.org/schema/1.0/bpmn" id="d" targetNamespace="t">
  <bpmn:process id="engineClientTest" name="${name}" isExecutable="true" camunda:historyTimeToLive="P1D">
    <bpmn:startEvent id="s"/><bpmn:sequenceFlow id="f1" sourceRef="s" targetRef="t"/>
    <bpmn:userTask id="t" name="Check" camunda:candidateGroups="testers"/><bpmn:sequenceFlow id="f2" sourceRef="t" targetRef="e"/>
    <bpmn:endEvent id="e"/>
  </bpmn:process>
</bpmn:definitions>`;

/** The typed engine module against the real Camunda 7.24. */
describe('engine client', () => {
  it('deploys with duplicate filtering: unchanged files create no new version', async () => {
    const a = await engine.deploy('engine-client-test', [{ name: 'engine-client-test.bpmn', content: oneTask('A') }]);
    const b = await engine.deploy('engine-client-test', [{ name: 'engine-client-test.bpmn', content: oneTask('A') }]);
    const defs = await engine.processDefinitions({ key: 'engineClientTest', latestVersion: true });
    expect(defs).toHaveLength(1);
    expect(Object.keys(b.deployedProcessDefinitions ?? {})).toHaveLength(0);
    expect(a.id).toBeTruthy();
  });

  it('starts with a business key, queries, claims, completes and keeps history', async () => {
    const bk = `bk-${Date.now()}`;
    const pi = await engine.startProcess('engineClientTest', bk, { amount: 5 });
    const query = { processInstanceBusinessKey: bk, candidateGroups: ['testers'] };
    expect(await engine.countTasks(query)).toBe(1);
    const [task] = await engine.queryTasks(query, { firstResult: 0, maxResults: 10 });
    await engine.claim(task.id, 'alice');
    const conflict = await engine.claim(task.id, 'bob').catch((e) => e);
    expect(conflict).toBeInstanceOf(EngineError);
    expect(conflict.status).toBe(409);
    await engine.unclaim(task.id);
    await engine.claim(task.id, 'bob');
    await engine.addComment(task.id, 'looks fine');
    await engine.complete(task.id, { ok: true });
    const [hist] = await engine.historicProcessInstances({ processInstanceId: pi.id });
    expect(hist.state).toBe('COMPLETED');
    const [ht] = await engine.historicTasks({ processInstanceId: pi.id });
    expect(ht.assignee).toBe('bob');
  });

  it('claims and completes a task in one call: the decider in history, and a task someone else holds refused with nothing written', async () => {
    const deploy = await engine.deploy('engine-client-test', [{ name: 'engine-client-test.bpmn', content: oneTask('A') }]);
    expect(deploy.id).toBeTruthy();
    const open = async () => {
      const pi = await engine.startProcess('engineClientTest', `bk-cc-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`);
      const [task] = await engine.queryTasks({ processInstanceId: pi.id });
      return { pi, task };
    };
    const { pi, task } = await open();
    await engine.claimAndComplete(task.id, 'carol', toEngineVariables({ ok: true, note: '同意' }));
    const [ht] = await engine.historicTasks({ processInstanceId: pi.id });
    expect(ht).toMatchObject({ assignee: 'carol', deleteReason: 'completed' });
    // the step's activity keeps who did it (退回上一步 gives the step back to them)
    expect((await engine.historicActivities(pi.id)).find((a) => a.activityId === 't')).toMatchObject({ assignee: 'carol' });
    const [hist] = await engine.historicProcessInstances({ processInstanceId: pi.id });
    expect(hist.state).toBe('COMPLETED');

    const held = await open();
    await engine.claim(held.task.id, 'alice');
    const refused = await engine.claimAndComplete(held.task.id, 'bob', toEngineVariables({ ok: true })).catch((e) => e);
    expect(refused).toBeInstanceOf(EngineError);
    expect(refused.status).toBe(409);
    expect(await engine.task(held.task.id)).toMatchObject({ assignee: 'alice' });

    const gone = await engine.claimAndComplete('no-such-task', 'bob', {}).catch((e) => e);
    expect(gone).toBeInstanceOf(EngineError);
    expect(gone.status).toBe(404);
  });

  it('a completion that fails after the claim leaves the task unclaimed (one transaction, not a claim committed on its own)', async () => {
    const pi = await engine.startProcess('engineClientTest', `bk-cf-${Date.now()}`);
    const [task] = await engine.queryTasks({ processInstanceId: pi.id });
    // longer than the engine's text column (4,000 characters): refused when the completion's writes are flushed
    const refused = await engine.claimAndComplete(task.id, 'carol', toEngineVariables({ note: 'x'.repeat(5000) })).catch((e) => e);
    expect(refused).toBeInstanceOf(EngineError);
    expect(refused.engineType).toBe('ProcessEnginePersistenceException');
    const still = await engine.task(task.id);
    expect(still.assignee).toBeNull();
    expect(await engine.historicTasks({ processInstanceId: pi.id })).toMatchObject([{ assignee: null, deleteReason: null }]);
  });

  it('suspends and resumes an instance', async () => {
    const pi = await engine.startProcess('engineClientTest', `bk-s-${Date.now()}`);
    await engine.setSuspended(pi.id, true);
    expect((await engine.processInstances({ processInstanceIds: pi.id }))[0].suspended).toBe(true);
    await engine.setSuspended(pi.id, false);
    expect((await engine.processInstances({ processInstanceIds: pi.id }))[0].suspended).toBe(false);
  });

  it('answers 404 for a task that does not exist', async () => {
    const e = await engine.claim('no-such-task', 'alice').catch((x) => x);
    expect(e).toBeInstanceOf(EngineError);
    expect([404, 400]).toContain(e.status);
  });
});
