import type { Knex } from 'knex';
import { companyApplyStatusNames, type CompanyApplyDetail, type CompanyApplyRow, type CompanyApplyStatus, type Lang } from '@ccer/contracts';
import { iso } from '../../../domain/timestamps.ts';

/** Reads of company account applications, with the applicant's and confirmer's login names (one query per page). */
export function selectCompanyApplies(db: Knex | Knex.Transaction): Knex.QueryBuilder {
  return db('company_account_apply as a')
    .join('operator as ap', 'ap.operator_id', 'a.applicant_operator_id')
    .leftJoin('operator as cf', 'cf.operator_id', 'a.confirmer_operator_id')
    .select('a.*', 'ap.login_name as applicant_login_name', 'cf.login_name as confirmer_login_name');
}

export function toCompanyApplyRow(r: Record<string, unknown>, lang: Lang): CompanyApplyRow {
  const form = (r.form ?? {}) as Record<string, unknown>;
  const status = r.status as CompanyApplyStatus;
  return {
    id: r.id as string,
    applyNo: r.apply_no as string,
    custName: (r.cust_name as string | null) ?? null,
    certificateNo: (r.certificate_no as string | null) ?? null,
    status,
    statusName: companyApplyStatusNames[status][lang],
    opinion: (r.opinion as string | null) ?? null,
    applicantLoginName: r.applicant_login_name as string,
    // a draft names its confirmer only in the form until it is submitted
    confirmerLoginName: (r.confirmer_login_name as string | null) ?? ((form.confirmerLoginName as string | undefined) || null),
    custId: (r.cust_id as string | null) ?? null,
    processInstanceId: (r.process_instance_id as string | null) ?? null,
    submittedAt: iso(r.submitted_at),
    updatedAt: iso(r.updated_at)!,
    version: r.version as number,
  };
}

export function toCompanyApplyDetail(r: Record<string, unknown>, lang: Lang): CompanyApplyDetail {
  return { ...toCompanyApplyRow(r, lang), form: (r.form ?? {}) as Record<string, unknown> };
}
