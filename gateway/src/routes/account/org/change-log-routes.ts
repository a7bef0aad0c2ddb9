import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { okList, functionCodes as fc, changeLogQuery, changeLogRowSchema } from '@ccer/contracts';
import { readChangeLog } from '../../../domain/accounts/account-applications.ts';

/** GET /api/account/change-log: the important-field changes of one organisation or public account, newest first. */
export const changeLogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/account/change-log', {
    config: { access: { func: [fc.orgOpen, fc.publicOpen, fc.accountModify] } },
    schema: { tags: ['org-account'], summary: 'Change log of an organisation or public account', querystring: changeLogQuery, response: { 200: okList(changeLogRowSchema) } },
    handler: async (request) => {
      const dataInfo = await readChangeLog(app.db, request.query.businessType, request.query.id);
      return { flag: 1 as const, total: dataInfo.length, dataInfo };
    },
  });
};
