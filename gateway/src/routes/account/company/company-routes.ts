import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Knex } from 'knex';
import { z } from 'zod';
import {
  ok,
  okList,
  companyDetailSchema,
  companyListQuery,
  companyRepresentListQuery,
  companyRepresentRowSchema,
  companyRepresentStateBody,
  companyRowSchema,
  companyStateBody,
  custIdQuery,
  functionCodes,
  type CompanyRow,
} from '@ccer/contracts';
import { forbidden, notFound } from '../../../errors.ts';
import { actsForRegistry, assertCompanyInScope, ownCompanyOf } from '../../../domain/access/company-scope.ts';
import { writeOperationLog } from '../../../audit-log.ts';
import { likeText } from '../../../domain/like-text.ts';
import { pageAndCount } from '../../../domain/page-and-count.ts';
import { isoNonNull } from '../../../domain/timestamps.ts';

export function toCompanyRow(r: Record<string, unknown>): CompanyRow {
  return {
    custId: r.cust_id as string,
    custNo: (r.cust_no as string | null) ?? null,
    custName: r.cust_name as string,
    custType: (r.cust_type as string | null) ?? null,
    certificateNo: (r.certificate_no as string | null) ?? null,
    status: (r.status as string | null) ?? '1',
    isComplete: r.is_complete as string,
    createdAt: isoNonNull(r.created_at),
  };
}

/**
 * Administrators' company screens (§2.4 /account/company manage, detail, represent): companies and their
 * representatives, one page at a time, and their status changes (§4 "dedicated status-update calls").
 */
export const companyRoutes: FastifyPluginAsyncZod = async (app) => {
  const viewers = { func: [functionCodes.companyOpen, functionCodes.companyEdit] };

  app.post('/api/enterpriseOperate/get/queryEnterpriseOperate', {
    config: { access: viewers },
    schema: { tags: ['account'], summary: 'Company accounts, one page', body: companyListQuery, response: { 200: okList(companyRowSchema) } },
    handler: async (request) => {
      const { custName, certificateNo, status } = request.body;
      const own = ownCompanyOf(request.operator!);
      const filter = (q: Knex.QueryBuilder) => {
        if (own !== null) (own ? q.where('cust_id', own) : q.whereRaw('false'));
        if (custName) q.whereILike('cust_name', likeText(custName));
        if (certificateNo) q.where('certificate_no', certificateNo);
        if (status) q.where('status', status);
        return q;
      };
      const { rows, total } = await pageAndCount(filter(app.db('customer').select('*')).orderBy('created_at', 'desc').orderBy('cust_id'), request.body);
      return { flag: 1 as const, dataInfo: rows.map(toCompanyRow), total };
    },
  });

  app.get('/api/enterpriseOperate/get/enterpriseOperateDetail', {
    config: { access: viewers },
    schema: { tags: ['account'], summary: 'One company account with its form', querystring: custIdQuery, response: { 200: ok(companyDetailSchema) } },
    handler: async (request) => {
      assertCompanyInScope(request.operator!, request.query.custId);
      const row = await app.db('customer').where({ cust_id: request.query.custId }).first();
      if (!row) throw notFound('companyNotFound');
      return { flag: 1 as const, dataInfo: { ...toCompanyRow(row), form: (row.company_form ?? {}) as Record<string, unknown> } };
    },
  });

  app.post('/api/enterpriseOperate/update/enterpriseOperateStateUpdate', {
    config: { access: { func: [functionCodes.companyEdit] } },
    schema: { tags: ['account'], summary: 'Enable (1) or disable (0) a company account', body: companyStateBody, response: { 200: ok(z.null()) } },
    handler: async (request) => {
      const { custId, status } = request.body;
      // a representative does not enable or disable companies, not even their own
      if (!actsForRegistry(request.operator!)) throw forbidden();
      await app.db.transaction(async (trx) => {
        const row = await trx('customer').where({ cust_id: custId }).forUpdate().first('status');
        if (!row) throw notFound('companyNotFound');
        await trx('customer').where({ cust_id: custId }).update({ status, updated_at: trx.fn.now() });
        await writeOperationLog(trx, request, { abstract: 'company.status', businessType: 'customer', businessKey: custId, before: { status: row.status }, after: { status } });
      });
      return { flag: 1 as const, dataInfo: null };
    },
  });

  app.post('/api/enterpriseRepresentOperate/get/queryEnterpriseRepresentOperate', {
    config: { access: { func: [functionCodes.representManage] } },
    schema: { tags: ['account'], summary: 'Account representatives of companies, one page', body: companyRepresentListQuery, response: { 200: okList(companyRepresentRowSchema) } },
    handler: async (request) => {
      const { custId, loginName } = request.body;
      const q = app.db('customer_representative as r').join('customer as c', 'c.cust_id', 'r.cust_id').join('operator as o', 'o.operator_id', 'r.operator_id');
      if (custId) q.where('r.cust_id', custId);
      if (loginName) q.whereILike('o.login_name', likeText(loginName));
      const { rows, total } = await pageAndCount(q.select('r.*', 'c.cust_name', 'o.login_name', 'o.operator_name').orderBy('r.created_at', 'desc').orderBy('r.operator_id'), request.body);
      return {
        flag: 1 as const,
        dataInfo: rows.map((r: Record<string, unknown>) => ({
          id: `${r.cust_id as string}:${r.operator_id as string}`,
          custId: r.cust_id as string,
          custName: r.cust_name as string,
          operatorId: r.operator_id as string,
          loginName: r.login_name as string,
          operatorName: (r.operator_name as string | null) ?? null,
          representRole: r.represent_role as 'initiating' | 'confirming',
          status: r.status as string,
          createdAt: isoNonNull(r.created_at),
        })),
        total,
      };
    },
  });

  app.post('/api/enterpriseRepresentOperate/update/updateStateEnterpriseRepresentOperate', {
    config: { access: { func: [functionCodes.representManage] } },
    schema: { tags: ['account'], summary: "Enable (1) or disable (0) a representative's link to a company", body: companyRepresentStateBody, response: { 200: ok(z.null()) } },
    handler: async (request) => {
      const { custId, operatorId, status } = request.body;
      await app.db.transaction(async (trx) => {
        const row = await trx('customer_representative').where({ cust_id: custId, operator_id: operatorId }).forUpdate().first('status');
        if (!row) throw notFound('representNotFound');
        await trx('customer_representative').where({ cust_id: custId, operator_id: operatorId }).update({ status });
        await writeOperationLog(trx, request, { abstract: 'company.represent-status', businessType: 'customer', businessKey: custId, before: { operatorId, status: row.status }, after: { operatorId, status } });
      });
      return { flag: 1 as const, dataInfo: null };
    },
  });
};
