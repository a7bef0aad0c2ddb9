import type { FastifyPluginAsync } from 'fastify';
import { issuancePublicRoutes, issuanceRoutes } from './issuance-routes.ts';

export { issuanceStartedRecords } from './issuance-routes.ts';

/** /api/ccer/issued/* (issuance, 083 / 084) and the public list of issued reductions. */
export const ccerIssuanceRoutes: FastifyPluginAsync = async (app) => {
  await app.register(issuanceRoutes);
  await app.register(issuancePublicRoutes);
};
