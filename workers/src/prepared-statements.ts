import { createHash } from 'node:crypto';
import knexFactory, { type Knex } from 'knex';
import Client_PG from 'knex/lib/dialects/postgres/index.js';

/**
 * How many statements one connection keeps prepared (pgjdbc keeps 256): a request's hot statements are a few dozen,
 * a list of ids of every length (`in ($1, …, $n)`) makes many shapes, and past this bound a new shape is parsed and
 * planned each time as before, so a connection's prepared statements cost PostgreSQL bounded memory. The pool
 * closes idle connections, and with them their statements.
 */
export const PREPARED_PER_CONNECTION = 250;

const preparedOn = new WeakMap<object, Set<string>>();

/**
 * Statement names by text: hashing the text again for each of a request's few dozen statements cost the gateway
 * more than the look-up. Bounded like the connections' sets (a list of ids of every length makes many shapes);
 * past the bound a name is hashed each time as before.
 */
const NAMES_KEPT = 2000;
const names = new Map<string, string>();
function statementName(sql: string): string {
  let name = names.get(sql);
  if (name === undefined) {
    name = `s_${createHash('sha1').update(sql).digest('base64url')}`;
    if (names.size < NAMES_KEPT) names.set(sql, name);
  }
  return name;
}

/**
 * knex's PostgreSQL client with every statement that has parameters prepared once per connection: the statement
 * is named after its text, so PostgreSQL parses it once per connection and, once it has seen that a generic plan
 * costs no more than the custom ones, stops planning it (as pgjdbc's prepareThreshold does for the engine).
 * Parsing and planning were about a third of the registry database's time per request. A statement without
 * parameters (BEGIN, COMMIT, a migration's DDL, which may hold several commands) goes as it is; one named by
 * its caller keeps its name.
 */
class PreparingPgClient extends Client_PG {
  _query(connection: object, obj: { sql: string; bindings?: unknown[]; options?: Record<string, unknown> }) {
    if (obj.bindings?.length && !obj.options?.name) {
      const name = statementName(obj.sql);
      const prepared = preparedOn.get(connection) ?? new Set<string>();
      preparedOn.set(connection, prepared);
      if (prepared.has(name) || prepared.size < PREPARED_PER_CONNECTION) {
        prepared.add(name);
        return super._query(connection, { ...obj, options: { ...obj.options, name } });
      }
    }
    return super._query(connection, obj);
  }
}

/** A knex of the registry database whose statements are prepared per connection (see PreparingPgClient). */
export function createRegistryKnex(url: string, poolMax: number): Knex {
  return knexFactory({ client: PreparingPgClient as unknown as typeof Knex.Client, connection: url, pool: { min: 0, max: poolMax } });
}
