import type { Knex } from 'knex';
import { z } from 'zod';
import { changeValueText, companyChangeLoggedFields, companyChangeProcess, companyChangeStatuses, type CompanyChangeStatus } from '@ccer/contracts';
import { BusinessRuleError } from '../business-rule-error.ts';
import type { HandlerContext, TopicRegistration } from '../handler.ts';
import { onceForTask } from '../idempotent.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** targetStatus is an input parameter of each service task in ccerAccountChange.bpmn; the rest are decision variables. */
const variablesSchema = z.object({
  targetStatus: z.enum([companyChangeStatuses.auditing, companyChangeStatuses.returned, companyChangeStatuses.rejected, companyChangeStatuses.effective]),
  opinion: z.string().nullish(),
  auditor: z.string().nullish(),
  auditorId: z.string().nullish(),
});

/** The status each target is reached from: confirmation leads to auditing or returned; the audit decides. */
const FROM: Record<string, CompanyChangeStatus> = {
  auditing: companyChangeStatuses.confirming,
  returned: companyChangeStatuses.confirming,
  rejected: companyChangeStatuses.auditing,
  effective: companyChangeStatuses.auditing,
};

interface ChangeRow {
  id: string;
  cust_id: string;
  status: CompanyChangeStatus;
  after_form: Record<string, unknown>;
}

/**
 * Sets the outcome of a confirmation or an audit on a company change application (the businessKey). An approved
 * change is applied to the company record, and each important field that changed is written to the change log,
 * in one transaction with its operation_log row (idempotent per external task).
 */
export async function accountChangeResult({ task, variables, db, logger }: HandlerContext): Promise<void> {
  const parsed = variablesSchema.safeParse(variables);
  if (!parsed.success) throw new Error(`account-change-result: bad variables: ${z.prettifyError(parsed.error)}`);
  const { targetStatus, auditor, auditorId } = parsed.data;
  const opinion = parsed.data.opinion || null;
  const changeId = task.businessKey ?? '';
  if (!UUID.test(changeId)) throw new BusinessRuleError('CHANGE_NOT_FOUND', `no company change application with id '${changeId}'`);
  const operatorId = auditorId && UUID.test(auditorId) ? auditorId : null;
  const operatorName = auditor ? auditor.slice(0, 64) : null;

  const outcome = await onceForTask(db, task.id, async (trx) => {
    const row = await trx('company_account_change').where({ id: changeId }).forUpdate().first<ChangeRow | undefined>();
    if (!row) throw new BusinessRuleError('CHANGE_NOT_FOUND', `no company change application with id '${changeId}'`);
    if (row.status !== FROM[targetStatus]) {
      throw new BusinessRuleError('CHANGE_STATUS_MISMATCH', `change ${changeId} has status ${row.status}, not ${FROM[targetStatus]}`);
    }
    let logged = 0;
    if (targetStatus === companyChangeStatuses.effective) logged = await applyChange(trx, row, operatorId, operatorName);
    const decided = targetStatus !== companyChangeStatuses.auditing;
    await trx('company_account_change')
      .where({ id: changeId })
      .update({ status: targetStatus, opinion, ...(decided ? { decided_at: trx.fn.now() } : {}), version: trx.raw('version + 1'), updated_at: trx.fn.now() });
    await trx('operation_log').insert({
      operator_id: operatorId,
      operator_name: operatorName,
      abstract: 'company-account-change.result',
      business_type: companyChangeProcess.businessType,
      business_key: changeId,
      result: 'success',
      before_value: JSON.stringify({ status: row.status }),
      after_value: JSON.stringify({ status: targetStatus, opinion, changeLogEntries: logged }),
      external_task_id: task.id,
    });
  });
  if (outcome.applied) logger.info({ targetStatus }, 'company change status set');
  else logger.info('already done for this external task; completing again');
}

/** Writes the approved form onto the company and logs the important fields that changed; returns the log entries written. */
async function applyChange(trx: Knex.Transaction, row: ChangeRow, operatorId: string | null, operatorName: string | null): Promise<number> {
  const company = await trx('customer').where({ cust_id: row.cust_id }).forUpdate().first<{ company_form: Record<string, unknown> | null; cust_name: string; status: string } | undefined>();
  if (!company) throw new BusinessRuleError('COMPANY_NOT_FOUND', `company ${row.cust_id} does not exist`);
  const after = row.after_form ?? {};
  // the company as it is now (not as it was at submit): what the log's "before" says
  const before: Record<string, unknown> = { ...(company.company_form ?? {}), custName: company.cust_name };
  const certificateNo = typeof after.certificateNo === 'string' ? after.certificateNo.trim() : null;
  if (certificateNo && (await trx('customer').where({ certificate_no: certificateNo }).whereNot({ cust_id: row.cust_id }).first('cust_id'))) {
    throw new BusinessRuleError('CERTIFICATE_IN_USE', `another company uses certificate ${certificateNo}`);
  }
  const custType = Array.isArray(after.custType) ? (after.custType as string[]).join(',') : ((after.custType as string | undefined) ?? null);
  await trx('customer')
    .where({ cust_id: row.cust_id })
    .update({
      cust_name: String(after.custName ?? company.cust_name).slice(0, 80),
      cust_type: custType,
      certificate_type: (after.certificateType as string | undefined) ?? null,
      certificate_no: certificateNo,
      legal_type: (after.legalType as string | undefined) ?? null,
      company_form: JSON.stringify(after),
      is_complete: '1',
      updated_at: trx.fn.now(),
    });
  const entries = companyChangeLoggedFields
    .map((f) => ({ f, beforeValue: changeValueText(before[f.paramId]), currentValue: changeValueText(after[f.paramId]) }))
    .filter((e) => e.beforeValue !== e.currentValue);
  if (entries.length > 0) {
    await trx('account_change_log').insert(
      entries.map(({ f, beforeValue, currentValue }) => ({
        business_type: 'company',
        business_id: row.cust_id,
        param_id: f.paramId,
        param_name: f.zh,
        before_value: beforeValue,
        current_value: currentValue,
        upd_param_detail: `${f.zh}：${beforeValue ?? '（空）'} → ${currentValue ?? '（空）'}`,
        operator_id: operatorId,
        operator_name: operatorName,
      })),
    );
  }
  return entries.length;
}

export const accountChangeResultTopic: TopicRegistration = {
  topic: companyChangeProcess.topic,
  variables: ['targetStatus', 'opinion', 'auditor', 'auditorId'],
  handler: accountChangeResult,
};
