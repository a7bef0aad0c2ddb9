import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Knex } from 'knex';
import {
  ok,
  okList,
  langOf,
  certifiedCancelApplyBody,
  certifiedCancelLifecycle,
  certifiedCancelListQuery,
  certifiedCancelRowSchema,
  certifiedDocumentBusinesses,
  certifiedInfoCancelFlags,
  certifiedRegisteredPaths as paths,
  certifiedWithdrawStatuses,
  functionCodes as fc,
  stepBecomingActive,
  stepDecisionBody,
  type StepDecisionBody,
} from '@ccer/contracts';
import { insertStepNotices } from '@ccer/workers/topics/action-notices';
import { AppError, badRequest, notFound } from '../../errors.ts';
import { writeOperationLog } from '../../audit-log.ts';
import { enqueue, type StartedHook } from '../../domain/outbox.ts';
import { resolveProcessFor } from '../../domain/business-process.ts';
import { isoDay } from '../../domain/server-time.ts';
import { likeText } from '../../domain/like-text.ts';
import { handInDocuments, linkDocuments } from '../../domain/files/document-rules.ts';
import { registerStep, stepOf, type StepHandler } from '../../domain/lifecycle/step-route.ts';
import { visibleTo } from '../../domain/tasks.ts';
import { loadRegisteredCertified, selectWithdrawals, toWithdrawalRow, withdrawalColumns } from './registered-repository.ts';

const WITHDRAWAL = certifiedCancelLifecycle.businessType;
const PENDING = certifiedWithdrawStatuses.pending.code;
/** The withdrawal's one step: the registry's audit (withdrawAudit, 082). */
const auditStep = stepOf(certifiedCancelLifecycle, 'withdrawAudit');

/** The outbox's start of a withdrawal's process writes its instance id on the application. */
export const certifiedCancelStartedHooks: Record<string, StartedHook> = {
  [WITHDRAWAL]: async (trx, businessKey, processInstanceId) => {
    await trx('certified_cancel_apply').where({ id: businessKey }).update({ process_instance_id: processInstanceId });
  },
};

/** The withdrawal behind a process instance of ccerCertifiedCancel. */
async function withdrawalOfInstance(db: Knex, processInstanceId: string): Promise<string | undefined> {
  const row = await db('certified_cancel_apply').where({ process_instance_id: processInstanceId }).first<{ id: string } | undefined>('id');
  return row?.id;
}

/** Notices of a withdrawal's audit (撤回审核), activated when the withdrawal is asked for: the registry staff holding 082. */
async function notifyWithdrawAudit(trx: Knex.Transaction, withdrawId: string, projectName: string): Promise<number> {
  const step = stepBecomingActive(certifiedCancelLifecycle, '', PENDING);
  const row = await trx('certified_cancel_apply').where({ id: withdrawId }).first<{ cust_id: string | null; applicant_operator_id: string | null; version: number } | undefined>();
  if (!step || !row) return 0;
  return insertStepNotices(trx, {
    lifecycle: certifiedCancelLifecycle,
    step,
    businessKey: withdrawId,
    activation: String(row.version),
    parties: { custId: row.cust_id, ownerOperatorId: row.applicant_operator_id, bodyCustId: null, expertOperatorIds: [] },
    project: projectName,
  });
}

/**
 * Withdrawal (核证减排量撤回) of registered reductions: the owner's company asks for its own (056, with the withdrawal
 * material R06), or the registry starts one (082); only one is under audit per registered reduction. The registry
 * audits it (withdrawAudit, a lifecycle step, so My Tasks' 办理 completes it alike); the worker
 * certified-cancel-result writes the outcome: withdrawn for ever, or still registered.
 */
export const certifiedWithdrawalRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(paths.cancelApply, {
    config: { access: { func: [fc.certifiedAdd, fc.certifiedCancel] } },
    schema: { tags: ['certified'], summary: 'Ask to withdraw registered reductions (withdrawal audit follows)', body: certifiedCancelApplyBody, response: { 200: ok(certifiedCancelRowSchema) } },
    handler: async (request) => {
      const op = request.operator!;
      const { certifiedInfoId, reason, fileIds } = request.body;
      const lang = langOf(request.headers['accept-language']);
      const id = await app.db.transaction(async (trx) => {
        const info = await loadRegisteredCertified(trx, op, certifiedInfoId, true);
        if (info.cancel_flag === certifiedInfoCancelFlags.cancelled) throw new AppError(409, 'CONFLICT', 'certifiedWithdrawn');
        const pending = await trx('certified_cancel_apply').where({ certified_info_id: certifiedInfoId, status: PENDING }).first('id');
        if (pending) throw new AppError(409, 'CONFLICT', 'certifiedWithdrawPending');
        const initiatedBy = op.custId ? 'owner' : 'registry';
        const [{ nextval }] = (await trx.raw(`select nextval('certified_cancel_no_seq')`)).rows;
        const [row] = await trx('certified_cancel_apply')
          .insert({
            apply_no: `CH${isoDay().replace(/-/g, '')}${String(nextval).padStart(6, '0')}`,
            certified_info_id: certifiedInfoId,
            cust_id: info.cust_id,
            reason,
            initiated_by: initiatedBy,
            applicant_operator_id: op.operatorId,
            status: PENDING,
          })
          .returning('id');
        // the materials are this withdrawal's own (business certifiedWithdraw of the document settings); an owner hands
        // in the required ones, the registry may start a withdrawal without them (a refusal rolls the row back)
        const materials = { businessType: WITHDRAWAL, businessKey: row.id as string };
        if (initiatedBy === 'owner') {
          const missing = await handInDocuments(trx, fileIds, materials, op.operatorId, certifiedDocumentBusinesses.withdraw, lang);
          if (missing.length > 0) throw badRequest(missing);
        } else if (fileIds) {
          await linkDocuments(trx, fileIds, WITHDRAWAL, row.id, op.operatorId, certifiedDocumentBusinesses.withdraw);
        }
        await notifyWithdrawAudit(trx, row.id, info.project_name);
        // the business-process association decides what starts (refused when hung up: nothing is written)
        const target = await resolveProcessFor(trx, WITHDRAWAL);
        await enqueue(trx, {
          kind: 'start',
          ...target,
          businessType: WITHDRAWAL,
          businessKey: row.id,
          variables: {
            withdrawId: row.id,
            projectName: info.project_name,
            registrationNo: info.registration_no,
            initiator: op.loginName,
            initiatorCustId: op.custId ?? info.cust_id,
          },
        });
        await writeOperationLog(trx, request, {
          abstract: 'certified.cancel-apply',
          businessType: WITHDRAWAL,
          businessKey: row.id,
          after: { certifiedInfoId, reason, initiatedBy, fileIds },
        });
        return row.id as string;
      });
      void app.outbox.kick();
      const row = await selectWithdrawals(app.db).where('w.id', id).first(...withdrawalColumns);
      return { flag: 1 as const, dataInfo: toWithdrawalRow(row, lang) };
    },
  });

  app.post(paths.cancelList, {
    config: { access: { func: [fc.certifiedAdd, fc.certifiedCancel] } },
    schema: { tags: ['certified'], summary: 'Withdrawals of registered reductions, one page', body: certifiedCancelListQuery, response: { 200: okList(certifiedCancelRowSchema) } },
    handler: async (request) => {
      const op = request.operator!;
      const { pageNumber, pageSize, projectName, registrationNo, status, id, certifiedInfoId } = request.body;
      /** The page's open audit tasks the caller may complete, by instance: one engine call, only when some are under audit. */
      const openAuditTasks = async (rows: Array<Record<string, unknown>>) => {
        const pids = rows.filter((r) => r.status === PENDING && r.process_instance_id).map((r) => r.process_instance_id as string);
        if (pids.length === 0 || !op.funcs.has(fc.certifiedCancel)) return new Map<string, string>();
        const tasks = await app.engine.queryTasks({ ...visibleTo(op), processInstanceIdIn: pids, taskDefinitionKey: auditStep.taskKey, active: true });
        return new Map(tasks.map((t) => [t.processInstanceId, t.id]));
      };
      const filter = (q: Knex.QueryBuilder) => {
        // representatives see their company's withdrawals; the registry every one
        if (op.custId) q.where('w.cust_id', op.custId);
        if (projectName) q.whereILike('p.project_name', likeText(projectName));
        if (registrationNo) q.whereILike('r.registration_no', likeText(registrationNo));
        if (status) q.where('w.status', status);
        if (id) q.where('w.id', id);
        if (certifiedInfoId) q.where('w.certified_info_id', certifiedInfoId);
        return q;
      };
      const [rows, [{ count }]] = await Promise.all([
        filter(selectWithdrawals(app.db)).select(...withdrawalColumns).orderBy('w.created_at', 'desc').orderBy('w.id').limit(pageSize).offset((pageNumber - 1) * pageSize),
        filter(selectWithdrawals(app.db)).count({ count: '*' }),
      ]);
      const lang = langOf(request.headers['accept-language']);
      const tasks = await openAuditTasks(rows);
      return {
        flag: 1 as const,
        dataInfo: rows.map((r: Record<string, unknown>) => ({ ...toWithdrawalRow(r, lang), taskId: tasks.get(r.process_instance_id as string) ?? null })),
        total: Number(count),
      };
    },
  });

  // cancelCertified-audit: the registry's decision on withdrawAudit; only a withdrawal still under audit is decided
  const audit: StepHandler<StepDecisionBody> = {
    step: auditStep,
    body: stepDecisionBody,
    decisionOnly: true,
    decision: (b) => ({ approved: b.approved, opinion: b.opinion }),
    prepare: async ({ businessKey }, trx) => {
      const row = await trx('certified_cancel_apply').where({ id: businessKey }).forUpdate().first('status');
      if (!row || row.status !== PENDING) throw notFound('certifiedWithdrawNotFound');
    },
  };
  registerStep(app, certifiedCancelLifecycle, audit, withdrawalOfInstance);
};
