import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { portalRoutes } from './portal-routes.ts';
import { openDataRoutes } from './open-data-routes.ts';

/** The public portal's reading calls and the open data (issue 14); both public, neither reads a token. */
export const portalAreaRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(portalRoutes);
  await app.register(openDataRoutes);
};
