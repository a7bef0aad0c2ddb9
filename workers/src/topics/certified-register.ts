import { z } from 'zod';
import { certifiedLifecycle, certifiedStatuses, topics } from '@ccer/contracts';
import { BusinessRuleError } from '../business-rule-error.ts';
import type { HandlerContext, TopicRegistration } from '../handler.ts';
import { onceForTask } from '../idempotent.ts';
import { logRow, UUID } from './log-row.ts';

const variablesSchema = z.object({ auditor: z.string().nullish(), auditorId: z.string().nullish() });

/**
 * register-certified (登记中...): the confirmed application becomes registered reductions — a registration number
 * (the registry year, "JZ" and a number that only grows), the registration time, the registered quantity and its
 * split per vintage as the verification report states them (what issuance will use), status 已登记 — in one
 * transaction. Only an application awaiting confirmation is registered, once.
 */
export async function certifiedRegister({ task, variables, db, logger }: HandlerContext): Promise<Record<string, unknown>> {
  const who = variablesSchema.parse(variables);
  const applyId = task.businessKey ?? '';
  if (!UUID.test(applyId)) throw new BusinessRuleError('APPLY_NOT_FOUND', `no reduction application with id '${applyId}'`);
  const outcome = await onceForTask(db, task.id, async (trx) => {
    const row = await trx('certified_apply')
      .where({ id: applyId })
      .forUpdate()
      .first<{ status: string; project_info_id: string; verified_num: string | null; certified_num: string | null; vintages: unknown } | undefined>('status', 'project_info_id', 'verified_num', 'certified_num', 'vintages');
    if (!row) throw new BusinessRuleError('APPLY_NOT_FOUND', `no reduction application with id '${applyId}'`);
    if (row.status !== certifiedStatuses.registerConfirm) {
      throw new BusinessRuleError('APPLY_STATUS_REFUSED', `application ${applyId} has status ${row.status}, not ${certifiedStatuses.registerConfirm}`);
    }
    const registered = Number(row.verified_num ?? row.certified_num);
    const { rows } = await trx.raw(`select to_char(now() at time zone 'Asia/Shanghai', 'YYYY') || 'JZ' || lpad(nextval('certified_code_seq')::text, 6, '0') as code`);
    const registrationNo: string = rows[0].code;
    await trx('certified_info').insert({
      apply_id: applyId,
      project_info_id: row.project_info_id,
      registration_no: registrationNo,
      registration_time: trx.fn.now(),
      registered_num: registered,
      vintages: JSON.stringify(row.vintages ?? []),
    });
    await trx('certified_apply').where({ id: applyId }).update({ status: certifiedStatuses.registered, version: trx.raw('version + 1'), updated_at: trx.fn.now() });
    await trx('operation_log').insert(
      logRow(task.id, who, 'certified.register', certifiedLifecycle.businessType, applyId, { status: row.status }, { status: certifiedStatuses.registered, registrationNo, registeredNum: registered }),
    );
    return registrationNo;
  });
  if (outcome.applied) {
    logger.info({ registrationNo: outcome.result }, 'reductions registered');
    return { registrationNo: outcome.result };
  }
  const existing = await db('certified_info').where({ apply_id: applyId }).first<{ registration_no: string } | undefined>('registration_no');
  return { registrationNo: existing?.registration_no ?? null };
}

export const certifiedRegisterTopic: TopicRegistration = {
  topic: topics.certifiedRegister,
  variables: ['auditor', 'auditorId'],
  handler: certifiedRegister,
};
