import type { Knex } from 'knex';
import { scopeToCompany } from '../../../domain/access/company-scope.ts';
import { offsetKindName, offsetPrintStatusName, type Lang, type OffsetKind, type OffsetPrintRecord, type OffsetPrintRow, type OffsetPrintStatus } from '@ccer/contracts';
import type { Operator } from '../../../plugins/auth.ts';
import { projectNames } from '../holdings/holdings-repository.ts';
import { iso } from '../../../domain/timestamps.ts';

/** A print request as the database holds it, with its offset's summary and the names its lists show. */
export interface PrintDbRow {
  id: string;
  print_no: string;
  offset_id: string;
  cust_id: string;
  status: OffsetPrintStatus;
  copies: number;
  reason: string;
  recipient: string;
  remark: string | null;
  applicant_operator_id: string;
  auditor_operator_id: string | null;
  audit_opinion: string | null;
  audited_at: Date | string | null;
  process_instance_id: string | null;
  created_at: Date | string;
  offset_no: string;
  certificate_no: string | null;
  kind: OffsetKind;
  project_code: string;
  vintage: number;
  quantity: string | number;
  retired_at: Date | string | null;
  cust_name: string | null;
  cust_no: string | null;
  project_name: string | null;
  applicant_name: string | null;
  auditor_name: string | null;
  printed_copies: string | number;
}

export interface PrintRecordDbRow {
  id: string;
  record_no: string;
  print_id: string;
  print_no: string;
  offset_id: string;
  offset_no: string;
  certificate_no: string;
  cust_id: string;
  cust_name: string | null;
  copy_no: number;
  copies: number;
  printed_by_name: string | null;
  printed_at: Date | string;
}

/** A person's shown name (the login name when the name is empty). */
const operatorName = (db: Knex | Knex.Transaction, alias: string, as: string) => db.raw(`coalesce(${alias}.operator_name, ${alias}.login_name) as ??`, [as]);

/**
 * Row access of requests and prints (the table alias `alias` has cust_id): the registry's staff see every company's;
 * anyone else only the account they act for, and without one nothing.
 */
export function scopePrints(q: Knex.QueryBuilder, op: Operator, alias: string): Knex.QueryBuilder {
  return scopeToCompany(q, op, `${alias}.cust_id`);
}

/** The requests as `p` joined to their offsets as `o` (the lists' filters name both). */
export const fromPrints = (db: Knex | Knex.Transaction) => db('ccer_offset_print as p').join('ccer_offset as o', 'o.id', 'p.offset_id');

/** The requests with their offset's summary, the people and the copies printed so far. */
export function selectPrints(db: Knex | Knex.Transaction): Knex.QueryBuilder {
  return fromPrints(db)
    .leftJoin('customer as c', 'c.cust_id', 'p.cust_id')
    .leftJoin(projectNames(db).as('pn'), 'pn.project_code', 'o.project_code')
    .leftJoin('operator as ao', 'ao.operator_id', 'p.applicant_operator_id')
    .leftJoin('operator as au', 'au.operator_id', 'p.auditor_operator_id')
    .select(
      'p.*',
      'o.offset_no',
      'o.certificate_no',
      'o.kind',
      'o.project_code',
      'o.vintage',
      'o.quantity',
      'o.retired_at',
      'c.cust_name',
      'c.cust_no',
      'pn.project_name',
      operatorName(db, 'ao', 'applicant_name'),
      operatorName(db, 'au', 'auditor_name'),
      db.raw('(select count(*) from ccer_offset_print_record r where r.print_id = p.id) as printed_copies'),
    );
}

/** The prints as `r` with their request (`p`), offset (`o`), company and printer. */
export function selectRecords(db: Knex | Knex.Transaction): Knex.QueryBuilder {
  return db('ccer_offset_print_record as r')
    .join('ccer_offset_print as p', 'p.id', 'r.print_id')
    .join('ccer_offset as o', 'o.id', 'r.offset_id')
    .leftJoin('customer as c', 'c.cust_id', 'r.cust_id')
    .leftJoin('operator as pb', 'pb.operator_id', 'r.printed_by')
    .select('r.*', 'p.print_no', 'o.offset_no', 'c.cust_name', operatorName(db, 'pb', 'printed_by_name'));
}

export const toPrintRow = (r: PrintDbRow, lang: Lang, taskId: string | null = null): OffsetPrintRow => ({
  id: r.id,
  printNo: r.print_no,
  status: r.status,
  statusName: offsetPrintStatusName(r.status, lang),
  offsetId: r.offset_id,
  offsetNo: r.offset_no,
  certificateNo: r.certificate_no,
  kind: r.kind,
  kindName: offsetKindName(r.kind, lang),
  custId: r.cust_id,
  custName: r.cust_name,
  custNo: r.cust_no,
  projectCode: r.project_code,
  projectName: r.project_name,
  vintage: r.vintage,
  quantity: Number(r.quantity),
  retiredAt: iso(r.retired_at),
  copies: r.copies,
  printedCopies: Number(r.printed_copies),
  reason: r.reason,
  recipient: r.recipient,
  remark: r.remark,
  applicantName: r.applicant_name,
  auditorName: r.auditor_name,
  opinion: r.audit_opinion,
  createdAt: iso(r.created_at)!,
  auditedAt: iso(r.audited_at),
  taskId,
});

export const toPrintRecord = (r: PrintRecordDbRow): OffsetPrintRecord => ({
  id: r.id,
  recordNo: r.record_no,
  printId: r.print_id,
  printNo: r.print_no,
  offsetId: r.offset_id,
  offsetNo: r.offset_no,
  certificateNo: r.certificate_no,
  custName: r.cust_name,
  copyNo: r.copy_no,
  copies: r.copies,
  printedByName: r.printed_by_name,
  printedAt: iso(r.printed_at)!,
});
