import type { Knex } from 'knex';
import type { Config } from '../config.ts';
import { migrate } from '../plugins/db.ts';
import { seedOperators, seedReferenceData } from './seed.ts';

/** Schema up to date, reference data in step with contracts/, first administrator present. */
export async function prepareDatabase(db: Knex, config: Config): Promise<void> {
  await migrate(db);
  await seedReferenceData(db);
  await seedOperators(db, config);
}
