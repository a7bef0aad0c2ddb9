import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Knex } from 'knex';
import { z } from 'zod';
import { ok, langOf, functionCodes, orgDraftBody, orgApplyBody, orgAccountRowSchema, orgAccountStatuses } from '@ccer/contracts';
import { AppError, conflict } from '../../../errors.ts';
import { writeOperationLog } from '../../../audit-log.ts';
import { nextApplyNo, requireVisitor } from '../../../domain/accounts/account-applications.ts';
import { orgAccountColumns, orgFormOf, selectOrgAccounts, toOrgAccountRow } from '../../../domain/accounts/org-accounts.ts';

const access = { func: [functionCodes.accountApply] };

/**
 * The visitor's organisation application (/client/org/open, accounts spec §3.7, §7.5): save a draft with whatever
 * is filled (checked as filled), submit with every field (organisationFormSchema('submit'); a refused submission
 * writes nothing and leaves the last saved draft as it was), read the own application back.
 */
export const orgApplyRoutes: FastifyPluginAsyncZod = async (app) => {
  /** Writes the visitor's draft or application: the open one is continued, otherwise a new one is made. */
  async function save(trx: Knex.Transaction, operatorId: string, body: Record<string, unknown> & { id?: string }, status: string): Promise<string> {
    const form = orgFormOf(body);
    const open = await trx('org_account')
      .where({ operator_id: operatorId })
      .whereIn('status', [orgAccountStatuses.draft, orgAccountStatuses.submitted, orgAccountStatuses.opened, orgAccountStatuses.disabled])
      .forUpdate()
      .first();
    if (body.id && open?.id !== body.id) throw new AppError(404, 'NOT_FOUND', 'accountApplicationNotFound');
    const submitted = status === orgAccountStatuses.submitted ? { submitted_at: trx.fn.now() } : {};
    if (open) {
      if (open.status !== orgAccountStatuses.draft) throw conflict('CONFLICT', 'accountApplicationOpen');
      await trx('org_account')
        .where({ id: open.id })
        .update({ ...orgAccountColumns(form), status, version: open.version + 1, updated_at: trx.fn.now(), ...submitted });
      return open.id;
    }
    const [row] = await trx('org_account')
      .insert({ ...orgAccountColumns(form), apply_no: await nextApplyNo(trx, 'JG'), operator_id: operatorId, status, ...submitted })
      .returning('id');
    return row.id;
  }


  const answer = async (id: string, lang: string | undefined) => ({
    flag: 1 as const,
    dataInfo: toOrgAccountRow(await selectOrgAccounts(app.db).where('g.id', id).first(), langOf(lang)),
  });

  app.post('/api/customer/org/account/apply/draft', {
    config: { access },
    schema: { tags: ['org-account'], summary: 'Save the organisation application as a draft (partial data kept)', body: orgDraftBody, response: { 200: ok(orgAccountRowSchema) } },
    handler: async (request) => {
      requireVisitor(request);
      const id = await app.db.transaction(async (trx) => {
        const saved = await save(trx, request.operator!.operatorId, request.body, orgAccountStatuses.draft);
        await writeOperationLog(trx, request, { abstract: 'org-account.draft', businessType: 'org-account', businessKey: saved, after: orgFormOf(request.body) });
        return saved;
      });
      return answer(id, request.headers['accept-language']);
    },
  });

  app.post('/api/customer/org/account/apply', {
    config: { access },
    schema: { tags: ['org-account'], summary: 'Submit the organisation application (every field required)', body: orgApplyBody, response: { 200: ok(orgAccountRowSchema) } },
    handler: async (request) => {
      requireVisitor(request);
      const id = await app.db.transaction(async (trx) => {
        const saved = await save(trx, request.operator!.operatorId, request.body, orgAccountStatuses.submitted);
        await writeOperationLog(trx, request, { abstract: 'org-account.apply', businessType: 'org-account', businessKey: saved, after: orgFormOf(request.body) });
        return saved;
      });
      return answer(id, request.headers['accept-language']);
    },
  });

  app.post('/api/customer/org/account/apply/query', {
    config: { access },
    schema: { tags: ['org-account'], summary: 'The visitor’s own organisation application (the latest), or null', body: z.object({}).passthrough().optional(), response: { 200: ok(orgAccountRowSchema.nullable()) } },
    handler: async (request) => {
      const row = await selectOrgAccounts(app.db).where('g.operator_id', request.operator!.operatorId).orderBy('g.created_at', 'desc').first();
      return { flag: 1 as const, dataInfo: row ? toOrgAccountRow(row, langOf(request.headers['accept-language'])) : null };
    },
  });
};
