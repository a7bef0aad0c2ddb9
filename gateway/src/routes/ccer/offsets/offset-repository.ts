import type { Knex } from 'knex';
import {
  OFFSET_BUSINESS,
  offsetKindName,
  offsetStatusName,
  type Lang,
  type OffsetKind,
  type OffsetRange,
  type OffsetRow,
  type OffsetStatus,
  type OffsetStep,
} from '@ccer/contracts';
import type { Operator } from '../../../plugins/auth.ts';
import { scopeToCompany } from '../../../domain/access/company-scope.ts';
import { LEDGER_RANGE_COLUMNS, ledgerRangeOf } from '../../../domain/ledger-ranges.ts';
import { projectNames } from '../holdings/holdings-repository.ts';
import { iso } from '../../../domain/timestamps.ts';

/** An offset row as the database holds it, with the names its lists show. */
export interface OffsetDbRow {
  id: string;
  offset_no: string;
  kind: OffsetKind;
  status: OffsetStatus;
  rejected_step: OffsetStep | null;
  cust_id: string;
  project_code: string;
  vintage: number;
  quantity: string | number;
  details: Record<string, unknown>;
  purpose: string | null;
  beneficiary: string | null;
  is_public: boolean;
  remark: string | null;
  certificate_no: string | null;
  applicant_operator_id: string;
  company_confirmer_operator_id: string | null;
  auditor_operator_id: string | null;
  confirmer_operator_id: string | null;
  audit_opinion: string | null;
  process_instance_id: string | null;
  created_at: Date | string;
  retired_at: Date | string | null;
  cust_name?: string | null;
  cust_no?: string | null;
  project_name?: string | null;
  applicant_name?: string | null;
  company_confirmer_name?: string | null;
  auditor_name?: string | null;
  confirmer_name?: string | null;
}

/** A person's shown name (the login name when the name is empty) of operator alias `alias`, as column `as`. */
const operatorName = (db: Knex | Knex.Transaction, alias: string, as: string) => db.raw(`coalesce(${alias}.operator_name, ${alias}.login_name) as ??`, [as]);

/** The offsets as `o`, with the holder, the project and the four people of the chain. */
export function selectOffsets(db: Knex | Knex.Transaction): Knex.QueryBuilder {
  return db('ccer_offset as o')
    .leftJoin('customer as c', 'c.cust_id', 'o.cust_id')
    .leftJoin(projectNames(db).as('pn'), 'pn.project_code', 'o.project_code')
    .leftJoin('operator as ao', 'ao.operator_id', 'o.applicant_operator_id')
    .leftJoin('operator as cc', 'cc.operator_id', 'o.company_confirmer_operator_id')
    .leftJoin('operator as au', 'au.operator_id', 'o.auditor_operator_id')
    .leftJoin('operator as rc', 'rc.operator_id', 'o.confirmer_operator_id')
    .select(
      'o.*',
      'c.cust_name',
      'c.cust_no',
      'pn.project_name',
      operatorName(db, 'ao', 'applicant_name'),
      operatorName(db, 'cc', 'company_confirmer_name'),
      operatorName(db, 'au', 'auditor_name'),
      operatorName(db, 'rc', 'confirmer_name'),
    );
}

/** Row access: the registry sees every offset; a company its own only (another's is as if absent: 404). */
export function visibleOffsets(q: Knex.QueryBuilder, op: Operator): Knex.QueryBuilder {
  return scopeToCompany(q, op, 'o.cust_id');
}

export const toOffsetRow = (r: OffsetDbRow, lang: Lang, task: { id: string; step: OffsetStep } | null = null): OffsetRow => ({
  id: r.id,
  offsetNo: r.offset_no,
  kind: r.kind,
  kindName: offsetKindName(r.kind, lang),
  status: r.status,
  statusName: offsetStatusName(r.status, lang),
  rejectedStep: r.rejected_step,
  custId: r.cust_id,
  custName: r.cust_name ?? null,
  custNo: r.cust_no ?? null,
  projectCode: r.project_code,
  projectName: r.project_name ?? null,
  vintage: r.vintage,
  quantity: Number(r.quantity),
  details: r.details ?? {},
  beneficiary: r.beneficiary,
  purpose: r.purpose,
  isPublic: r.is_public,
  certificateNo: r.certificate_no,
  applicantName: r.applicant_name ?? null,
  companyConfirmerName: r.company_confirmer_name ?? null,
  auditorName: r.auditor_name ?? null,
  confirmerName: r.confirmer_name ?? null,
  remark: r.remark,
  opinion: r.audit_opinion,
  createdAt: iso(r.created_at)!,
  retiredAt: iso(r.retired_at),
  taskId: task?.id ?? null,
  taskStep: task?.step ?? null,
});

/** The serial ranges of offsets from their ledger entries: retired ones what they retired, the others what they reserve(d). */
export async function offsetRanges(db: Knex | Knex.Transaction, offsets: ReadonlyArray<Pick<OffsetDbRow, 'id' | 'status'>>): Promise<Map<string, OffsetRange[]>> {
  const out = new Map<string, OffsetRange[]>(offsets.map((o) => [o.id, []]));
  if (offsets.length === 0) return out;
  const retired = new Set(offsets.filter((o) => o.status === 'retired').map((o) => o.id));
  const rows = await db('ledger_entry')
    .where({ business_type: OFFSET_BUSINESS })
    .whereIn('business_key', [...out.keys()])
    .whereIn('kind', ['reserve', 'retire'])
    .orderBy('project_code')
    .orderBy('serial_start')
    .select('business_key', 'kind', ...LEDGER_RANGE_COLUMNS);
  for (const r of rows as Array<Record<string, any>>) {
    if ((r.kind === 'retire') === retired.has(r.business_key)) out.get(r.business_key)!.push(ledgerRangeOf(r));
  }
  return out;
}
