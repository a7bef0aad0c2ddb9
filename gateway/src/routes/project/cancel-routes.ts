import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Knex } from 'knex';
import type { z } from 'zod';
import {
  ok,
  okList,
  langOf,
  cancelApplyBody,
  cancelFlags,
  cancelListQuery,
  cancelRowSchema,
  cancelStatusName,
  functionCodes as fc,
  projectCancelLifecycle,
  projectDocumentBusinesses,
  stepDecisionBody,
  type CancelRow,
  type Lang,
  type LifecycleDeclaration,
  type StepDecisionBody,
} from '@ccer/contracts';
import type { Operator } from '../../plugins/auth.ts';
import { AppError, badRequest, notFound } from '../../errors.ts';
import { writeOperationLog } from '../../audit-log.ts';
import { enqueue, type StartedRecord } from '../../domain/outbox.ts';
import { notifyProjectCancelAudit } from '@ccer/workers/topics/action-notices';
import { resolveProcessFor } from '../../domain/business-process.ts';
import { isoDay } from '../../domain/server-time.ts';
import { likeText } from '../../domain/like-text.ts';
import { handInDocuments, linkDocuments } from '../../domain/files/document-rules.ts';
import { registerStep, stepOf, type StepHandler } from '../../domain/lifecycle/step-route.ts';
import { openStepTasks, type WaitingRow } from '../../domain/lifecycle/open-step-tasks.ts';
import { loadRegisteredProject, type ProjectInfoRow } from './registered-routes.ts';
import { pageAndCount } from '../../domain/page-and-count.ts';
import { actsForRegistry, scopeToCompany } from '../../domain/access/company-scope.ts';

/** The registered row a cancellation is of, as the area loads it for the operator (404 for another company's). */
export interface CancelSubject {
  cust_id: string | null;
  cancel_flag: string;
  project_name: string;
}

/** The fields of an area's cancellation list query the factory reads itself; the rest are the area's filters. */
type CancelListBody = { pageNumber: number; pageSize: number; status?: string; id?: string } & Record<string, unknown>;

/**
 * A lifecycle area whose registered rows may be cancelled for ever (the project's 注销; the certification's 撤回 of
 * registered reductions, routes/certified/withdrawal-routes.ts): its one-step audit lifecycle, its cancellation table
 * (`x`, with the registered row's id in `subjectColumn`), the calls, texts and functions, and how it reads its rows.
 */
export interface CancelArea<S extends CancelSubject = CancelSubject> {
  /** The cancellation's lifecycle (statuses 01 under audit, 02 approved, 03 rejected) and its audit step. */
  lifecycle: LifecycleDeclaration<'01' | '02' | '03'>;
  auditTask: string;
  table: string;
  /** The column of the registered row (project_info_id, certified_info_id) and the body's field naming it. */
  subjectColumn: string;
  subjectField: string;
  /** The application number: prefix, day, a sequence's six digits. */
  number: { prefix: string; sequence: string };
  tag: string;
  paths: { apply: string; list: string };
  summaries: { apply: string; list: string };
  funcs: { apply: string[]; audit: string };
  /** The electronic document settings' business of the materials. */
  documents: string;
  /** The operation log's abstract: `<logArea>.cancel-apply`. */
  logArea: string;
  /** Message tokens: the row already cancelled, a cancellation under audit, the cancellation unknown. */
  messages: { cancelled: string; pending: string; notFound: string };
  /** The audit of one no longer under audit: 409 (the project's) or 404 (the certification's). */
  decidedStatus: 409 | 404;
  /** The apply body (the subject's field, reason, fileIds), the list query (paging, status, id and the area's filters), the row. */
  applyBody: z.ZodType;
  listQuery: z.ZodType;
  rowSchema: z.ZodType;
  /** The registered row, locked, for the operator. */
  loadSubject(trx: Knex.Transaction, op: Operator, id: string): Promise<S>;
  /** The registry staff who audit it are told, once the cancellation is written. */
  notify(trx: Knex.Transaction, id: string, subject: S): Promise<unknown>;
  /** The process variables besides the cancellation's id, the initiator and the initiator's company. */
  variables(id: string, subject: S): Record<string, unknown>;
  /** The cancellations as `x`, with what toRow reads; `count` the query counted. */
  select(db: Knex | Knex.Transaction): Knex.QueryBuilder;
  count(db: Knex | Knex.Transaction): Knex.QueryBuilder;
  columns: readonly string[];
  toRow(r: Record<string, unknown>, lang: Lang): { taskId: string | null };
  /** The area's own filters of the list (names, numbers). */
  filter(q: Knex.QueryBuilder, body: CancelListBody): void;
}

/** The outbox's start of a cancellation's process writes its instance id on the application. */
export const cancelStartedRecords = <S extends CancelSubject>(area: CancelArea<S>): Record<string, StartedRecord> => ({
  [area.lifecycle.businessType]: { table: area.table },
});

/**
 * Cancellation of a registered row: the owner's company applies for its own, or the registry starts one; only one is
 * under audit per row. The registry audits it (a lifecycle step, so My Tasks' 办理 completes it alike); the area's
 * worker writes the outcome (cancelled for ever, or still registered).
 */
export function cancelRoutesFor<S extends CancelSubject>(area: CancelArea<S>): FastifyPluginAsyncZod {
  const TYPE = area.lifecycle.businessType;
  const auditStep = stepOf(area.lifecycle, area.auditTask);
  /** Under audit: the status the audit step is active in (01). */
  const PENDING = auditStep.activeStatus;

  /** The cancellation behind a process instance. */
  async function cancelOfInstance(db: Knex, processInstanceId: string): Promise<string | undefined> {
    const row = await db(area.table).where({ process_instance_id: processInstanceId }).first<{ id: string } | undefined>('id');
    return row?.id;
  }

  return async (app) => {
    app.post(area.paths.apply, {
      config: { access: { func: area.funcs.apply } },
      schema: { tags: [area.tag], summary: area.summaries.apply, body: area.applyBody, response: { 200: ok(area.rowSchema) } },
      handler: async (request) => {
        const op = request.operator!;
        const body = request.body as { reason: string; fileIds?: string[] } & Record<string, unknown>;
        const { reason, fileIds } = body;
        const subjectId = body[area.subjectField] as string;
        const lang = langOf(request.headers['accept-language']);
        const id = await app.db.transaction(async (trx) => {
          const subject = await area.loadSubject(trx, op, subjectId);
          if (subject.cancel_flag === cancelFlags.cancelled) throw new AppError(409, 'CONFLICT', area.messages.cancelled);
          const pending = await trx(area.table).where({ [area.subjectColumn]: subjectId, status: PENDING }).first('id');
          if (pending) throw new AppError(409, 'CONFLICT', area.messages.pending);
          const initiatedBy = actsForRegistry(op) ? 'registry' : 'owner';
          const [{ nextval }] = (await trx.raw(`select nextval('${area.number.sequence}')`)).rows;
          const [row] = await trx(area.table)
            .insert({
              apply_no: `${area.number.prefix}${isoDay().replace(/-/g, '')}${String(nextval).padStart(6, '0')}`,
              [area.subjectColumn]: subjectId,
              cust_id: subject.cust_id,
              reason,
              initiated_by: initiatedBy,
              applicant_operator_id: op.operatorId,
              status: PENDING,
            })
            .returning('id');
          // the materials are this cancellation's own (the area's business of the document settings), so a later
          // cancellation of the same row keeps an earlier one's; an owner hands in the required ones, the registry may
          // start a cancellation without them (a refusal rolls the row back)
          const materials = { businessType: TYPE, businessKey: row.id as string };
          if (initiatedBy === 'owner') {
            const missing = await handInDocuments(trx, fileIds, materials, op.operatorId, area.documents, lang);
            if (missing.length > 0) throw badRequest(missing);
          } else if (fileIds) {
            await linkDocuments(trx, fileIds, TYPE, row.id, op.operatorId, area.documents);
          }
          // the audit waits from now: the registry staff who audit it are told
          await area.notify(trx, row.id, subject);
          // the business-process association decides what starts (refused when hung up: nothing is written)
          const target = await resolveProcessFor(trx, TYPE);
          await enqueue(trx, {
            kind: 'start',
            ...target,
            businessType: TYPE,
            businessKey: row.id,
            variables: { ...area.variables(row.id, subject), initiator: op.loginName, initiatorCustId: op.custId ?? subject.cust_id },
          });
          await writeOperationLog(trx, request, {
            abstract: `${area.logArea}.cancel-apply`,
            businessType: TYPE,
            businessKey: row.id,
            after: { [area.subjectField]: subjectId, reason, initiatedBy, fileIds },
          });
          return row.id as string;
        });
        void app.outbox.kick();
        const row = await area.select(app.db).where('x.id', id).first(...area.columns);
        return { flag: 1 as const, dataInfo: area.toRow(row, lang) };
      },
    });

    app.post(area.paths.list, {
      config: { access: { func: area.funcs.apply } },
      schema: { tags: [area.tag], summary: area.summaries.list, body: area.listQuery, response: { 200: okList(area.rowSchema) } },
      handler: async (request) => {
        const op = request.operator!;
        const body = request.body as CancelListBody;
        const { pageNumber, pageSize, status, id } = body;
        /** The page's open audit tasks the caller may complete, by instance (openStepTasks). */
        const openAuditTasks = async (rows: readonly WaitingRow[]) =>
          new Map([...(await openStepTasks(app, op, area.lifecycle, rows))].map(([instance, t]) => [instance, t.taskId]));
        const filter = (q: Knex.QueryBuilder) => {
          // representatives see their company's cancellations; the registry every one
          scopeToCompany(q, op, 'x.cust_id');
          area.filter(q, body);
          if (status) q.where('x.status', status);
          if (id) q.where('x.id', id);
          return q;
        };
        const { rows, total } = await pageAndCount(
          filter(area.select(app.db)).select(...area.columns).orderBy('x.created_at', 'desc').orderBy('x.id'),
          { pageNumber, pageSize },
          filter(area.count(app.db)),
        );
        const lang = langOf(request.headers['accept-language']);
        const tasks = await openAuditTasks(rows);
        return {
          flag: 1 as const,
          dataInfo: rows.map((r: Record<string, unknown>) => ({ ...area.toRow(r, lang), taskId: tasks.get(r.process_instance_id as string) ?? null })),
          total,
        };
      },
    });

    // the registry's decision on the audit step; only a cancellation still under audit is decided
    const audit: StepHandler<StepDecisionBody> = {
      step: auditStep,
      body: stepDecisionBody,
      decisionOnly: true,
      decision: (b) => ({ approved: b.approved, opinion: b.opinion }),
      prepare: async ({ businessKey }, trx) => {
        const row = await trx(area.table).where({ id: businessKey }).forUpdate().first('status');
        if (!row) throw notFound(area.messages.notFound);
        if (row.status !== PENDING) throw area.decidedStatus === 409 ? new AppError(409, 'CONFLICT', area.messages.notFound) : notFound(area.messages.notFound);
      },
    };
    registerStep(app, area.lifecycle, audit, cancelOfInstance);
  };
}

// ---- the project's cancellation (注销, ccerProjectLogout) ------------------------------------------------------------

function selectCancels(db: Knex | Knex.Transaction) {
  return db('project_cancel_apply as x')
    .join('project_info as i', 'i.id', 'x.project_info_id')
    .join('project_apply as a', 'a.id', 'i.apply_id')
    .leftJoin('customer as c', 'c.cust_id', 'a.cust_id')
    .leftJoin('operator as o', 'o.operator_id', 'x.applicant_operator_id');
}

const toCancelRow = (r: Record<string, unknown>, lang: 'zh' | 'en'): CancelRow => ({
  id: r.id as string,
  applyNo: r.apply_no as string,
  projectInfoId: r.project_info_id as string,
  applyId: r.apply_id as string,
  projectCode: r.project_code as string,
  projectName: r.project_name as string,
  owner: (r.cust_name as string | null) ?? null,
  reason: r.reason as string,
  initiatedBy: r.initiated_by as string,
  applicantName: (r.applicant_name as string | null) ?? null,
  status: r.status as CancelRow['status'],
  statusName: cancelStatusName(r.status as string, lang),
  opinion: (r.opinion as string | null) ?? null,
  processInstanceId: (r.process_instance_id as string | null) ?? null,
  taskId: null,
  createdAt: new Date(r.created_at as string).toISOString(),
  updatedAt: new Date(r.updated_at as string).toISOString(),
});

/**
 * Cancellation (注销) of a registered project: the owner's company applies for its own project (053), or the registry
 * starts one (cancelProject-apply, 081); the registry audits it (logoutAudit); the worker project-cancel-result writes
 * the outcome.
 */
export const projectCancelArea: CancelArea<ProjectInfoRow> = {
  lifecycle: projectCancelLifecycle,
  auditTask: 'logoutAudit',
  table: 'project_cancel_apply',
  subjectColumn: 'project_info_id',
  subjectField: 'projectInfoId',
  number: { prefix: 'ZX', sequence: 'project_cancel_no_seq' },
  tag: 'project',
  paths: { apply: '/api/projectmanage/cancelProject-apply', list: '/api/projectmanage/cancelProject-list' },
  summaries: { apply: 'Apply for the cancellation of a registered project', list: 'Cancellation applications, one page' },
  funcs: { apply: [fc.projectAdd, fc.projectCancel], audit: fc.projectCancel },
  documents: projectDocumentBusinesses.cancel,
  logArea: 'project',
  messages: { cancelled: 'projectCancelled', pending: 'cancelPending', notFound: 'cancelNotFound' },
  decidedStatus: 409,
  applyBody: cancelApplyBody,
  listQuery: cancelListQuery,
  rowSchema: cancelRowSchema,
  loadSubject: (trx, op, id) => loadRegisteredProject(trx, op, id, true),
  notify: (trx, id) => notifyProjectCancelAudit(trx, id),
  variables: (id, subject) => ({ cancelId: id, projectName: subject.project_name }),
  select: selectCancels,
  count: (db) => db('project_cancel_apply as x').join('project_info as i', 'i.id', 'x.project_info_id').join('project_apply as a', 'a.id', 'i.apply_id'),
  columns: ['x.*', 'i.project_code', 'i.apply_id', 'a.project_name', 'c.cust_name', 'o.operator_name as applicant_name'],
  toRow: toCancelRow,
  filter: (q, { projectName, projectCode }) => {
    if (projectName) q.whereILike('a.project_name', likeText(projectName as string));
    if (projectCode) q.whereILike('i.project_code', likeText(projectCode as string));
  },
};

/** The outbox's start of a cancellation's process writes its instance id on the application. */
export const projectCancelStartedRecords = cancelStartedRecords(projectCancelArea);

export const cancelRoutes = cancelRoutesFor(projectCancelArea);
