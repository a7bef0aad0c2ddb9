import { loadConfig, ConfigError } from './config.ts';
import { buildApp } from './build-app.ts';
import { createDb } from './plugins/db.ts';
import { prepareDatabase } from './bootstrap/prepare-database.ts';
import { deployWhenEngineAnswers, DEFAULT_PROCESSES_DIR } from './bootstrap/deploy-processes.ts';

/** Starts the gateway: configuration, database, the app, process deployment, the outbox, the notice dispatcher, the ledger's figure fold. */
async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (e) {
    if (e instanceof ConfigError) {
      console.error(e.message);
      process.exit(2);
    }
    throw e;
  }
  const db = createDb(config.DATABASE_URL, config.DATABASE_POOL_MAX);
  await prepareDatabase(db, config);
  const app = await buildApp(config, { db });
  app.addHook('onClose', async () => db.destroy());
  await app.listen({ host: config.HOST, port: config.PORT });

  if (config.DEPLOY_PROCESSES) deployWhenEngineAnswers(app, config.PROCESSES_DIR ?? DEFAULT_PROCESSES_DIR);
  app.outbox.start(config.OUTBOX_INTERVAL_MS);
  // what waited while the gateway was down, deliveries included
  void app.outbox.deliverNow();
  app.notices.start(config.NOTICE_INTERVAL_MS);
  void app.notices.kick();
  app.ledgerFolder.start(config.LEDGER_FOLD_INTERVAL_MS);
  void app.ledgerFolder.kick();

  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => {
      app.log.info({ signal }, 'shutting down');
      app.close().then(() => process.exit(0), () => process.exit(1));
    });
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
