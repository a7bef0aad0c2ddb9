import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Knex } from 'knex';
import { testEnv } from '../fixtures/env.ts';
import { createRegistryKnex, PREPARED_PER_CONNECTION } from '../../workers/src/prepared-statements.ts';

/**
 * The registry's knex prepares each statement with parameters once per connection (workers/src/prepared-statements.ts),
 * on a real PostgreSQL: what the connection holds prepared is PostgreSQL's own pg_prepared_statements.
 */
describe('statements prepared per connection', () => {
  let db: Knex;
  beforeAll(() => {
    db = createRegistryKnex(testEnv.databaseUrl, 1);
  });
  afterAll(async () => {
    await db?.destroy();
  });

  const param = (key: string, value: string) => ({ param_key: key, param_value: value, param_name: key, param_name_en: key, value_type: 'string' });
  const preparedTexts = async (trx: Knex.Transaction): Promise<string[]> =>
    (await trx.raw(`select statement from pg_prepared_statements where not from_sql`)).rows.map((r: { statement: string }) => r.statement);

  it('prepares a statement with parameters once and runs it again by name, and leaves one without parameters alone', async () => {
    await db.transaction(async (trx) => {
      const before = await preparedTexts(trx);
      for (let i = 0; i < 3; i++) expect(await trx('sys_param').where({ param_key: `nothing-${i}` }).select('param_value')).toEqual([]);
      await trx.raw('select 42 as answer');
      const added = (await preparedTexts(trx)).filter((t) => !before.includes(t));
      // one prepared statement for the three runs; the statement without parameters was not prepared
      expect(added.filter((t) => t.includes('"sys_param"'))).toHaveLength(1);
      expect(added.some((t) => t.includes('42'))).toBe(false);
      // the same shape with other values is the same statement; it answers with the values given
      await trx('sys_param').insert(param('prepared-statements-test', 'yes'));
      expect(await trx('sys_param').where({ param_key: 'prepared-statements-test' }).first('param_value')).toEqual({ param_value: 'yes' });
      expect((await preparedTexts(trx)).filter((t) => t.includes('"sys_param"') && t.startsWith('select'))).toHaveLength(2);
      throw new Error('rollback');
    }).catch((e) => expect((e as Error).message).toBe('rollback'));
  });

  it('keeps a failed statement from spoiling the next one of the same text, and stops preparing past its bound', async () => {
    await db.transaction(async (trx) => {
      // a unique violation is the statement's own failure: the prepared statement stays good for the next call
      await trx('sys_param').insert(param('prepared-twice', '1'));
      await trx.raw('savepoint again');
      await expect(trx('sys_param').insert(param('prepared-twice', '2'))).rejects.toThrow(/duplicate key/);
      await trx.raw('rollback to savepoint again');
      await trx('sys_param').insert(param('prepared-thrice', '3'));
      expect(await trx('sys_param').whereIn('param_key', ['prepared-twice', 'prepared-thrice']).orderBy('param_key').pluck('param_value')).toEqual(['3', '1']);

      // past the bound a new shape runs unprepared, and still answers
      const lists = PREPARED_PER_CONNECTION + 5;
      for (let n = 1; n <= lists; n++) {
        const keys = Array.from({ length: n }, (_, i) => `absent-${i}`);
        expect(await trx('sys_param').whereIn('param_key', keys).pluck('param_value')).toEqual([]);
      }
      const prepared = await preparedTexts(trx);
      expect(prepared.length).toBeLessThanOrEqual(PREPARED_PER_CONNECTION);
      expect(prepared.length).toBeGreaterThan(PREPARED_PER_CONNECTION - 20);
      throw new Error('rollback');
    }).catch((e) => expect((e as Error).message).toBe('rollback'));
  });
});
