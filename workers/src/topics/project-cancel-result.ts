import { z } from 'zod';
import { businessTypes, cancelFlags, projectCancelStatuses, topics } from '@ccer/contracts';
import { BusinessRuleError } from '../business-rule-error.ts';
import type { HandlerContext, TopicRegistration } from '../handler.ts';
import { onceForTask } from '../idempotent.ts';
import { logRow, UUID } from './log-row.ts';

const variablesSchema = z.object({
  targetStatus: z.enum([projectCancelStatuses.approved.code, projectCancelStatuses.rejected.code]),
  opinion: z.string().nullish(),
  auditor: z.string().nullish(),
  auditorId: z.string().nullish(),
});

/**
 * The outcome of a cancellation (注销, ccerProjectLogout.bpmn; the businessKey is the cancellation
 * application): approved cancels the registered project for ever (cancelFlag 1), rejected leaves it as
 * it was. Only an application under audit is decided, once.
 */
export async function projectCancelResult({ task, variables, db, logger }: HandlerContext): Promise<void> {
  const parsed = variablesSchema.safeParse(variables);
  if (!parsed.success) throw new Error(`project-cancel-result: bad variables: ${z.prettifyError(parsed.error)}`);
  const { targetStatus, auditor, auditorId } = parsed.data;
  const opinion = parsed.data.opinion || null;
  const cancelId = task.businessKey ?? '';
  if (!UUID.test(cancelId)) throw new BusinessRuleError('CANCEL_NOT_FOUND', `no cancellation application with id '${cancelId}'`);
  const outcome = await onceForTask(db, task.id, async (trx) => {
    const row = await trx('project_cancel_apply').where({ id: cancelId }).forUpdate().first<{ status: string; project_info_id: string } | undefined>();
    if (!row) throw new BusinessRuleError('CANCEL_NOT_FOUND', `no cancellation application with id '${cancelId}'`);
    if (row.status !== projectCancelStatuses.pending.code) {
      throw new BusinessRuleError('CANCEL_NOT_PENDING', `cancellation ${cancelId} has status ${row.status}`);
    }
    await trx('project_cancel_apply').where({ id: cancelId }).update({ status: targetStatus, opinion, version: trx.raw('version + 1'), updated_at: trx.fn.now() });
    if (targetStatus === projectCancelStatuses.approved.code) {
      await trx('project_info')
        .where({ id: row.project_info_id })
        .update({ cancel_flag: cancelFlags.cancelled, cancelled_at: trx.fn.now(), version: trx.raw('version + 1'), updated_at: trx.fn.now() });
    }
    await trx('operation_log').insert(
      logRow(task.id, { auditor, auditorId }, 'project.cancel-result', businessTypes.projectCancel, cancelId, { status: row.status }, { status: targetStatus, opinion }),
    );
  });
  if (outcome.applied) logger.info({ targetStatus }, 'cancellation decided');
}

export const projectCancelResultTopic: TopicRegistration = {
  topic: topics.projectCancelResult,
  variables: ['targetStatus', 'opinion', 'auditor', 'auditorId'],
  handler: projectCancelResult,
};
