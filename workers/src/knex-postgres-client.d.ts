// knex's PostgreSQL dialect, subclassed by prepared-statements.ts (knex ships no types for its dialect files)
declare module 'knex/lib/dialects/postgres/index.js' {
  import type { Knex } from 'knex';
  class Client_PG extends Knex.Client {
    _query(connection: unknown, obj: { sql: string; bindings?: unknown[]; options?: Record<string, unknown> }): Promise<unknown>;
  }
  export default Client_PG;
}
