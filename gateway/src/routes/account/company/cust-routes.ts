import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, customerInfoSchema, custListRowSchema } from '@ccer/contracts';
import { representedCompanies } from '../../../domain/access/acting-for.ts';
import { AppError } from '../../../errors.ts';
import { writeOperationLog } from '../../../audit-log.ts';
import { toCompanyRow } from './company-routes.ts';

/**
 * The companies a signed-in representative acts for (§7.1): list them, switch the one the session acts for
 * (operator.cust_id, read on every request), and read the current one. Any signed-in operator may ask; each
 * sees only its own links.
 */
export const custRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/cust/list', {
    config: { access: 'signedIn' },
    schema: { tags: ['account'], summary: 'Companies the signed-in operator represents', response: { 200: ok(z.array(custListRowSchema)) } },
    handler: async (request) => {
      const op = request.operator!;
      // the linked companies, and the one the operator acts for now (operators seeded with a company have no link row)
      const rows = await app.db('customer as c')
        .where((q) => {
          q.whereIn('c.cust_id', representedCompanies(app.db, op.operatorId));
          if (op.custId) q.orWhere('c.cust_id', op.custId);
        })
        .orderBy('c.cust_name')
        .limit(200)
        .select('c.cust_id', 'c.cust_name', 'c.cust_type');
      return {
        flag: 1 as const,
        dataInfo: rows.map((r: { cust_id: string; cust_name: string; cust_type: string | null }) => ({ custId: r.cust_id, custName: r.cust_name, custType: r.cust_type, current: r.cust_id === op.custId })),
      };
    },
  });

  app.get('/api/cust/switch/:id', {
    config: { access: 'signedIn' },
    schema: { tags: ['account'], summary: 'Act for another company the operator represents', params: z.object({ id: z.string().uuid() }), response: { 200: ok(z.null()) } },
    handler: async (request) => {
      const op = request.operator!;
      const link = await representedCompanies(app.db, op.operatorId).where('ar.cust_id', request.params.id).first();
      if (!link) throw new AppError(403, 'FORBIDDEN', 'custNotRepresented');
      await app.db.transaction(async (trx) => {
        await trx('operator').where({ operator_id: op.operatorId }).update({ cust_id: request.params.id });
        await writeOperationLog(trx, request, { abstract: 'cust.switch', businessType: 'customer', businessKey: request.params.id, before: { custId: op.custId }, after: { custId: request.params.id } });
      });
      return { flag: 1 as const, dataInfo: null };
    },
  });

  app.get('/api/customer-info', {
    config: { access: 'signedIn' },
    schema: { tags: ['account'], summary: 'The company the signed-in operator acts for (null when none)', response: { 200: ok(customerInfoSchema.nullable()) } },
    handler: async (request) => {
      const custId = request.operator!.custId;
      const row = custId ? await app.db('customer').where({ cust_id: custId }).first() : undefined;
      if (!row) return { flag: 1 as const, dataInfo: null };
      const c = toCompanyRow(row);
      return { flag: 1 as const, dataInfo: { custId: c.custId, custNo: c.custNo, custName: c.custName, custType: c.custType, isComplete: c.isComplete, status: c.status, form: (row.company_form ?? {}) as Record<string, unknown> } };
    },
  });
};
