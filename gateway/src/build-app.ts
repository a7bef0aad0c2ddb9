import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import rateLimit from '@fastify/rate-limit';
import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import type { Config } from './config.ts';
import { createDb, dbPlugin } from './plugins/db.ts';
import { fastifyTrustProxy } from './trust-proxy.ts';
import { answerFrameworkError, errorsPlugin } from './plugins/errors.ts';
import { inputHygienePlugin } from './plugins/input-hygiene.ts';
import { authPlugin } from './plugins/auth.ts';
import { openApiPlugin } from './plugins/openapi.ts';
import { webPlugin } from './plugins/web.ts';
import { EngineClient } from './engine/engine-client.ts';
import { ProcessMetaCache } from './engine/process-meta.ts';
import { OutboxDispatcher } from './domain/outbox.ts';
import { NoticeDispatcher } from './domain/messaging/action-notices.ts';
import { LedgerFolder } from './domain/statistics/ledger-fold.ts';
import { commonRoutes } from './routes/common/index.ts';
import { sessionRoutes } from './routes/session/index.ts';
import { projectRoutes } from './routes/project/index.ts';
import { certifiedRoutes } from './routes/certified/index.ts';
import { ccerRoutes } from './routes/ccer/index.ts';
import { processRoutes } from './routes/process/index.ts';
import { fileRoutes } from './routes/file/index.ts';
import { calendarRoutes } from './routes/calendar/index.ts';
import { roleRoutes } from './routes/system/role-routes.ts';
import { settingsRoutes } from './routes/system/settings/index.ts';
import { institutionRoutes } from './routes/system/institution/index.ts';
import { messagingRoutes } from './routes/system/messaging/index.ts';
import { operatorAccountRoutes } from './routes/account/operators/index.ts';
import { registrationRoutes } from './routes/account/registration/index.ts';
import { orgAccountRoutes } from './routes/account/org/index.ts';
import { publicAccountAdminRoutes } from './routes/account/public/index.ts';
import { companyAccountRoutes, companyApplyStartedRecords } from './routes/account/company/index.ts';
import { electronicRoutes } from './routes/system/electronic/index.ts';
import { expertReportRoutes } from './routes/expert/report-routes.ts';
import { PROJECT_APPLY } from './routes/project/apply-routes.ts';
import { businessTypes } from '@ccer/contracts';
import { projectCancelStartedRecords } from './routes/project/cancel-routes.ts';
import { certifiedCancelStartedRecords } from './routes/certified/withdrawal-routes.ts';
import { accountTransferStartedRecords } from './routes/ccer/account-transfers/index.ts';
import { issuanceStartedRecords } from './routes/ccer/issuance/index.ts';
import { transferStartedRecords } from './routes/ccer/transfers/index.ts';
import { offsetStartedRecords } from './routes/ccer/offsets/index.ts';
import { offsetSyncDeliverers } from './routes/ccer/offset-sync/index.ts';
import { exchangeDeliverers } from './routes/ccer-joint/exchange-deliverer.ts';
import { ccerJointRoutes } from './routes/ccer-joint/index.ts';
import { liquidationRoutes } from './routes/liquidation/index.ts';
import { clearingStartedRecords } from './routes/liquidation/batch-routes.ts';
import { misconductStartedRecords } from './routes/ccer/misconduct/index.ts';
import { offsetPrintStartedRecords } from './routes/ccer/offset-prints/index.ts';
import { statisticsRoutes } from './routes/statistics/index.ts';
import { methodologyCollectRoutes, methodologyCollectStartedRecords } from './routes/information/methodology-collect/index.ts';
import { informationRoutes } from './routes/information/index.ts';
import { portalAreaRoutes } from './routes/portal/index.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    engine: EngineClient;
    processMeta: ProcessMetaCache;
    outbox: OutboxDispatcher;
    /** Sends the "action required" notices of the lifecycle steps (started by the server, like the outbox). */
    notices: NoticeDispatcher;
    /** Folds the ledger's new entries into its figures for the statistics (started by the server, like the outbox). */
    ledgerFolder: LedgerFolder;
    /** Set once processes/ is deployed (by the server at start); health reports ready only then. */
    processesDeployed: boolean;
  }
}

export interface BuildOptions {
  /** An existing database handle (tests share one); otherwise one is created and closed with the app. */
  db?: Knex;
  /** pino options; tests pass false to keep output quiet. */
  logger?: boolean | object;
}

/** The one way to build the gateway, used by the server and by tests. */
export async function buildApp(config: Config, opts: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: opts.logger ?? { level: config.LOG_LEVEL },
    genReqId: (req) => (req.headers['x-request-id'] as string) || randomUUID(),
    // X-Forwarded-For only from the configured proxies (TRUST_PROXY); off: the socket's address is the client
    trustProxy: fastifyTrustProxy(config.TRUST_PROXY),
    bodyLimit: 5 * 1024 * 1024,
    frameworkErrors: answerFrameworkError,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const engine = new EngineClient({ baseUrl: config.ENGINE_REST_URL, user: config.ENGINE_REST_USER, password: config.ENGINE_REST_PASSWORD });
  const processMeta = new ProcessMetaCache(engine);
  app.decorate('config', config);
  app.decorate('engine', engine);
  app.decorate('processMeta', processMeta);
  app.decorate('processesDeployed', false);

  await app.register(dbPlugin, { db: opts.db ?? createDb(config.DATABASE_URL, config.DATABASE_POOL_MAX), ownsDb: !opts.db });
  const outbox = new OutboxDispatcher(app.db, engine, app.log, {
    [PROJECT_APPLY]: { table: 'project_apply' },
    [businessTypes.certifiedApply]: { table: 'certified_apply' },
    ...companyApplyStartedRecords,
    ...projectCancelStartedRecords,
    ...certifiedCancelStartedRecords,
    ...accountTransferStartedRecords,
    ...issuanceStartedRecords,
    ...transferStartedRecords,
    ...offsetStartedRecords,
    ...misconductStartedRecords,
    ...offsetPrintStartedRecords,
    ...methodologyCollectStartedRecords,
    ...clearingStartedRecords,
  }, { ...offsetSyncDeliverers(app.db, config), ...exchangeDeliverers(app.db, config) });
  app.decorate('outbox', outbox);
  app.addHook('onClose', async () => outbox.stop());
  app.addHook('onClose', async () => engine.close());
  const notices = new NoticeDispatcher(app.db, config, app.log);
  app.decorate('notices', notices);
  app.addHook('onClose', async () => notices.stop());
  const ledgerFolder = new LedgerFolder(app.db, app.log);
  app.decorate('ledgerFolder', ledgerFolder);
  app.addHook('onClose', async () => ledgerFolder.stop());

  await app.register(errorsPlugin);
  await app.register(inputHygienePlugin);
  await app.register(rateLimit, { global: false });
  await app.register(openApiPlugin);
  await app.register(authPlugin, { config });
  await app.register(commonRoutes);
  await app.register(sessionRoutes, { config });
  await app.register(projectRoutes);
  await app.register(certifiedRoutes);
  await app.register(ccerRoutes);
  await app.register(processRoutes);
  await app.register(fileRoutes, { config });
  await app.register(calendarRoutes);
  await app.register(roleRoutes);
  await app.register(settingsRoutes);
  await app.register(institutionRoutes);
  await app.register(messagingRoutes, { config });
  await app.register(operatorAccountRoutes);
  await app.register(registrationRoutes, { config });
  await app.register(orgAccountRoutes);
  await app.register(publicAccountAdminRoutes);
  await app.register(companyAccountRoutes);
  await app.register(electronicRoutes, { config });
  await app.register(expertReportRoutes);
  await app.register(statisticsRoutes);
  await app.register(methodologyCollectRoutes);
  await app.register(informationRoutes);
  await app.register(portalAreaRoutes);
  await app.register(ccerJointRoutes);
  await app.register(liquidationRoutes, { config });
  await app.register(webPlugin, { config });
  return app;
}
