import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ok,
  okList,
  langOf,
  functionCodes as fc,
  idBody,
  massListBody,
  massModifyBody,
  accountStatusBody,
  accountStatusTransitions,
  publicAccountRowSchema,
  publicAccountStatuses,
  publicAccountImportantFields,
  importantChanges,
} from '@ccer/contracts';
import { conflict, forbidden, notFound } from '../../../errors.ts';
import { endSessions } from '../../../domain/operators/operator-accounts.ts';
import { writeOperationLog } from '../../../audit-log.ts';
import { convertOperator, writeChangeLog } from '../../../domain/accounts/account-applications.ts';
import { linkPublicAttachments, publicAccountColumns, publicAccountValues, selectPublicAccounts, toPublicAccountRow } from '../../../domain/accounts/public-accounts.ts';
import { likeText } from '../../../domain/like-text.ts';
import { pageAndCount } from '../../../domain/page-and-count.ts';

/**
 * Public accounts for administrators (/account/public manage, edit, detail; accounts spec §2.4, §3.5, §7.2 mass-*):
 * list, detail, modify (important fields go to the change log) and open, reject, disable or enable.
 * Opening turns the visitor into a public user of the chosen type (10 or 11) with the 公众 role.
 */
export const publicAccountRoutes: FastifyPluginAsyncZod = async (app) => {
  const view = { func: [fc.publicOpen, fc.accountModify, fc.accountLock] };

  app.post('/api/register/add/mass-list', {
    config: { access: view },
    schema: { tags: ['public-account'], summary: 'Public accounts and applications', body: massListBody, response: { 200: okList(publicAccountRowSchema) } },
    handler: async (request) => {
      const { realName, loginName, operatorType, status } = request.body;
      const q = selectPublicAccounts(app.db);
      if (realName) q.where('p.real_name', 'ilike', likeText(realName));
      if (loginName) q.where('o.login_name', 'ilike', likeText(loginName));
      if (operatorType) q.where('p.operator_type', operatorType);
      if (status) q.where('p.status', status);
      const { rows, total } = await pageAndCount(q.orderBy('p.created_at', 'desc'), request.body);
      const lang = langOf(request.headers['accept-language']);
      return { flag: 1 as const, total, dataInfo: rows.map((r) => toPublicAccountRow(r, lang)) };
    },
  });

  app.post('/api/register/add/mass-detail', {
    config: { access: view },
    schema: { tags: ['public-account'], summary: 'One public account or application', body: idBody, response: { 200: ok(publicAccountRowSchema) } },
    handler: async (request) => {
      const row = await selectPublicAccounts(app.db).where('p.id', request.body.id).first();
      if (!row) throw notFound('accountApplicationNotFound');
      return { flag: 1 as const, dataInfo: toPublicAccountRow(row, langOf(request.headers['accept-language'])) };
    },
  });

  app.post('/api/register/add/mass-modify', {
    config: { access: { func: [fc.accountModify] } },
    schema: { tags: ['public-account'], summary: 'Modify a public account (important fields are logged)', body: massModifyBody, response: { 200: ok(publicAccountRowSchema) } },
    handler: async (request) => {
      const { id, version, ...form } = request.body;
      await app.db.transaction(async (trx) => {
        const current = await trx('public_account').where({ id }).forUpdate().first();
        if (!current) throw notFound('accountApplicationNotFound');
        if (current.version !== version) throw conflict('STALE_VERSION', 'staleVersion');
        if (current.status === publicAccountStatuses.cancelled || current.status === publicAccountStatuses.rejected) throw conflict('CONFLICT', 'accountStatusNotAllowed');
        const columns = publicAccountColumns(form);
        // the applicant's files stay; the applicant's or the administrator's own uploads may be added
        await linkPublicAttachments(trx, [current.operator_id, request.operator!.operatorId], id, form.attachments);
        await trx('public_account').where({ id }).update({ ...columns, version: version + 1, updated_at: trx.fn.now() });
        const before = publicAccountValues(current);
        const after = publicAccountValues({ ...current, ...columns });
        await writeChangeLog(trx, request, 'public', id, importantChanges(publicAccountImportantFields, before, after));
        // an opened account follows its type and name
        if (current.status !== publicAccountStatuses.submitted) {
          await convertOperator(trx, current.operator_id, columns.operator_type!, { operator_name: columns.real_name });
        }
        await writeOperationLog(trx, request, { abstract: 'public-account.modify', businessType: 'public-account', businessKey: id, before, after });
      });
      const row = await selectPublicAccounts(app.db).where('p.id', id).first();
      return { flag: 1 as const, dataInfo: toPublicAccountRow(row, langOf(request.headers['accept-language'])) };
    },
  });

  app.put('/api/register/add/mass-status-modify', {
    config: { access: { func: [fc.publicOpen, fc.accountLock] } },
    schema: { tags: ['public-account'], summary: 'Open, reject, disable or enable a public account', body: accountStatusBody, response: { 200: ok(publicAccountRowSchema) } },
    handler: async (request) => {
      const { id, action, opinion } = request.body;
      // opening and rejecting are account opening (006); disabling and enabling are locking (011)
      const needs = action === 'approve' || action === 'reject' ? fc.publicOpen : fc.accountLock;
      if (!request.operator!.funcs.has(needs)) throw forbidden();
      const rule = accountStatusTransitions[action];
      await app.db.transaction(async (trx) => {
        const current = await trx('public_account').where({ id }).forUpdate().first();
        if (!current) throw notFound('accountApplicationNotFound');
        if (!rule.from.includes(current.status)) throw conflict('CONFLICT', 'accountStatusNotAllowed');
        await trx('public_account')
          .where({ id })
          .update({ status: rule.to, opinion: opinion ?? current.opinion, reviewed_by: request.operator!.operatorId, reviewed_at: trx.fn.now(), version: current.version + 1, updated_at: trx.fn.now() });
        if (action === 'approve') await convertOperator(trx, current.operator_id, current.operator_type, { operator_name: current.real_name });
        if (action === 'disable' || action === 'enable') {
          await trx('operator').where({ operator_id: current.operator_id }).update({ status: action === 'disable' ? '0' : '1' });
          if (action === 'disable') await endSessions(trx, current.operator_id);
        }
        await writeOperationLog(trx, request, { abstract: `public-account.${action}`, businessType: 'public-account', businessKey: id, before: { status: current.status }, after: { status: rule.to, opinion } });
      });
      const row = await selectPublicAccounts(app.db).where('p.id', id).first();
      return { flag: 1 as const, dataInfo: toPublicAccountRow(row, langOf(request.headers['accept-language'])) };
    },
  });
};

