import type { Knex } from 'knex';

/**
 * The names of the people the engine knows by login name (starters, assignees, the targets of a task action), in one
 * query for a whole page or detail: a screen shows 张三（owner01）, not a bare login. A login no operator holds is
 * left out, and the screen shows the login alone.
 */
export async function personNames(db: Knex, logins: Iterable<string | null | undefined>): Promise<Map<string, string>> {
  const wanted = [...new Set([...logins].filter((l): l is string => typeof l === 'string' && l !== ''))];
  if (wanted.length === 0) return new Map();
  const rows: Array<{ login_name: string; operator_name: string | null }> = await db('operator').whereIn('login_name', wanted).select('login_name', 'operator_name');
  return new Map(rows.filter((r) => r.operator_name).map((r) => [r.login_name, r.operator_name!]));
}
