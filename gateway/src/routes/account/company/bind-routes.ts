import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, bindCustBody, custListRowSchema, functionCodes, openAccountCheckQuery, openAccountCheckResultSchema, token } from '@ccer/contracts';
import { AppError } from '../../../errors.ts';
import { writeOperationLog } from '../../../audit-log.ts';
import { certificateRefusal } from './certificate-check.ts';

/**
 * A representative binds another opened company to its login (POST /api/enterpriseRepresentOperate/bindCust),
 * and the check a code passes before an opening (GET /api/monitor/open_account_check).
 */
export const companyBindRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/api/enterpriseRepresentOperate/bindCust', {
    // representatives hold 098 (company applications)
    config: { access: { func: [functionCodes.companyApplications] } },
    schema: { tags: ['account'], summary: 'Bind an opened company, of which the operator is a registered representative, to the login', body: bindCustBody, response: { 200: ok(custListRowSchema) } },
    handler: async (request) => {
      const op = request.operator!;
      const code = request.body.certificateNo.trim();
      const bound = await app.db.transaction(async (trx) => {
        const me = await trx('operator').where({ operator_id: op.operatorId }).first<{ certificate_no: string | null; cust_id: string | null }>('certificate_no', 'cust_id');
        const identity = (me.certificate_no ?? '').trim().toUpperCase();
        if (!identity) throw new AppError(409, 'CONFLICT', 'bindCustNoIdentity');
        const company = await trx('customer').where({ certificate_no: code, status: '1' }).forUpdate().first<{ cust_id: string; cust_name: string; cust_type: string | null; company_form: Record<string, unknown> | null } | undefined>();
        if (!company) throw new AppError(404, 'NOT_FOUND', 'bindCustNotFound');
        const form = company.company_form ?? {};
        const same = (v: unknown) => typeof v === 'string' && v.trim().toUpperCase() === identity;
        // the registry-system representatives of the §3.8 form (initiating, confirming)
        const role = same(form.initrepreCertificateNo) ? 'initiating' : same(form.checkrepreCertificateNo) ? 'confirming' : null;
        if (!role) throw new AppError(409, 'CONFLICT', 'bindCustNotRepresentative');
        if (me.cust_id === company.cust_id || (await trx('customer_representative').where({ cust_id: company.cust_id, operator_id: op.operatorId }).first('cust_id'))) {
          throw new AppError(409, 'CONFLICT', 'bindCustAlready');
        }
        await trx('customer_representative').insert({ cust_id: company.cust_id, operator_id: op.operatorId, represent_role: role });
        // an operator acting for no company yet acts for this one
        if (!me.cust_id) await trx('operator').where({ operator_id: op.operatorId }).update({ cust_id: company.cust_id });
        await writeOperationLog(trx, request, { abstract: 'company.bind', businessType: 'customer', businessKey: company.cust_id, after: { operatorId: op.operatorId, representRole: role } });
        return { custId: company.cust_id, custName: company.cust_name, custType: company.cust_type, current: !me.cust_id };
      });
      return { flag: 1 as const, dataInfo: bound };
    },
  });

  app.get('/api/monitor/open_account_check', {
    config: { access: 'signedIn' },
    schema: {
      tags: ['account'],
      summary: 'Whether a unified social credit code may open an account (409 names the reason: an opened company or a pending application)',
      querystring: openAccountCheckQuery,
      response: { 200: ok(openAccountCheckResultSchema) },
    },
    handler: async (request) => {
      const certificateNo = request.query.certificateNo.trim();
      const refusal = await certificateRefusal(app.db, certificateNo);
      if (refusal) throw new AppError(409, 'CONFLICT', refusal, [{ field: 'certificateNo', message: token(refusal) }]);
      return { flag: 1 as const, dataInfo: { certificateNo, available: true as const } };
    },
  });
};

