import type { Knex } from 'knex';
import { createRegistryKnex } from './prepared-statements.ts';

/** The registry database. Each running handler holds one connection for its transaction. */
export function createDb(url: string, poolMax = 5): Knex {
  return createRegistryKnex(url, poolMax);
}
