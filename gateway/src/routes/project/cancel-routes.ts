import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Knex } from 'knex';
import {
  ok,
  okList,
  langOf,
  businessTypes,
  cancelApplyBody,
  cancelFlags,
  cancelListQuery,
  cancelRowSchema,
  cancelStatusName,
  functionCodes as fc,
  projectCancelLifecycle,
  projectCancelStatuses,
  projectDocumentBusinesses,
  stepDecisionBody,
  type CancelRow,
  type StepDecisionBody,
} from '@ccer/contracts';
import { AppError, badRequest, notFound } from '../../errors.ts';
import { writeOperationLog } from '../../audit-log.ts';
import { enqueue, type StartedHook } from '../../domain/outbox.ts';
import { notifyProjectCancelAudit } from '@ccer/workers/topics/action-notices';
import { resolveProcessFor } from '../../domain/business-process.ts';
import { isoDay } from '../../domain/server-time.ts';
import { likeText } from '../../domain/like-text.ts';
import { handInDocuments, linkDocuments } from '../../domain/files/document-rules.ts';
import { registerStep, stepOf, type StepHandler } from '../../domain/lifecycle/step-route.ts';
import { visibleTo } from '../../domain/tasks.ts';
import { loadRegisteredProject } from './registered-routes.ts';

const PROJECT_CANCEL = businessTypes.projectCancel;
/** The cancellation's one step: the registry's audit (logoutAudit). */
const auditStep = stepOf(projectCancelLifecycle, 'logoutAudit');

/** The outbox's start of a cancellation's process writes its instance id on the application. */
export const projectCancelStartedHooks: Record<string, StartedHook> = {
  [PROJECT_CANCEL]: async (trx, businessKey, processInstanceId) => {
    await trx('project_cancel_apply').where({ id: businessKey }).update({ process_instance_id: processInstanceId });
  },
};

/** The cancellation behind a process instance of ccerProjectLogout. */
async function cancelOfInstance(db: Knex, processInstanceId: string): Promise<string | undefined> {
  const row = await db('project_cancel_apply').where({ process_instance_id: processInstanceId }).first<{ id: string } | undefined>('id');
  return row?.id;
}

function selectCancels(db: Knex) {
  return db('project_cancel_apply as x')
    .join('project_info as i', 'i.id', 'x.project_info_id')
    .join('project_apply as a', 'a.id', 'i.apply_id')
    .leftJoin('customer as c', 'c.cust_id', 'a.cust_id')
    .leftJoin('operator as o', 'o.operator_id', 'x.applicant_operator_id');
}

const cancelColumns = ['x.*', 'i.project_code', 'i.apply_id', 'a.project_name', 'c.cust_name', 'o.operator_name as applicant_name'] as const;

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
 * Cancellation (注销) of a registered project: the owner's company applies for its own project, or the
 * registry starts one (cancelProject-apply); the registry audits it (logoutAudit, a lifecycle step, so My
 * Tasks' 办理 completes it alike); the worker project-cancel-result writes the outcome.
 */
export const cancelRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/api/projectmanage/cancelProject-apply', {
    config: { access: { func: [fc.projectAdd, fc.projectCancel] } },
    schema: { tags: ['project'], summary: 'Apply for the cancellation of a registered project', body: cancelApplyBody, response: { 200: ok(cancelRowSchema) } },
    handler: async (request) => {
      const op = request.operator!;
      const { projectInfoId, reason, fileIds } = request.body;
      const lang = langOf(request.headers['accept-language']);
      const id = await app.db.transaction(async (trx) => {
        const info = await loadRegisteredProject(trx, op, projectInfoId, true);
        if (info.cancel_flag === cancelFlags.cancelled) throw new AppError(409, 'CONFLICT', 'projectCancelled');
        const pending = await trx('project_cancel_apply').where({ project_info_id: projectInfoId, status: projectCancelStatuses.pending.code }).first('id');
        if (pending) throw new AppError(409, 'CONFLICT', 'cancelPending');
        const initiatedBy = op.custId ? 'owner' : 'registry';
        const [{ nextval }] = (await trx.raw(`select nextval('project_cancel_no_seq')`)).rows;
        const [row] = await trx('project_cancel_apply')
          .insert({
            apply_no: `ZX${isoDay().replace(/-/g, '')}${String(nextval).padStart(6, '0')}`,
            project_info_id: projectInfoId,
            cust_id: info.cust_id,
            reason,
            initiated_by: initiatedBy,
            applicant_operator_id: op.operatorId,
            status: projectCancelStatuses.pending.code,
          })
          .returning('id');
        // the materials are this cancellation's own (business projectCancel of the document settings), so a later
        // cancellation of the same project keeps an earlier one's; an owner hands in the required ones, the registry
        // may start a cancellation without them (a refusal rolls the row back)
        const materials = { businessType: PROJECT_CANCEL, businessKey: row.id as string };
        if (initiatedBy === 'owner') {
          const missing = await handInDocuments(trx, fileIds, materials, op.operatorId, projectDocumentBusinesses.cancel, lang);
          if (missing.length > 0) throw badRequest(missing);
        } else if (fileIds) {
          await linkDocuments(trx, fileIds, PROJECT_CANCEL, row.id, op.operatorId, projectDocumentBusinesses.cancel);
        }
        // the cancellation audit waits from now: the registry staff who audit it are told
        await notifyProjectCancelAudit(trx, row.id);
        // the business-process association decides what starts (refused when hung up: nothing is written)
        const target = await resolveProcessFor(trx, PROJECT_CANCEL);
        await enqueue(trx, {
          kind: 'start',
          ...target,
          businessType: PROJECT_CANCEL,
          businessKey: row.id,
          variables: { cancelId: row.id, projectName: info.project_name, initiator: op.loginName, initiatorCustId: op.custId ?? info.cust_id },
        });
        await writeOperationLog(trx, request, {
          abstract: 'project.cancel-apply',
          businessType: PROJECT_CANCEL,
          businessKey: row.id,
          after: { projectInfoId, reason, initiatedBy, fileIds },
        });
        return row.id as string;
      });
      void app.outbox.kick();
      const row = await selectCancels(app.db).where('x.id', id).first(...cancelColumns);
      return { flag: 1 as const, dataInfo: toCancelRow(row, lang) };
    },
  });

  app.post('/api/projectmanage/cancelProject-list', {
    config: { access: { func: [fc.projectAdd, fc.projectCancel] } },
    schema: { tags: ['project'], summary: 'Cancellation applications, one page', body: cancelListQuery, response: { 200: okList(cancelRowSchema) } },
    handler: async (request) => {
      const op = request.operator!;
      const { pageNumber, pageSize, projectName, projectCode, status, id } = request.body;
      /** The page's open audit tasks the caller may complete, by instance: one engine call, only when some are under audit. */
      const openAuditTasks = async (rows: Array<Record<string, unknown>>) => {
        const pids = rows.filter((r) => r.status === projectCancelStatuses.pending.code && r.process_instance_id).map((r) => r.process_instance_id as string);
        if (pids.length === 0 || !op.funcs.has(fc.projectCancel)) return new Map<string, string>();
        const tasks = await app.engine.queryTasks({ ...visibleTo(op), processInstanceIdIn: pids, taskDefinitionKey: auditStep.taskKey, active: true });
        return new Map(tasks.map((t) => [t.processInstanceId, t.id]));
      };
      const filter = (q: Knex.QueryBuilder) => {
        // representatives see their company's cancellations; the registry every one
        if (op.custId) q.where('x.cust_id', op.custId);
        if (projectName) q.whereILike('a.project_name', likeText(projectName));
        if (projectCode) q.whereILike('i.project_code', likeText(projectCode));
        if (status) q.where('x.status', status);
        if (id) q.where('x.id', id);
        return q;
      };
      const [rows, [{ count }]] = await Promise.all([
        filter(selectCancels(app.db)).select(...cancelColumns).orderBy('x.created_at', 'desc').orderBy('x.id').limit(pageSize).offset((pageNumber - 1) * pageSize),
        filter(app.db('project_cancel_apply as x').join('project_info as i', 'i.id', 'x.project_info_id').join('project_apply as a', 'a.id', 'i.apply_id')).count({ count: '*' }),
      ]);
      const lang = langOf(request.headers['accept-language']);
      const tasks = await openAuditTasks(rows);
      return {
        flag: 1 as const,
        dataInfo: rows.map((r: Record<string, unknown>) => ({ ...toCancelRow(r, lang), taskId: tasks.get(r.process_instance_id as string) ?? null })),
        total: Number(count),
      };
    },
  });

  // cancelProject-audit: the registry's decision on logoutAudit; only a cancellation still under audit is decided
  const audit: StepHandler<StepDecisionBody> = {
    step: auditStep,
    body: stepDecisionBody,
    decisionOnly: true,
    decision: (b) => ({ approved: b.approved, opinion: b.opinion }),
    prepare: async ({ businessKey }, trx) => {
      const row = await trx('project_cancel_apply').where({ id: businessKey }).forUpdate().first('status');
      if (!row) throw notFound('cancelNotFound');
      if (row.status !== projectCancelStatuses.pending.code) throw new AppError(409, 'CONFLICT', 'cancelNotFound');
    },
  };
  registerStep(app, projectCancelLifecycle, audit, cancelOfInstance);
};
