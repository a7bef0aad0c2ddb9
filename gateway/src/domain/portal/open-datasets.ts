import type { Knex } from 'knex';
import {
  applyStatusNames,
  cancelFlags,
  certifiedLifecycle,
  offsetKindName,
  projectTypes,
  publicityStatuses,
  methodologyLibraryStatusName,
  type Lang,
  type OpenDataset,
  type OpenRow,
} from '@ccer/contracts';
import { regions } from '../reference/regions.ts';
import { selectReleases, wherePublicRelease } from './visibility.ts';
import { pageAndCount } from '../page-and-count.ts';
import { approvedIssueLines } from '../../routes/ccer/issuance/issuance-repository.ts';
import { iso } from '../timestamps.ts';

/**
 * The open datasets (contracts/src/portal/open-data.ts) as SQL: each selects only public rows and public columns, in
 * one fixed order — a sort key (when the record became public) and the record's id, both never null — so that pages
 * and the CSV's keyset batches read the same sequence.
 */
export interface DatasetSql {
  /** The public rows with their columns. */
  select(db: Knex): Knex.QueryBuilder;
  /** The same rows, for the count (no columns). */
  from(db: Knex): Knex.QueryBuilder;
  /** SQL of the sort key (never null) and of the id (text, ordered as the ids are). */
  sortKey: string;
  idKey: string;
  /** The sort key's type, to compare a keyset's text with it exactly (a timestamp's microseconds included). */
  sortCast?: 'timestamptz' | 'text';
  /** A selected row → the dataset's row (values by the dataset's columns). */
  toRow(r: Record<string, any>, lang: Lang): OpenRow;
}

const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));
const text = (v: unknown) => (v === null || v === undefined || v === '' ? null : String(v));
const provinceName = (id: unknown, lang: Lang) => {
  const p = regions().provinces.find((x) => x.provinceId === id);
  return p ? (lang === 'en' ? p.provinceNameEn : p.provinceName) : null;
};
const typeName = (id: unknown, lang: Lang) => {
  const t = projectTypes.find((x) => x.typeId === id);
  return t ? (lang === 'en' ? t.typeNameEn : t.typeName) : null;
};

const projectBase = (db: Knex) =>
  db('project_apply as a')
    .leftJoin('customer as c', 'c.cust_id', 'a.cust_id')
    .leftJoin('customer as v', 'v.cust_id', 'a.approval_authority');

const projectColumns = ['a.project_name', 'a.province_id', 'a.parent_project_type', 'a.methodology_num', 'a.methodology_name', 'a.expect_year_num', 'c.cust_name as owner_name', 'v.cust_name as body_name'];

const projectValues = (r: Record<string, any>, lang: Lang) => ({
  projectName: r.project_name,
  ownerName: text(r.owner_name),
  validationBodyName: text(r.body_name),
  provinceCode: text(r.province_id),
  provinceName: provinceName(r.province_id, lang),
  projectTypeCode: text(r.parent_project_type),
  projectTypeName: typeName(r.parent_project_type, lang),
  methodologyNum: text(r.methodology_num),
  methodologyName: text(r.methodology_name),
  expectYearNum: num(r.expect_year_num),
});

const reductionBase = (db: Knex) =>
  db('certified_apply as x')
    .join('project_info as i', 'i.id', 'x.project_info_id')
    .join('project_apply as p', 'p.id', 'i.apply_id')
    .leftJoin('customer as c', 'c.cust_id', 'x.cust_id')
    .leftJoin('customer as v', 'v.cust_id', 'x.verification_agency');

const offsetBase = (db: Knex, voluntary: boolean) => {
  const q = db('ccer_offset as o')
    .leftJoin('customer as c', 'c.cust_id', 'o.cust_id')
    .leftJoin('project_info as i', 'i.project_code', 'o.project_code')
    .leftJoin('project_apply as p', 'p.id', 'i.apply_id')
    .where('o.status', 'retired');
  return voluntary ? q.where('o.kind', 'logout') : q.whereNot('o.kind', 'logout');
};

export const datasetSql: Record<OpenDataset, DatasetSql> = {
  'publicity-projects': {
    from: (db) => projectBase(db).whereIn('a.status', publicityStatuses),
    select: (db) =>
      projectBase(db)
        .whereIn('a.status', publicityStatuses)
        .select('a.id', 'a.apply_no', 'a.status', 'a.publicity_start_date', 'a.publicity_end_date', ...projectColumns),
    sortKey: 'coalesce(a.publicity_start_date::timestamptz, a.created_at)',
    idKey: 'a.id::text',
    toRow: (r, lang) => ({
      id: r.id,
      applyNo: r.apply_no,
      ...projectValues(r, lang),
      publicityStartDate: text(r.publicity_start_date),
      publicityEndDate: text(r.publicity_end_date),
      status: r.status,
      statusName: applyStatusNames[r.status as keyof typeof applyStatusNames]?.[lang] ?? r.status,
    }),
  },
  'registered-projects': {
    from: (db) => projectBase(db).join('project_info as i', 'i.apply_id', 'a.id').where('i.cancel_flag', cancelFlags.active),
    select: (db) =>
      projectBase(db)
        .join('project_info as i', 'i.apply_id', 'a.id')
        .where('i.cancel_flag', cancelFlags.active)
        .select('i.id', 'i.project_code', 'i.registration_time', 'i.status as info_status', 'a.id as apply_id', 'a.expect_max_num', 'a.first_reckon_date', 'a.end_reckon_date', ...projectColumns),
    sortKey: 'i.registration_time',
    idKey: 'i.id::text',
    toRow: (r, lang) => ({
      id: r.id,
      projectCode: r.project_code,
      applyId: r.apply_id,
      ...projectValues(r, lang),
      expectMaxNum: num(r.expect_max_num),
      firstReckonDate: text(r.first_reckon_date),
      endReckonDate: text(r.end_reckon_date),
      registrationTime: iso(r.registration_time),
      stopped: r.info_status === '1' ? 'true' : 'false',
    }),
  },
  'publicity-reductions': {
    from: (db) => reductionBase(db).whereIn('x.status', publicityStatuses),
    select: (db) =>
      reductionBase(db)
        .whereIn('x.status', publicityStatuses)
        .select('x.id', 'x.apply_no', 'x.status', 'x.reg_app_start_date', 'x.reg_app_end_date', 'x.certified_num', 'x.publicity_start_date', 'x.publicity_end_date', 'i.project_code', 'p.project_name', 'c.cust_name as owner_name', 'v.cust_name as body_name'),
    sortKey: 'coalesce(x.publicity_start_date::timestamptz, x.created_at)',
    idKey: 'x.id::text',
    toRow: (r, lang) => ({
      id: r.id,
      applyNo: r.apply_no,
      projectCode: text(r.project_code),
      projectName: r.project_name,
      ownerName: text(r.owner_name),
      verificationBodyName: text(r.body_name),
      regAppStartDate: text(r.reg_app_start_date),
      regAppEndDate: text(r.reg_app_end_date),
      certifiedNum: num(r.certified_num),
      publicityStartDate: text(r.publicity_start_date),
      publicityEndDate: text(r.publicity_end_date),
      status: r.status,
      statusName: certifiedLifecycle.statuses[r.status as keyof typeof certifiedLifecycle.statuses]?.[lang] ?? r.status,
    }),
  },
  'registered-reductions': {
    from: (db) => reductionBase(db).join('certified_info as ci', 'ci.apply_id', 'x.id').where('ci.cancel_flag', cancelFlags.active),
    select: (db) =>
      reductionBase(db)
        .join('certified_info as ci', 'ci.apply_id', 'x.id')
        .where('ci.cancel_flag', cancelFlags.active)
        .select('ci.id', 'ci.registration_no', 'ci.registration_time', 'ci.registered_num', 'x.id as apply_id', 'x.reg_app_start_date', 'x.reg_app_end_date', 'i.project_code', 'p.project_name', 'c.cust_name as owner_name', 'v.cust_name as body_name'),
    sortKey: 'ci.registration_time',
    idKey: 'ci.id::text',
    toRow: (r) => ({
      id: r.id,
      registrationNo: r.registration_no,
      applyId: r.apply_id,
      projectCode: text(r.project_code),
      projectName: r.project_name,
      ownerName: text(r.owner_name),
      verificationBodyName: text(r.body_name),
      regAppStartDate: text(r.reg_app_start_date),
      regAppEndDate: text(r.reg_app_end_date),
      registeredNum: num(r.registered_num),
      registrationTime: iso(r.registration_time),
    }),
  },
  issuances: {
    from: (db) => approvedIssueLines(db),
    select: (db) =>
      approvedIssueLines(db).select('l.id', 'l.vintage', 'l.batch', 'l.serial_start', 'l.serial_end', 'l.quantity', 'x.apply_no', 'x.issued_at', 'r.registration_no', 'i.project_code', 'p.project_name', 'c.cust_name as holder_name'),
    sortKey: 'x.issued_at',
    // bigint ids compared as text in tuples: padded so that their order is numeric
    idKey: `lpad(l.id::text, 20, '0')`,
    toRow: (r) => ({
      id: String(r.id),
      issueNo: r.apply_no,
      registrationNo: r.registration_no,
      projectCode: text(r.project_code),
      projectName: r.project_name,
      holderName: text(r.holder_name),
      vintage: num(r.vintage),
      batch: num(r.batch),
      serialStart: num(r.serial_start),
      serialEnd: num(r.serial_end),
      quantity: num(r.quantity),
      issuedAt: iso(r.issued_at),
    }),
  },
  retirements: {
    from: (db) => offsetBase(db, false),
    select: (db) =>
      offsetBase(db, false).select('o.id', 'o.offset_no', 'o.certificate_no', 'o.kind', 'o.project_code', 'o.vintage', 'o.quantity', 'o.retired_at', 'p.project_name', 'c.cust_name as holder_name'),
    sortKey: 'o.retired_at',
    idKey: 'o.id::text',
    toRow: (r, lang) => ({
      id: r.id,
      offsetNo: r.offset_no,
      certificateNo: text(r.certificate_no),
      kind: r.kind,
      kindName: offsetKindName(r.kind, lang),
      projectCode: r.project_code,
      projectName: text(r.project_name),
      vintage: num(r.vintage),
      quantity: num(r.quantity),
      holderName: text(r.holder_name),
      retiredAt: iso(r.retired_at),
    }),
  },
  cancellations: {
    from: (db) => offsetBase(db, true),
    select: (db) =>
      offsetBase(db, true).select('o.id', 'o.offset_no', 'o.certificate_no', 'o.project_code', 'o.vintage', 'o.quantity', 'o.retired_at', 'o.is_public', 'o.beneficiary', 'o.purpose', 'p.project_name', 'c.cust_name as holder_name'),
    sortKey: 'o.retired_at',
    idKey: 'o.id::text',
    toRow: (r) => ({
      id: r.id,
      offsetNo: r.offset_no,
      certificateNo: text(r.certificate_no),
      projectCode: r.project_code,
      projectName: text(r.project_name),
      vintage: num(r.vintage),
      quantity: num(r.quantity),
      holderName: text(r.holder_name),
      // the holder's choice: beneficiary and purpose are public only when it published them
      beneficiary: r.is_public ? text(r.beneficiary) : null,
      purpose: r.is_public ? text(r.purpose) : null,
      retiredAt: iso(r.retired_at),
    }),
  },
  releases: {
    from: (db) => wherePublicRelease(selectReleases(db)),
    select: (db) =>
      wherePublicRelease(selectReleases(db)).select('r.id', 'r.title', 'r.summary', 'r.source', 'r.publish_at', 'c.code as column_code', 'c.name_zh', 'c.name_en'),
    sortKey: 'r.publish_at',
    idKey: `lpad(r.id::text, 20, '0')`,
    toRow: (r, lang) => ({
      id: String(r.id),
      columnCode: r.column_code,
      columnName: lang === 'en' ? r.name_en || r.name_zh : r.name_zh,
      title: r.title,
      summary: text(r.summary),
      source: text(r.source),
      publishAt: iso(r.publish_at),
      url: `/notice/noticeDetail?id=${r.id}`,
    }),
  },
  methodologies: {
    from: (db) => db('methodology as m'),
    select: (db) => db('methodology as m').select('m.*'),
    sortKey: 'm.code',
    sortCast: 'text',
    idKey: `lpad(m.id::text, 20, '0')`,
    toRow: (r, lang) => ({
      id: String(r.id),
      code: r.code,
      fieldCode: r.field_code,
      nameZh: r.name_zh,
      nameEn: text(r.name_en),
      projectTypes: (r.project_types ?? []).join(';') || null,
      versionNo: num(r.version_no),
      status: r.status,
      statusName: methodologyLibraryStatusName(r.status, lang),
      effectiveDate: text(r.effective_date),
      withdrawnDate: text(r.withdrawn_date),
    }),
  },
};


/** One page of a dataset in its fixed order. */
export async function datasetPage(db: Knex, dataset: OpenDataset, lang: Lang, pageNumber: number, pageSize: number): Promise<{ rows: OpenRow[]; total: number }> {
  const sql = datasetSql[dataset];
  const { rows, total } = await pageAndCount(sql.select(db).orderByRaw(`${sql.sortKey}, ${sql.idKey}`), { pageNumber, pageSize }, sql.from(db));
  return { rows: rows.map((r: Record<string, any>) => sql.toRow(r, lang)), total };
}

/** Every row of a dataset in batches read by keyset (after the last batch's sort key and id), for the CSV's stream. */
export async function* datasetBatches(db: Knex, dataset: OpenDataset, lang: Lang, batchSize = 1000): AsyncGenerator<OpenRow[]> {
  const sql = datasetSql[dataset];
  let after: { sort: string; id: string } | undefined;
  for (;;) {
    // the keys read back as text: a JS Date would drop the timestamp's microseconds and repeat rows
    const q = sql.select(db).select(db.raw(`(${sql.sortKey})::text as _sort, ${sql.idKey} as _id`)).orderByRaw(`${sql.sortKey}, ${sql.idKey}`).limit(batchSize);
    if (after) q.whereRaw(`(${sql.sortKey}, ${sql.idKey}) > (?::${sql.sortCast ?? 'timestamptz'}, ?)`, [after.sort, after.id]);
    const rows: Record<string, any>[] = await q;
    if (rows.length === 0) return;
    yield rows.map((r) => sql.toRow(r, lang));
    if (rows.length < batchSize) return;
    const last = rows[rows.length - 1];
    after = { sort: last._sort, id: last._id };
  }
}
