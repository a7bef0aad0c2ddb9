import type { Knex } from 'knex';
import {
  MISCONDUCT_BUSINESS,
  misconductActionName,
  misconductCategoryName,
  misconductStatusName,
  restrictingStatuses,
  type Lang,
  type LedgerRange,
  type MisconductAction,
  type MisconductCategory,
  type MisconductRound,
  type MisconductRow,
  type MisconductStatus,
} from '@ccer/contracts';
import type { Operator } from '../../../plugins/auth.ts';
import { scopeToCompany } from '../../../domain/access/company-scope.ts';
import { LEDGER_RANGE_COLUMNS, ledgerRangeOf } from '../../../domain/ledger-ranges.ts';
import { projectNames } from '../holdings/holdings-repository.ts';
import { day, iso } from '../../../domain/timestamps.ts';

/** A record as the database holds it, with the names its list shows. */
export interface MisconductDbRow {
  id: string;
  record_no: string;
  cust_id: string;
  category: MisconductCategory;
  facts: string;
  legal_basis: string;
  occurred_on: Date | string;
  restrict_account: boolean;
  cancel_project_code: string | null;
  cancel_vintage: number | null;
  cancel_quantity: string | number | null;
  status: MisconductStatus;
  recorder_operator_id: string;
  auditor_operator_id: string | null;
  audit_opinion: string | null;
  in_force_at: Date | string | null;
  lifted_at: Date | string | null;
  process_instance_id: string | null;
  created_at: Date | string;
  cust_name?: string | null;
  cust_no?: string | null;
  project_name?: string | null;
  recorder_name?: string | null;
  auditor_name?: string | null;
}

/** A person's shown name (the login name when the name is empty) of operator alias `alias`, as column `as`. */
const operatorName = (db: Knex | Knex.Transaction, alias: string, as: string) => db.raw(`coalesce(${alias}.operator_name, ${alias}.login_name) as ??`, [as]);

/** The records as `m`, with the account, the cancelled project's name, the recorder and the last auditor. */
export function selectRecords(db: Knex | Knex.Transaction): Knex.QueryBuilder {
  return db('ccer_misconduct as m')
    .leftJoin('customer as c', 'c.cust_id', 'm.cust_id')
    .leftJoin(projectNames(db).as('pn'), 'pn.project_code', 'm.cancel_project_code')
    .leftJoin('operator as ro', 'ro.operator_id', 'm.recorder_operator_id')
    .leftJoin('operator as au', 'au.operator_id', 'm.auditor_operator_id')
    .select('m.*', 'c.cust_name', 'c.cust_no', 'pn.project_name', operatorName(db, 'ro', 'recorder_name'), operatorName(db, 'au', 'auditor_name'));
}

/**
 * Row access: records are the registry's (113, 114 are registry functions); an operator bound to a company would
 * see its own company's only (another's is as if absent: 404).
 */
export function visibleRecords(q: Knex.QueryBuilder, op: Operator): Knex.QueryBuilder {
  return scopeToCompany(q, op, 'm.cust_id');
}

export const toRecordRow = (r: MisconductDbRow, lang: Lang, task: { id: string; action: MisconductAction } | null = null): MisconductRow => ({
  id: r.id,
  recordNo: r.record_no,
  custId: r.cust_id,
  custName: r.cust_name ?? null,
  custNo: r.cust_no ?? null,
  category: r.category,
  categoryName: misconductCategoryName(r.category, lang),
  facts: r.facts,
  legalBasis: r.legal_basis,
  occurredOn: day(r.occurred_on),
  restrict: r.restrict_account,
  cancellation: r.cancel_project_code
    ? { projectCode: r.cancel_project_code, projectName: r.project_name ?? null, vintage: Number(r.cancel_vintage), quantity: Number(r.cancel_quantity) }
    : null,
  status: r.status,
  statusName: misconductStatusName(r.status, lang),
  restricting: r.restrict_account && (restrictingStatuses as readonly string[]).includes(r.status),
  recorderName: r.recorder_name ?? null,
  auditorName: r.auditor_name ?? null,
  opinion: r.audit_opinion,
  createdAt: iso(r.created_at)!,
  inForceAt: iso(r.in_force_at),
  liftedAt: iso(r.lifted_at),
  taskId: task?.id ?? null,
  taskAction: task?.action ?? null,
});

/**
 * The forced cancellation's serial ranges from the record's ledger entries: what it cancelled once in force, what
 * it reserves while audited (none after a rejection released them).
 */
export async function recordRanges(db: Knex | Knex.Transaction, r: Pick<MisconductDbRow, 'id' | 'status'>): Promise<LedgerRange[]> {
  if (r.status === 'rejected') return [];
  const kind = r.status === 'auditing' ? 'reserve' : 'cancel';
  const rows = await db('ledger_entry')
    .where({ business_type: MISCONDUCT_BUSINESS, business_key: r.id, kind })
    .orderBy('project_code')
    .orderBy('serial_start')
    .select(...LEDGER_RANGE_COLUMNS);
  return rows.map(ledgerRangeOf);
}

/** The record's audit rounds, oldest first: the measures', then each lift's. */
export async function recordRounds(db: Knex | Knex.Transaction, id: string, lang: Lang): Promise<MisconductRound[]> {
  const rows = await db('ccer_misconduct_round as r')
    .leftJoin('operator as rq', 'rq.operator_id', 'r.requester_operator_id')
    .leftJoin('operator as au', 'au.operator_id', 'r.auditor_operator_id')
    .where('r.misconduct_id', id)
    .orderBy('r.requested_at')
    .orderBy('r.id')
    .select('r.*', operatorName(db, 'rq', 'requester_name'), operatorName(db, 'au', 'auditor_name'));
  return rows.map((r: Record<string, any>) => ({
    id: r.id,
    action: r.action,
    actionName: misconductActionName(r.action, lang),
    reason: r.reason,
    requesterName: r.requester_name ?? null,
    requestedAt: iso(r.requested_at)!,
    status: r.status,
    auditorName: r.auditor_name ?? null,
    opinion: r.opinion,
    decidedAt: iso(r.decided_at),
  }));
}
