import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import pg from 'pg';
import type { Knex } from 'knex';
import { createDb } from '../db.ts';

const MIGRATIONS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../migrations');
const DATABASE_NAME = 'registry_workers_test';

/**
 * The workers' own test database on a real PostgreSQL: DATABASE_TEST_URL; else beside the system
 * tests' stack database (TEST_DATABASE_URL, set by tests/setup/stack.ts); else the local server.
 */
export function testDatabaseUrl(env: NodeJS.ProcessEnv = process.env): string {
  if (env.DATABASE_TEST_URL) return env.DATABASE_TEST_URL;
  if (env.TEST_DATABASE_URL) return Object.assign(new URL(env.TEST_DATABASE_URL), { pathname: `/${DATABASE_NAME}` }).toString();
  return `postgres://postgres@127.0.0.1:5432/${DATABASE_NAME}`;
}

/** Creates the database when missing and brings it to the latest migration. */
export async function openTestDatabase(url = testDatabaseUrl()): Promise<Knex> {
  const name = decodeURIComponent(new URL(url).pathname.slice(1));
  const server = new pg.Client({ connectionString: Object.assign(new URL(url), { pathname: '/postgres' }).toString() });
  await server.connect();
  try {
    const exists = await server.query('select 1 from pg_database where datname = $1', [name]);
    if (exists.rowCount === 0) await server.query(`create database "${name.replace(/"/g, '""')}"`);
  } catch (e) {
    // two test runs creating it at once: the other one won
    if ((e as { code?: string }).code !== '42P04') throw e;
  } finally {
    await server.end();
  }
  const db = createDb(url, 5);
  await db.migrate.latest({ migrationSource });
  return db;
}

/**
 * The migrations folder, loaded through the test runner's own import(): under vitest, knex's
 * `directory` option imports .ts files natively and Node refuses them. Names are the file names,
 * as with `directory`, so a database migrated either way agrees.
 */
const migrationSource: Knex.MigrationSource<string> = {
  getMigrations: async () => (await fs.readdir(MIGRATIONS_DIR)).filter((f) => f.endsWith('.ts')).sort(),
  getMigrationName: (file) => file,
  getMigration: (file) => import(pathToFileURL(path.join(MIGRATIONS_DIR, file)).href),
};
