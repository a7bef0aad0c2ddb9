import { pino } from 'pino';
import { ConfigError, loadConfig } from './config.ts';
import { createWorker } from './create-worker.ts';
import { createDb } from './db.ts';
import { topicRegistrations } from './topics/index.ts';

/** The workers' process: fetch external tasks from the engine, run them, drain on SIGTERM/SIGINT. */
function readConfig() {
  try {
    return loadConfig();
  } catch (e) {
    if (e instanceof ConfigError) {
      console.error(e.message);
      process.exit(1);
    }
    throw e;
  }
}

const config = readConfig();
const logger = pino({ level: config.LOG_LEVEL, base: { service: 'workers' } });
const db = createDb(config.DATABASE_URL, config.DATABASE_POOL_MAX);
const worker = createWorker({ config, db, logger });
for (const { topic, variables, handler } of topicRegistrations) worker.subscribe(topic, { variables, handler });
logger.info({ engine: config.ENGINE_REST_URL, topics: topicRegistrations.map((t) => t.topic) }, 'workers started');

let shuttingDown = false;
async function shutdown(signal: NodeJS.Signals): Promise<void> {
  if (shuttingDown) {
    // a second signal means "now": the engine hands unfinished tasks out again when their locks expire
    logger.warn({ signal }, 'second signal; exiting without draining');
    process.exit(1);
  }
  shuttingDown = true;
  logger.info({ signal }, 'shutting down');
  try {
    await worker.stop();
    await db.destroy();
    logger.info('bye');
    logger.flush();
    process.exit(0);
  } catch (err) {
    logger.error({ err }, 'shutdown failed');
    logger.flush();
    process.exit(1);
  }
}
process.on('SIGTERM', (s) => void shutdown(s));
process.on('SIGINT', (s) => void shutdown(s));
