import type { Knex } from 'knex';
import { z } from 'zod';
import { businessTypes, companyApplyStatuses, operatorTypes, topics, type CompanyApplyStatus } from '@ccer/contracts';
import { BusinessRuleError } from '../business-rule-error.ts';
import type { HandlerContext, TopicRegistration } from '../handler.ts';
import { onceForTask } from '../idempotent.ts';
import { recordJointOpening } from './trade-representative.ts';
import { nextCompanyNo } from '../accounts/company-number.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** The role a company's representatives get when its account opens (contracts/src/built-in-roles.ts). */
const REPRESENTATIVE_ROLE = '企业代表';
const VISITOR_ROLE = '游客';

/** targetStatus is an input parameter of each service task in ccerAccountOpen.bpmn; the rest are decision variables. */
const variablesSchema = z.object({
  targetStatus: z.enum([companyApplyStatuses.auditing, companyApplyStatuses.draft, companyApplyStatuses.rejected, companyApplyStatuses.opened]),
  opinion: z.string().nullish(),
  auditor: z.string().nullish(),
  auditorId: z.string().nullish(),
});

/** The status each target is reached from: confirmation leads to auditing or back to draft; the audit decides. */
const FROM: Record<string, CompanyApplyStatus> = {
  auditing: companyApplyStatuses.confirming,
  draft: companyApplyStatuses.confirming,
  rejected: companyApplyStatuses.auditing,
  opened: companyApplyStatuses.auditing,
};

interface ApplyRow {
  id: string;
  status: CompanyApplyStatus;
  cust_name: string | null;
  certificate_no: string | null;
  form: Record<string, unknown>;
  applicant_operator_id: string;
  confirmer_operator_id: string | null;
  open_type: string;
}

/**
 * Sets the outcome of a confirmation or an audit on the company account application (the businessKey). An
 * approved opening creates the customer and makes the initiating and confirming representatives its operators
 * (type 06, role 企业代表), all in one transaction with its operation_log row (idempotent per external task).
 */
export async function accountOpenResult({ task, variables, db, logger }: HandlerContext): Promise<void> {
  const parsed = variablesSchema.safeParse(variables);
  if (!parsed.success) throw new Error(`account-open-result: bad variables: ${z.prettifyError(parsed.error)}`);
  const { targetStatus, auditor, auditorId } = parsed.data;
  const opinion = parsed.data.opinion || null;
  const applyId = task.businessKey ?? '';
  if (!UUID.test(applyId)) throw new BusinessRuleError('APPLY_NOT_FOUND', `no company account application with id '${applyId}'`);

  const outcome = await onceForTask(db, task.id, async (trx) => {
    const row = await trx('company_account_apply').where({ id: applyId }).forUpdate().first<ApplyRow | undefined>();
    if (!row) throw new BusinessRuleError('APPLY_NOT_FOUND', `no company account application with id '${applyId}'`);
    if (row.status !== FROM[targetStatus]) {
      throw new BusinessRuleError('APPLY_STATUS_MISMATCH', `application ${applyId} has status ${row.status}, not ${FROM[targetStatus]}`);
    }
    let custId: string | null = null;
    if (targetStatus === companyApplyStatuses.opened) custId = await openAccount(trx, row);
    const decided = targetStatus === companyApplyStatuses.opened || targetStatus === companyApplyStatuses.rejected;
    await trx('company_account_apply')
      .where({ id: applyId })
      .update({
        status: targetStatus,
        opinion,
        ...(custId ? { cust_id: custId } : {}),
        ...(decided ? { decided_at: trx.fn.now() } : {}),
        version: trx.raw('version + 1'),
        updated_at: trx.fn.now(),
      });
    await trx('operation_log').insert({
      operator_id: auditorId && UUID.test(auditorId) ? auditorId : null,
      operator_name: auditor ? auditor.slice(0, 64) : null,
      abstract: 'company-account-apply.result',
      business_type: businessTypes.accountOpen,
      business_key: applyId,
      result: 'success',
      before_value: JSON.stringify({ status: row.status }),
      after_value: JSON.stringify({ status: targetStatus, opinion, custId }),
      external_task_id: task.id,
    });
  });
  if (outcome.applied) logger.info({ targetStatus }, 'company account application status set');
  else logger.info('already done for this external task; completing again');
}

/** Creates the company (customer) and links its two representatives; returns the new customer id. */
async function openAccount(trx: Knex.Transaction, row: ApplyRow): Promise<string> {
  const form = row.form ?? {};
  if (row.certificate_no && (await trx('customer').where({ certificate_no: row.certificate_no }).first('cust_id'))) {
    throw new BusinessRuleError('COMPANY_EXISTS', `a company account with certificate ${row.certificate_no} exists already`);
  }
  if (!row.confirmer_operator_id) throw new BusinessRuleError('CONFIRMER_MISSING', `application ${row.id} names no confirming representative`);
  const custType = Array.isArray(form.custType) ? (form.custType as string[]).join(',') : ((form.custType as string | undefined) ?? null);
  const [{ cust_id }] = await trx('customer')
    .insert({
      cust_name: row.cust_name ?? '',
      cust_type: custType,
      cust_no: await nextCompanyNo(trx),
      certificate_type: (form.certificateType as string | undefined) ?? null,
      certificate_no: row.certificate_no,
      legal_type: (form.legalType as string | undefined) ?? null,
      company_form: JSON.stringify(form),
      is_complete: '1',
      status: '1',
    })
    .returning('cust_id');
  await recordJointOpening(trx, cust_id, row.id, row.open_type, form);
  const role = await trx('role').where({ role_name: REPRESENTATIVE_ROLE }).first<{ role_id: number } | undefined>('role_id');
  if (!role) throw new Error(`role ${REPRESENTATIVE_ROLE} is missing (seeded from contracts at gateway start)`);
  const visitorRole = await trx('role').where({ role_name: VISITOR_ROLE }).first<{ role_id: number } | undefined>('role_id');
  const people: Array<[string, 'initiating' | 'confirming']> = [
    [row.applicant_operator_id, 'initiating'],
    [row.confirmer_operator_id, 'confirming'],
  ];
  for (const [operatorId, representRole] of people) {
    const op = await trx('operator')
      .where({ operator_id: operatorId })
      .forUpdate()
      .first<{ operator_type: string; cust_id: string | null; certificate_no: string | null; certificate_type: string | null; email_address: string | null }>(
        'operator_type',
        'cust_id',
        'certificate_no',
        'certificate_type',
        'email_address',
      );
    // the person's identity as the form gives it (initrepre… / checkrepre…), where the account has none yet:
    // binding further companies (bindCust) recognises a representative by it
    const prefix = representRole === 'initiating' ? 'initrepre' : 'checkrepre';
    const text = (field: string) => (typeof form[`${prefix}${field}`] === 'string' && form[`${prefix}${field}`] !== '' ? (form[`${prefix}${field}`] as string) : null);
    // a visitor becomes a representative acting for the new company; a representative of another company keeps acting for that one
    await trx('operator')
      .where({ operator_id: operatorId })
      .update({
        operator_type: op.operator_type === operatorTypes.tourist ? operatorTypes.representative : op.operator_type,
        cust_id: op.cust_id ?? cust_id,
        ...(op.certificate_no ? {} : { certificate_type: text('CertificateType'), certificate_no: text('CertificateNo') }),
        ...(op.email_address ? {} : { email_address: text('EmailAddress') }),
      });
    await trx('operator_role').insert({ operator_id: operatorId, role_id: role.role_id }).onConflict(['operator_id', 'role_id']).ignore();
    if (visitorRole && op.operator_type === operatorTypes.tourist) await trx('operator_role').where({ operator_id: operatorId, role_id: visitorRole.role_id }).delete();
    await trx('customer_representative').insert({ cust_id, operator_id: operatorId, represent_role: representRole, apply_id: row.id }).onConflict(['cust_id', 'operator_id']).ignore();
  }
  return cust_id as string;
}

export const accountOpenResultTopic: TopicRegistration = {
  topic: topics.accountOpenResult,
  variables: ['targetStatus', 'opinion', 'auditor', 'auditorId'],
  handler: accountOpenResult,
};
