import { z } from 'zod';
import { businessTypes, issuanceStatuses, topics } from '@ccer/contracts';
import { BusinessRuleError } from '../business-rule-error.ts';
import type { HandlerContext, TopicRegistration } from '../handler.ts';
import { onceForTask } from '../idempotent.ts';
import { issueUnits } from '../ledger/postings.ts';
import { logRow, UUID } from './log-row.ts';

const variablesSchema = z.object({
  targetStatus: z.enum([issuanceStatuses.approved.code, issuanceStatuses.rejected.code]),
  opinion: z.string().nullish(),
  auditor: z.string().nullish(),
  auditorId: z.string().nullish(),
});

interface IssueDbRow {
  id: string;
  apply_no: string;
  status: string;
  cust_id: string;
  project_code: string | null;
}

/**
 * The outcome of an issuance's confirmation (ccerIssuedConfirm.bpmn; the businessKey is ccer_issue_apply.id). Confirmed
 * (02): every vintage line is issued into the project owner's holding account (workers/src/ledger/postings.ts
 * issueUnits: the project's next serials, one available block a vintage, all vintages of the application in one new
 * batch), the lines keep their serial ranges and the application its batch, in the same transaction as the ledger
 * entries. Returned (03): the application is closed and its quantity is free to apply for again. Once per external task.
 */
export async function ccerIssue({ task, variables, db, logger }: HandlerContext): Promise<void> {
  const parsed = variablesSchema.safeParse(variables);
  if (!parsed.success) throw new Error(`ccer-issue: bad variables: ${z.prettifyError(parsed.error)}`);
  const { targetStatus, auditor, auditorId } = parsed.data;
  const opinion = parsed.data.opinion || null;
  const issueId = task.businessKey ?? '';
  if (!UUID.test(issueId)) throw new BusinessRuleError('ISSUE_NOT_FOUND', `no issuance application with id '${issueId}'`);
  const outcome = await onceForTask(db, task.id, async (trx) => {
    const row = await trx('ccer_issue_apply as x')
      .join('project_info as i', 'i.id', 'x.project_info_id')
      .where('x.id', issueId)
      .forUpdate('x')
      .first<IssueDbRow | undefined>('x.id', 'x.apply_no', 'x.status', 'x.cust_id', 'i.project_code');
    if (!row) throw new BusinessRuleError('ISSUE_NOT_FOUND', `no issuance application with id '${issueId}'`);
    if (row.status !== issuanceStatuses.pending.code) throw new BusinessRuleError('ISSUE_NOT_PENDING', `issuance ${issueId} has status ${row.status}`);
    const confirmer = { confirmer_operator_id: auditorId && UUID.test(auditorId) ? auditorId : null, confirmer_name: auditor ? auditor.slice(0, 64) : null, opinion };
    let batch: number | undefined;
    const issued: Array<{ vintage: number; serialStart: number; serialEnd: number }> = [];
    if (targetStatus === issuanceStatuses.approved.code) {
      if (!row.project_code) throw new BusinessRuleError('ISSUE_NO_PROJECT_CODE', `issuance ${issueId}: the project has no code`);
      const lines: Array<{ id: string; vintage: number; quantity: string }> = await trx('ccer_issue_line').where({ issue_id: issueId }).orderBy('vintage').select('id', 'vintage', 'quantity');
      const source = { businessType: businessTypes.certifiedIssue, businessKey: issueId, processInstanceId: task.processInstanceId ?? null, operatorId: confirmer.confirmer_operator_id, reason: `签发 ${row.apply_no}` };
      for (const line of lines) {
        const posting = await issueUnits(trx, { projectCode: row.project_code, vintage: line.vintage, quantity: Number(line.quantity), holderId: row.cust_id, batch }, source);
        const [range] = posting.ranges;
        batch = range.batch;
        issued.push({ vintage: line.vintage, serialStart: range.serialStart, serialEnd: range.serialEnd });
        await trx('ccer_issue_line').where({ id: line.id }).update({ batch: range.batch, serial_start: range.serialStart, serial_end: range.serialEnd });
      }
    }
    await trx('ccer_issue_apply')
      .where({ id: issueId })
      .update({
        ...confirmer,
        status: targetStatus,
        batch: batch ?? null,
        issued_at: targetStatus === issuanceStatuses.approved.code ? trx.fn.now() : null,
        version: trx.raw('version + 1'),
        updated_at: trx.fn.now(),
      });
    await trx('operation_log').insert(
      logRow(task.id, { auditor, auditorId }, 'ccer.issue-result', businessTypes.certifiedIssue, issueId, { status: row.status }, { status: targetStatus, opinion, batch, issued }),
    );
    return { batch, issued };
  });
  if (outcome.applied) logger.info({ targetStatus, batch: outcome.result.batch }, 'issuance decided');
}

export const ccerIssueTopic: TopicRegistration = {
  topic: topics.ccerIssue,
  variables: ['targetStatus', 'opinion', 'auditor', 'auditorId'],
  handler: ccerIssue,
};
