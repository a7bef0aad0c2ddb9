import { beforeAll, describe, expect, it } from 'vitest';
import { engine } from '../fixtures/engine.ts';
import { EngineError } from '../../gateway/src/engine/engine-client.ts';

/**
 * The engine's claim and completion in one command (engine/.../ClaimAndCompleteResource.java, POST
 * /ccer/task/{id}/claim-and-complete), on the real engine: the task is claimed and completed with its
 * variables, the history keeps both steps; a task someone else holds is refused as the engine's claim
 * refuses it, and then nothing is completed; a task that is gone answers not found.
 */
const run = Date.now().toString(36);
const key = 'claimAndCompleteTest';
const bpmn = `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:camunda="http://camunda.org/schema/1.0/bpmn" id="d" targetNamespace="t">
  <bpmn:process id="${key}" isExecutable="true" camunda:historyTimeToLive="P1D">
    <bpmn:startEvent id="s"/><bpmn:sequenceFlow id="f1" sourceRef="s" targetRef="review"/>
    <bpmn:userTask id="review" name="审核" camunda:candidateGroups="reviewers-${run}"/>
    <bpmn:sequenceFlow id="f2" sourceRef="review" targetRef="e"/>
    <bpmn:endEvent id="e"/>
  </bpmn:process>
</bpmn:definitions>`;

async function openTask(n: number) {
  const pi = await engine.startProcess(key, `cac-${run}-${n}`, {});
  const [task] = await engine.queryTasks({ processInstanceId: pi.id });
  return { processInstanceId: pi.id, taskId: task.id };
}

describe("the engine's claim and complete in one command", () => {
  beforeAll(async () => {
    await engine.deploy('claim-and-complete-test', [{ name: 'claim-and-complete-test.bpmn', content: bpmn }]);
  });

  it('claims an unclaimed task for the user and completes it with the variables; the history has the claim and the completion', async () => {
    const { processInstanceId, taskId } = await openTask(1);
    await engine.claimAndComplete(taskId, 'reviewer-a', { approved: true, opinion: '同意', count: 3 });
    expect(await engine.queryTasks({ processInstanceId })).toEqual([]);
    const [done] = await engine.historicTasks({ taskId });
    expect(done).toMatchObject({ assignee: 'reviewer-a', deleteReason: 'completed' });
    const variables = await engine.call<Array<{ name: string; value: unknown }>>('GET', '/history/variable-instance', { query: { processInstanceId } });
    expect(Object.fromEntries(variables.map((v) => [v.name, v.value]))).toMatchObject({ approved: true, opinion: '同意', count: 3 });
    const operations = await engine.call<Array<{ operationType: string }>>('GET', '/history/user-operation', { query: { taskId } });
    expect(operations.map((o) => o.operationType)).toEqual(expect.arrayContaining(['Claim', 'Complete']));
  });

  it('completes a task already claimed by the same user', async () => {
    const { taskId } = await openTask(2);
    await engine.claim(taskId, 'reviewer-a');
    await engine.claimAndComplete(taskId, 'reviewer-a', { approved: false });
    const [done] = await engine.historicTasks({ taskId });
    expect(done).toMatchObject({ assignee: 'reviewer-a', deleteReason: 'completed' });
  });

  it('refuses a task someone else holds, as the claim does, and completes nothing', async () => {
    const { processInstanceId, taskId } = await openTask(3);
    await engine.claim(taskId, 'reviewer-b');
    const refused = await engine.claimAndComplete(taskId, 'reviewer-a', { approved: true }).catch((e) => e);
    expect(refused).toBeInstanceOf(EngineError);
    expect(refused).toMatchObject({ status: 409, code: 'TASK_CLAIMED' });
    const [open] = await engine.queryTasks({ processInstanceId });
    expect(open).toMatchObject({ id: taskId, assignee: 'reviewer-b' });
  });

  it('answers not found for a task that does not exist, and 400 without a user', async () => {
    const missing = await engine.claimAndComplete(`no-such-task-${run}`, 'reviewer-a').catch((e) => e);
    expect(missing).toMatchObject({ status: 404, code: 'NOT_FOUND' });
    const { taskId } = await openTask(4);
    const noUser = await engine.claimAndComplete(taskId, '').catch((e) => e);
    expect(noUser).toMatchObject({ status: 400 });
    expect((await engine.task(taskId)).assignee).toBeNull();
  });
});
