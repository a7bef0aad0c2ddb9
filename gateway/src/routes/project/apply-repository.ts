import type { Knex } from 'knex';
import { applyStatusNames, type ApplyRow, type ApplyStatus, type Lang } from '@ccer/contracts';

/** Column names of project_apply by form field; one mapping for reads and writes. */
export const applyColumns = {
  projectName: 'project_name',
  projectLocation: 'project_location',
  provinceId: 'province_id',
  parentProjectType: 'parent_project_type',
  longitude: 'longitude',
  latitude: 'latitude',
  methodologyNum: 'methodology_num',
  commencementDate: 'commencement_date',
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


/** A database row → the form values it holds (for full validation on submit). */
export function toFormValues(row: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [field, column] of Object.entries(applyColumns)) {
    let v = row[column];
    if (v === null || v === undefined) continue;
    if (field === 'expectYearNum' || field === 'expectMaxNum') v = Number(v);
    out[field] = v;
  }
  return out;
}

export function toApplyRow(row: Record<string, unknown>, lang: Lang): ApplyRow {
  const status = row.status as ApplyStatus;
  return {
    ...(toFormValues(row) as Partial<ApplyRow>),
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

/** Rows with their customer's name, for list and detail. */
export function selectApplies(db: Knex | Knex.Transaction) {
  return db('project_apply as a').leftJoin('customer as c', 'c.cust_id', 'a.cust_id').select('a.*', 'c.cust_name');
}

/** Business record ↔ process: the id and name of the applications behind some process instances. */
export async function appliesByProcessInstance(db: Knex, processInstanceIds: string[]) {
  if (processInstanceIds.length === 0) return new Map<string, { id: string; projectName: string }>();
  const rows = await db('project_apply').whereIn('process_instance_id', processInstanceIds).select('id', 'project_name', 'process_instance_id');
  return new Map(rows.map((r: Record<string, string>) => [r.process_instance_id, { id: r.id, projectName: r.project_name }]));
}
