import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Knex } from 'knex';
import { z } from 'zod';
import {
  ok,
  okList,
  companyApplyStatusNames,
  companyCancelledStatus,
  companyChangeOpenStatuses,
  companyLogoutBody,
  functionCodes,
  langOf,
  operatorTypes,
  touristListQuery,
  touristRowSchema,
  type CompanyApplyStatus,
} from '@ccer/contracts';
import { AppError, forbidden, notFound } from '../../../errors.ts';
import { actsForRegistry } from '../../../domain/access/company-scope.ts';
import { writeOperationLog } from '../../../audit-log.ts';
import { likeText } from '../../../domain/like-text.ts';
import { pageAndCount } from '../../../domain/page-and-count.ts';
import { isoNonNull } from '../../../domain/timestamps.ts';

/**
 * /account/company/tourists (游客查询): visitors with their latest company account application, one page;
 * /account/company/logout (企业注销, function 013): a company account is closed with a reason.
 */
export const companyTouristLogoutRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/api/enterpriseOperate/get/queryTourists', {
    config: { access: { func: [functionCodes.companyOpen, functionCodes.companyEdit] } },
    schema: { tags: ['account'], summary: 'Visitors (type 09) with their latest company account application, one page', body: touristListQuery, response: { 200: okList(touristRowSchema) } },
    handler: async (request) => {
      // representatives hold 008 for their own company only; visitors are the registry's business
      if (!actsForRegistry(request.operator!)) throw forbidden();
      const { loginName, operatorName, applyStatus } = request.body;
      const lang = langOf(request.headers['accept-language']);
      const q = app.db('operator as o')
        // the latest application of each visitor (index applicant_operator_id, updated_at)
        .joinRaw(
          `left join lateral (select id, apply_no, cust_name, status from company_account_apply where applicant_operator_id = o.operator_id order by created_at desc limit 1) a on true`,
        )
        .where('o.operator_type', operatorTypes.tourist);
      if (loginName) q.whereILike('o.login_name', likeText(loginName));
      if (operatorName) q.whereILike('o.operator_name', likeText(operatorName));
      if (applyStatus === 'none') q.whereNull('a.id');
      else if (applyStatus) q.where('a.status', applyStatus);
      const { rows, total } = await pageAndCount(
        q
          .select('o.operator_id', 'o.login_name', 'o.operator_name', 'o.phone_no', 'o.status', 'o.created_at', 'a.id as apply_id', 'a.apply_no', 'a.cust_name as apply_cust_name', 'a.status as apply_status')
          .orderBy('o.created_at', 'desc')
          .orderBy('o.operator_id'),
        request.body,
      );
      return {
        flag: 1 as const,
        total,
        dataInfo: rows.map((r: Record<string, unknown>) => ({
          operatorId: r.operator_id as string,
          loginName: r.login_name as string,
          operatorName: (r.operator_name as string | null) ?? null,
          phoneNo: (r.phone_no as string | null) ?? null,
          status: r.status as string,
          createdAt: isoNonNull(r.created_at),
          applyId: (r.apply_id as string | null) ?? null,
          applyNo: (r.apply_no as string | null) ?? null,
          applyCustName: (r.apply_cust_name as string | null) ?? null,
          applyStatus: (r.apply_status as string | null) ?? null,
          applyStatusName: r.apply_status ? (companyApplyStatusNames[r.apply_status as CompanyApplyStatus]?.[lang] ?? (r.apply_status as string)) : null,
        })),
      };
    },
  });

  app.post('/api/enterpriseOperate/update/enterpriseOperateLogout', {
    config: { access: { func: [functionCodes.accountClose] } },
    schema: { tags: ['account'], summary: 'Close (注销) a company account with a reason; its representatives stop acting for it', body: companyLogoutBody, response: { 200: ok(z.null()) } },
    handler: async (request) => {
      const { custId, reason } = request.body;
      if (!actsForRegistry(request.operator!)) throw forbidden();
      await app.db.transaction(async (trx: Knex.Transaction) => {
        const row = await trx('customer').where({ cust_id: custId }).forUpdate().first<{ status: string } | undefined>('status');
        if (!row) throw notFound('companyNotFound');
        if (row.status === companyCancelledStatus) throw new AppError(409, 'CONFLICT', 'companyAlreadyCancelled');
        if (await trx('company_account_change').where({ cust_id: custId }).whereIn('status', companyChangeOpenStatuses).first('id')) throw new AppError(409, 'CONFLICT', 'companyChangePending');
        await trx('customer').where({ cust_id: custId }).update({ status: companyCancelledStatus, updated_at: trx.fn.now() });
        await trx('customer_representative').where({ cust_id: custId }).update({ status: '0' });
        await writeOperationLog(trx, request, { abstract: 'company.logout', businessType: 'customer', businessKey: custId, before: { status: row.status }, after: { status: companyCancelledStatus, reason } });
      });
      return { flag: 1 as const, dataInfo: null };
    },
  });
};
