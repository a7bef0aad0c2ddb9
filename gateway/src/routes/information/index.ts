import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { assertRegistry } from '../../domain/information/rows.ts';
import { columnRoutes } from './column-routes.ts';
import { releaseRoutes } from './release-routes.ts';
import { bannerRoutes } from './banner-routes.ts';
import { methodologyRoutes } from './methodology-routes.ts';
import { methodologyOptionRoutes } from './methodology-options.ts';

/**
 * 信息发布 (/information, issue 14): the back office of the portal's content (contracts/src/information). Every call
 * is the registry's: besides its function code, an operator bound to a company is refused (403). The methodology
 * picker of the project forms is outside that rule (applicants read it).
 */
export const informationRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(async (office) => {
    // onRequest (after the access check): refused before the body is validated, so a 400 tells such a caller nothing
    office.addHook('onRequest', async (request) => assertRegistry(request));
    await office.register(columnRoutes);
    await office.register(releaseRoutes);
    await office.register(bannerRoutes);
    await office.register(methodologyRoutes);
  });
  await app.register(methodologyOptionRoutes);
};
