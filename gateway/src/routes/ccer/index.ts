import type { FastifyPluginAsync } from 'fastify';
import { ccerIssuanceRoutes } from './issuance/index.ts';
import { freezeRoutes } from './freezes/index.ts';
import { accountTransferRoutes } from './account-transfers/index.ts';
import { transferRoutes } from './transfers/index.ts';
import { ccerHoldingRoutes } from './holdings/index.ts';
import { offsetRoutes } from './offsets/index.ts';
import { offsetSyncRoutes } from './offset-sync/index.ts';
import { misconductRoutes } from './misconduct/index.ts';
import { offsetPrintRoutes } from './offset-prints/index.ts';
import { nationalBindingRoutes } from './national-binding/index.ts';

/**
 * Every /api/ccer/* call (CCER area, menu 20; issues 12 and 13): issuance, holdings, transfers, freezes, serial codes,
 * the ledger's reconciliation, offsets, the binding to the national carbon market. Each part in its own folder, each registered here.
 */
export const ccerRoutes: FastifyPluginAsync = async (app) => {
  await app.register(ccerIssuanceRoutes);
  await app.register(freezeRoutes);
  await app.register(accountTransferRoutes);
  await app.register(transferRoutes);
  await app.register(ccerHoldingRoutes);
  await app.register(offsetRoutes);
  await app.register(offsetSyncRoutes);
  await app.register(misconductRoutes);
  await app.register(offsetPrintRoutes);
  await app.register(nationalBindingRoutes);
};
