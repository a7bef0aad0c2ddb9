import { z } from 'zod';
import { canTransition, type LifecycleDeclaration } from '@ccer/contracts';
import type { Knex } from 'knex';
import { BusinessRuleError } from '../business-rule-error.ts';
import type { HandlerContext, TopicRegistration } from '../handler.ts';
import { onceForTask } from '../idempotent.ts';
import { logRow, UUID } from './log-row.ts';

/**
 * The status topic of a lifecycle (architecture §6a), declared once per area: the project application
 * (project-apply-status.ts) and the reduction-volume application (certified-apply-status.ts) each name their table,
 * the process variables their chain carries onto the row, and what else a status change writes. targetStatus is an
 * input parameter of each status task in the area's BPMN; opinion and auditor come with a decision.
 */
export interface LifecycleStatusDeclaration {
  topic: string;
  lifecycle: LifecycleDeclaration;
  /** The application table: its id is the instance's business key. */
  table: string;
  /** Process variables kept on the row with the status they come with (variable → column). */
  carried: Readonly<Record<string, string>>;
  /** Operation-log abstract of a status change. */
  logAbstract: string;
  /**
   * Writes of the same transaction after the row changed (the notices of the step now waiting, a recall's outcome).
   * `version` is the row's version after the change: a step activation's once-key.
   */
  afterChange?(trx: Knex.Transaction, change: { applyId: string; from: string; to: string; version: number; opinion: string | null; auditor: string | null }): Promise<void>;
}

/**
 * Sets an application's status as its chain moves: only along a transition the lifecycle declares (else a
 * BusinessRuleError, which the BPMN's error event subprocess catches), in one transaction with its log row. The
 * opinion is written when the change is the outcome of a decision step (approved or returned from that step's
 * status), so a status the timer sets keeps the last decision's opinion untouched. Once per external task.
 */
export function lifecycleStatusTopic(d: LifecycleStatusDeclaration): TopicRegistration {
  const statusCodes = Object.keys(d.lifecycle.statuses) as [string, ...string[]];
  const variablesSchema = z.object({
    targetStatus: z.enum(statusCodes),
    opinion: z.string().nullish(),
    auditor: z.string().nullish(),
    auditorId: z.string().nullish(),
    ...Object.fromEntries(Object.keys(d.carried).map((v) => [v, z.string().nullish()])),
  });

  async function handler({ task, variables, db, logger }: HandlerContext): Promise<void> {
    const parsed = variablesSchema.safeParse(variables);
    // a modelling or gateway bug, not a business outcome: fail, retry, then an incident
    if (!parsed.success) throw new Error(`${d.topic}: bad variables: ${z.prettifyError(parsed.error)}`);
    const data = parsed.data as Record<string, string | null | undefined> & { targetStatus: string };
    const { targetStatus } = data;
    const auditor = data.auditor ?? null;
    const applyId = task.businessKey ?? '';
    if (!UUID.test(applyId)) throw new BusinessRuleError('APPLY_NOT_FOUND', `no ${d.lifecycle.area} application with id '${applyId}'`);

    const outcome = await onceForTask(db, task.id, async (trx) => {
      const row = await trx(d.table).where({ id: applyId }).forUpdate().first<{ status: string } | undefined>('status');
      if (!row) throw new BusinessRuleError('APPLY_NOT_FOUND', `no ${d.lifecycle.area} application with id '${applyId}'`);
      if (!canTransition(d.lifecycle, row.status, targetStatus)) {
        throw new BusinessRuleError('APPLY_STATUS_REFUSED', `application ${applyId} has status ${row.status}; the lifecycle has no change to ${targetStatus} from it`);
      }
      const decided = d.lifecycle.steps.some((s) => s.activeStatus === row.status && (s.approved === targetStatus || s.returned === targetStatus));
      const opinion = data.opinion || null;
      const carried = Object.fromEntries(Object.entries(d.carried).flatMap(([variable, column]) => (data[variable] ? [[column, data[variable]]] : [])));
      const [{ version }] = await trx(d.table)
        .where({ id: applyId })
        .update({ ...carried, status: targetStatus, ...(decided ? { audit_opinion: opinion } : {}), version: trx.raw('version + 1'), updated_at: trx.fn.now() })
        .returning('version');
      await d.afterChange?.(trx, { applyId, from: row.status, to: targetStatus, version, opinion, auditor });
      await trx('operation_log').insert(
        logRow(task.id, { auditor, auditorId: data.auditorId }, d.logAbstract, d.lifecycle.businessType, applyId, { status: row.status }, { status: targetStatus, ...(decided ? { opinion } : {}) }),
      );
    });
    if (outcome.applied) logger.info({ targetStatus }, 'application status set');
    else logger.info('already done for this external task; completing again');
  }

  return { topic: d.topic, variables: ['targetStatus', 'opinion', 'auditor', 'auditorId', ...Object.keys(d.carried)], handler };
}
