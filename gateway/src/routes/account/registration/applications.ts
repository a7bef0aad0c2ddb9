import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ok,
  okList,
  langOf,
  functionCodes,
  registerMassBody,
  publicAccountRowSchema,
  publicAccountStatuses,
  publicAccountStatusTokens,
  orgAccountStatuses,
  orgAccountStatusTokens,
  myApplicationRowSchema,
  cancelApplicationBody,
  pageQuerySchema,
  provinceApplyStatusNames,
  type ProvinceApplyStatus,
} from '@ccer/contracts';
import { AppError, conflict } from '../../../errors.ts';
import { writeOperationLog } from '../../../audit-log.ts';
import { nextApplyNo, requireVisitor, statusName } from '../../../domain/accounts/account-applications.ts';
import { iso } from '../../../domain/timestamps.ts';
import { cancelProvinceApply } from './province-apply.ts';
import { linkPublicAttachments, publicAccountColumns, selectPublicAccounts, toPublicAccountRow } from '../../../domain/accounts/public-accounts.ts';
import { pageAndCount } from '../../../domain/page-and-count.ts';

const access = { func: [functionCodes.accountApply] };

/**
 * The signed-in visitor's side (accounts spec §7.2): apply for a public account (registerMass, §3.5), list the
 * own public and organisation applications, and cancel one still waiting for review.
 */
export const applicationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/api/register/add/registerMass', {
    config: { access },
    schema: { tags: ['registration'], summary: 'Apply for a public account (individual 10 or institution 11)', body: registerMassBody, response: { 200: ok(publicAccountRowSchema) } },
    handler: async (request) => {
      requireVisitor(request);
      const op = request.operator!;
      const id = await app.db
        .transaction(async (trx) => {
          const [row] = await trx('public_account')
            .insert({
              ...publicAccountColumns(request.body),
              apply_no: await nextApplyNo(trx, 'GZ'),
              operator_id: op.operatorId,
              status: publicAccountStatuses.submitted,
            })
            .returning('id');
          await linkPublicAttachments(trx, [op.operatorId], row.id, request.body.attachments);
          await writeOperationLog(trx, request, { abstract: 'register.mass', businessType: 'public-account', businessKey: row.id, after: request.body });
          return row.id as string;
        });
      const row = await selectPublicAccounts(app.db).where('p.id', id).first();
      return { flag: 1 as const, dataInfo: toPublicAccountRow(row, langOf(request.headers['accept-language'])) };
    },
  });

  app.post('/api/register/apply/list', {
    config: { access },
    schema: { tags: ['registration'], summary: 'The signed-in visitor’s own account applications', body: pageQuerySchema.optional(), response: { 200: okList(myApplicationRowSchema) } },
    handler: async (request) => {
      const page = pageQuerySchema.parse(request.body ?? {});
      const lang = langOf(request.headers['accept-language']);
      const operatorId = request.operator!.operatorId;
      const union = app.db
        .select(app.db.raw(`id, 'public' as kind, apply_no, real_name as name, status, opinion, created_at`))
        .from('public_account')
        .where({ operator_id: operatorId })
        .unionAll((q) => q.select(app.db.raw(`id, 'org' as kind, apply_no, cust_name as name, status, opinion, created_at`)).from('org_account').where({ operator_id: operatorId }))
        .unionAll((q) => q.select(app.db.raw(`id, 'province' as kind, apply_no, operator_name as name, status, opinion, created_at`)).from('province_operator_apply').where({ operator_id: operatorId }));
      const { rows, total } = await pageAndCount(app.db.from(union.as('u')).orderBy('created_at', 'desc'), page);
      return {
        flag: 1 as const,
        total,
        dataInfo: rows.map((r: Record<string, any>) => ({
          id: r.id,
          kind: r.kind,
          applyNo: r.apply_no,
          name: r.name,
          status: r.status,
          statusName:
            r.kind === 'province'
              ? (provinceApplyStatusNames[r.status as ProvinceApplyStatus]?.[lang] ?? r.status)
              : statusName(r.kind === 'org' ? orgAccountStatusTokens : publicAccountStatusTokens, r.status, lang),
          opinion: r.opinion,
          createdAt: iso(r.created_at)!,
        })),
      };
    },
  });

  app.post('/api/register/cancel', {
    config: { access },
    schema: { tags: ['registration'], summary: 'Cancel the own application (a draft or one waiting for review)', body: cancelApplicationBody, response: { 200: ok(z.null()) } },
    handler: async (request) => {
      const { kind, id } = request.body;
      if (kind === 'province') {
        await cancelProvinceApply(app, request, id);
        return { flag: 1 as const, dataInfo: null };
      }
      const table = kind === 'org' ? 'org_account' : 'public_account';
      const cancellable: string[] = kind === 'org' ? [orgAccountStatuses.draft, orgAccountStatuses.submitted] : [publicAccountStatuses.submitted];
      await app.db.transaction(async (trx) => {
        const row = await trx(table).where({ id, operator_id: request.operator!.operatorId }).forUpdate().first('status');
        if (!row) throw new AppError(404, 'NOT_FOUND', 'accountApplicationNotFound');
        if (!cancellable.includes(row.status)) throw conflict('CONFLICT', 'accountStatusNotAllowed');
        await trx(table).where({ id }).update({ status: publicAccountStatuses.cancelled, updated_at: trx.fn.now() });
        await writeOperationLog(trx, request, { abstract: 'register.cancel', businessType: `${kind}-account`, businessKey: id, before: { status: row.status } });
      });
      return { flag: 1 as const, dataInfo: null };
    },
  });
};
