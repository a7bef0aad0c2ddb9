import { z } from 'zod';
import { METHODOLOGY_COLLECT_BUSINESS, methodologyCollectOutcome, topics } from '@ccer/contracts';
import { BusinessRuleError } from '../business-rule-error.ts';
import type { HandlerContext, TopicRegistration } from '../handler.ts';
import { onceForTask } from '../idempotent.ts';
import { logRow, UUID } from './log-row.ts';

const variablesSchema = z.object({
  targetStatus: z.enum(['accepted', 'rejected']),
  approved: z.boolean().nullish(),
  opinion: z.string().nullish(),
  auditor: z.string().nullish(),
  auditorId: z.string().nullish(),
});

/**
 * The outcome of a methodology proposal's review (ccerMethodologyCollect.bpmn; the businessKey is the proposal): the
 * proposal is accepted or rejected with the reviewer, the opinion and the time. Once per external task (onceForTask)
 * and once per proposal: only a proposal in review is decided (one withdrawn meanwhile is a business error, the
 * instance having been ended with it).
 */
export async function methodologyCollectResult({ task, variables, db, logger }: HandlerContext): Promise<void> {
  const parsed = variablesSchema.safeParse(variables);
  if (!parsed.success) throw new Error(`methodology-collect-result: bad variables: ${z.prettifyError(parsed.error)}`);
  const { targetStatus, approved, auditor, auditorId } = parsed.data;
  // the gateway's decision and the BPMN's branch agree, or the model was changed wrongly
  if (approved !== undefined && approved !== null && methodologyCollectOutcome(approved) !== targetStatus) {
    throw new BusinessRuleError('METHODOLOGY_COLLECT_BAD_OUTCOME', `decision ${approved} cannot end in ${targetStatus}`);
  }
  const opinion = parsed.data.opinion || null;
  const id = task.businessKey ?? '';
  if (!UUID.test(id)) throw new BusinessRuleError('METHODOLOGY_COLLECT_NOT_FOUND', `no proposal with id '${id}'`);
  const outcome = await onceForTask(db, task.id, async (trx) => {
    const row = await trx('methodology_proposal').where({ id }).forUpdate().first<{ id: string; status: string } | undefined>('id', 'status');
    if (!row) throw new BusinessRuleError('METHODOLOGY_COLLECT_NOT_FOUND', `no proposal with id '${id}'`);
    if (row.status !== 'auditing') throw new BusinessRuleError('METHODOLOGY_COLLECT_NOT_PENDING', `proposal ${id} has status ${row.status}`);
    const operatorId = auditorId && UUID.test(auditorId) ? auditorId : null;
    await trx('methodology_proposal')
      .where({ id })
      .update({
        status: targetStatus,
        review_opinion: opinion,
        reviewer_operator_id: operatorId,
        reviewed_at: trx.fn.now(),
        version: trx.raw('version + 1'),
        updated_at: trx.fn.now(),
      });
    await trx('operation_log').insert(logRow(task.id, { auditor, auditorId }, 'information.methodology-collect-result', METHODOLOGY_COLLECT_BUSINESS, id, { status: row.status }, { status: targetStatus, opinion }));
  });
  if (outcome.applied) logger.info({ targetStatus }, 'methodology proposal decided');
}

export const methodologyCollectResultTopic: TopicRegistration = {
  topic: topics.methodologyCollectResult,
  variables: ['targetStatus', 'approved', 'opinion', 'auditor', 'auditorId'],
  handler: methodologyCollectResult,
};
