import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import type { Knex } from 'knex';
import {
  ok,
  okList,
  langOf,
  functionCodes as fc,
  certifiedLifecycle,
  certifiedStatuses,
  certifiedDocumentBusinesses,
  certifiedPeriodHoldingStatuses,
  certifiedFormSchema,
  certifiedListQuery,
  certifiedPaths,
  certifiedRowSchema,
  checkCertifiedAgainstProject,
  saveCertifiedBody,
  submitCertifiedBody,
  periodsOverlap,
  cancelFlags,
  registeredProjectStatuses,
  messageNames,
  token,
  type CertifiedProjectFacts,
  type FieldError,
} from '@ccer/contracts';
import { z } from 'zod';
import { AppError, badRequest, conflict, fieldErrorsOf, notFound } from '../../errors.ts';
import { writeOperationLog } from '../../audit-log.ts';
import { enqueue } from '../../domain/outbox.ts';
import { resolveProcessFor } from '../../domain/business-process.ts';
import { isoDay } from '../../domain/server-time.ts';
import { registryIso, startDeadline } from '../../domain/calendar/deadlines.ts';
import { publicityAuditWorkingDays } from '../../domain/settings/params.ts';
import { handInDocuments, linkDocuments } from '../../domain/files/document-rules.ts';
import { selectOpenedOrganisations } from '../project/validation-bodies.ts';
import { notifyCertifiedStep } from '@ccer/workers/topics/action-notices';
import { certifiedListCount, certifiedListPage, selectCertified, toCertifiedColumns, toCertifiedRow, toCertifiedValues } from './certified-repository.ts';
import { companyOfNewApplication, ownCompanyOf, ownsApplication } from '../../domain/access/company-scope.ts';

const BUSINESS = certifiedLifecycle.businessType;
const EDITABLE: readonly string[] = [certifiedStatuses.draft, certifiedStatuses.returned];

/**
 * The owner's side of the reduction-volume application (certification, 056): save a draft for a registered project
 * of the company, submit it (the whole application judged against the project and the server's today, the
 * monitoring period against the project's other periods, the monitoring report required) which starts or resumes
 * ccerCertifiedApply through the outbox in the same transaction, list applications in the caller's scope.
 */
export const certifiedApplyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(certifiedPaths.save, {
    config: { access: { func: [fc.certifiedAdd] } },
    schema: { tags: ['certified'], summary: 'Save a reduction-volume application as a draft', body: saveCertifiedBody, response: { 200: ok(certifiedRowSchema) } },
    handler: async (request) => {
      const { id, version, fileIds, ...fields } = request.body;
      const op = request.operator!;
      const saved = await app.db.transaction(async (trx) => {
        const errors = [...(await projectErrors(trx, request, fields.projectInfoId)), ...(await agencyErrors(trx, fields.verificationAgency))];
        if (errors.length > 0) throw badRequest(errors);
        let rowId = id;
        if (!rowId) {
          const [{ nextval }] = (await trx.raw(`select nextval('certified_apply_no_seq')`)).rows;
          const applyNo = `JZ${isoDay().replace(/-/g, '')}${String(nextval).padStart(6, '0')}`;
          const [row] = await trx('certified_apply')
            .insert({ ...toCertifiedColumns(fields), apply_no: applyNo, cust_id: companyOfNewApplication(op), owner_operator_id: op.operatorId, status: certifiedStatuses.draft })
            .returning('id');
          rowId = row.id as string;
          await writeOperationLog(trx, request, { abstract: 'certified-apply.save', businessType: BUSINESS, businessKey: rowId, after: fields });
        } else {
          const current = await lockEditable(trx, request, rowId, version);
          await trx('certified_apply').where({ id: rowId }).update({ ...toCertifiedColumns(fields), version: current.version + 1, updated_at: trx.fn.now() });
          await writeOperationLog(trx, request, { abstract: 'certified-apply.save', businessType: BUSINESS, businessKey: rowId, before: toCertifiedValues(current), after: fields });
        }
        // a draft keeps its documents as the form holds them; the required ones are asked for at submission
        if (fileIds) await linkDocuments(trx, fileIds, BUSINESS, rowId, op.operatorId, certifiedDocumentBusinesses.apply);
        return rowId;
      });
      return { flag: 1 as const, dataInfo: toCertifiedRow(await selectCertified(app.db).where('x.id', saved).first(), langOf(request.headers['accept-language'])) };
    },
  });

  app.post(certifiedPaths.submit, {
    config: { access: { func: [fc.certifiedAdd] } },
    schema: { tags: ['certified'], summary: 'Submit a reduction-volume application for publicity audit', body: submitCertifiedBody, response: { 200: ok(certifiedRowSchema) } },
    handler: async (request) => {
      const { id, version, fileIds, ...changes } = request.body;
      const lang = langOf(request.headers['accept-language']);
      const op = request.operator!;
      await app.db.transaction(async (trx) => {
        const current = await lockEditable(trx, request, id, version);
        // the whole application must hold once the last changes are applied; nothing is written otherwise
        const merged = { ...toCertifiedValues(current), ...Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined)) };
        const parsed = certifiedFormSchema.safeParse(merged);
        const errors: FieldError[] = parsed.success ? [] : fieldErrorsOf(parsed.error);
        const add = (more: FieldError[]) => errors.push(...more.filter((e) => !errors.some((f) => f.field === e.field)));
        const project = await projectFacts(trx, request, merged.projectInfoId as string | undefined);
        if (!project) add([{ field: 'projectInfoId', message: 'certifiedProjectUnknown' }]);
        else add(checkCertifiedAgainstProject(merged, project, isoDay()));
        add(await agencyErrors(trx, merged.verificationAgency as string | undefined));
        add(await overlapErrors(trx, id, merged.projectInfoId as string | undefined, merged.regAppStartDate as string | undefined, merged.regAppEndDate as string | undefined));
        add(await handInDocuments(trx, fileIds, { businessType: BUSINESS, businessKey: id }, op.operatorId, certifiedDocumentBusinesses.apply, lang));
        if (errors.length > 0) throw badRequest(errors);
        const resubmission = current.status === certifiedStatuses.returned && current.process_instance_id !== null;
        await trx('certified_apply').where({ id }).update({
          ...toCertifiedColumns(parsed.data!),
          status: certifiedStatuses.pendingAudit,
          submitted_at: trx.fn.now(),
          submit_count: current.submit_count + 1,
          version: current.version + 1,
          updated_at: trx.fn.now(),
        });
        const auditDueDate = registryIso(await startDeadline(trx, request.log, await publicityAuditWorkingDays(trx, app.config)));
        const variables = { applyId: id, projectName: project!.projectName, submitCount: current.submit_count + 1, auditDueDate, verificationAgency: parsed.data!.verificationAgency };
        if (resubmission) {
          await enqueue(trx, { kind: 'correlate', processKey: certifiedLifecycle.processKey, businessType: BUSINESS, businessKey: id, messageName: messageNames.certifiedApplyResubmitted, variables });
        } else {
          const target = await resolveProcessFor(trx, BUSINESS);
          await enqueue(trx, {
            kind: 'start',
            ...target,
            businessType: BUSINESS,
            businessKey: id,
            variables: { ...variables, initiator: op.loginName, custId: current.cust_id, initiatorCustId: op.custId ?? current.cust_id },
          });
        }
        // the publicity audit now waits: its actors are told (the new version is the activation)
        await notifyCertifiedStep(trx, { applyId: id, from: current.status, to: certifiedStatuses.pendingAudit, activation: String(current.version + 1), dueAt: auditDueDate });
        await writeOperationLog(trx, request, {
          abstract: resubmission ? 'certified-apply.resubmit' : 'certified-apply.submit',
          businessType: BUSINESS,
          businessKey: id,
          before: { status: current.status },
          after: { status: certifiedStatuses.pendingAudit },
        });
      });
      void app.outbox.kick();
      return { flag: 1 as const, dataInfo: toCertifiedRow(await selectCertified(app.db).where('x.id', id).first(), lang) };
    },
  });

  app.post(certifiedPaths.list, {
    // the owner's list (056) and the step pages' lists: publicity audit (057), confirmation (059), registration
    // application (074), the verification body's (075), the registry's acceptance, review and confirmation (080)
    config: { access: { func: [fc.certifiedAdd, fc.certifiedPubAudit, fc.ownerConfirm, fc.certifiedRegister, fc.certifiedAuthorise, fc.certifiedRegistryReview] } },
    schema: { tags: ['certified'], summary: 'Reduction-volume applications, one page', body: certifiedListQuery, response: { 200: okList(certifiedRowSchema) } },
    handler: async (request) => {
      const { pageNumber, pageSize, projectName, status, id, tab, statuses, projectInfoId } = request.body;
      const op = request.operator!;
      const tabStatuses = tab ? certifiedLifecycle.tabs.find((t) => t.key === tab)!.statuses : undefined;
      // a company sees its own applications, and those naming it as verification body; the registry all
      const criteria = { companyId: ownCompanyOf(op), projectName, status, tabStatuses, statuses, projectInfoId, id };
      const lang = langOf(request.headers['accept-language']);
      const [rows, [{ count }]] = await Promise.all([certifiedListPage(app.db, criteria, pageNumber, pageSize), certifiedListCount(app.db, criteria)]);
      return { flag: 1 as const, dataInfo: rows.map((r: Record<string, unknown>) => toCertifiedRow(r, lang)), total: Number(count) };
    },
  });

  app.post(certifiedPaths.remove, {
    config: { access: { func: [fc.certifiedAdd] } },
    schema: { tags: ['certified'], summary: 'Delete a draft never submitted', body: z.object({ id: z.string().uuid() }), response: { 200: ok(z.null()) } },
    handler: async (request) => {
      const { id } = request.body;
      await app.db.transaction(async (trx) => {
        const current = await lockEditable(trx, request, id);
        if (current.status !== certifiedStatuses.draft || current.submit_count > 0) throw new AppError(409, 'CONFLICT', 'applyNotEditable');
        // its uploads go back to their uploader, unlinked
        await trx('attachment').where({ business_type: BUSINESS, business_code: id }).update({ business_type: null, business_code: null });
        await trx('certified_apply').where({ id }).delete();
        await writeOperationLog(trx, request, { abstract: 'certified-apply.delete', businessType: BUSINESS, businessKey: id, before: toCertifiedValues(current) });
      });
      return { flag: 1 as const, dataInfo: null };
    },
  });
};

/** Locks an application the operator may edit: the company's, in an editable status, at the version read. */
async function lockEditable(trx: Knex.Transaction, request: FastifyRequest, id: string, version?: number) {
  const op = request.operator!;
  const current = await trx('certified_apply').where({ id }).forUpdate().first();
  if (!current || !ownsApplication(op, current)) throw notFound('applyNotFound');
  if (!EDITABLE.includes(current.status)) throw new AppError(409, 'CONFLICT', 'applyNotEditable');
  if (version !== undefined && version !== current.version) throw conflict('STALE_VERSION', 'staleVersion');
  return current;
}

/** The picked project when it is the caller's company's, registered, not cancelled and not stopped (spec §4 search). */
async function projectFacts(trx: Knex.Transaction, request: FastifyRequest, projectInfoId: string | undefined): Promise<(CertifiedProjectFacts & { projectName: string }) | undefined> {
  if (!projectInfoId) return undefined;
  const op = request.operator!;
  const row = await trx('project_info as i')
    .join('project_apply as p', 'p.id', 'i.apply_id')
    .where({ 'i.id': projectInfoId, 'i.cancel_flag': cancelFlags.active, 'i.status': registeredProjectStatuses.normal })
    .modify((q) => (op.custId ? q.where('p.cust_id', op.custId) : q))
    .first('p.project_name', 'p.parent_project_type', 'p.commencement_date', 'p.first_reckon_date', 'p.end_reckon_date', 'p.approval_authority');
  if (!row) return undefined;
  const day = (v: unknown) => (v ? String(v).slice(0, 10) : null);
  return {
    projectName: row.project_name,
    parentProjectType: row.parent_project_type,
    commencementDate: day(row.commencement_date),
    firstReckonDate: day(row.first_reckon_date),
    endReckonDate: day(row.end_reckon_date),
    approvalAuthority: row.approval_authority,
  };
}

async function projectErrors(trx: Knex.Transaction, request: FastifyRequest, projectInfoId: string | undefined): Promise<FieldError[]> {
  return projectInfoId && !(await projectFacts(trx, request, projectInfoId)) ? [{ field: 'projectInfoId', message: 'certifiedProjectUnknown' }] : [];
}

async function agencyErrors(trx: Knex.Transaction, custId: string | undefined): Promise<FieldError[]> {
  if (!custId) return [];
  const found = await selectOpenedOrganisations(trx).where('c.cust_id', custId).first('c.cust_id');
  return found ? [] : [{ field: 'verificationAgency', message: 'verificationAgencyNotOpened' }];
}

/** The project's other periods still held (submitted, not closed, or registered) that share a day with this one. */
async function overlapErrors(trx: Knex.Transaction, id: string, projectInfoId: string | undefined, start: string | undefined, end: string | undefined): Promise<FieldError[]> {
  if (!projectInfoId || !start || !end || start > end) return [];
  // the project's row is locked first: two submissions of overlapping periods of one project take turns, so the
  // second sees the first
  await trx('project_info').where({ id: projectInfoId }).forUpdate().first('id');
  const others = await trx('certified_apply')
    .where({ project_info_id: projectInfoId })
    .whereNot({ id })
    .whereIn('status', certifiedPeriodHoldingStatuses)
    .select('reg_app_start_date', 'reg_app_end_date');
  const day = (v: unknown) => String(v).slice(0, 10);
  const clash = others.find((o: Record<string, unknown>) => o.reg_app_start_date && o.reg_app_end_date && periodsOverlap({ start, end }, { start: day(o.reg_app_start_date), end: day(o.reg_app_end_date) }));
  return clash ? [{ field: 'regAppStartDate', message: token('periodOverlap', day(clash.reg_app_start_date), day(clash.reg_app_end_date)) }] : [];
}
