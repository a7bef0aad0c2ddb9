import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { testEnv } from '../fixtures/env.ts';
import { engineDatabaseUrl } from '../../scripts/lib/database.ts';

/**
 * The engine adds indexes of our own to its task tables at start (engine InboxIndexes.java), so
 * that My Tasks' candidate-group count walks the group's links and probes each task from an
 * index instead of reading every open task (bench:inbox at 100,000 tasks).
 */
describe("the engine's inbox indexes", () => {
  const client = new pg.Client({ connectionString: engineDatabaseUrl(testEnv.databaseUrl) });
  beforeAll(() => client.connect());
  afterAll(() => client.end());

  it('exist and are valid on the task and identity-link tables', async () => {
    const { rows } = await client.query<{ name: string; table: string; valid: boolean; definition: string }>(
      `select c.relname as name, t.relname as table, i.indisvalid as valid, pg_get_indexdef(i.indexrelid) as definition
         from pg_index i join pg_class c on c.oid = i.indexrelid join pg_class t on t.oid = i.indrelid
        where c.relname like 'ccer_idx_%' order by c.relname`,
    );
    expect(rows.map((r) => [r.name, r.table, r.valid])).toEqual([
      ['ccer_idx_identlink_group_task', 'act_ru_identitylink', true],
      ['ccer_idx_identlink_task_group', 'act_ru_identitylink', true],
      ['ccer_idx_task_id_state', 'act_ru_task', true],
    ]);
    // the columns of the engine's own count and page queries (Camunda 7.24's SQL for POST /task and
    // /task/count): which plan uses them depends on the tables' size and statistics, which the
    // benchmark shows at 100,000 tasks (README "Benchmark"), not this small test database
    const definition = (name: string) => rows.find((r) => r.name === name)!.definition;
    expect(definition('ccer_idx_identlink_group_task')).toMatch(/\(group_id_, type_, task_id_\)/);
    expect(definition('ccer_idx_identlink_task_group')).toMatch(/\(task_id_\) INCLUDE \(type_, group_id_\)/);
    expect(definition('ccer_idx_task_id_state')).toMatch(/\(id_\) INCLUDE \(assignee_, suspension_state_\)/);
  });
});
