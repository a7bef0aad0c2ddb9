import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { provideDatabase } from './database.ts';
import { freePort } from './ports.ts';
import { buildIfChanged } from './source-hash.ts';
import { run, startLogged, stopChild, stopRanks, waitFor } from './processes.ts';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const ENGINE_JAR = path.join(ROOT, 'engine/target/ccer-engine.jar');

export interface StackOptions {
  /** Folder for the embedded database and logs. */
  dataDir: string;
  gatewayPort?: number;
  enginePort?: number;
  /** Extra environment for gateway and workers (e.g. a test-only captcha code). */
  env?: Record<string, string>;
  log?: (message: string) => void;
  /** Extra node flags for the gateway only (a benchmark's `--cpu-prof --cpu-prof-dir=…`). */
  gatewayNodeArgs?: string[];
}

export interface Stack {
  appUrl: string;
  engineRestUrl: string;
  cockpitUrl: string;
  databaseUrl: string;
  /** Where the gateway reports compliance offsets and the secret it signs with: the local counterpart unless MARKET_SYNC_URL was set. */
  marketSync: { url: string; secret: string };
  /** The exchange's trading system and the secret both sides sign with: the local counterpart unless EXCHANGE_URL was set. */
  exchange: { url: string; secret: string };
  engineUser: string;
  enginePassword: string;
  timings: Record<string, number>;
  stop: () => Promise<void>;
}

/** Builds the engine jar once and again only when engine/ changes. */
export async function ensureEngineJar(logDir: string): Promise<boolean> {
  return buildIfChanged([path.join(ROOT, 'engine')], ENGINE_JAR, path.join(ROOT, 'engine/target/source.sha256'), () =>
    run('mvn', ['-q', '-B', 'package', '-DskipTests'], { cwd: path.join(ROOT, 'engine'), logFile: path.join(logDir, 'engine-build.log') }),
  );
}

/**
 * Puts a finished build in place of `dist`: the previous hour's hashed assets are kept beside the new ones (a page
 * another stack loaded before still finds its chunks), then two renames swap the folders.
 */
function swapInBuild(dist: string, next: string): void {
  const oldAssets = path.join(dist, 'assets');
  if (fs.existsSync(oldAssets)) {
    for (const f of fs.readdirSync(oldAssets)) {
      const source = path.join(oldAssets, f);
      const target = path.join(next, 'assets', f);
      const stat = fs.statSync(source);
      if (fs.existsSync(target) || Date.now() - stat.mtimeMs >= 3_600_000) continue;
      fs.copyFileSync(source, target);
      // the copy keeps its age, so an asset leaves an hour after its own build
      fs.utimesSync(target, stat.atime, stat.mtime);
    }
  }
  const old = `${dist}.old-${process.pid}`;
  if (fs.existsSync(dist)) fs.renameSync(dist, old);
  fs.renameSync(next, dist);
  fs.rmSync(old, { recursive: true, force: true });
}

/** Builds the web app when its sources (or the contracts it imports) change. */
export async function ensureWebBuild(logDir: string): Promise<boolean> {
  const web = path.join(ROOT, 'web');
  // developers running gateway-only tests while the web is being edited can keep the last build
  if (process.env.STACK_SKIP_WEB_BUILD === '1' && fs.existsSync(path.join(web, 'dist/index.html'))) return false;
  return buildIfChanged(
    // precompress.ts is the build's own step (brotli and gzip copies)
    [path.join(web, 'src'), path.join(web, 'index.html'), path.join(web, 'vite.config.ts'), path.join(web, 'package.json'), path.join(ROOT, 'contracts/src'), path.join(ROOT, 'contracts/package.json'), path.join(ROOT, 'scripts/lib/precompress.ts')],
    path.join(web, 'dist/index.html'),
    path.join(web, 'dist/.source-hash'),
    // always a production bundle, also when the caller runs under NODE_ENV=test (vitest); built beside dist and swapped
    // in, so another stack serving dist meanwhile never finds it empty
    async () => {
      const next = path.join(web, `dist.next-${process.pid}`);
      await run(process.execPath, [path.join(ROOT, 'node_modules/vite/bin/vite.js'), 'build', '--outDir', next, '--emptyOutDir'], {
        cwd: web,
        env: { ...process.env, NODE_ENV: 'production' },
        logFile: path.join(logDir, 'web-build.log'),
      });
      swapInBuild(path.join(web, 'dist'), next);
    },
    // build-time settings of the web app (system B, accounts spec §2.1)
    `VITE_SYSTEM_MODE=${process.env.VITE_SYSTEM_MODE ?? ''}`,
  );
}

/**
 * An outside system (ARCHITECTURE §6a): the one its URL variable names (with its secret), else a local counterpart
 * (scripts/<name>-counterpart.ts, development and tests only) on a free port with a secret made for this run, stopped
 * with the stack.
 */
async function startCounterpart(
  logDir: string,
  children: ChildProcess[],
  system: { name: string; urlVariable: string; secretVariable: string; portVariable: string; env?: Record<string, string> },
): Promise<{ url: string; secret: string }> {
  const given = process.env[system.urlVariable];
  if (given) return { url: given, secret: process.env[system.secretVariable] ?? '' };
  const secret = process.env[system.secretVariable] ?? `dev-${system.name}-${randomBytes(24).toString('hex')}`;
  const port = await freePort();
  const logFile = path.join(logDir, `${system.name}-counterpart.log`);
  const child = startLogged(process.execPath, ['--import', 'tsx', `scripts/${system.name}-counterpart.ts`], {
    cwd: ROOT,
    logFile,
    env: { ...process.env, ...system.env, [system.portVariable]: String(port), [system.secretVariable]: secret },
  });
  children.push(child);
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${system.name} counterpart`, async () => (await fetch(`${url}/health`)).ok, 30000, child, logFile);
  return { url, secret };
}

/**
 * Starts the whole system: database (embedded unless DATABASE_URL is set), engine, the markets' and the exchange's
 * counterparts,
 * gateway with the built web app, workers. Returns the URLs and a stop function that ends them in reverse order.
 */
export async function startStack(opts: StackOptions): Promise<Stack> {
  const log = opts.log ?? ((m: string) => console.log(m));
  const logDir = path.join(opts.dataDir, 'logs');
  fs.mkdirSync(logDir, { recursive: true });
  const timings: Record<string, number> = {};
  const t0 = Date.now();
  const mark = (name: string, since: number) => (timings[name] = Date.now() - since);
  const children: ChildProcess[] = [];
  let db: Awaited<ReturnType<typeof provideDatabase>> | undefined;

  // users of the engine and the database first (workers drain their long poll), then the engine, then the database
  const stop = async () => {
    const [engine, ...users] = children;
    await Promise.all(users.map((c) => stopChild(c, 40000)));
    await stopChild(engine, 30000);
    await db?.stop();
  };

  try {
    let t = Date.now();
    const [, , database] = await Promise.all([
      ensureEngineJar(logDir).then((built) => built && log('engine jar built')),
      ensureWebBuild(logDir).then((built) => built && log('web app built')),
      provideDatabase(process.env, path.join(opts.dataDir, 'postgres'), log),
    ]);
    db = database;
    mark('build-and-database', t);

    const enginePort = opts.enginePort ?? (await freePort(Number(process.env.ENGINE_PORT) || 8080));
    const gatewayPort = opts.gatewayPort ?? (await freePort(Number(process.env.PORT) || 3000));
    const engineUser = process.env.CAMUNDA_ADMIN_USER ?? 'admin';
    const enginePassword = process.env.CAMUNDA_ADMIN_PASSWORD ?? 'admin';
    const engineRestUrl = `http://127.0.0.1:${enginePort}/engine-rest`;

    t = Date.now();
    const engineLog = path.join(logDir, 'engine.log');
    const engine = startLogged('java', ['-Xms256m', '-Xmx1g', '-jar', ENGINE_JAR], {
      cwd: ROOT,
      logFile: engineLog,
      stopRank: stopRanks.engine,
      env: {
        ...process.env,
        ENGINE_PORT: String(enginePort),
        ENGINE_JDBC_URL: db.engineJdbcUrl,
        ENGINE_DB_USER: db.engineUser,
        ENGINE_DB_PASSWORD: db.enginePassword,
        CAMUNDA_ADMIN_USER: engineUser,
        CAMUNDA_ADMIN_PASSWORD: enginePassword,
      },
    });
    children.push(engine);
    const appUrl = `http://127.0.0.1:${gatewayPort}`;
    const [marketSync, exchange] = await Promise.all([
      startCounterpart(logDir, children, { name: 'market', urlVariable: 'MARKET_SYNC_URL', secretVariable: 'MARKET_SYNC_SECRET', portVariable: 'MARKET_COUNTERPART_PORT' }),
      // the exchange sends its clearing batches to the registry: its counterpart is told where the gateway will listen
      startCounterpart(logDir, children, { name: 'exchange', urlVariable: 'EXCHANGE_URL', secretVariable: 'EXCHANGE_SECRET', portVariable: 'EXCHANGE_COUNTERPART_PORT', env: { REGISTRY_URL: appUrl } }),
    ]);
    const auth = 'Basic ' + Buffer.from(`${engineUser}:${enginePassword}`).toString('base64');
    await waitFor('engine', async () => (await fetch(`${engineRestUrl}/version`, { headers: { Authorization: auth } })).ok, 240000, engine, engineLog);
    mark('engine', t);

    const serviceEnv = {
      // attachments live beside the stack's database unless the caller chose a folder
      FILE_STORE_DIR: path.join(opts.dataDir, 'files'),
      ...process.env,
      ...opts.env,
      DATABASE_URL: db.registryUrl,
      ENGINE_REST_URL: engineRestUrl,
      ENGINE_REST_USER: engineUser,
      ENGINE_REST_PASSWORD: enginePassword,
      MARKET_SYNC_URL: marketSync.url,
      MARKET_SYNC_SECRET: marketSync.secret,
      EXCHANGE_URL: exchange.url,
      EXCHANGE_SECRET: exchange.secret,
      // system A or B: the gateway closes the public API as the web build (ensureWebBuild) hides the public pages
      ...(process.env.VITE_SYSTEM_MODE ? { VITE_SYSTEM_MODE: process.env.VITE_SYSTEM_MODE } : {}),
    };
    t = Date.now();
    const gatewayLog = path.join(logDir, 'gateway.log');
    const gateway = startLogged(process.execPath, [...(opts.gatewayNodeArgs ?? []), '--import', 'tsx', 'gateway/src/server.ts'], {
      cwd: ROOT,
      logFile: gatewayLog,
      env: { ...serviceEnv, PORT: String(gatewayPort), HOST: process.env.HOST ?? '127.0.0.1' },
    });
    children.push(gateway);
    await waitFor('gateway', async () => (await fetch(`${appUrl}/api/health`)).ok, 120000, gateway, gatewayLog);
    mark('gateway', t);

    const workersLog = path.join(logDir, 'workers.log');
    children.push(startLogged(process.execPath, ['--import', 'tsx', 'workers/src/main.ts'], { cwd: ROOT, logFile: workersLog, env: serviceEnv }));
    mark('total', t0);
    return {
      appUrl,
      engineRestUrl,
      cockpitUrl: `http://127.0.0.1:${enginePort}/camunda/app/cockpit/`,
      databaseUrl: db.registryUrl,
      marketSync,
      exchange,
      engineUser,
      enginePassword,
      timings,
      stop,
    };
  } catch (e) {
    await stop();
    throw e;
  }
}
