import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '@ccer/contracts';
import { compactDateTime } from '../../domain/server-time.ts';
import { referenceRoutes } from './reference-routes.ts';
import { exportRoutes } from './export-routes.ts';

const healthSchema = ok(
  z.object({
    database: z.enum(['up', 'down']),
    engine: z.enum(['up', 'down']),
    engineVersion: z.string().nullable(),
    /** The processes/ folder is deployed to the engine: the gateway is ready for work. */
    processes: z.enum(['deployed', 'pending']),
  }),
);

/** Health of the gateway's dependencies, the server clock, and the shared reference data (reference-routes.ts). */
export const commonRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(referenceRoutes);
  await app.register(exportRoutes);

  app.get('/api/health', {
    config: { access: 'public' },
    schema: {
      tags: ['common'],
      summary: 'Health of the database and the engine',
      response: { 200: healthSchema, 503: healthSchema },
    },
    handler: async (_req, reply) => {
      const [database, engine] = await Promise.all([
        app.db.raw('select 1').then(() => 'up' as const, () => 'down' as const),
        app.engine.version().then((v) => v.version, () => null),
      ]);
      const processes = app.processesDeployed ? ('deployed' as const) : ('pending' as const);
      const body = { database, engine: engine ? ('up' as const) : ('down' as const), engineVersion: engine, processes };
      const ready = database === 'up' && engine && (processes === 'deployed' || !app.config.DEPLOY_PROCESSES);
      return reply.status(ready ? 200 : 503).send({ flag: 1 as const, dataInfo: body });
    },
  });

  app.get('/api/common/datetime', {
    config: { access: 'public' },
    schema: { tags: ['common'], summary: 'Server time as yyyymmddhhmmss', response: { 200: ok(z.string()) } },
    handler: async () => ({ flag: 1 as const, dataInfo: compactDateTime() }),
  });
};
