import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { engine } from '../fixtures/engine.ts';
import { testEnv } from '../fixtures/env.ts';
import { EngineError } from '../../gateway/src/engine/engine-client.ts';
import type { EngineTask } from '../../gateway/src/engine/types.ts';

/**
 * The engine's read of a task a user may see (engine/.../VisibleTaskResource.java, POST /ccer/visible-task/{id}),
 * which every task action of the gateway starts with, against the engine's own task query with the same OR
 * (`orQueries: [{ assignee, candidateGroups, includeAssignedTasks: true }]`), on the real engine: the same task in
 * the same shape, or none, for every case of who sees a task.
 */
const run = Date.now().toString(36);
const me = `visible-me-${run}`;
const other = `visible-other-${run}`;
const [mine1, mine2, notMine] = ['a', 'b', 'z'].map((g) => `visible-${run}-${g}`);
const key = 'testParallelReviews';

const bpmn = readFileSync(new URL('../fixtures/processes/parallelReviews.bpmn', import.meta.url), 'utf8');

/** The engine's own answer to "may this viewer see this task". */
async function byEngineQuery(taskId: string, assignee: string, candidateGroups: string[]): Promise<EngineTask | undefined> {
  const groups = candidateGroups.length > 0 ? { candidateGroups, includeAssignedTasks: true } : {};
  const [task] = await engine.queryTasks({ taskId, orQueries: [{ assignee, ...groups }] }, { maxResults: 1 });
  return task;
}

async function byResource(taskId: string, assignee: string, candidateGroups: string[]): Promise<EngineTask | undefined> {
  try {
    return await engine.visibleTask(taskId, { assignee, candidateGroups });
  } catch (e) {
    if (e instanceof EngineError && e.status === 404) return undefined;
    throw e;
  }
}

describe("the engine's read of a visible task", () => {
  const tasks: Record<string, string> = {};
  beforeAll(async () => {
    await engine.deploy('visible-task-test', [{ name: 'visible-task-test.bpmn', content: bpmn }]);
    const start = async (name: string, groups: string) => {
      const pi = await engine.startProcess(key, `visible-${run}-${name}`, { groups, title: `审核 ${name}` });
      for (const t of await engine.queryTasks({ processInstanceId: pi.id })) tasks[`${name}.${t.taskDefinitionKey}`] = t.id;
      return pi.id;
    };
    await start('offered', mine1);
    await start('offeredTwice', `${mine1},${mine2}`);
    await start('notOffered', notMine);
    await engine.claim(tasks['notOffered.review'], me); // not offered to me, but assigned to me
    await start('heldByOther', mine1);
    await engine.claim(tasks['heldByOther.review'], other); // offered to me, held by someone else: still seen (409 later)
    await engine.setSuspended(await start('suspended', mine2), true);
    tasks.ownStandalone = `visible-${run}-own`;
    await engine.createTask({ id: tasks.ownStandalone, name: '独立任务', assignee: me });
    tasks.othersStandalone = `visible-${run}-others`;
    await engine.createTask({ id: tasks.othersStandalone, name: '他人任务', assignee: other });
    tasks.unknown = `visible-${run}-none`;
  });

  it('answers what the engine’s task query answers, task by task, in the engine’s own shape', async () => {
    for (const [name, id] of Object.entries(tasks)) {
      const expected = await byEngineQuery(id, me, [mine1, mine2]);
      expect(await byResource(id, me, [mine1, mine2]), name).toEqual(expected);
    }
    // the cases that make the rule: seen when offered (whoever holds it), assigned, suspended; not seen otherwise
    const seen = await Promise.all(Object.values(tasks).map(async (id) => (await byResource(id, me, [mine1, mine2])) !== undefined));
    expect(Object.fromEntries(Object.keys(tasks).map((name, i) => [name, seen[i]]))).toEqual({
      'offered.review': true,
      'offered.check': true,
      'offeredTwice.review': true,
      'offeredTwice.check': true,
      'notOffered.review': true,
      'notOffered.check': false,
      'heldByOther.review': true,
      'heldByOther.check': true,
      'suspended.review': true,
      'suspended.check': true,
      ownStandalone: true,
      othersStandalone: false,
      unknown: false,
    });
  });

  it('carries the form key and the form reference the task query initialises', async () => {
    expect(await byResource(tasks['offered.review'], me, [mine1])).toMatchObject({ formKey: 'embedded:app:forms/review.html', camundaFormRef: null });
    expect(await byResource(tasks['offered.check'], me, [mine1])).toMatchObject({ formKey: null, camundaFormRef: { key: 'visibleTaskForm', binding: 'latest' } });
    expect(await byResource(tasks['heldByOther.review'], me, [mine1])).toMatchObject({ assignee: other, suspended: false });
    expect(await byResource(tasks['suspended.review'], me, [mine2])).toMatchObject({ suspended: true });
  });

  it('a viewer without groups sees only what is assigned to it', async () => {
    for (const [name, id] of Object.entries(tasks)) {
      expect(await byResource(id, me, []), name).toEqual(await byEngineQuery(id, me, []));
    }
    expect(await byResource(tasks['offered.review'], me, [])).toBeUndefined();
    expect(await byResource(tasks['notOffered.review'], me, [])).toMatchObject({ id: tasks['notOffered.review'] });
  });

  it('refuses a viewer without an assignee with 400 in the engine’s error shape, and a call without credentials with 401', async () => {
    for (const bad of [{ candidateGroups: [mine1] }, { assignee: '' }, { assignee: me, candidateGroups: [null] }]) {
      const e = await engine.visibleTask(tasks['offered.review'], bad as unknown as { assignee: string; candidateGroups: string[] }).catch((x) => x);
      expect(e, JSON.stringify(bad)).toBeInstanceOf(EngineError);
      expect(e.status).toBe(400);
      expect(e.engineType).toBe('InvalidRequestException');
    }
    const anonymous = await fetch(`${testEnv.engineRestUrl}/ccer/visible-task/${tasks['offered.review']}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ assignee: me }),
    });
    expect(anonymous.status).toBe(401);
  });
});
