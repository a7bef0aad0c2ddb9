import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import type { Knex } from 'knex';
import { z } from 'zod';
import {
  ok,
  businessTypes,
  companyApplyBody,
  companyApplyDetailSchema,
  companyApplyEditable,
  companyApplyIdQuery,
  companyApplyStatuses,
  companyApplyStatusList,
  companyApplyStatusNames,
  companyFormSchema,
  functionCodes,
  companyOpenTypes,
  jointOpeningIssues,
  type CompanyOpenType,
  langOf,
  operatorTypes,
  token,
  type CompanyApplyBody,
  type CompanyApplyStatus,
  type FieldError,
} from '@ccer/contracts';
import { AppError, badRequest, fieldErrorsOf, notFound } from '../../../errors.ts';
import { writeOperationLog } from '../../../audit-log.ts';
import { enqueue, type StartedRecord } from '../../../domain/outbox.ts';
import { resolveProcessFor } from '../../../domain/business-process.ts';
import { isoDay } from '../../../domain/server-time.ts';
import { actsForRegistry } from '../../../domain/access/company-scope.ts';
import { selectCompanyApplies, toCompanyApplyDetail } from './apply-repository.ts';
import { certificateRefusal } from './certificate-check.ts';

const ACCOUNT_OPEN = businessTypes.accountOpen;

/** The outbox tells the application its process instance once the start is accepted (build-app.ts). */
export const companyApplyStartedRecords: Record<string, StartedRecord> = {
  [ACCOUNT_OPEN]: { table: 'company_account_apply' },
};

interface ApplyDbRow {
  id: string;
  status: CompanyApplyStatus;
  version: number;
  form: Record<string, unknown>;
  applicant_operator_id: string;
  confirmer_operator_id: string | null;
  submit_count: number;
}

/** The form part of a body: everything but the record's id, version and the spec's draft marker. */
function formOf(body: CompanyApplyBody): Record<string, unknown> {
  const { id: _id, version: _version, type: _type, ...form } = body;
  return Object.fromEntries(Object.entries(form).filter(([, v]) => v !== undefined));
}

/**
 * The applicant's side of company account opening (§2.3 /client/company/open, §7.4): save a draft
 * (enterpriseAccountSave), submit (enterpriseAccountAdd: validated whole, the process started through the
 * business-process association in the same transaction), and read the own application's state (§7.3).
 */
export const companyApplyRoutes: FastifyPluginAsyncZod = async (app) => {
  const applicant = { func: [functionCodes.accountApply] };

  app.post('/api/enterpriseAccount/add/enterpriseAccountSave', {
    config: { access: applicant },
    schema: { tags: ['account'], summary: 'Save a company account application as a draft', body: companyApplyBody, response: { 200: ok(companyApplyDetailSchema) } },
    handler: async (request) => {
      const op = request.operator!;
      const form = formOf(request.body);
      const id = await app.db.transaction(async (trx) => {
        const current = request.body.id ? await lockEditable(trx, request, request.body.id, request.body.version) : null;
        const merged = { ...(current?.form ?? {}), ...form };
        const applyId = current ? current.id : await insertApply(trx, op.operatorId, merged);
        if (current) await trx('company_account_apply').where({ id: applyId }).update({ ...summaryOf(merged), form: JSON.stringify(merged), version: current.version + 1, updated_at: trx.fn.now() });
        await linkAttachments(trx, op.operatorId, applyId, merged.attachments);
        await writeOperationLog(trx, request, { abstract: 'company-account-apply.save', businessType: ACCOUNT_OPEN, businessKey: applyId, before: current?.form, after: merged });
        return applyId;
      });
      return { flag: 1 as const, dataInfo: await detailOf(app.db, id, request) };
    },
  });

  app.post('/api/enterpriseAccount/add/enterpriseAccountAdd', {
    config: { access: applicant },
    schema: { tags: ['account'], summary: 'Submit a company account application for confirmation and audit', body: companyApplyBody, response: { 200: ok(companyApplyDetailSchema) } },
    handler: async (request) => submitApply(request, request.body, companyOpenTypes.normal),
  });

  app.post('/api/enterpriseAccount/add/unionOpenAccount', {
    config: { access: applicant },
    schema: {
      tags: ['account'],
      summary: 'Submit a joint company account application (registry and trading-system accounts together; the trading-system representative is required)',
      body: companyApplyBody,
      response: { 200: ok(companyApplyDetailSchema) },
    },
    handler: async (request) => submitApply(request, request.body, companyOpenTypes.joint),
  });

  /** Submits an application of either open type: validated whole, the process started in the same transaction. */
  async function submitApply(request: FastifyRequest, body: CompanyApplyBody, openType: CompanyOpenType) {
    const op = request.operator!;
    const id = await app.db.transaction(async (trx) => {
      const current = body.id ? await lockEditable(trx, request, body.id, body.version) : null;
      const merged = { ...(current?.form ?? {}), ...formOf(body) };
      // the whole form is judged once the last changes are applied; nothing is written on an error
      const parsed = companyFormSchema.safeParse(merged);
      // a joint opening names each empty trading-representative field first (its labelled message wins)
      const errors: FieldError[] = [
        ...(openType === companyOpenTypes.joint ? jointOpeningIssues(merged) : []),
        ...(parsed.success ? [] : fieldErrorsOf(parsed.error)),
      ];
      const confirmer = await confirmerOf(trx, op.operatorId, merged.confirmerLoginName, errors);
      // the /api/monitor/open_account_check rule: no opened company and no other pending application with the code
      const refusal = parsed.success && typeof merged.certificateNo === 'string' ? await certificateRefusal(trx, merged.certificateNo, current?.id) : null;
      if (refusal) errors.push({ field: 'certificateNo', message: token(refusal) });
      if (errors.length > 0 || !confirmer) throw badRequest(uniqueFields(errors));
      const values = { ...parsed.data!, confirmerLoginName: confirmer.login_name, openType };
      const applyId = current ? current.id : await insertApply(trx, op.operatorId, values);
      await trx('company_account_apply')
        .where({ id: applyId })
        .update({
          ...summaryOf(values),
          form: JSON.stringify(values),
          status: companyApplyStatuses.confirming,
          open_type: openType,
          confirmer_operator_id: confirmer.operator_id,
          opinion: null,
          submit_count: (current?.submit_count ?? 0) + 1,
          submitted_at: trx.fn.now(),
          process_instance_id: null,
          version: (current?.version ?? 1) + 1,
          updated_at: trx.fn.now(),
        });
      await linkAttachments(trx, op.operatorId, applyId, values.attachments);
      // the business-process association decides what starts (refused here when hung up: nothing is written)
      const target = await resolveProcessFor(trx, ACCOUNT_OPEN);
      await enqueue(trx, {
        kind: 'start',
        ...target,
        businessType: ACCOUNT_OPEN,
        businessKey: applyId,
        variables: { applyId, custName: values.custName ?? '', initiator: op.loginName, confirmer: confirmer.login_name, submitCount: (current?.submit_count ?? 0) + 1, openType },
      });
      await writeOperationLog(trx, request, {
        abstract: 'company-account-apply.submit',
        businessType: ACCOUNT_OPEN,
        businessKey: applyId,
        before: { status: current?.status ?? null },
        after: { status: companyApplyStatuses.confirming, confirmer: confirmer.login_name, openType },
      });
      return applyId;
    });
    void app.outbox.kick();
    return { flag: 1 as const, dataInfo: await detailOf(app.db, id, request) };
  }

  app.get('/api/enterpriseOperate/get/enterpriseOperateApplyDetail', {
    // the applicant, the confirming representative (My Tasks) and the reviewers read it
    config: { access: { func: [functionCodes.accountApply, functionCodes.taskHandle, functionCodes.companyOpen, functionCodes.companyEdit] } },
    schema: { tags: ['account'], summary: 'One company account application with its form', querystring: companyApplyIdQuery, response: { 200: ok(companyApplyDetailSchema) } },
    handler: async (request) => {
      const op = request.operator!;
      const row = await selectCompanyApplies(app.db).where('a.id', request.query.id).first();
      if (!row) throw notFound('companyApplyNotFound');
      const own = row.applicant_operator_id === op.operatorId || row.confirmer_operator_id === op.operatorId;
      const reviewer = actsForRegistry(op) && (op.funcs.has(functionCodes.companyOpen) || op.funcs.has(functionCodes.companyEdit) || op.operatorType === operatorTypes.admin);
      if (!own && !reviewer) throw notFound('companyApplyNotFound');
      return { flag: 1 as const, dataInfo: toCompanyApplyDetail(row, langOf(request.headers['accept-language'])) };
    },
  });

  app.get('/api/openAccount/get/openAccountInfoQuery', {
    // the applicant reads its own application also after the opening made it a representative (no longer a visitor)
    config: { access: 'signedIn' },
    schema: { tags: ['account'], summary: "The signed-in applicant's latest company account application", response: { 200: ok(companyApplyDetailSchema.nullable()) } },
    handler: async (request) => {
      const row = await selectCompanyApplies(app.db).where('a.applicant_operator_id', request.operator!.operatorId).orderBy('a.created_at', 'desc').first();
      return { flag: 1 as const, dataInfo: row ? toCompanyApplyDetail(row, langOf(request.headers['accept-language'])) : null };
    },
  });

  app.get('/api/openAccount/get/openAccountTourStateQuery', {
    // the applicant reads its own application also after the opening made it a representative (no longer a visitor)
    config: { access: 'signedIn' },
    schema: {
      tags: ['account'],
      summary: "State of the signed-in applicant's latest application (审核中 / 审核不通过 / 开户成功)",
      response: { 200: ok(z.object({ id: z.string(), status: z.enum(companyApplyStatusList), statusName: z.string(), opinion: z.string().nullable() }).nullable()) },
    },
    handler: async (request) => {
      const row = await app.db('company_account_apply').where({ applicant_operator_id: request.operator!.operatorId }).orderBy('created_at', 'desc').first('id', 'status', 'opinion');
      const lang = langOf(request.headers['accept-language']);
      return { flag: 1 as const, dataInfo: row ? { id: row.id, status: row.status, statusName: companyApplyStatusNames[row.status as CompanyApplyStatus][lang], opinion: row.opinion ?? null } : null };
    },
  });

  async function detailOf(db: Knex, id: string, request: FastifyRequest) {
    return toCompanyApplyDetail(await selectCompanyApplies(db).where('a.id', id).first(), langOf(request.headers['accept-language']));
  }
};

async function insertApply(trx: Knex.Transaction, operatorId: string, form: Record<string, unknown>): Promise<string> {
  const [{ nextval }] = (await trx.raw(`select nextval('company_account_apply_no_seq')`)).rows;
  const applyNo = `KH${isoDay().replace(/-/g, '')}${String(nextval).padStart(6, '0')}`;
  const [row] = await trx('company_account_apply')
    .insert({ apply_no: applyNo, applicant_operator_id: operatorId, status: companyApplyStatuses.draft, ...summaryOf(form), form: JSON.stringify(form) })
    .returning('id');
  return row.id as string;
}

/** The list columns kept beside the jsonb form. */
function summaryOf(form: Record<string, unknown>) {
  const text = (v: unknown, max: number) => (typeof v === 'string' && v.trim() ? v.trim().slice(0, max) : null);
  return { cust_name: text(form.custName, 80), certificate_no: text(form.certificateNo, 40) };
}

/** Only the applicant changes an application, only while it is a draft or rejected, and only from the version read. */
async function lockEditable(trx: Knex.Transaction, request: FastifyRequest, id: string, version: number | undefined): Promise<ApplyDbRow> {
  const row = await trx('company_account_apply').where({ id }).forUpdate().first<ApplyDbRow | undefined>();
  if (!row || row.applicant_operator_id !== request.operator!.operatorId) throw notFound('companyApplyNotFound');
  if (!companyApplyEditable.includes(row.status)) throw new AppError(409, 'CONFLICT', 'companyApplyNotEditable');
  if (version !== undefined && version !== row.version) throw new AppError(409, 'CONFLICT', 'companyApplyStale');
  return row;
}

/** The confirming representative: an active operator other than the applicant (maker-checker). */
async function confirmerOf(trx: Knex.Transaction, applicantId: string, loginName: unknown, errors: FieldError[]) {
  const field = 'confirmerLoginName';
  if (typeof loginName !== 'string' || loginName.trim() === '') {
    errors.push({ field, message: token('required') });
    return null;
  }
  const row = await trx('operator').where({ login_name: loginName.trim(), status: '1' }).first<{ operator_id: string; login_name: string } | undefined>('operator_id', 'login_name');
  if (!row) errors.push({ field, message: token('confirmerNotFound') });
  else if (row.operator_id === applicantId) errors.push({ field, message: token('confirmerIsApplicant') });
  else return row;
  return null;
}

/**
 * Links the form's uploads to the application (attachment.business_type/business_code). Only the applicant's
 * own uploads, or ones already linked to this application, may be named.
 */
async function linkAttachments(trx: Knex.Transaction, operatorId: string, applyId: string, attachments: unknown): Promise<void> {
  const paths = Array.isArray(attachments) ? attachments.map((a) => String((a as { path?: unknown }).path ?? '')).filter(Boolean) : [];
  if (paths.length === 0) return;
  const found = await trx('attachment')
    .whereIn('store_key', paths)
    .where((q) => q.where('uploaded_by', operatorId).orWhere({ business_type: ACCOUNT_OPEN, business_code: applyId }))
    .pluck('store_key');
  const missing = paths.findIndex((p) => !found.includes(p));
  if (missing >= 0) throw badRequest([{ field: `attachments.${missing}.path`, message: token('attachmentNotYours') }]);
  await trx('attachment').whereIn('store_key', paths).update({ business_type: ACCOUNT_OPEN, business_code: applyId });
}

function uniqueFields(errors: FieldError[]): FieldError[] {
  const seen = new Set<string>();
  return errors.filter((e) => (seen.has(e.field) ? false : (seen.add(e.field), true)));
}
