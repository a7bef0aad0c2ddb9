import type { Knex } from 'knex';
import {
  certifiedInfoCancelFlagNames,
  certifiedInfoStatusNames,
  certifiedWithdrawStatusName,
  certifiedWithdrawStatuses,
  isIssuable,
  type CertifiedCancelRow,
  type CertifiedInfoRow,
  type Lang,
} from '@ccer/contracts';
import type { Operator } from '../../plugins/auth.ts';
import { notFound } from '../../errors.ts';
import { likeText } from '../../domain/like-text.ts';
import { vintagesOf } from '../../domain/lifecycle/vintages.ts';
import { inCompanyScope, withinCompany } from '../../domain/access/company-scope.ts';
import { day, iso } from '../../domain/timestamps.ts';

/**
 * Registered reductions (certified_info) and their withdrawals (certified_cancel_apply) as the routes read them: with
 * the application they were registered from, its project and its owner company.
 */

/** A registered reduction the routes act on, locked or not. */
export interface CertifiedInfoDbRow {
  id: string;
  apply_id: string;
  registration_no: string;
  registered_num: string;
  status: string;
  cancel_flag: string;
  stop_reason: string | null;
  version: number;
  cust_id: string | null;
  project_name: string;
  parent_project_type: string | null;
}

/**
 * A registered reduction the operator may act on: a representative only their own company's (404 for another's, as if
 * it did not exist), the registry every one.
 */
export async function loadRegisteredCertified(db: Knex | Knex.Transaction, op: Operator, id: string, lock = false): Promise<CertifiedInfoDbRow> {
  const q = db('certified_info as r')
    .join('certified_apply as x', 'x.id', 'r.apply_id')
    .join('project_info as i', 'i.id', 'r.project_info_id')
    .join('project_apply as p', 'p.id', 'i.apply_id')
    .where('r.id', id)
    .first<CertifiedInfoDbRow | undefined>('r.*', 'x.cust_id', 'p.project_name', 'p.parent_project_type');
  if (lock) q.forUpdate('r');
  const row = await q;
  if (!row || !inCompanyScope(op, row.cust_id)) throw notFound('certifiedInfoNotFound');
  return row;
}

/** The registered reductions with application, project and owner. */
export function selectCertifiedInfo(db: Knex | Knex.Transaction) {
  return db('certified_info as r')
    .join('certified_apply as x', 'x.id', 'r.apply_id')
    .join('project_info as i', 'i.id', 'r.project_info_id')
    .join('project_apply as p', 'p.id', 'i.apply_id')
    .leftJoin('customer as c', 'c.cust_id', 'x.cust_id');
}

export function certifiedInfoColumns(db: Knex | Knex.Transaction) {
  const pending = db('certified_cancel_apply as w').whereRaw('w.certified_info_id = r.id').where('w.status', certifiedWithdrawStatuses.pending.code).select(db.raw('1'));
  return [
    'r.*',
    'x.apply_no',
    'x.reg_app_start_date',
    'x.reg_app_end_date',
    'i.project_code',
    'p.project_name',
    'c.cust_name',
    db.raw('exists (?) as withdraw_pending', [pending]),
  ];
}

export interface CertifiedInfoCriteria {
  /** A company's view: its own registered reductions. */
  companyId?: string | null;
  projectName?: string;
  registrationNo?: string;
  status?: string;
  cancelFlag?: string;
  id?: string;
  applyId?: string;
}

export function whereCertifiedInfo<Q extends Knex.QueryBuilder>(q: Q, c: CertifiedInfoCriteria): Q {
  withinCompany(q, c.companyId, (w, own) => w.where('x.cust_id', own));
  if (c.projectName) q.whereILike('p.project_name', likeText(c.projectName));
  if (c.registrationNo) q.whereILike('r.registration_no', likeText(c.registrationNo));
  if (c.status) q.where('r.status', c.status);
  if (c.cancelFlag) q.where('r.cancel_flag', c.cancelFlag);
  if (c.id) q.where('r.id', c.id);
  if (c.applyId) q.where('r.apply_id', c.applyId);
  return q;
}

export function toCertifiedInfoRow(r: Record<string, unknown>, lang: Lang): CertifiedInfoRow {
  const status = r.status as '0' | '1';
  const cancelFlag = r.cancel_flag as '0' | '1';
  return {
    id: r.id as string,
    applyId: r.apply_id as string,
    applyNo: r.apply_no as string,
    registrationNo: r.registration_no as string,
    registrationTime: iso(r.registration_time)!,
    projectInfoId: r.project_info_id as string,
    projectCode: (r.project_code as string | null) ?? null,
    projectName: (r.project_name as string) ?? '',
    owner: (r.cust_name as string | null) ?? null,
    regAppStartDate: day(r.reg_app_start_date),
    regAppEndDate: day(r.reg_app_end_date),
    registeredNum: Number(r.registered_num),
    vintages: vintagesOf(r.vintages),
    status,
    statusName: certifiedInfoStatusNames[status][lang],
    cancelFlag,
    cancelFlagName: certifiedInfoCancelFlagNames[cancelFlag][lang],
    stopReason: (r.stop_reason as string | null) ?? null,
    cancelledAt: iso(r.cancelled_at),
    withdrawPending: r.withdraw_pending === true,
    issuable: isIssuable({ status, cancelFlag }),
  };
}

// ---- withdrawals ---------------------------------------------------------------------------------------------------

/** The withdrawals as `x` (the cancellation's alias of routes/project/cancel-routes.ts) with reduction, project, owner and applicant. */
export function selectWithdrawals(db: Knex | Knex.Transaction) {
  return db('certified_cancel_apply as x')
    .join('certified_info as r', 'r.id', 'x.certified_info_id')
    .join('project_info as i', 'i.id', 'r.project_info_id')
    .join('project_apply as p', 'p.id', 'i.apply_id')
    .leftJoin('customer as c', 'c.cust_id', 'x.cust_id')
    .leftJoin('operator as o', 'o.operator_id', 'x.applicant_operator_id');
}

export const withdrawalColumns = ['x.*', 'r.registration_no', 'r.registered_num', 'p.project_name', 'c.cust_name', 'o.operator_name as applicant_name'] as const;

export const toWithdrawalRow = (r: Record<string, unknown>, lang: Lang): CertifiedCancelRow => ({
  id: r.id as string,
  applyNo: r.apply_no as string,
  certifiedInfoId: r.certified_info_id as string,
  registrationNo: r.registration_no as string,
  registeredNum: Number(r.registered_num),
  projectName: r.project_name as string,
  owner: (r.cust_name as string | null) ?? null,
  reason: r.reason as string,
  initiatedBy: r.initiated_by as string,
  applicantName: (r.applicant_name as string | null) ?? null,
  status: r.status as CertifiedCancelRow['status'],
  statusName: certifiedWithdrawStatusName(r.status as string, lang),
  opinion: (r.opinion as string | null) ?? null,
  processInstanceId: (r.process_instance_id as string | null) ?? null,
  taskId: null,
  createdAt: iso(r.created_at)!,
  updatedAt: iso(r.updated_at)!,
});
