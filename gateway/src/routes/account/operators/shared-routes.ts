import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import type { Knex } from 'knex';
import {
  functionCodes,
  ok,
  okList,
  operatorAccountPaths,
  operatorDetailSchema,
  operatorFamilyList,
  operatorFamilyOfType,
  operatorIdBody,
  operatorListBody,
  operatorListQuery,
  operatorPasswordBody,
  operatorRowSchema,
  operatorSavedSchema,
} from '@ccer/contracts';
import { AppError, forbidden, notFound } from '../../../errors.ts';
import { writeOperationLog } from '../../../audit-log.ts';
import { hashPassword } from '../../../domain/passwords.ts';
import { endSessions, generatePassword, loadOperatorDetail, pageOperators } from '../../../domain/operators/operator-accounts.ts';
import { likeText } from '../../../domain/like-text.ts';

const BUSINESS_TYPE = 'operator';
/** Any family's query codes reach the shared calls; each call then checks the account's own family. */
const anyQuery = [...new Set(operatorFamilyList.flatMap((f) => f.funcs.query))];

/** The back-office families whose accounts the caller may see (it holds one of the family's query codes). */
const viewableTypes = (request: FastifyRequest) =>
  operatorFamilyList.filter((f) => f.funcs.query.some((c) => request.operator!.funcs.has(c))).map((f) => f.operatorType);

/**
 * The calls every back-office family shares (accounts spec §7.3): one account's view (§3.3), an administrator's
 * password reset (ends the account's sessions), and POST /api/operator/list with query-string paging.
 * Only accounts of the five back-office families are reached here.
 */
export const operatorSharedRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db;
  const tags = ['operator-accounts'];

  /** The account, when it belongs to a family the caller may see; 404 otherwise (others' accounts are not revealed). */
  async function loadViewable(request: FastifyRequest, operatorId: string) {
    const row = await db('operator').where({ operator_id: operatorId }).first('operator_id', 'operator_type', 'login_name');
    if (!row || !operatorFamilyOfType(row.operator_type) || !viewableTypes(request).includes(row.operator_type)) throw notFound('operatorNotFound');
    return row as { operator_id: string; operator_type: string; login_name: string };
  }

  app.post(operatorAccountPaths.detail, {
    config: { access: { func: anyQuery } },
    schema: { tags, summary: 'One back-office account (operator view, accounts spec §3.3)', body: operatorIdBody, response: { 200: ok(operatorDetailSchema) } },
    handler: async (request) => {
      await loadViewable(request, request.body.operatorId);
      return { flag: 1 as const, dataInfo: (await loadOperatorDetail(db, request.body.operatorId))! };
    },
  });

  app.post(operatorAccountPaths.resetPassword, {
    config: { access: { func: [functionCodes.passwordReset] } },
    schema: {
      tags,
      summary: 'An administrator resets an account password (generated and returned once when none is given); ends its sessions',
      body: operatorPasswordBody,
      response: { 200: ok(operatorSavedSchema) },
    },
    handler: async (request) => {
      const { operatorId, password } = request.body;
      const row = await loadViewable(request, operatorId);
      if (operatorId === request.operator!.operatorId) throw new AppError(400, 'BAD_REQUEST', 'operatorSelf', [{ field: 'operatorId', message: 'operatorSelf' }]);
      const generated = password ? undefined : generatePassword();
      const passwordHash = await hashPassword(password ?? generated!);
      await db.transaction(async (trx) => {
        await trx('operator')
          .where({ operator_id: operatorId })
          .update({ password_hash: passwordHash, password_changed_at: null, failed_logins: 0, locked_until: null, updated_at: trx.fn.now(), updated_by: request.operator!.operatorId });
        await endSessions(trx, operatorId);
        await writeOperationLog(trx, request, { abstract: 'operate.passwordReset', businessType: BUSINESS_TYPE, businessKey: operatorId });
      });
      return { flag: 1 as const, dataInfo: { operatorId, loginName: row.login_name, ...(generated ? { initialPassword: generated } : {}) } };
    },
  });

  app.post(operatorAccountPaths.list, {
    config: { access: { func: anyQuery } },
    schema: {
      tags,
      summary: 'Back-office accounts of the families the caller may see; paging in the query string, type, name and status in the body',
      querystring: operatorListQuery,
      body: operatorListBody,
      response: { 200: okList(operatorRowSchema) },
    },
    handler: async (request) => {
      const { pageNumber, pageSize } = request.query;
      const { operatorType, operatorName, status } = request.body ?? {};
      const types = viewableTypes(request);
      if (operatorType && !types.includes(operatorType)) throw forbidden();
      const where = (q: Knex.QueryBuilder) => {
        q.whereIn('o.operator_type', operatorType ? [operatorType] : types);
        if (operatorName) q.whereILike('o.operator_name', likeText(operatorName));
        if (status) q.where('o.status', status);
      };
      return pageOperators(db, where, pageNumber, pageSize);
    },
  });
};
