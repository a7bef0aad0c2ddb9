import { z } from 'zod';
import { businessTypes, projectStatuses, topics } from '@ccer/contracts';
import { BusinessRuleError } from '../business-rule-error.ts';
import type { HandlerContext, TopicRegistration } from '../handler.ts';
import { onceForTask } from '../idempotent.ts';
import { logRow, UUID } from './log-row.ts';

const variablesSchema = z.object({ auditor: z.string().nullish(), auditorId: z.string().nullish() });

/**
 * register-project (登记中...): the confirmed application becomes a registered project — a project code
 * (the registry year and a number that only grows), the registration time, status 已登记 — in one
 * transaction. Only an application awaiting confirmation is registered, once.
 */
export async function projectRegister({ task, variables, db, logger }: HandlerContext): Promise<Record<string, unknown>> {
  const who = variablesSchema.parse(variables);
  const applyId = task.businessKey ?? '';
  if (!UUID.test(applyId)) throw new BusinessRuleError('APPLY_NOT_FOUND', `no project application with id '${applyId}'`);
  const outcome = await onceForTask(db, task.id, async (trx) => {
    const row = await trx('project_apply').where({ id: applyId }).forUpdate().first<{ status: string } | undefined>('status');
    if (!row) throw new BusinessRuleError('APPLY_NOT_FOUND', `no project application with id '${applyId}'`);
    if (row.status !== projectStatuses.registerConfirm) {
      throw new BusinessRuleError('APPLY_STATUS_REFUSED', `application ${applyId} has status ${row.status}, not ${projectStatuses.registerConfirm}`);
    }
    const { rows } = await trx.raw(
      `select to_char(now() at time zone 'Asia/Shanghai', 'YYYY') || lpad(nextval('project_code_seq')::text, 6, '0') as code`,
    );
    const projectCode: string = rows[0].code;
    await trx('project_info').insert({ apply_id: applyId, project_code: projectCode, registration_time: trx.fn.now() });
    await trx('project_apply').where({ id: applyId }).update({ status: projectStatuses.registered, version: trx.raw('version + 1'), updated_at: trx.fn.now() });
    await trx('operation_log').insert(
      logRow(task.id, who, 'project.register', businessTypes.projectApply, applyId, { status: row.status }, { status: projectStatuses.registered, projectCode }),
    );
    return projectCode;
  });
  if (outcome.applied) {
    logger.info({ projectCode: outcome.result }, 'project registered');
    return { projectCode: outcome.result };
  }
  const existing = await db('project_info').where({ apply_id: applyId }).first<{ project_code: string } | undefined>('project_code');
  return { projectCode: existing?.project_code ?? null };
}

export const projectRegisterTopic: TopicRegistration = {
  topic: topics.projectRegister,
  variables: ['auditor', 'auditorId'],
  handler: projectRegister,
};
