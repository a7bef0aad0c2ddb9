import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import type { Knex } from 'knex';
import {
  functionCodes as fc,
  langOf,
  nationalBindBody,
  nationalBindingListQuery,
  nationalBindingPaths as P,
  nationalBindingRowSchema,
  nationalUnbindBody,
  ok,
  okList,
  ownNationalBindingSchema,
  isKeyEmitter,
  NATIONAL_BINDING_BUSINESS,
} from '@ccer/contracts';
import { AppError, conflict } from '../../../errors.ts';
import { writeOperationLog } from '../../../audit-log.ts';
import { requireOwnCompany, scopeToCompany } from '../../../domain/access/company-scope.ts';
import { bindingInForce } from '../../../domain/ledger/national-binding.ts';
import { likeText } from '../../../domain/like-text.ts';
import { pageAndCount } from '../../../domain/page-and-count.ts';
import { BINDING_COLUMNS, selectBindings, toBindingRow } from './binding-repository.ts';

/**
 * 账户绑定 (/ccer/abutment/association; contracts/src/ledger/national-binding.ts): a key emitting entity's
 * representatives bind its registry account to its national carbon market account and unbind it (103, always their own
 * company's: the company is the session's, never the request's, and the list is its own); the registry reads every
 * binding (102). Each change is in the operation log.
 */
export const nationalBindingRoutes: FastifyPluginAsyncZod = async (app) => {
  /** The caller's company (a representative's); anyone else has no company to bind. */
  const companyOf = (request: FastifyRequest): string => requireOwnCompany(request.operator!, 'nationalBindingCompanyOnly');
  /** The company, locked: a company's bind and unbind take their turns. */
  const lockCompany = (trx: Knex.Transaction, custId: string) => trx('customer').where({ cust_id: custId }).forUpdate().first<{ cust_name: string | null; cust_type: string | null }>('cust_name', 'cust_type');

  app.get(P.own, {
    config: { access: { func: [fc.accountBinding] } },
    schema: { tags: ['ccer'], summary: 'The caller’s company: whether it may bind and its binding in force (账户绑定; earlier ones are the list’s)', response: { 200: ok(ownNationalBindingSchema) } },
    handler: async (request) => {
      const custId = companyOf(request);
      const lang = langOf(request.headers['accept-language']);
      const [company, bound] = await Promise.all([
        app.db('customer').where({ cust_id: custId }).first<{ cust_name: string | null; cust_type: string | null }>('cust_name', 'cust_type'),
        bindingInForce(app.db, custId),
      ]);
      const row = bound ? await selectBindings(app.db).where('b.id', bound.id).first(BINDING_COLUMNS) : undefined;
      return {
        flag: 1 as const,
        dataInfo: {
          custName: company?.cust_name ?? null,
          eligible: isKeyEmitter(company?.cust_type),
          current: row ? toBindingRow(row, lang) : null,
        },
      };
    },
  });

  app.post(P.bind, {
    config: { access: { func: [fc.accountBinding] } },
    schema: { tags: ['ccer'], summary: 'Bind the company’s registry account to its national carbon market account', body: nationalBindBody, response: { 200: ok(nationalBindingRowSchema) } },
    handler: async (request) => {
      const custId = companyOf(request);
      const { nationalAccountNo, emitterName } = request.body;
      const id = await app.db.transaction(async (trx) => {
        const company = await lockCompany(trx, custId);
        if (!isKeyEmitter(company?.cust_type)) throw new AppError(403, 'FORBIDDEN', 'nationalBindingNotKeyEmitter');
        if (await bindingInForce(trx, custId)) throw conflict('CONFLICT', 'nationalBindingExists');
        const [row] = await trx('national_account_binding')
          .insert({ cust_id: custId, national_account_no: nationalAccountNo, emitter_name: emitterName, bound_by: request.operator!.operatorId })
          .returning('id');
        await writeOperationLog(trx, request, { abstract: 'national-binding.bind', businessType: NATIONAL_BINDING_BUSINESS, businessKey: row.id, after: { nationalAccountNo, emitterName } });
        return row.id as string;
      });
      const row = await selectBindings(app.db).where('b.id', id).first(BINDING_COLUMNS);
      return { flag: 1 as const, dataInfo: toBindingRow(row, langOf(request.headers['accept-language'])) };
    },
  });

  app.post(P.unbind, {
    config: { access: { func: [fc.accountBinding] } },
    schema: { tags: ['ccer'], summary: 'End the company’s binding in force, with a reason', body: nationalUnbindBody, response: { 200: ok(nationalBindingRowSchema) } },
    handler: async (request) => {
      const custId = companyOf(request);
      const { reason } = request.body;
      const id = await app.db.transaction(async (trx) => {
        await lockCompany(trx, custId);
        const bound = await bindingInForce(trx, custId);
        if (!bound) throw conflict('CONFLICT', 'nationalBindingNone');
        await trx('national_account_binding')
          .where({ id: bound.id })
          .update({ status: 'unbound', unbound_by: request.operator!.operatorId, unbound_at: trx.fn.now(), unbind_reason: reason, updated_at: trx.fn.now() });
        await writeOperationLog(trx, request, {
          abstract: 'national-binding.unbind',
          businessType: NATIONAL_BINDING_BUSINESS,
          businessKey: bound.id,
          before: { status: 'bound', nationalAccountNo: bound.national_account_no },
          after: { status: 'unbound', reason },
        });
        return bound.id;
      });
      const row = await selectBindings(app.db).where('b.id', id).first(BINDING_COLUMNS);
      return { flag: 1 as const, dataInfo: toBindingRow(row, langOf(request.headers['accept-language'])) };
    },
  });

  app.post(P.list, {
    config: { access: { func: [fc.abutmentManage, fc.accountBinding] } },
    schema: { tags: ['ccer'], summary: 'Bindings to the national carbon market, newest first: every company’s for the registry, its own for a company', body: nationalBindingListQuery, response: { 200: okList(nationalBindingRowSchema) } },
    handler: async (request) => {
      const { pageNumber, pageSize, custName, nationalAccountNo, status } = request.body;
      const filter = (q: Knex.QueryBuilder) => {
        scopeToCompany(q, request.operator!, 'b.cust_id');
        if (custName) q.whereILike('c.cust_name', likeText(custName));
        if (nationalAccountNo) q.whereILike('b.national_account_no', likeText(nationalAccountNo));
        if (status) q.where('b.status', status);
        return q;
      };
      const { rows, total } = await pageAndCount(
        filter(selectBindings(app.db)).select(BINDING_COLUMNS).orderBy('b.bound_at', 'desc').orderBy('b.id'),
        { pageNumber, pageSize },
        filter(app.db('national_account_binding as b').leftJoin('customer as c', 'c.cust_id', 'b.cust_id')),
      );
      const lang = langOf(request.headers['accept-language']);
      return { flag: 1 as const, total, dataInfo: rows.map((r: Record<string, unknown>) => toBindingRow(r, lang)) };
    },
  });
};
