import type { FastifyPluginAsync } from 'fastify';
import { holdingRoutes } from './holding-routes.ts';
import { encodeRoutes } from './encode-routes.ts';
import { reconciliationRoutes } from './reconciliation.ts';

/** Holdings, statements, serial codes, the public serial lookup and the ledger's reconciliation (issue 12). */
export const ccerHoldingRoutes: FastifyPluginAsync = async (app) => {
  await app.register(holdingRoutes);
  await app.register(encodeRoutes);
  await app.register(reconciliationRoutes);
};
