import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import type { Knex } from 'knex';
import { z } from 'zod';
import {
  ok,
  okList,
  companyChangeBody,
  companyChangeDetailSchema,
  changeLogRowSchema,
  companyChangeOpenStatuses,
  companyChangeProcess,
  companyChangeQuery,
  companyChangeStatuses,
  companyFormSchema,
  functionCodes,
  langOf,
  token,
  type CompanyChangeBody,
  type FieldError,
} from '@ccer/contracts';
import { AppError, badRequest, fieldErrorsOf, notFound } from '../../../errors.ts';
import { writeOperationLog } from '../../../audit-log.ts';
import { enqueue, type StartedRecord } from '../../../domain/outbox.ts';
import { resolveProcessFor } from '../../../domain/business-process.ts';
import { isoDay } from '../../../domain/server-time.ts';
import { selectCompanyChanges, toCompanyChangeDetail } from './change-repository.ts';
import { readChangeLog } from '../../../domain/accounts/account-applications.ts';
import { isCompanyReviewer, mayChangeCompany } from './company-access.ts';
import { representsCompany } from '../../../domain/access/company-scope.ts';
import { linkAttachmentsTo } from '../../../domain/files/owners.ts';

const ACCOUNT_CHANGE = companyChangeProcess.businessType;

/** The outbox tells the change its process instance once the start is accepted (build-app.ts). */
export const companyChangeStartedRecords: Record<string, StartedRecord> = {
  [ACCOUNT_CHANGE]: { table: 'company_account_change' },
};

interface CustomerRow {
  cust_id: string;
  cust_no: string | null;
  cust_name: string;
  status: string;
  is_complete: string;
  company_form: Record<string, unknown> | null;
}

/** The form part of a body: everything but the company id and the confirming representative. */
function formOf(body: CompanyChangeBody): Record<string, unknown> {
  const { custId: _custId, confirmerLoginName: _confirmer, ...form } = body;
  return Object.fromEntries(Object.entries(form).filter(([, v]) => v !== undefined));
}

/**
 * Company information changes through approval (accounts spec §2.4 /account/company/edit, §7.4):
 * enterpriseOperateInfoUpdate submits the whole §3.8 form as a change application (a representative for its own
 * company, an administrator with 008 for any), started through the business-process association in the same
 * transaction; enterprisePreOperateUpdateDetail reads the latest change; the change log lists applied changes.
 */
export const companyChangeRoutes: FastifyPluginAsyncZod = async (app) => {
  // representatives hold 098 and 008 (their own company only); registry administrators 008
  const submitters = { func: [functionCodes.companyApplications, functionCodes.companyEdit] };
  const readers = { func: [functionCodes.companyApplications, functionCodes.companyEdit, functionCodes.companyOpen, functionCodes.taskHandle] };

  app.post('/api/enterpriseOperate/update/enterpriseOperateInfoUpdate', {
    config: { access: submitters },
    schema: { tags: ['account'], summary: "Submit a change of a company's information for confirmation and audit", body: companyChangeBody, response: { 200: ok(companyChangeDetailSchema) } },
    handler: async (request) => {
      const op = request.operator!;
      const { custId } = request.body;
      const id = await app.db.transaction(async (trx) => {
        const company = await trx('customer').where({ cust_id: custId }).forUpdate().first<CustomerRow | undefined>();
        if (!company) throw notFound('companyNotFound');
        if (!(await mayChangeCompany(trx, op, custId))) throw new AppError(403, 'FORBIDDEN', 'companyChangeNotYours');
        if (company.status !== '1') throw new AppError(409, 'CONFLICT', 'companyNotActive');
        if (await trx('company_account_change').where({ cust_id: custId }).whereIn('status', companyChangeOpenStatuses).first('id')) {
          throw new AppError(409, 'CONFLICT', 'companyChangePending');
        }
        const before: Record<string, unknown> = { ...(company.company_form ?? {}), custName: (company.company_form?.custName as string | undefined) ?? company.cust_name };
        // the whole form is judged once the changes are laid over the company's current form; custNo decides the legacy rule
        const merged: Record<string, unknown> = { ...before, ...formOf(request.body), custNo: company.cust_no ?? undefined };
        const parsed = companyFormSchema.safeParse(merged);
        const errors: FieldError[] = parsed.success ? [] : fieldErrorsOf(parsed.error);
        const confirmer = await confirmerOf(trx, op.operatorId, custId, request.body.confirmerLoginName, errors);
        const certificateNo = typeof merged.certificateNo === 'string' ? merged.certificateNo.trim() : '';
        if (certificateNo && (await trx('customer').where({ certificate_no: certificateNo }).whereNot({ cust_id: custId }).first('cust_id'))) {
          errors.push({ field: 'certificateNo', message: token('companyCertificateInUse') });
        }
        if (errors.length > 0 || !confirmer || !parsed.success) throw badRequest(uniqueFields(errors));
        const { custNo: _custNo, ...after } = parsed.data;
        const added = await checkAttachments(trx, op.operatorId, before, after.attachments);

        const [{ nextval }] = (await trx.raw(`select nextval('company_account_change_no_seq')`)).rows;
        const [row] = await trx('company_account_change')
          .insert({
            change_no: `BG${isoDay().replace(/-/g, '')}${String(nextval).padStart(6, '0')}`,
            cust_id: custId,
            cust_name: String(after.custName ?? company.cust_name).slice(0, 80),
            status: companyChangeStatuses.confirming,
            before_form: JSON.stringify(before),
            after_form: JSON.stringify(after),
            applicant_operator_id: op.operatorId,
            confirmer_operator_id: confirmer.operator_id,
          })
          .returning('id');
        const changeId = row.id as string;
        // the files this change adds belong to it (their readers: domain/files/owners.ts)
        await linkAttachmentsTo(trx, ACCOUNT_CHANGE, changeId, added);
        // a complete, valid form lifts the completion dialog now (§2.7), not days later at approval
        if (company.is_complete !== '1') await trx('customer').where({ cust_id: custId }).update({ is_complete: '1', updated_at: trx.fn.now() });
        // the business-process association decides what starts (refused here when hung up: nothing is written)
        const target = await resolveProcessFor(trx, ACCOUNT_CHANGE);
        await enqueue(trx, {
          kind: 'start',
          ...target,
          businessType: ACCOUNT_CHANGE,
          businessKey: changeId,
          variables: { changeId, custId, custName: String(after.custName ?? company.cust_name), initiator: op.loginName, confirmer: confirmer.login_name },
        });
        await writeOperationLog(trx, request, {
          abstract: 'company-account-change.submit',
          businessType: ACCOUNT_CHANGE,
          businessKey: changeId,
          before: { custId, isComplete: company.is_complete },
          after: { status: companyChangeStatuses.confirming, confirmer: confirmer.login_name },
        });
        return changeId;
      });
      void app.outbox.kick();
      const detail = await selectCompanyChanges(app.db).where('ch.id', id).first();
      return { flag: 1 as const, dataInfo: toCompanyChangeDetail(detail, langOf(request.headers['accept-language'])) };
    },
  });

  const preDetail = async (request: FastifyRequest, query: z.infer<typeof companyChangeQuery>) => {
    const op = request.operator!;
    const q = selectCompanyChanges(app.db);
    if (query.id) q.where('ch.id', query.id);
    if (query.custId) q.where('ch.cust_id', query.custId);
    const row = await q.orderBy('ch.submitted_at', 'desc').first();
    if (!row) return null;
    const mine = row.applicant_operator_id === op.operatorId || row.confirmer_operator_id === op.operatorId;
    if (!mine && !isCompanyReviewer(op) && !(await representsCompany(app.db, op, row.cust_id))) throw notFound('companyChangeNotFound');
    return toCompanyChangeDetail(row, langOf(request.headers['accept-language']));
  };
  const preDetailSchema = { tags: ['account'], summary: "A company's latest information change (or one by id), field by field before and after", response: { 200: ok(companyChangeDetailSchema.nullable()) } };

  app.get('/api/enterpriseOperate/update/enterprisePreOperateUpdateDetail', {
    config: { access: readers },
    schema: { ...preDetailSchema, querystring: companyChangeQuery },
    handler: async (request) => ({ flag: 1 as const, dataInfo: await preDetail(request, request.query) }),
  });

  app.post('/api/enterpriseOperate/update/enterprisePreOperateUpdateDetail', {
    config: { access: readers },
    schema: { ...preDetailSchema, body: companyChangeQuery },
    handler: async (request) => ({ flag: 1 as const, dataInfo: await preDetail(request, request.body) }),
  });

  app.get('/api/enterpriseOperate/get/enterpriseChangeLog', {
    config: { access: readers },
    schema: { tags: ['account'], summary: "The applied changes of a company's important fields, newest first", querystring: z.object({ custId: z.string().uuid({ error: token('required') }) }), response: { 200: okList(changeLogRowSchema) } },
    handler: async (request) => {
      const op = request.operator!;
      const { custId } = request.query;
      if (!isCompanyReviewer(op) && !(await representsCompany(app.db, op, custId))) throw notFound('companyNotFound');
      const dataInfo = await readChangeLog(app.db, 'company', custId);
      return { flag: 1 as const, total: dataInfo.length, dataInfo };
    },
  });
};

/** The confirming representative: an active operator, not the submitter, representing the company (maker-checker). */
async function confirmerOf(trx: Knex.Transaction, submitterId: string, custId: string, loginName: unknown, errors: FieldError[]) {
  const field = 'confirmerLoginName';
  if (typeof loginName !== 'string' || loginName.trim() === '') {
    errors.push({ field, message: token('required') });
    return null;
  }
  const row = await trx('operator').where({ login_name: loginName.trim(), status: '1' }).first<{ operator_id: string; login_name: string; cust_id: string | null } | undefined>('operator_id', 'login_name', 'cust_id');
  if (!row) errors.push({ field, message: token('confirmerNotFound') });
  else if (row.operator_id === submitterId) errors.push({ field, message: token('confirmerIsApplicant') });
  else if (row.cust_id !== custId && !(await trx('customer_representative').where({ cust_id: custId, operator_id: row.operator_id, status: '1' }).first('cust_id'))) {
    errors.push({ field, message: token('companyChangeConfirmerNotRepresentative') });
  } else return row;
  return null;
}

/** Attachments named by a change: the company's current ones, or the submitter's own uploads (returned: the change links them). */
async function checkAttachments(trx: Knex.Transaction, operatorId: string, before: Record<string, unknown>, attachments: unknown): Promise<string[]> {
  const pathsOf = (v: unknown) => (Array.isArray(v) ? v.map((a) => String((a as { path?: unknown }).path ?? '')).filter(Boolean) : []);
  const current = new Set(pathsOf(before.attachments));
  const fresh = pathsOf(attachments).filter((p) => !current.has(p));
  if (fresh.length === 0) return [];
  const found = await trx('attachment').whereIn('store_key', fresh).where('uploaded_by', operatorId).pluck('store_key');
  const all = pathsOf(attachments);
  const missing = all.findIndex((p) => !current.has(p) && !found.includes(p));
  if (missing >= 0) throw badRequest([{ field: `attachments.${missing}.path`, message: token('attachmentNotYours') }]);
  return fresh;
}

function uniqueFields(errors: FieldError[]): FieldError[] {
  const seen = new Set<string>();
  return errors.filter((e) => (seen.has(e.field) ? false : (seen.add(e.field), true)));
}
