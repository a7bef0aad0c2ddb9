import fp from 'fastify-plugin';
import type { Knex } from 'knex';
import pg from 'pg';
import { createRegistryKnex } from '@ccer/workers/prepared-statements';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

declare module 'fastify' {
  interface FastifyInstance {
    db: Knex;
  }
}

export const MIGRATIONS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../migrations');

// DATE columns stay calendar days (yyyy-MM-dd), not midnights in the server's time zone
pg.types.setTypeParser(1082, (v: string) => v);

export function createDb(url: string, poolMax = 10): Knex {
  return createRegistryKnex(url, poolMax);
}

/** Runs the registry's migrations (knex, one change per file). */
export async function migrate(db: Knex): Promise<void> {
  await db.migrate.latest({ directory: MIGRATIONS_DIR, loadExtensions: ['.ts'] });
}

export const dbPlugin = fp<{ db: Knex; ownsDb: boolean }>(async (app, { db, ownsDb }) => {
  app.decorate('db', db);
  if (ownsDb) app.addHook('onClose', async () => db.destroy());
});
