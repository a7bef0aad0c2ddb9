import type { Knex } from 'knex';
import { applyStatusNames, dictIds, projectStatuses, dictionaryById, projectTypes, type ApplyRow, type ApplyStatus, type Lang } from '@ccer/contracts';
import { regions } from '../../domain/reference/regions.ts';
import { likeText } from '../../domain/like-text.ts';
import { withinCompany } from '../../domain/access/company-scope.ts';

/** Column names of project_apply by form field; one mapping for reads and writes. */
export const applyColumns = {
  projectName: 'project_name',
  projectLocation: 'project_location',
  provinceId: 'province_id',
  parentProjectType: 'parent_project_type',
  longitude: 'longitude',
  latitude: 'latitude',
  methodologyNum: 'methodology_num',
  methodologyName: 'methodology_name',
  approvalAuthority: 'approval_authority',
  otherProofMethod: 'other_proof_method',
  archiveCode: 'archive_code',
  commencementDate: 'commencement_date',
  conclusionDate: 'conclusion_date',
  firstReckonDate: 'first_reckon_date',
  endReckonDate: 'end_reckon_date',
  expectYearNum: 'expect_year_num',
  expectMaxNum: 'expect_max_num',
  basicInformation: 'basic_information',
  technologiesMeasures: 'technologies_measures',
  remarkDesc: 'remark_desc',
} as const;
export type ApplyField = keyof typeof applyColumns;

/** Form values → columns; only the fields present are written. */
export function toColumns(values: Partial<Record<ApplyField, unknown>>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [field, column] of Object.entries(applyColumns)) {
    const v = values[field as ApplyField];
    if (v !== undefined) out[column] = v === '' ? null : v;
  }
  return out;
}

/** bigint and numeric columns come back as text from pg. */
const NUMBER_FIELDS = new Set<string>(['expectYearNum', 'expectMaxNum', 'conclusionDate']);

/** A database row → the form values it holds (for full validation on submit). */
export function toFormValues(row: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [field, column] of Object.entries(applyColumns)) {
    let v = row[column];
    if (v === null || v === undefined) continue;
    if (NUMBER_FIELDS.has(field)) v = Number(v);
    out[field] = v;
  }
  return out;
}

const text = (v: unknown): string | null => (v === null || v === undefined ? null : String(v));
const proofMethods = dictionaryById(dictIds.additionalityProof)!.items;

/** The names of the codes an application holds, in the language asked (registry spec §3: names, not codes). */
function codeNames(row: Record<string, unknown>, lang: Lang) {
  const province = regions().provinces.find((p) => p.provinceId === row.province_id);
  const type = projectTypes.find((t) => t.typeId === row.parent_project_type);
  const proof = proofMethods.find((i) => i.itemCode === row.other_proof_method);
  const zh = lang === 'zh';
  return {
    provinceName: province ? (zh ? province.provinceName : province.provinceNameEn) : null,
    parentProjectTypeName: type ? (zh ? type.typeName : type.typeNameEn) : null,
    otherProofMethodName: proof ? (zh ? proof.itemName : proof.itemNameEn) : null,
  };
}

export function toApplyRow(row: Record<string, unknown>, lang: Lang): ApplyRow {
  const status = row.status as ApplyStatus;
  return {
    ...(toFormValues(row) as Partial<ApplyRow>),
    ...(row.modify_explanation ? { modifyExplanation: row.modify_explanation as string } : {}),
    ...codeNames(row, lang),
    approvalAuthorityName: text(row.approval_authority_name),
    orgCustomerName: text(row.cust_name),
    // the registered project's code and time come with the project table (lifecycle); none before
    projectCode: text(row.project_code),
    registrationTime: row.registration_time ? new Date(row.registration_time as string).toISOString() : null,
    id: row.id as string,
    applyNo: row.apply_no as string,
    projectName: row.project_name as string,
    status,
    statusName: applyStatusNames[status]?.[lang] ?? status,
    auditOpinion: (row.audit_opinion as string | null) ?? null,
    custName: (row.cust_name as string | null) ?? null,
    processInstanceId: (row.process_instance_id as string | null) ?? null,
    version: row.version as number,
    submittedAt: row.submitted_at ? new Date(row.submitted_at as string).toISOString() : null,
    updatedAt: new Date(row.updated_at as string).toISOString(),
  };
}

/** Rows with their customer's (the owner's) and their validation body's names, for list and detail. */
export function selectApplies(db: Knex | Knex.Transaction) {
  return db('project_apply as a')
    .leftJoin('customer as c', 'c.cust_id', 'a.cust_id')
    .leftJoin('customer as v', 'v.cust_id', 'a.approval_authority')
    .select('a.*', 'c.cust_name', 'v.cust_name as approval_authority_name');
}

/** Overdue flags in SQL, so lists filter and read them alike (validation: 100 days after publicity began; acceptance: 15 working days). */
export const overdueColumns = (db: Knex) => [
  db.raw(`(a.status = ? and a.validation_due_at < now()) as validation_overdue`, [projectStatuses.awaitingValidation]),
  db.raw(`(a.status = ? and a.acceptance_due_at < now()) as acceptance_overdue`, [projectStatuses.registerAcceptance]),
];

/** What the manage list filters by (apply-list): the caller's scope (ownCompanyOf: all, a company's own rows, none) and the search. */
export interface ApplyListCriteria {
  custId?: string | null;
  projectName?: string;
  status?: string;
  /** A status tab's statuses. */
  tabStatuses?: readonly string[];
  /** Any of these statuses (the step pages' lists); with a tab, both hold. */
  statuses?: readonly string[];
  provinceId?: string;
  id?: string;
}

/** The manage list's conditions on `project_apply as a` (one place for the page, its count and the benchmark's raw SQL). */
export function whereApplies<Q extends Knex.QueryBuilder>(q: Q, c: ApplyListCriteria): Q {
  withinCompany(q, c.custId, (w, own) => w.where('a.cust_id', own));
  if (c.projectName) q.whereILike('a.project_name', likeText(c.projectName));
  if (c.status) q.where('a.status', c.status);
  if (c.tabStatuses) q.whereIn('a.status', c.tabStatuses);
  if (c.statuses && c.statuses.length > 0) q.whereIn('a.status', c.statuses);
  if (c.provinceId) q.where('a.province_id', c.provinceId);
  if (c.id) q.where('a.id', c.id);
  return q;
}

/** One page of the manage list, newest change first, with the lifecycle's overdue flags and a registered project's code and time. */
export const applyListPage = (db: Knex, c: ApplyListCriteria, pageNumber: number, pageSize: number) =>
  whereApplies(selectApplies(db).leftJoin('project_info as i', 'i.apply_id', 'a.id').select('i.project_code', 'i.registration_time', ...overdueColumns(db)), c)
    .orderBy('a.updated_at', 'desc')
    .orderBy('a.id')
    .limit(pageSize)
    .offset((pageNumber - 1) * pageSize);

/** The manage list's total under the same conditions. */
export const applyListCount = (db: Knex, c: ApplyListCriteria) => whereApplies(db('project_apply as a'), c).count({ count: '*' });

/** Business record ↔ process: the id and name of the applications behind some process instances. */
export async function appliesByProcessInstance(db: Knex, processInstanceIds: string[]) {
  if (processInstanceIds.length === 0) return new Map<string, { id: string; projectName: string }>();
  const rows = await db('project_apply').whereIn('process_instance_id', processInstanceIds).select('id', 'project_name', 'process_instance_id');
  return new Map(rows.map((r: Record<string, string>) => [r.process_instance_id, { id: r.id, projectName: r.project_name }]));
}
