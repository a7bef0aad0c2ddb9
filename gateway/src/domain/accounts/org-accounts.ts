import type { Knex } from 'knex';
import { orgAccountStatusTokens, organisationFieldNames, type Lang, type OrgAccountRow } from '@ccer/contracts';
import { statusName } from './account-applications.ts';
import { iso } from '../timestamps.ts';

/** Reading and writing org_account rows (accounts spec §3.7): the form is kept whole in `form`. */
export const selectOrgAccounts = (db: Knex | Knex.Transaction) =>
  db('org_account as g').join('operator as o', 'o.operator_id', 'g.operator_id').select('g.*', 'o.login_name');

export function toOrgAccountRow(r: Record<string, any>, lang: Lang): OrgAccountRow {
  return {
    id: r.id,
    applyNo: r.apply_no,
    loginName: r.login_name,
    custId: r.cust_id,
    custName: r.cust_name,
    certificateNo: r.certificate_no,
    enterpriseType: r.enterprise_type,
    status: r.status,
    statusName: statusName(orgAccountStatusTokens, r.status, lang),
    opinion: r.opinion,
    version: r.version,
    createdAt: iso(r.created_at)!,
    submittedAt: iso(r.submitted_at),
    form: r.form ?? {},
  };
}

/** Only the §3.7 fields are kept (the body may carry id and version). */
export function orgFormOf(values: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const form: Record<string, unknown> = {};
  for (const f of organisationFieldNames) if (values[f] !== undefined) form[f] = values[f];
  return form;
}

export function orgAccountColumns(form: Readonly<Record<string, unknown>>) {
  const text = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? v.trim() : null);
  return {
    form: JSON.stringify(form),
    cust_name: text(form.custName),
    certificate_no: text(form.certificateNo),
    enterprise_type: text(form.enterpriseType),
  };
}
