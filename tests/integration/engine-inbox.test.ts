import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { engine } from '../fixtures/engine.ts';
import { testEnv } from '../fixtures/env.ts';
import { EngineError } from '../../gateway/src/engine/engine-client.ts';
import type { InboxQuery, TaskQuery } from '../../gateway/src/engine/types.ts';
import { likeText } from '../../gateway/src/domain/like-text.ts';

/**
 * The engine's inbox query (engine/.../InboxResource.java, POST /ccer/inbox) against the engine's own
 * task query with the same OR, on the real engine: the same rows, the same totals, for every case
 * of who sees a task (assigned to me, to someone else, unassigned in one or two of my groups or in
 * none, suspended, a stand-alone task) and every filter My Tasks uses.
 */
const run = Date.now().toString(36);
const me = `inbox-me-${run}`;
const other = `inbox-other-${run}`;
const [mine1, mine2, notMine] = ['a', 'b', 'z'].map((g) => `inbox-${run}-${g}`);
const key = 'testParallelReviews';

const bpmn = readFileSync(new URL('../fixtures/processes/parallelReviews.bpmn', import.meta.url), 'utf8');

const bk = (n: number) => `inbox-${run}-${n}`;
const inbox = (q: Partial<InboxQuery> = {}) => engine.inbox({ assignee: me, candidateGroups: [mine1, mine2], maxResults: 100, ...q });
const engineQuery = (q: Partial<TaskQuery> = {}): TaskQuery => ({ orQueries: [{ assignee: me, candidateGroups: [mine1, mine2] }], active: true, ...q });
const idsOf = (tasks: Array<{ id: string }>) => tasks.map((t) => t.id).sort();

describe("the engine's inbox query", () => {
  const pis: string[] = [];
  beforeAll(async () => {
    await engine.deploy('inbox-query-test', [{ name: 'inbox-query-test.bpmn', content: bpmn }]);
    const start = async (n: number, groups: string, title = `审核 ${n}`) => {
      const pi = await engine.startProcess(key, bk(n), { groups, title });
      pis.push(pi.id);
      return engine.queryTasks({ processInstanceId: pi.id, taskDefinitionKey: 'review' }).then(([t]) => t);
    };
    await start(1, mine1, '审核 100%');
    await start(2, `${mine1},${mine2}`); // in two of my groups: one row
    await start(3, notMine); // not offered to me, but its review task then assigned to me
    await engine.claim((await engine.queryTasks({ processInstanceId: pis[2], taskDefinitionKey: 'review' }))[0].id, me);
    await engine.claim((await start(4, mine1)).id, other); // held by someone else: gone from my inbox
    await start(5, mine2);
    await engine.setSuspended(pis[4], true); // suspended: not active
    await start(6, notMine);
    await engine.createTask({ id: `inbox-${run}-own`, name: '独立任务', assignee: me });
  });

  it('answers the same rows and total as the engine’s task query with the same OR, newest first', async () => {
    const page = await inbox();
    const expected = await engine.queryTasks(engineQuery());
    expect(expected.length).toBe(7); // 1: two, 2: two, 3: review (mine) + check (not offered), 4: check, the own task
    expect(idsOf(page.tasks)).toEqual(idsOf(expected));
    expect(page.count).toBe(await engine.countTasks(engineQuery()));
    const created = page.tasks.map((t) => Date.parse(t.created));
    expect(created).toEqual([...created].sort((a, b) => b - a)); // ties: see the paging test
    // the row carries what the engine's task JSON carries, in its date format
    const own = page.tasks.find((t) => t.id === `inbox-${run}-own`)!;
    expect(own).toMatchObject({ name: '独立任务', assignee: me, processDefinitionId: null, processInstanceId: null });
    const review1 = page.tasks.find((t) => t.name === '审核 100%')!;
    const [fromEngine] = await engine.queryTasks({ taskId: review1.id });
    for (const field of ['created', 'due', 'processDefinitionId', 'processInstanceId', 'taskDefinitionKey', 'executionId', 'assignee', 'owner', 'parentTaskId', 'delegationState'] as const) {
      expect(review1[field], field).toEqual(fromEngine[field]);
    }
  });

  it('pages without overlap or gap, whatever the page size', async () => {
    const all = (await inbox()).tasks.map((t) => t.id);
    for (const size of [1, 2, 3]) {
      const seen: string[] = [];
      for (let first = 0; first < all.length + size; first += size) {
        const page = await inbox({ firstResult: first, maxResults: size });
        expect(page.count).toBe(all.length);
        seen.push(...page.tasks.map((t) => t.id));
      }
      expect(seen).toEqual(all);
    }
    // an unpaginated list or an export asks for up to 999,999 rows at once
    expect((await inbox({ maxResults: 999_999 })).tasks.map((t) => t.id)).toEqual(all);
  });

  it('filters as the engine’s task query does: task keys, name (wildcards literal), task id, business keys', async () => {
    const cases: Array<[Partial<InboxQuery>, Partial<TaskQuery>]> = [
      [{ taskDefinitionKeyIn: ['check'] }, { taskDefinitionKeyIn: ['check'] }],
      [{ nameLike: likeText('100%') }, { nameLike: likeText('100%') }],
      [{ nameLike: likeText('%') }, { nameLike: likeText('%') }],
      [{ processInstanceBusinessKeyIn: [bk(2), bk(3)] }, { processInstanceBusinessKeyIn: [bk(2), bk(3)] }],
    ];
    for (const [ours, theirs] of cases) {
      const page = await inbox(ours);
      const expected = await engine.queryTasks(engineQuery(theirs));
      expect(idsOf(page.tasks), JSON.stringify(ours)).toEqual(idsOf(expected));
      expect(page.count).toBe(expected.length);
    }
    expect((await inbox({ nameLike: likeText('100%') })).tasks.map((t) => t.name)).toEqual(['审核 100%']);
    const someone = (await inbox()).tasks[0].id;
    expect((await inbox({ taskId: someone })).tasks.map((t) => t.id)).toEqual([someone]);
    const notVisible = (await engine.queryTasks({ processInstanceId: pis[5] }))[0].id;
    expect(await inbox({ taskId: notVisible })).toMatchObject({ tasks: [], count: 0 });
  });

  it('counts per task key in the same call, and counts only when asked for no rows', async () => {
    const page = await inbox({ maxResults: 0, countByTaskKey: true });
    expect(page.tasks).toEqual([]);
    expect(page.countByTaskKey).toEqual({
      review: await engine.countTasks(engineQuery({ taskDefinitionKey: 'review' })),
      check: await engine.countTasks(engineQuery({ taskDefinitionKey: 'check' })),
    });
    expect(page.count).toBe(7);
  });

  it('an operator without groups sees only what is assigned to it', async () => {
    const page = await inbox({ candidateGroups: [] });
    expect(idsOf(page.tasks)).toEqual(idsOf(await engine.queryTasks({ assignee: me, active: true })));
    expect(page.count).toBe(2);
  });

  it('refuses a bad query with 400 in the engine’s error shape, and a call without credentials with 401', async () => {
    for (const bad of [{ candidateGroups: [mine1] }, { assignee: me, maxResults: 1_000_001 }, { assignee: me, firstResult: -1 }, { assignee: me, taskDefinitionKeyIn: [null] }]) {
      const e = await engine.inbox(bad as InboxQuery).catch((x) => x);
      expect(e, JSON.stringify(bad)).toBeInstanceOf(EngineError);
      expect(e.status).toBe(400);
      expect(e.engineType).toBe('InvalidRequestException');
    }
    const anonymous = await fetch(`${testEnv.engineRestUrl}/ccer/inbox`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ assignee: me }) });
    expect(anonymous.status).toBe(401);
  });
});
