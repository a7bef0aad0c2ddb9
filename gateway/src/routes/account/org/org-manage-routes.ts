import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ok,
  okList,
  langOf,
  functionCodes as fc,
  idBody,
  orgListBody,
  orgModifyBody,
  orgAccountRowSchema,
  orgAccountStatuses,
  accountStatusBody,
  accountStatusTransitions,
  organisationImportantFields,
  importantChanges,
  operatorTypeCodes,
} from '@ccer/contracts';
import { conflict, forbidden, notFound } from '../../../errors.ts';
import { endSessions } from '../../../domain/operators/operator-accounts.ts';
import { writeOperationLog } from '../../../audit-log.ts';
import { convertOperator, writeChangeLog } from '../../../domain/accounts/account-applications.ts';
import { orgAccountColumns, orgFormOf, selectOrgAccounts, toOrgAccountRow } from '../../../domain/accounts/org-accounts.ts';
import { likeText } from '../../../domain/like-text.ts';
import { pageAndCount } from '../../../domain/page-and-count.ts';

/**
 * Organisation accounts for administrators (/account/org manage, edit, detail; accounts spec §7.5): list, query,
 * modify (each changed important field writes a change-log row) and open, reject, disable or enable. Opening makes
 * the organisation a customer and the applicant an organisation operator (type 08, role 机构). Drafts are the
 * applicant's own: only what was once submitted is listed here (a withdrawn draft is not).
 */
export const orgManageRoutes: FastifyPluginAsyncZod = async (app) => {
  const view = { func: [fc.orgOpen, fc.accountModify, fc.accountLock] };
  const one = async (id: string, lang: string | undefined) => {
    const row = await selectOrgAccounts(app.db).where('g.id', id).whereNotNull('g.submitted_at').first();
    if (!row) throw notFound('accountApplicationNotFound');
    return { flag: 1 as const, dataInfo: toOrgAccountRow(row, langOf(lang)) };
  };

  app.post('/api/customer/org/account/list', {
    config: { access: view },
    schema: { tags: ['org-account'], summary: 'Organisation applications and accounts', body: orgListBody, response: { 200: okList(orgAccountRowSchema) } },
    handler: async (request) => {
      const { custName, loginName, status } = request.body;
      const q = selectOrgAccounts(app.db).whereNotNull('g.submitted_at');
      if (custName) q.where('g.cust_name', 'ilike', likeText(custName));
      if (loginName) q.where('o.login_name', 'ilike', likeText(loginName));
      if (status) q.where('g.status', status);
      const { rows, total } = await pageAndCount(q.orderBy('g.created_at', 'desc'), request.body);
      const lang = langOf(request.headers['accept-language']);
      return { flag: 1 as const, total, dataInfo: rows.map((r) => toOrgAccountRow(r, lang)) };
    },
  });

  app.post('/api/customer/org/account/query', {
    config: { access: view },
    schema: { tags: ['org-account'], summary: 'One organisation application or account', body: idBody, response: { 200: ok(orgAccountRowSchema) } },
    handler: async (request) => one(request.body.id, request.headers['accept-language']),
  });

  app.put('/api/customer/org/account/modify', {
    config: { access: { func: [fc.accountModify] } },
    schema: { tags: ['org-account'], summary: 'Modify an organisation (important fields are logged)', body: orgModifyBody, response: { 200: ok(orgAccountRowSchema) } },
    handler: async (request) => {
      const { id, version } = request.body;
      const form = orgFormOf(request.body);
      await app.db.transaction(async (trx) => {
        const current = await trx('org_account').where({ id }).whereNotNull('submitted_at').forUpdate().first();
        if (!current) throw notFound('accountApplicationNotFound');
        if (current.version !== version) throw conflict('STALE_VERSION', 'staleVersion');
        if (current.status === orgAccountStatuses.cancelled || current.status === orgAccountStatuses.rejected) throw conflict('CONFLICT', 'accountStatusNotAllowed');
        const columns = orgAccountColumns(form);
        await trx('org_account').where({ id }).update({ ...columns, version: version + 1, updated_at: trx.fn.now() });
        if (current.cust_id && columns.cust_name) await trx('customer').where({ cust_id: current.cust_id }).update({ cust_name: columns.cust_name });
        await writeChangeLog(trx, request, 'org', id, importantChanges(organisationImportantFields, current.form ?? {}, form));
        await writeOperationLog(trx, request, { abstract: 'org-account.modify', businessType: 'org-account', businessKey: id, before: current.form, after: form });
      });
      return one(id, request.headers['accept-language']);
    },
  });

  app.put('/api/customer/org/account/status/modify', {
    config: { access: { func: [fc.orgOpen, fc.accountLock] } },
    schema: { tags: ['org-account'], summary: 'Open, reject, disable or enable an organisation account', body: accountStatusBody, response: { 200: ok(orgAccountRowSchema) } },
    handler: async (request) => {
      const { id, action, opinion } = request.body;
      // opening and rejecting are account opening (003); disabling and enabling are locking (011)
      const needs = action === 'approve' || action === 'reject' ? fc.orgOpen : fc.accountLock;
      if (!request.operator!.funcs.has(needs)) throw forbidden();
      const rule = accountStatusTransitions[action];
      await app.db.transaction(async (trx) => {
        const current = await trx('org_account').where({ id }).forUpdate().first();
        if (!current?.submitted_at) throw notFound('accountApplicationNotFound');
        if (!rule.from.includes(current.status)) throw conflict('CONFLICT', 'accountStatusNotAllowed');
        let custId: string | null = current.cust_id;
        if (action === 'approve') {
          if (!custId) {
            const [cust] = await trx('customer').insert({ cust_name: current.cust_name, is_complete: '1' }).returning('cust_id');
            custId = cust.cust_id as string;
          }
          await convertOperator(trx, current.operator_id, operatorTypeCodes.organisation, { cust_id: custId, operator_name: current.form?.contactPersonName ?? current.cust_name });
        }
        if (action === 'disable' || action === 'enable') {
          await trx('operator').where({ operator_id: current.operator_id }).update({ status: action === 'disable' ? '0' : '1' });
          if (action === 'disable') await endSessions(trx, current.operator_id);
        }
        await trx('org_account')
          .where({ id })
          .update({ status: rule.to, cust_id: custId, opinion: opinion ?? current.opinion, reviewed_by: request.operator!.operatorId, reviewed_at: trx.fn.now(), version: current.version + 1, updated_at: trx.fn.now() });
        await writeOperationLog(trx, request, { abstract: `org-account.${action}`, businessType: 'org-account', businessKey: id, before: { status: current.status }, after: { status: rule.to, opinion } });
      });
      return one(id, request.headers['accept-language']);
    },
  });
};
