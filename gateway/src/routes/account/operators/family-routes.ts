import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Knex } from 'knex';
import {
  ok,
  okList,
  operatorAddBody,
  operatorEditBody,
  operatorFamilyList,
  operatorQueryBody,
  operatorRowSchema,
  operatorSavedSchema,
  operatorStatusBody,
  type OperatorFamily,
} from '@ccer/contracts';
import { AppError, badRequest, notFound } from '../../../errors.ts';
import { writeOperationLog } from '../../../audit-log.ts';
import { hashPassword } from '../../../domain/passwords.ts';
import { likeText } from '../../../domain/like-text.ts';
import {
  columnsOf,
  endSessions,
  generatePassword,
  grantBuiltInRole,
  loadOperatorDetail,
  operatorFieldNames,
  pageOperators,
  referenceProblems,
} from '../../../domain/operators/operator-accounts.ts';

const BUSINESS_TYPE = 'operator';

/**
 * The four calls of each back-office account family (accounts spec §7.3; contracts/src/operator-accounts.ts):
 * query, add, info update and status update of national (nationOperate), province (provinceOperate),
 * configuration (configOperate), exchange (exchangeOperate) administrators and experts (expertOperate),
 * declared once and registered per family with its own operator type, form and function codes.
 */
export const operatorFamilyRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const family of operatorFamilyList) registerFamily(family);

  function registerFamily(family: OperatorFamily) {
    const db = app.db;
    const tags = ['operator-accounts'];

    async function loadOwn(operatorId: string) {
      const row = await db('operator').where({ operator_id: operatorId, operator_type: family.operatorType }).first();
      if (!row) throw notFound('operatorNotFound');
      return row;
    }

    function checkReferences(values: Record<string, unknown>) {
      const problems = referenceProblems(family, values);
      if (problems.length) throw badRequest(problems);
    }

    /** The expert fields' display names come from the tree when the form sends none. */
    function withFieldNames(values: Record<string, unknown>) {
      if (!('operatorField' in family.rules) || values.operatorFieldCn) return values;
      return { ...values, operatorFieldCn: operatorFieldNames(Array.isArray(values.operatorField) ? (values.operatorField as string[]) : []) };
    }

    app.post(family.paths.query, {
      config: { access: { func: family.funcs.query } },
      schema: { tags, summary: `Accounts of operator type ${family.operatorType}, paginated`, body: operatorQueryBody, response: { 200: okList(operatorRowSchema) } },
      handler: async (request) => {
        const { pageNumber, pageSize, operatorName, loginName, status, mobilePhoneNo, manageProvinceId } = request.body;
        const where = (q: Knex.QueryBuilder) => {
          q.where('o.operator_type', family.operatorType);
          if (operatorName) q.whereILike('o.operator_name', likeText(operatorName));
          if (loginName) q.whereILike('o.login_name', likeText(loginName));
          if (status) q.where('o.status', status);
          if (mobilePhoneNo) q.where('o.mobile_phone_no', mobilePhoneNo);
          if (manageProvinceId) q.where('o.province_id', manageProvinceId);
        };
        return pageOperators(db, where, pageNumber, pageSize);
      },
    });

    app.post(family.paths.add, {
      config: { access: { func: [family.funcs.add] } },
      schema: {
        tags,
        summary: `Open an account of operator type ${family.operatorType}; without a password one is generated and returned once`,
        body: operatorAddBody(family),
        response: { 200: ok(operatorSavedSchema) },
      },
      handler: async (request) => {
        const body = withFieldNames(request.body as Record<string, unknown>);
        const loginName = String(body.loginName);
        checkReferences(body);
        const taken = await db('operator').where({ login_name: loginName }).orWhere({ operator_code: loginName }).first('operator_id');
        if (taken) throw badRequest([{ field: 'loginName', message: 'operatorLoginNameTaken' }]);
        const generated = body.password ? undefined : generatePassword();
        const passwordHash = await hashPassword((body.password as string | undefined) ?? generated!);
        const operatorId = await db.transaction(async (trx) => {
          const [{ operator_id }] = await trx('operator')
            .insert({
              ...columnsOf(family, body),
              login_name: loginName,
              operator_code: loginName,
              operator_type: family.operatorType,
              password_hash: passwordHash,
              status: '1',
              created_by: request.operator!.operatorId,
            })
            .returning('operator_id');
          await grantBuiltInRole(trx, operator_id, family.operatorType);
          const { password: _password, ...logged } = body;
          await writeOperationLog(trx, request, { abstract: `${family.api}.add`, businessType: BUSINESS_TYPE, businessKey: operator_id, after: logged });
          return String(operator_id);
        });
        return { flag: 1 as const, dataInfo: { operatorId, loginName, ...(generated ? { initialPassword: generated } : {}) } };
      },
    });

    app.post(family.paths.edit, {
      config: { access: { func: [family.funcs.edit] } },
      schema: { tags, summary: `Edit the information of an account of operator type ${family.operatorType}`, body: operatorEditBody(family), response: { 200: ok(operatorSavedSchema) } },
      handler: async (request) => {
        const body = withFieldNames(request.body as Record<string, unknown>);
        const operatorId = String(body.operatorId);
        const before = await loadOwn(operatorId);
        checkReferences(body);
        await db.transaction(async (trx) => {
          const beforeView = await loadOperatorDetail(trx, operatorId);
          await trx('operator')
            .where({ operator_id: operatorId })
            .update({ ...columnsOf(family, body), updated_at: trx.fn.now(), updated_by: request.operator!.operatorId });
          await writeOperationLog(trx, request, { abstract: `${family.api}.edit`, businessType: BUSINESS_TYPE, businessKey: operatorId, before: beforeView, after: body });
        });
        return { flag: 1 as const, dataInfo: { operatorId, loginName: String(before.login_name) } };
      },
    });

    app.post(family.paths.status, {
      config: { access: { func: [family.funcs.status] } },
      schema: {
        tags,
        summary: `Set the status of an account of operator type ${family.operatorType}: 1 正常 (enable, unlock), 0 停用, 2 锁定; 0 and 2 end its sessions`,
        body: operatorStatusBody,
        response: { 200: ok(operatorSavedSchema) },
      },
      handler: async (request) => {
        const { operatorId, status } = request.body;
        const before = await loadOwn(operatorId);
        if (operatorId === request.operator!.operatorId) throw new AppError(400, 'BAD_REQUEST', 'operatorSelf', [{ field: 'operatorId', message: 'operatorSelf' }]);
        if (before.status === status) throw new AppError(400, 'BAD_REQUEST', 'operatorStatusUnchanged', [{ field: 'status', message: 'operatorStatusUnchanged' }]);
        await db.transaction(async (trx) => {
          await trx('operator')
            .where({ operator_id: operatorId })
            .update({
              status,
              updated_at: trx.fn.now(),
              updated_by: request.operator!.operatorId,
              // enabling or unlocking also lifts a sign-in-failure lock
              ...(status === '1' ? { failed_logins: 0, locked_until: null } : {}),
            });
          if (status !== '1') await endSessions(trx, operatorId);
          await writeOperationLog(trx, request, { abstract: `${family.api}.status`, businessType: BUSINESS_TYPE, businessKey: operatorId, before: { status: before.status }, after: { status } });
        });
        return { flag: 1 as const, dataInfo: { operatorId, loginName: String(before.login_name) } };
      },
    });
  }
};
