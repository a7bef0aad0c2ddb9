import type { Knex } from 'knex';
import {
  issuanceStatuses,
  issuanceStatusName,
  isIssuable,
  serialText,
  type IssueLine,
  type IssueListQuery,
  type IssueReadyRow,
  type IssueRow,
  type IssueVintageBalance,
  type Lang,
} from '@ccer/contracts';
import { REGISTRY_TIME_ZONE } from '../../../domain/server-time.ts';
import { likeText } from '../../../domain/like-text.ts';
import { vintagesOf } from '../../../domain/lifecycle/vintages.ts';
import { day, iso } from '../../../domain/timestamps.ts';

/**
 * Issuance applications (ccer_issue_apply, a line per vintage in ccer_issue_line) and the registered reductions they
 * issue, as the routes read them.
 */

const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));

/**
 * The lines of issued (approved) issuances with their registration, project and holder (aliases l, x, r, i, p, c): the
 * public 已签发减排量 list and the open dataset of issuances read them.
 */
export function approvedIssueLines(db: Knex) {
  return db('ccer_issue_line as l')
    .join('ccer_issue_apply as x', 'x.id', 'l.issue_id')
    .join('certified_info as r', 'r.id', 'x.certified_info_id')
    .join('project_info as i', 'i.id', 'x.project_info_id')
    .join('project_apply as p', 'p.id', 'i.apply_id')
    .leftJoin('customer as c', 'c.cust_id', 'x.cust_id')
    .where('x.status', issuanceStatuses.approved.code);
}

/** The statuses whose quantity counts against the registered one: under confirmation and issued. */
export const HOLDING_STATUSES = [issuanceStatuses.pending.code, issuanceStatuses.approved.code];


/** Issued and pending quantity per registered reduction and vintage. */
export async function usedByVintage(db: Knex | Knex.Transaction, certifiedInfoIds: readonly string[]): Promise<Map<string, Map<number, { issued: number; pending: number }>>> {
  const out = new Map<string, Map<number, { issued: number; pending: number }>>();
  if (certifiedInfoIds.length === 0) return out;
  const rows: Array<{ certified_info_id: string; vintage: number; status: string; quantity: string }> = await db('ccer_issue_line as l')
    .join('ccer_issue_apply as a', 'a.id', 'l.issue_id')
    .whereIn('a.certified_info_id', certifiedInfoIds)
    .whereIn('a.status', HOLDING_STATUSES)
    .groupBy('a.certified_info_id', 'l.vintage', 'a.status')
    .select('a.certified_info_id', 'l.vintage', 'a.status', db.raw('sum(l.quantity) as quantity'));
  for (const r of rows) {
    const byVintage = out.get(r.certified_info_id) ?? new Map();
    const v = byVintage.get(Number(r.vintage)) ?? { issued: 0, pending: 0 };
    if (r.status === issuanceStatuses.approved.code) v.issued += Number(r.quantity);
    else v.pending += Number(r.quantity);
    byVintage.set(Number(r.vintage), v);
    out.set(r.certified_info_id, byVintage);
  }
  return out;
}

/** The registered, issued, pending and remaining quantity of each registered vintage. */
export function balances(vintages: Array<{ year: number; quantity: number }>, used: Map<number, { issued: number; pending: number }> | undefined): IssueVintageBalance[] {
  return vintages.map((v) => {
    const u = used?.get(v.year) ?? { issued: 0, pending: 0 };
    return { year: v.year, registered: v.quantity, issued: u.issued, pending: u.pending, remaining: Math.max(0, v.quantity - u.issued - u.pending) };
  });
}

/** The registered reductions with their project and owner (certified_info `r`, certified_apply `x`). */
export function selectReady(db: Knex | Knex.Transaction) {
  return db('certified_info as r')
    .join('certified_apply as x', 'x.id', 'r.apply_id')
    .join('project_info as i', 'i.id', 'r.project_info_id')
    .join('project_apply as p', 'p.id', 'i.apply_id')
    .leftJoin('customer as c', 'c.cust_id', 'x.cust_id');
}

export const readyColumns = ['r.*', 'x.cust_id', 'x.reg_app_start_date', 'x.reg_app_end_date', 'i.project_code', 'p.project_name', 'c.cust_name'] as const;

export function toReadyRow(r: Record<string, unknown>, used: Map<number, { issued: number; pending: number }> | undefined): IssueReadyRow {
  const vintages = balances(vintagesOf(r.vintages), used);
  const sum = (k: 'issued' | 'pending' | 'remaining') => vintages.reduce((s, v) => s + v[k], 0);
  return {
    id: r.id as string,
    registrationNo: r.registration_no as string,
    registrationTime: iso(r.registration_time)!,
    projectInfoId: r.project_info_id as string,
    projectCode: (r.project_code as string | null) ?? null,
    projectName: (r.project_name as string) ?? '',
    custId: (r.cust_id as string | null) ?? null,
    owner: (r.cust_name as string | null) ?? null,
    regAppStartDate: day(r.reg_app_start_date),
    regAppEndDate: day(r.reg_app_end_date),
    registeredNum: Number(r.registered_num),
    issuedNum: sum('issued'),
    pendingNum: sum('pending'),
    remainingNum: sum('remaining'),
    vintages,
    issuable: isIssuable({ status: r.status as string, cancelFlag: r.cancel_flag as string }),
  };
}

// ---- applications --------------------------------------------------------------------------------------------------

export function selectIssues(db: Knex | Knex.Transaction) {
  return db('ccer_issue_apply as x')
    .join('certified_info as r', 'r.id', 'x.certified_info_id')
    .join('project_info as i', 'i.id', 'x.project_info_id')
    .join('project_apply as p', 'p.id', 'i.apply_id')
    .leftJoin('customer as c', 'c.cust_id', 'x.cust_id')
    .leftJoin('operator as o', 'o.operator_id', 'x.applicant_operator_id');
}

export const issueColumns = ['x.*', 'r.registration_no', 'i.project_code', 'p.project_name', 'c.cust_name', 'o.operator_name as applicant_name'] as const;

/** The list's filters (the caller's scope is added by the route: scopeToCompany on `x.cust_id`). */
export function whereIssues(q: Knex.QueryBuilder, f: Omit<IssueListQuery, 'pageNumber' | 'pageSize'>) {
  if (f.id) q.where('x.id', f.id);
  if (f.status) q.where('x.status', f.status);
  if (f.certifiedInfoId) q.where('x.certified_info_id', f.certifiedInfoId);
  if (f.projectName) q.whereILike('p.project_name', likeText(f.projectName));
  if (f.projectCode) q.whereILike('i.project_code', likeText(f.projectCode));
  if (f.registrationNo) q.whereILike('r.registration_no', likeText(f.registrationNo));
  // the day in China time: issued ones by their issuance, the others by their application
  const dayOf = `(coalesce(x.issued_at, x.created_at) at time zone '${REGISTRY_TIME_ZONE}')::date`;
  if (f.dateStart) q.whereRaw(`${dayOf} >= ?::date`, [f.dateStart]);
  if (f.dateEnd) q.whereRaw(`${dayOf} <= ?::date`, [f.dateEnd]);
  return q;
}

export async function linesOf(db: Knex | Knex.Transaction, ids: readonly string[]): Promise<Map<string, Array<Record<string, unknown>>>> {
  const out = new Map<string, Array<Record<string, unknown>>>();
  if (ids.length === 0) return out;
  const rows = await db('ccer_issue_line').whereIn('issue_id', ids).orderBy(['issue_id', 'vintage']);
  for (const r of rows) out.set(r.issue_id, [...(out.get(r.issue_id) ?? []), r]);
  return out;
}

export function toIssueRow(r: Record<string, unknown>, lines: Array<Record<string, unknown>>, lang: Lang): IssueRow {
  const projectCode = (r.project_code as string | null) ?? null;
  return {
    id: r.id as string,
    applyNo: r.apply_no as string,
    certifiedInfoId: r.certified_info_id as string,
    registrationNo: r.registration_no as string,
    projectInfoId: r.project_info_id as string,
    projectCode,
    projectName: (r.project_name as string) ?? '',
    custId: (r.cust_id as string | null) ?? null,
    owner: (r.cust_name as string | null) ?? null,
    quantity: Number(r.quantity),
    lines: lines.map((l): IssueLine => {
      const batch = num(l.batch);
      const serialStart = num(l.serial_start);
      const serialEnd = num(l.serial_end);
      return {
        vintage: Number(l.vintage),
        quantity: Number(l.quantity),
        batch,
        serialStart,
        serialEnd,
        serial: projectCode && batch !== null && serialStart !== null && serialEnd !== null ? serialText({ projectCode, vintage: Number(l.vintage), batch, serialStart, serialEnd }) : null,
      };
    }),
    status: r.status as IssueRow['status'],
    statusName: issuanceStatusName(r.status as string, lang),
    batch: num(r.batch),
    remark: (r.remark as string | null) ?? null,
    applicantId: (r.applicant_operator_id as string | null) ?? null,
    applicantName: (r.applicant_name as string | null) ?? null,
    confirmerName: (r.confirmer_name as string | null) ?? null,
    opinion: (r.opinion as string | null) ?? null,
    processInstanceId: (r.process_instance_id as string | null) ?? null,
    taskId: null,
    createdAt: iso(r.created_at)!,
    issuedAt: iso(r.issued_at),
  };
}
