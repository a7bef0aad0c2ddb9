import type { FastifyPluginAsync } from 'fastify';

/**
 * Every /api/ccer/* call (CCER area, menu 20; issue 12): issuance, holdings, transfers, freezes, serial codes, the
 * ledger's reconciliation. Each part in its own folder, each registered here.
 */
export const ccerRoutes: FastifyPluginAsync = async (app) => {
  void app;
};
