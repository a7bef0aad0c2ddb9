import type { Knex } from 'knex';
import { z } from 'zod';
import { builtInRoleFor, operatorTypes, provinceApplyStatuses, provinceOpenKeys } from '@ccer/contracts';
import { BusinessRuleError } from '../business-rule-error.ts';
import type { HandlerContext, TopicRegistration } from '../handler.ts';
import { onceForTask } from '../idempotent.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** targetStatus is an input parameter of each service task in ccerProvinceOpen.bpmn; the rest are decision variables. */
const variablesSchema = z.object({
  targetStatus: z.enum([provinceApplyStatuses.opened, provinceApplyStatuses.rejected]),
  opinion: z.string().nullish(),
  auditor: z.string().nullish(),
  auditorId: z.string().nullish(),
});

interface ApplyRow {
  id: string;
  status: string;
  operator_id: string;
  operator_columns: Record<string, string | null>;
}

/**
 * Sets the audit outcome of a provincial administrator application (the businessKey). On approval the applicant's
 * own account becomes a province administrator: the form's operator columns (mapped by the gateway's operator
 * field mapping at submission), operator type 03, and the built-in role of that type (省级管理员) in place of the
 * visitor's — one transaction with its operation_log row, idempotent per external task.
 */
export async function provinceOpenResult({ task, variables, db, logger }: HandlerContext): Promise<void> {
  const parsed = variablesSchema.safeParse(variables);
  if (!parsed.success) throw new Error(`province-open-result: bad variables: ${z.prettifyError(parsed.error)}`);
  const { targetStatus, auditor, auditorId } = parsed.data;
  const opinion = parsed.data.opinion || null;
  const applyId = task.businessKey ?? '';
  if (!UUID.test(applyId)) throw new BusinessRuleError('APPLY_NOT_FOUND', `no province administrator application with id '${applyId}'`);

  const outcome = await onceForTask(db, task.id, async (trx) => {
    const row = await trx('province_operator_apply').where({ id: applyId }).forUpdate().first<ApplyRow | undefined>();
    if (!row) throw new BusinessRuleError('APPLY_NOT_FOUND', `no province administrator application with id '${applyId}'`);
    if (row.status !== provinceApplyStatuses.auditing) {
      throw new BusinessRuleError('APPLY_STATUS_MISMATCH', `application ${applyId} has status ${row.status}, not auditing`);
    }
    if (targetStatus === provinceApplyStatuses.opened) await openProvinceOperator(trx, row);
    await trx('province_operator_apply')
      .where({ id: applyId })
      .update({ status: targetStatus, opinion, decided_at: trx.fn.now(), version: trx.raw('version + 1'), updated_at: trx.fn.now() });
    await trx('operation_log').insert({
      operator_id: auditorId && UUID.test(auditorId) ? auditorId : null,
      operator_name: auditor ? auditor.slice(0, 64) : null,
      abstract: 'province-operator-apply.result',
      business_type: provinceOpenKeys.businessType,
      business_key: applyId,
      result: 'success',
      before_value: JSON.stringify({ status: row.status }),
      after_value: JSON.stringify({ status: targetStatus, opinion }),
      external_task_id: task.id,
    });
  });
  if (outcome.applied) logger.info({ targetStatus }, 'province administrator application status set');
  else logger.info('already done for this external task; completing again');
}

/** The applicant's account becomes the province administrator of the applied province. */
async function openProvinceOperator(trx: Knex.Transaction, row: ApplyRow): Promise<void> {
  const op = await trx('operator').where({ operator_id: row.operator_id }).forUpdate().first<{ operator_type: string } | undefined>('operator_type');
  if (!op) throw new BusinessRuleError('APPLICANT_MISSING', `the applicant of ${row.id} no longer exists`);
  if (op.operator_type !== operatorTypes.tourist) throw new BusinessRuleError('APPLICANT_NOT_VISITOR', `the applicant of ${row.id} is no longer a visitor`);
  await trx('operator')
    .where({ operator_id: row.operator_id })
    .update({ ...row.operator_columns, operator_type: operatorTypes.province, updated_at: trx.fn.now() });
  const oldRole = builtInRoleFor(operatorTypes.tourist);
  const newRole = builtInRoleFor(operatorTypes.province);
  if (!newRole) throw new Error('no built-in role for operator type 03 (contracts/src/built-in-roles.ts)');
  if (oldRole) {
    await trx('operator_role')
      .where({ operator_id: row.operator_id })
      .whereIn('role_id', trx('role').select('role_id').where({ role_name: oldRole.name }))
      .delete();
  }
  const role = await trx('role').where({ role_name: newRole.name }).first<{ role_id: number } | undefined>('role_id');
  if (!role) throw new Error(`role ${newRole.name} is missing (seeded from contracts at gateway start)`);
  await trx('operator_role').insert({ operator_id: row.operator_id, role_id: role.role_id }).onConflict(['operator_id', 'role_id']).ignore();
}

export const provinceOpenResultTopic: TopicRegistration = {
  topic: provinceOpenKeys.topic,
  variables: ['targetStatus', 'opinion', 'auditor', 'auditorId'],
  handler: provinceOpenResult,
};
