import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../../config.ts';
import { inboundBatchRoutes } from './inbound-batch.ts';
import { clearingBatchRoutes } from './batch-routes.ts';
import { clearingFigureRoutes } from './figure-routes.ts';

/** 清算管理 (/liquidation; contracts/src/exchange/clearing.ts): the exchange's batches in, their settlement, the figures. */
export const liquidationRoutes: FastifyPluginAsync<{ config: Config }> = async (app, { config }) => {
  // its own scope: its JSON is read as text (the signature covers the bytes as sent)
  await app.register(inboundBatchRoutes, { config });
  await app.register(clearingBatchRoutes);
  await app.register(clearingFigureRoutes);
};
