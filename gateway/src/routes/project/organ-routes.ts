import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { okList, functionCodes, organListQuery, organRowSchema } from '@ccer/contracts';
import { likeText } from '../../domain/like-text.ts';
import { selectOpenedOrganisations, toOrganRow } from './validation-bodies.ts';
import { pageAndCount } from '../../domain/page-and-count.ts';

/**
 * POST /api/project-manage/organ-list (registry spec §7): the opened validation and verification bodies,
 * for the application's approvalAuthority picker. Whoever may apply (053) or audit applications (054) reads it.
 */
export const organRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/api/project-manage/organ-list', {
    config: { access: { func: [functionCodes.projectAdd, functionCodes.projectPubAudit] } },
    schema: { tags: ['project'], summary: 'Opened validation and verification bodies, one page (filter by name)', body: organListQuery, response: { 200: okList(organRowSchema) } },
    handler: async (request) => {
      const { custName, custId } = request.body;
      const q = selectOpenedOrganisations(app.db);
      if (custName) q.whereILike('c.cust_name', likeText(custName));
      if (custId) q.where('c.cust_id', custId);
      const { rows, total } = await pageAndCount(q.select('c.cust_id', 'c.cust_name', 'g.form', 'g.enterprise_type').orderBy('c.cust_name').orderBy('c.cust_id'), request.body);
      return { flag: 1 as const, total, dataInfo: rows.map(toOrganRow) };
    },
  });
};
