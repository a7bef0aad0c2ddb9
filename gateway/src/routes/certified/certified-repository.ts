import type { Knex } from 'knex';
import {
  certifiedLifecycle,
  certifiedStatuses,
  dictIds,
  dictionaryById,
  projectTypes,
  statusName,
  type CertifiedRow,
  type CertifiedStatus,
  type Lang,
} from '@ccer/contracts';
import { regions } from '../../domain/reference/regions.ts';
import { likeText } from '../../domain/like-text.ts';
import { withinCompany } from '../../domain/access/company-scope.ts';
import { submittedColumn } from '../../domain/lifecycle/named-body.ts';
import { day, iso } from '../../domain/timestamps.ts';

/** Column names of certified_apply by form field; one mapping for reads and writes. */
export const certifiedColumns = {
  projectInfoId: 'project_info_id',
  verificationAgency: 'verification_agency',
  additionalType: 'additional_type',
  regAppStartDate: 'reg_app_start_date',
  regAppEndDate: 'reg_app_end_date',
  lulucf: 'lulucf',
  certificationPeriodNo: 'certification_period_no',
  certifiedNum: 'certified_num',
  countryId: 'country_id',
  ccerUnitTypeName: 'ccer_unit_type_name',
  initialCommitmentPeriod: 'initial_commitment_period',
  applicableCommitmentPeriod: 'applicable_commitment_period',
  archiveCode: 'archive_code',
  remarkDesc: 'remark_desc',
} as const;
export type CertifiedField = keyof typeof certifiedColumns;

/** Form values → columns; only the fields present are written. */
export function toCertifiedColumns(values: Partial<Record<CertifiedField, unknown>>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [field, column] of Object.entries(certifiedColumns)) {
    const v = values[field as CertifiedField];
    if (v !== undefined) out[column] = v === '' ? null : v;
  }
  return out;
}

/** A database row → the form values it holds (bigint comes back as text). */
export function toCertifiedValues(row: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [field, column] of Object.entries(certifiedColumns)) {
    const v = row[column];
    if (v === null || v === undefined) continue;
    out[field] = field === 'certifiedNum' ? Number(v) : v;
  }
  return out;
}

/** Rows with their project (name, code, type, province), owner and verification body names. */
export function selectCertified(db: Knex | Knex.Transaction) {
  return db('certified_apply as x')
    .join('project_info as i', 'i.id', 'x.project_info_id')
    .join('project_apply as p', 'p.id', 'i.apply_id')
    .leftJoin('customer as c', 'c.cust_id', 'x.cust_id')
    .leftJoin('customer as v', 'v.cust_id', 'x.verification_agency')
    .select(
      'x.*',
      'i.project_code',
      'p.project_name',
      'p.parent_project_type',
      'p.province_id',
      'c.cust_name',
      'v.cust_name as verification_agency_name',
      db.raw(`(x.status = ? and x.verification_due_at < now()) as verification_overdue`, [certifiedStatuses.awaitingVerification]),
      db.raw(`(x.status = ? and x.acceptance_due_at < now()) as acceptance_overdue`, [certifiedStatuses.registerAcceptance]),
    );
}

/** What the list filters by: a company's rows (its own, and those naming it as verification body), else all. */
export interface CertifiedListCriteria {
  /** A company's view: the applications it made or verifies. */
  companyId?: string | null;
  projectName?: string;
  status?: string;
  tabStatuses?: readonly string[];
  statuses?: readonly string[];
  projectInfoId?: string;
  id?: string;
}

export function whereCertified<Q extends Knex.QueryBuilder>(q: Q, c: CertifiedListCriteria): Q {
  withinCompany(q, c.companyId, (w, own) => w.where((x) => x.where('x.cust_id', own).orWhere((b) => b.where('x.verification_agency', own).where(...submittedColumn('x.status')))));
  if (c.projectName) q.whereILike('p.project_name', likeText(c.projectName));
  if (c.status) q.where('x.status', c.status);
  if (c.tabStatuses) q.whereIn('x.status', c.tabStatuses);
  if (c.statuses && c.statuses.length > 0) q.whereIn('x.status', c.statuses);
  if (c.projectInfoId) q.where('x.project_info_id', c.projectInfoId);
  if (c.id) q.where('x.id', c.id);
  return q;
}

export const certifiedListPage = (db: Knex, c: CertifiedListCriteria, pageNumber: number, pageSize: number) =>
  whereCertified(selectCertified(db), c).orderBy('x.updated_at', 'desc').orderBy('x.id').limit(pageSize).offset((pageNumber - 1) * pageSize);

export const certifiedListCount = (db: Knex, c: CertifiedListCriteria) =>
  whereCertified(db('certified_apply as x').join('project_info as i', 'i.id', 'x.project_info_id').join('project_apply as p', 'p.id', 'i.apply_id'), c).count({ count: '*' });

const additionalTypes = dictionaryById(dictIds.applicabilityType)!.items;
const lulucfItems = dictionaryById(dictIds.lulucfActivity)!.items;

export function toCertifiedRow(row: Record<string, unknown>, lang: Lang): CertifiedRow {
  const zh = lang === 'zh';
  const name = (items: readonly { itemCode: string; itemName: string; itemNameEn: string }[], code: unknown) => {
    const item = items.find((i) => i.itemCode === code);
    return item ? (zh ? item.itemName : item.itemNameEn) : null;
  };
  const type = projectTypes.find((t) => t.typeId === row.parent_project_type);
  const province = regions().provinces.find((p) => p.provinceId === row.province_id);
  const status = row.status as CertifiedStatus;
  return {
    ...(toCertifiedValues(row) as Partial<CertifiedRow>),
    id: row.id as string,
    applyNo: row.apply_no as string,
    status,
    statusName: statusName(certifiedLifecycle, status, lang),
    projectInfoId: row.project_info_id as string,
    projectCode: (row.project_code as string | null) ?? null,
    projectName: (row.project_name as string) ?? '',
    parentProjectType: (row.parent_project_type as string | null) ?? null,
    parentProjectTypeName: type ? (zh ? type.typeName : type.typeNameEn) : null,
    provinceName: province ? (zh ? province.provinceName : province.provinceNameEn) : null,
    verificationAgencyName: (row.verification_agency_name as string | null) ?? null,
    additionalTypeName: name(additionalTypes, row.additional_type),
    lulucfName: name(lulucfItems, row.lulucf),
    regAppStartDate: day(row.reg_app_start_date) ?? undefined,
    regAppEndDate: day(row.reg_app_end_date) ?? undefined,
    custName: (row.cust_name as string | null) ?? null,
    auditOpinion: (row.audit_opinion as string | null) ?? null,
    processInstanceId: (row.process_instance_id as string | null) ?? null,
    version: row.version as number,
    submittedAt: iso(row.submitted_at),
    updatedAt: iso(row.updated_at)!,
    publicityStartDate: day(row.publicity_start_date),
    publicityEndDate: day(row.publicity_end_date),
    verificationDueAt: iso(row.verification_due_at),
    acceptanceDueAt: iso(row.acceptance_due_at),
    verificationOverdue: Boolean(row.verification_overdue),
    acceptanceOverdue: Boolean(row.acceptance_overdue),
    verificationConclusion: (row.verification_conclusion as string | null) ?? null,
    verifiedNum: row.verified_num === null || row.verified_num === undefined ? null : Number(row.verified_num),
    vintages: ((row.vintages as Array<{ year: number; quantity: number }> | null) ?? []).map((v) => ({ year: Number(v.year), quantity: Number(v.quantity) })),
  };
}
