import type { Knex } from 'knex';
import {
  changeValueText,
  companyChangeLoggedFields,
  companyChangeStatusNames,
  companyFieldRules,
  type CompanyChangeDetail,
  type CompanyChangeField,
  type CompanyChangeStatus,
  type Lang,
} from '@ccer/contracts';
import { iso } from '../../../domain/timestamps.ts';

/** Reads of company change applications with the company's name and both representatives' login names. */
export function selectCompanyChanges(db: Knex | Knex.Transaction): Knex.QueryBuilder {
  return db('company_account_change as ch')
    .join('customer as c', 'c.cust_id', 'ch.cust_id')
    .join('operator as ap', 'ap.operator_id', 'ch.applicant_operator_id')
    .join('operator as cf', 'cf.operator_id', 'ch.confirmer_operator_id')
    .select('ch.*', 'c.cust_name as company_name', 'ap.login_name as applicant_login_name', 'cf.login_name as confirmer_login_name');
}

const loggedNames = new Map(companyChangeLoggedFields.map((f) => [f.paramId, f]));

/** Every §3.8 field (and hasAgent) whose value differs, before and after; important fields carry their name. */
export function changedFields(before: Record<string, unknown>, after: Record<string, unknown>, lang: Lang): CompanyChangeField[] {
  const keys = [...Object.keys(companyFieldRules), 'hasAgent'];
  return keys
    .map((paramId) => ({ paramId, beforeValue: changeValueText(before[paramId]), currentValue: changeValueText(after[paramId]) }))
    .filter((f) => f.beforeValue !== f.currentValue)
    .map((f) => ({ ...f, paramName: loggedNames.get(f.paramId)?.[lang] ?? f.paramId }));
}

export function toCompanyChangeDetail(r: Record<string, unknown>, lang: Lang): CompanyChangeDetail {
  const status = r.status as CompanyChangeStatus;
  const before = (r.before_form ?? {}) as Record<string, unknown>;
  const after = (r.after_form ?? {}) as Record<string, unknown>;
  return {
    id: r.id as string,
    changeNo: r.change_no as string,
    custId: r.cust_id as string,
    // the company's name now (the change's new name is in its fields)
    custName: r.company_name as string,
    status,
    statusName: companyChangeStatusNames[status][lang],
    opinion: (r.opinion as string | null) ?? null,
    applicantLoginName: r.applicant_login_name as string,
    confirmerLoginName: r.confirmer_login_name as string,
    processInstanceId: (r.process_instance_id as string | null) ?? null,
    submittedAt: iso(r.submitted_at)!,
    decidedAt: iso(r.decided_at),
    fields: changedFields(before, after, lang),
    form: after,
  };
}
