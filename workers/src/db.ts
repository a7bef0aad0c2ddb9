import knexFactory, { type Knex } from 'knex';

/** The registry database. Each running handler holds one connection for its transaction. */
export function createDb(url: string, poolMax = 5): Knex {
  return knexFactory({ client: 'pg', connection: url, pool: { min: 0, max: poolMax } });
}
