import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { okList, functionCodes as fc, changeLogQuery, changeLogRowSchema } from '@ccer/contracts';
import { iso } from '../../../domain/accounts/account-applications.ts';

/** GET /api/account/change-log: the important-field changes of one organisation or public account, newest first. */
export const changeLogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/account/change-log', {
    config: { access: { func: [fc.orgOpen, fc.publicOpen, fc.accountModify] } },
    schema: { tags: ['org-account'], summary: 'Change log of an organisation or public account', querystring: changeLogQuery, response: { 200: okList(changeLogRowSchema) } },
    handler: async (request) => {
      const rows = await app.db('account_change_log')
        .where({ business_type: request.query.businessType, business_id: request.query.id })
        .orderBy('id', 'desc')
        .limit(500);
      return {
        flag: 1 as const,
        total: rows.length,
        dataInfo: rows.map((r) => ({
          id: Number(r.id),
          paramId: r.param_id,
          paramName: r.param_name,
          beforeValue: r.before_value,
          currentValue: r.current_value,
          updParamDetail: r.upd_param_detail,
          operatorName: r.operator_name,
          createdAt: iso(r.created_at)!,
        })),
      };
    },
  });
};
