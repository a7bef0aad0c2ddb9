import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import type { Knex } from 'knex';
import { z } from 'zod';
import {
  ok,
  okList,
  saveApplyBody,
  prepPubApplyBody,
  applyListQuery,
  applyRowSchema,
  applyFormSchema,
  checkApplyDates,
  editableStatuses,
  applyStatuses,
  functionCodes,
  processKeys,
  messageNames,
  businessTypes,
  langOf,
  projectLifecycle,
  projectDocumentBusinesses,
  projectNameProblem,
  type ApplyStatus,
} from '@ccer/contracts';
import { handInDocuments, linkDocuments } from '../../domain/files/document-rules.ts';
import { SENSITIVE_WORDS } from '../../domain/settings/sensitive-words.ts';
import { AppError, badRequest, fieldErrorsOf, notFound, conflict } from '../../errors.ts';
import { writeOperationLog } from '../../audit-log.ts';
import { enqueue } from '../../domain/outbox.ts';
import { resolveProcessFor } from '../../domain/business-process.ts';
import { isoDay } from '../../domain/server-time.ts';
import { registryIso, startDeadline } from '../../domain/calendar/deadlines.ts';
import { publicityAuditWorkingDays } from '../../domain/settings/params.ts';
import { applyListCount, applyListPage, selectApplies, toApplyRow, toColumns, toFormValues } from './apply-repository.ts';
import { approvalAuthorityErrors } from './validation-bodies.ts';
import { notifyProjectStep } from '@ccer/workers/topics/action-notices';
import { toLifecycleRow } from './progress-routes.ts';
import { inForceMethodologyName } from '../information/methodology-options.ts';
import { actsForRegistry, companyOfNewApplication, ownCompanyOf, ownsApplication } from '../../domain/access/company-scope.ts';

export const PROJECT_APPLY = businessTypes.projectApply;

/**
 * The owner's side of the publicity-audit chain: save a draft, submit it (which starts or
 * resumes the process through the outbox, in the same transaction), list applications.
 */
export const applyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/api/project-manage/save-apply', {
    config: { access: { func: [functionCodes.projectAdd] } },
    schema: { tags: ['project'], summary: 'Save a project application as a draft', body: saveApplyBody, response: { 200: ok(applyRowSchema) } },
    handler: async (request) => {
      const { id, version, fileIds, ...fields } = request.body;
      const op = request.operator!;
      // a draft keeps its documents as the form holds them; whether the required ones are there is asked at submission
      const keepDocuments = (trx: Knex.Transaction, rowId: string) =>
        fileIds ? linkDocuments(trx, fileIds, PROJECT_APPLY, rowId, op.operatorId, projectDocumentBusinesses.apply) : undefined;
      const saved = await app.db.transaction(async (trx) => {
        // a draft may leave the validation body out, but one it names must be an opened organisation
        const bodyErrors = await approvalAuthorityErrors(trx, fields.approvalAuthority);
        if (bodyErrors.length > 0) throw badRequest(bodyErrors);
        if (!id) {
          const [{ nextval }] = (await trx.raw(`select nextval('project_apply_no_seq')`)).rows;
          const applyNo = `XM${isoDay().replace(/-/g, '')}${String(nextval).padStart(6, '0')}`;
          const [row] = await trx('project_apply')
            .insert({ ...toColumns(fields), apply_no: applyNo, cust_id: companyOfNewApplication(op), owner_operator_id: op.operatorId, status: applyStatuses.draft })
            .returning('id');
          await keepDocuments(trx, row.id);
          await writeOperationLog(trx, request, { abstract: 'project-apply.save', businessType: PROJECT_APPLY, businessKey: row.id, after: fields });
          return row.id as string;
        }
        const current = await lockEditable(trx, request, id, version);
        await trx('project_apply').where({ id }).update({ ...toColumns(fields), version: current.version + 1, updated_at: trx.fn.now() });
        await keepDocuments(trx, id);
        await writeOperationLog(trx, request, { abstract: 'project-apply.save', businessType: PROJECT_APPLY, businessKey: id, before: toFormValues(current), after: fields });
        return id;
      });
      return { flag: 1 as const, dataInfo: toApplyRow(await selectApplies(app.db).where('a.id', saved).first(), langOf(request.headers['accept-language'])) };
    },
  });

  app.post('/api/project-manage/prep-pub-apply', {
    config: { access: { func: [functionCodes.projectAdd] } },
    schema: { tags: ['project'], summary: 'Submit a project application for publicity audit', body: prepPubApplyBody, response: { 200: ok(applyRowSchema) } },
    handler: async (request) => {
      const { id, version, fileIds, ...changes } = request.body;
      const lang = langOf(request.headers['accept-language']);
      await app.db.transaction(async (trx) => {
        const current = await lockEditable(trx, request, id, version);
        // the whole application must be valid once the last changes are applied; nothing is written otherwise
        const merged = { ...toFormValues(current), ...stripUndefined(changes) };
        const parsed = applyFormSchema.safeParse(merged);
        const fieldErrors = parsed.success ? [] : fieldErrorsOf(parsed.error);
        fieldErrors.push(...checkApplyDates(merged as Record<string, string>, isoDay()).filter((e) => !fieldErrors.some((f) => f.field === e.field)));
        // the web checks the name against the sensitive words as it types; the submission is judged here too
        const nameProblem = projectNameProblem(merged.projectName as string | undefined, SENSITIVE_WORDS);
        if (nameProblem && !fieldErrors.some((f) => f.field === 'projectName')) fieldErrors.push({ field: 'projectName', message: nameProblem });
        if (!fieldErrors.some((f) => f.field === 'approvalAuthority')) fieldErrors.push(...(await approvalAuthorityErrors(trx, merged.approvalAuthority as string | undefined)));
        // the methodology is one of the library's in force (/information/methodology), and its name is the library's
        const methodologyNum = fieldErrors.some((f) => f.field === 'methodologyNum') ? undefined : (merged.methodologyNum as string | undefined);
        const methodologyName = methodologyNum ? await inForceMethodologyName(trx, methodologyNum) : null;
        if (methodologyNum && !methodologyName)
          fieldErrors.push({ field: 'methodologyNum', message: `methodologyNotInForce:${methodologyNum.replace(/:/g, '：')}` });
        // the documents (design document …) are published with the application: the required ones must be there
        fieldErrors.push(...(await handInDocuments(trx, fileIds, { businessType: PROJECT_APPLY, businessKey: id }, request.operator!.operatorId, projectDocumentBusinesses.apply, lang)));
        if (fieldErrors.length > 0) throw badRequest(fieldErrors);
        const resubmission = current.status === applyStatuses.returned && current.process_instance_id !== null;
        await trx('project_apply').where({ id }).update({
          ...toColumns({ ...parsed.data!, methodologyName: methodologyName ?? parsed.data!.methodologyName }),
          status: applyStatuses.pendingAudit,
          submitted_at: trx.fn.now(),
          submit_count: current.submit_count + 1,
          version: current.version + 1,
          updated_at: trx.fn.now(),
        });
        // the audit task's due date (camunda:dueDate in the BPMN), in working days from today; on a
        // resubmission it is set again, so the returned application's new audit gets a fresh deadline
        const auditDueDate = registryIso(await startDeadline(trx, request.log, await publicityAuditWorkingDays(trx, app.config)));
        // approvalAuthority: the validation body's company, whose representatives get the validation task (org:<custId>)
        const approvalAuthority = (merged as { approvalAuthority?: string }).approvalAuthority ?? null;
        const variables = { applyId: id, projectName: parsed.data!.projectName, submitCount: current.submit_count + 1, auditDueDate, approvalAuthority };
        if (resubmission) {
          await enqueue(trx, { kind: 'correlate', processKey: processKeys.projectPubApply, businessType: PROJECT_APPLY, businessKey: id, messageName: messageNames.projectApplyResubmitted, variables });
        } else {
          // the business-process association decides what starts (refused here when hung up: nothing is written)
          const target = await resolveProcessFor(trx, PROJECT_APPLY);
          await enqueue(trx, {
            kind: 'start',
            ...target,
            businessType: PROJECT_APPLY,
            businessKey: id,
            // initiatorCustId: the starter's company, for 企业申请 (an administrator acting for a company counts as it)
            variables: { ...variables, initiator: request.operator!.loginName, custId: current.cust_id, initiatorCustId: request.operator!.custId ?? current.cust_id },
          });
        }
        // the publicity audit now waits: its actors are told (the new version is the activation)
        await notifyProjectStep(trx, { applyId: id, from: current.status, to: applyStatuses.pendingAudit, activation: String(current.version + 1), dueAt: auditDueDate });
        await writeOperationLog(trx, request, {
          abstract: resubmission ? 'project-apply.resubmit' : 'project-apply.submit',
          businessType: PROJECT_APPLY,
          businessKey: id,
          before: { status: current.status },
          after: { status: applyStatuses.pendingAudit },
        });
      });
      void app.outbox.kick();
      return { flag: 1 as const, dataInfo: toApplyRow(await selectApplies(app.db).where('a.id', id).first(), langOf(request.headers['accept-language'])) };
    },
  });

  app.post('/api/project-manage/apply-list', {
    // the owner's list (053) and the step pages' lists: publicity audit (054), owner confirmation (059),
    // registration application (072), the registry's acceptance, review and confirmation (078)
    config: { access: { func: [functionCodes.projectAdd, functionCodes.projectPubAudit, functionCodes.ownerConfirm, functionCodes.projectRegister, functionCodes.projectRegistryReview] } },
    schema: { tags: ['project'], summary: 'Project applications, one page', body: applyListQuery, response: { 200: okList(applyRowSchema) } },
    handler: async (request) => {
      const { pageNumber, pageSize, projectName, status, id, tab, statuses, provinceId } = request.body;
      const op = request.operator!;
      const tabStatuses = tab ? projectLifecycle.tabs.find((t) => t.key === tab)!.statuses : undefined;
      // owners see their company's applications; administrators see all
      const criteria = { custId: ownCompanyOf(op), projectName, status, tabStatuses, statuses, provinceId, id };
      const [rows, [{ count }]] = await Promise.all([applyListPage(app.db, criteria, pageNumber, pageSize), applyListCount(app.db, criteria)]);
      const lang = langOf(request.headers['accept-language']);
      // the project code and registration time are the managers' (spec §2 detail), as apply-info shows them
      const shown = (r: Record<string, unknown>) => (actsForRegistry(op) ? r : { ...r, project_code: null, registration_time: null });
      return { flag: 1 as const, dataInfo: rows.map((r: Record<string, unknown>) => toLifecycleRow(shown(r), lang)), total: Number(count) };
    },
  });
};

function stripUndefined<T extends object>(o: T): Partial<T> {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;
}

/** Locks an application the operator may edit: theirs, in an editable status, at the version read. */
async function lockEditable(trx: Knex.Transaction, request: FastifyRequest, id: string, version?: number) {
  const op = request.operator!;
  const current = await trx('project_apply').where({ id }).forUpdate().first();
  if (!current || !ownsApplication(op, current)) throw notFound('applyNotFound');
  if (!editableStatuses.includes(current.status as ApplyStatus)) throw new AppError(409, 'CONFLICT', 'applyNotEditable');
  if (version !== undefined && version !== current.version) throw conflict('STALE_VERSION', 'staleVersion');
  return current;
}
void z;
