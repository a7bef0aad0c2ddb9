import { z } from 'zod';
import type { Knex } from 'knex';
import { OFFSET_BUSINESS, offsetLifecycle, offsetStatuses, offsetStepWaitingIn, topics } from '@ccer/contracts';
import { BusinessRuleError } from '../business-rule-error.ts';
import type { HandlerContext, TopicRegistration } from '../handler.ts';
import { onceForTask } from '../idempotent.ts';
import { moveUnits } from '../ledger/postings.ts';
import { logRow, UUID } from './log-row.ts';
import { lifecycleStatusTopic } from './lifecycle-status.ts';
import { applicantParties, notifyApplicationStep } from './action-notices.ts';
import { recordOffsetSync } from './ccer-offset-sync.ts';

/**
 * ccer-offset-status: an offset moves on along ccerOffset.bpmn (company confirmed → 待审核, audited → 待确认), and the
 * registry staff of the step now waiting are told.
 */
export const ccerOffsetStatusTopic = lifecycleStatusTopic({
  topic: topics.ccerOffsetStatus,
  lifecycle: offsetLifecycle,
  table: 'ccer_offset',
  logAbstract: 'ccer.offset-status',
  carried: {},
  afterChange: async (trx, { applyId, to, version }) => {
    const row = await trx('ccer_offset as o')
      .leftJoin('project_info as i', 'i.project_code', 'o.project_code')
      .leftJoin('project_apply as p', 'p.id', 'i.apply_id')
      .where('o.id', applyId)
      .first<{ cust_id: string; applicant_operator_id: string; project_name: string | null; project_code: string }>('o.cust_id', 'o.applicant_operator_id', 'p.project_name', 'o.project_code');
    await notifyApplicationStep(trx, {
      lifecycle: offsetLifecycle,
      status: to,
      businessKey: applyId,
      activation: String(version),
      parties: applicantParties(row.cust_id, row.applicant_operator_id),
      project: row.project_name ?? row.project_code,
    });
  },
});

const variablesSchema = z.object({
  targetStatus: z.enum(['retired', 'rejected']),
  opinion: z.string().nullish(),
  auditor: z.string().nullish(),
  auditorId: z.string().nullish(),
});

interface OffsetRow {
  id: string;
  offset_no: string;
  kind: string;
  details: Record<string, unknown> | null;
  status: string;
  cust_id: string;
  process_instance_id: string | null;
}

/** The next certificate number: ZX, the China day of the retirement, eight digits of a sequence. */
async function nextCertificateNo(trx: Knex.Transaction): Promise<string> {
  const { rows } = await trx.raw(`select to_char(now() at time zone 'Asia/Shanghai', 'YYYYMMDD') as day, nextval('ccer_offset_certificate_seq') as n`);
  return `ZX${rows[0].day}${String(rows[0].n).padStart(8, '0')}`;
}

/**
 * The outcome of an offset (ccerOffset.bpmn; the businessKey is the offset): confirmed retires every unit its
 * reservation holds (the claim, quantity undefined) into the holder's retired units for ever (kind retire) and numbers
 * its certificate; rejected at any step releases them (kind release) and records the step. Once per external task
 * (onceForTask) and once per offset (only one still in the chain is decided).
 */
export async function ccerOffsetResult({ task, variables, db, logger }: HandlerContext): Promise<void> {
  const parsed = variablesSchema.safeParse(variables);
  if (!parsed.success) throw new Error(`ccer-offset-result: bad variables: ${z.prettifyError(parsed.error)}`);
  const { targetStatus, auditor, auditorId } = parsed.data;
  const opinion = parsed.data.opinion || null;
  const offsetId = task.businessKey ?? '';
  if (!UUID.test(offsetId)) throw new BusinessRuleError('OFFSET_NOT_FOUND', `no offset with id '${offsetId}'`);
  const outcome = await onceForTask(db, task.id, async (trx) => {
    const row = await trx('ccer_offset').where({ id: offsetId }).forUpdate().first<OffsetRow | undefined>('id', 'offset_no', 'kind', 'details', 'status', 'cust_id', 'process_instance_id');
    if (!row) throw new BusinessRuleError('OFFSET_NOT_FOUND', `no offset with id '${offsetId}'`);
    const step = offsetStepWaitingIn(row.status);
    if (!step || (targetStatus === 'retired' && step !== 'offsetConfirm')) throw new BusinessRuleError('OFFSET_NOT_PENDING', `offset ${offsetId} has status ${row.status}`);
    const operatorId = auditorId && UUID.test(auditorId) ? auditorId : null;
    const claim = { holderId: row.cust_id, state: 'available' as const, claimId: row.id };
    const source = { businessType: OFFSET_BUSINESS, businessKey: row.id, processInstanceId: task.processInstanceId ?? row.process_instance_id, operatorId, reason: `${offsetStatuses[targetStatus].zh} ${row.offset_no}` };
    if (targetStatus === 'retired') {
      await moveUnits(trx, { kind: 'retire', from: claim, to: { holderId: row.cust_id, state: 'retired', claimId: null } }, source);
      // a compliance offset is reported to its market's system (through the outbox, after this commits)
      await recordOffsetSync(trx, row);
    } else {
      await moveUnits(trx, { kind: 'release', from: claim, to: { holderId: row.cust_id, state: 'available', claimId: null } }, source);
    }
    await trx('ccer_offset')
      .where({ id: row.id })
      .update({
        status: targetStatus,
        audit_opinion: opinion,
        ...(targetStatus === 'retired' ? { retired_at: trx.fn.now(), certificate_no: await nextCertificateNo(trx) } : { rejected_step: step }),
        version: trx.raw('version + 1'),
        updated_at: trx.fn.now(),
      });
    await trx('operation_log').insert(logRow(task.id, { auditor, auditorId }, 'ccer.offset-result', OFFSET_BUSINESS, row.id, { status: row.status }, { status: targetStatus, opinion }));
  });
  if (outcome.applied) logger.info({ targetStatus }, 'offset decided');
}

export const ccerOffsetResultTopic: TopicRegistration = {
  topic: topics.ccerOffsetResult,
  variables: ['targetStatus', 'opinion', 'auditor', 'auditorId'],
  handler: ccerOffsetResult,
};
