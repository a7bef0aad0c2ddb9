import { z } from 'zod';
import { applyStatuses, businessTypes, topics } from '@ccer/contracts';
import { BusinessRuleError } from '../business-rule-error.ts';
import type { HandlerContext, TopicRegistration } from '../handler.ts';
import { onceForTask } from '../idempotent.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * targetStatus is an input parameter of the service task in ccerProjectPubApply.bpmn; the others
 * are the audit task's completion variables, set by the gateway.
 */
const variablesSchema = z.object({
  targetStatus: z.enum([applyStatuses.approved, applyStatuses.returned]),
  opinion: z.string().nullish(),
  auditor: z.string().nullish(),
  auditorId: z.string().nullish(),
});

/**
 * Sets the outcome of the publicity audit on the application (the businessKey): approved (02) or
 * returned (03), only from pending audit (01), with the opinion, in one transaction with its log row.
 */
export async function projectApplyStatus({ task, variables, db, logger }: HandlerContext): Promise<void> {
  const parsed = variablesSchema.safeParse(variables);
  // a modelling or gateway bug, not a business outcome: fail, retry, then an incident
  if (!parsed.success) throw new Error(`project-apply-status: bad variables: ${z.prettifyError(parsed.error)}`);
  const { targetStatus, auditor, auditorId } = parsed.data;
  const opinion = parsed.data.opinion || null;
  const applyId = task.businessKey ?? '';
  if (!UUID.test(applyId)) throw new BusinessRuleError('APPLY_NOT_FOUND', `no project application with id '${applyId}'`);

  const outcome = await onceForTask(db, task.id, async (trx) => {
    const row = await trx('project_apply').where({ id: applyId }).forUpdate().first<{ status: string } | undefined>('status');
    if (!row) throw new BusinessRuleError('APPLY_NOT_FOUND', `no project application with id '${applyId}'`);
    if (row.status !== applyStatuses.pendingAudit) {
      throw new BusinessRuleError('APPLY_NOT_PENDING', `application ${applyId} has status ${row.status}, not ${applyStatuses.pendingAudit} (pending audit)`);
    }
    await trx('project_apply')
      .where({ id: applyId })
      .update({ status: targetStatus, audit_opinion: opinion, version: trx.raw('version + 1'), updated_at: trx.fn.now() });
    await trx('operation_log').insert({
      operator_id: auditorId && UUID.test(auditorId) ? auditorId : null,
      operator_name: auditor ? auditor.slice(0, 64) : null,
      abstract: 'project-apply.audit-result',
      business_type: businessTypes.projectApply,
      business_key: applyId,
      result: 'success',
      before_value: JSON.stringify({ status: row.status }),
      after_value: JSON.stringify({ status: targetStatus, opinion }),
      external_task_id: task.id,
    });
  });
  if (outcome.applied) logger.info({ targetStatus }, 'application status set');
  else logger.info('already done for this external task; completing again');
}

export const projectApplyStatusTopic: TopicRegistration = {
  topic: topics.projectApplyStatus,
  variables: ['targetStatus', 'opinion', 'auditor', 'auditorId'],
  handler: projectApplyStatus,
};
