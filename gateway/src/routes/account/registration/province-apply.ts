import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Knex } from 'knex';
import {
  ok,
  langOf,
  functionCodes,
  operatorFamilies,
  provinceApplyBody,
  provinceApplySchema,
  provinceApplyStatuses,
  provinceApplyStatusNames,
  provinceOpenKeys,
  translate,
  type Lang,
  type ProvinceApply,
  type ProvinceApplyStatus,
} from '@ccer/contracts';
import { AppError, badRequest, conflict } from '../../../errors.ts';
import { writeOperationLog } from '../../../audit-log.ts';
import { enqueue } from '../../../domain/outbox.ts';
import { resolveProcessFor } from '../../../domain/business-process.ts';
import { requireVisitor } from '../../../domain/accounts/account-applications.ts';
import { iso } from '../../../domain/timestamps.ts';
import { columnsOf, referenceProblems } from '../../../domain/operators/operator-accounts.ts';
import { regions } from '../../../domain/reference/regions.ts';

const BUSINESS_TYPE = provinceOpenKeys.businessType;
const family = operatorFamilies.province;

const provinceName = (id: string, lang: Lang) => {
  const p = regions().provinces.find((r) => r.provinceId === id);
  return p ? (lang === 'en' ? (p.provinceNameEn ?? p.provinceName) : p.provinceName) : null;
};

export function toProvinceApply(r: Record<string, unknown>, lang: Lang): ProvinceApply {
  const status = r.status as ProvinceApplyStatus;
  return {
    id: r.id as string,
    applyNo: r.apply_no as string,
    operatorName: r.operator_name as string,
    manageProvinceId: r.manage_province_id as string,
    manageProvinceCn: provinceName(r.manage_province_id as string, lang),
    status,
    statusName: provinceApplyStatusNames[status][lang],
    opinion: (r.opinion as string | null) ?? null,
    form: (r.form ?? {}) as Record<string, unknown>,
    createdAt: iso(r.created_at)!,
    decidedAt: iso(r.decided_at),
  };
}

/**
 * A signed-in visitor's provincial administrator application (accounts spec §2.3 /client/province/*, §7.2
 * provinceOperateAddDetail): the §3.4 province-administrator form, approved through ccerProvinceOpen (started via
 * the business-process association, outbox in the same transaction); the worker province-open-result opens it.
 */
export const provinceApplyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/api/register/add/provinceOperateAddDetail', {
    config: { access: { func: [functionCodes.accountApply] } },
    schema: { tags: ['registration'], summary: 'Apply for a provincial administrator account (one province); approved by a national administrator', body: provinceApplyBody, response: { 200: ok(provinceApplySchema) } },
    handler: async (request) => {
      requireVisitor(request);
      const op = request.operator!;
      const form = Object.fromEntries(Object.entries(request.body).filter(([, v]) => v !== undefined)) as Record<string, unknown>;
      const problems = referenceProblems(family, form);
      if (problems.length) throw badRequest(problems);
      const id = await app.db
        .transaction(async (trx) => {
          const [{ nextval }] = (await trx.raw(`select nextval('account_apply_no_seq')`)).rows;
          const applyNo = `SG${new Date().toISOString().slice(0, 10).replace(/-/g, '')}${String(nextval).padStart(6, '0')}`;
          const [row] = await trx('province_operator_apply')
            .insert({
              apply_no: applyNo,
              operator_id: op.operatorId,
              operator_name: String(form.operatorName).trim(),
              manage_province_id: String(form.manageProvinceId).trim(),
              form: JSON.stringify(form),
              // the one operator field ↔ column mapping (province operators opened by administrators use it too)
              operator_columns: JSON.stringify(columnsOf(family, form)),
              status: provinceApplyStatuses.auditing,
            })
            .returning('id');
          const applyId = row.id as string;
          await linkAttachments(trx, op.operatorId, applyId, request.body.attachments);
          const target = await resolveProcessFor(trx, BUSINESS_TYPE);
          await enqueue(trx, {
            kind: 'start',
            ...target,
            businessType: BUSINESS_TYPE,
            businessKey: applyId,
            variables: { applyId, operatorName: String(form.operatorName), manageProvinceId: String(form.manageProvinceId), initiator: op.loginName },
          });
          await writeOperationLog(trx, request, { abstract: 'province-operator-apply.submit', businessType: BUSINESS_TYPE, businessKey: applyId, after: form });
          return applyId;
        });
      void app.outbox.kick();
      const row = await app.db('province_operator_apply').where({ id }).first();
      return { flag: 1 as const, dataInfo: toProvinceApply(row, langOf(request.headers['accept-language'])) };
    },
  });

  app.get('/api/register/get/provinceOperateApplyDetail', {
    // read also after the opening made the applicant a province administrator (no longer a visitor)
    config: { access: 'signedIn' },
    schema: { tags: ['registration'], summary: "The signed-in applicant's latest provincial administrator application (审核中 / 审核不通过 / 开户成功)", response: { 200: ok(provinceApplySchema.nullable()) } },
    handler: async (request) => {
      const row = await app.db('province_operator_apply').where({ operator_id: request.operator!.operatorId }).orderBy('created_at', 'desc').first();
      return { flag: 1 as const, dataInfo: row ? toProvinceApply(row, langOf(request.headers['accept-language'])) : null };
    },
  });
};

/**
 * /api/register/cancel for a province application: only while under review. A start still in the outbox is
 * dropped in the same transaction; a started instance is ended through the outbox (an `end` command of the same
 * transaction, sent after the commit and retried while the engine is away: no orphan either way).
 */
export async function cancelProvinceApply(app: FastifyInstance, request: FastifyRequest, id: string): Promise<void> {
  const ending = await app.db.transaction(async (trx) => {
    const row = await trx('province_operator_apply').where({ id, operator_id: request.operator!.operatorId }).forUpdate().first('status');
    if (!row) throw new AppError(404, 'NOT_FOUND', 'provinceApplyNotFound');
    if (row.status !== provinceApplyStatuses.auditing) throw conflict('CONFLICT', 'provinceApplyNotCancellable');
    await trx('province_operator_apply').where({ id }).update({ status: provinceApplyStatuses.cancelled, version: trx.raw('version + 1'), updated_at: trx.fn.now() });
    // waits for a dispatcher sending it right now (row lock): then it is done and the instance is found below
    await trx('outbox').where({ business_type: BUSINESS_TYPE, business_key: id, kind: 'start', status: 'pending' }).update({ status: 'failed', last_error: 'application cancelled' });
    await writeOperationLog(trx, request, { abstract: 'register.cancel', businessType: BUSINESS_TYPE, businessKey: id, before: { status: row.status }, after: { status: provinceApplyStatuses.cancelled } });
    const running = (await app.engine.processInstances({ businessKey: id, processDefinitionKey: provinceOpenKeys.processKey })).map((i) => i.id);
    if (running.length > 0) {
      await enqueue(trx, { kind: 'end', processKey: provinceOpenKeys.processKey, businessType: BUSINESS_TYPE, businessKey: id, processInstanceIds: running, reason: translate('provinceApplyCancelReason', 'zh') });
    }
    return running;
  });
  await app.outbox.endNow(ending);
}

/** Links the form's optional uploads to the application: only the applicant's own uploads may be named. */
async function linkAttachments(trx: Knex.Transaction, operatorId: string, applyId: string, attachments: ReadonlyArray<{ typeno: string; path: string }> | undefined) {
  const paths = (attachments ?? []).map((a) => a.path).filter(Boolean);
  if (paths.length === 0) return;
  const found: string[] = await trx('attachment').whereIn('store_key', paths).where({ uploaded_by: operatorId }).pluck('store_key');
  const missing = paths.findIndex((p) => !found.includes(p));
  if (missing >= 0) throw badRequest([{ field: `attachments.${missing}.path`, message: 'attachmentNotYours' }]);
  await trx('attachment').whereIn('store_key', paths).update({ business_type: BUSINESS_TYPE, business_code: applyId });
}
