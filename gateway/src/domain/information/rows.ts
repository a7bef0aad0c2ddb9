import type { Knex } from 'knex';
import type { FastifyRequest } from 'fastify';
import {
  bannerStates,
  methodologyFieldName,
  methodologyLibraryStatusName,
  projectTypes,
  releaseStateName,
  type BannerRow,
  type BannerState,
  type InfoFile,
  type Lang,
  type MethodologyRow,
  type ReleaseRow,
  type ReleaseState,
} from '@ccer/contracts';
import { actsForRegistry } from '../access/company-scope.ts';
import { conflict, forbidden } from '../../errors.ts';
import { day, iso } from '../timestamps.ts';

/**
 * What the information back office's calls share: the registry-only row rule, the optimistic version check, the
 * rows' files, and the rows as the API carries them (times as ISO instants, shown in China time by the web).
 */

/** The area's rows are the registry's: an operator bound to a company (a representative) may not touch them. */
export function assertRegistry(request: FastifyRequest): void {
  if (!actsForRegistry(request.operator!)) throw forbidden();
}

/** An edit based on an older read is refused (409): somebody changed the row meanwhile. */
export function assertVersion(row: { version: number }, version: number | undefined): void {
  if (version !== undefined && version !== row.version) throw conflict('STALE_VERSION', 'staleVersion');
}

/** A person's shown name (the login name when the name is empty) of operator alias `alias`, as column `as`. */
export const operatorName = (db: Knex | Knex.Transaction, alias: string, as: string) => db.raw(`coalesce(${alias}.operator_name, ${alias}.login_name) as ??`, [as]);

/** The files of rows of a business, of the given types, by row id (upload order). */
export async function filesOf(db: Knex | Knex.Transaction, businessType: string, ids: readonly (string | number)[], typeNos: readonly string[]): Promise<Map<string, InfoFile[]>> {
  const out = new Map<string, InfoFile[]>();
  if (ids.length === 0) return out;
  const rows = await db('attachment')
    .where({ business_type: businessType })
    .whereIn('business_code', ids.map(String))
    .whereIn('type_no', typeNos)
    .orderBy([{ column: 'created_at' }, { column: 'id' }])
    .select('id', 'type_no', 'original_name', 'store_key', 'size', 'business_code');
  for (const r of rows) {
    const list = out.get(r.business_code) ?? [];
    list.push({ fileId: r.id, typeNo: r.type_no, fileName: r.original_name, path: r.store_key, size: Number(r.size) });
    out.set(r.business_code, list);
  }
  return out;
}

/** An attachment by id as a file entry (a cover, a banner's image), or null. */
export async function fileById(db: Knex | Knex.Transaction, id: string | null): Promise<InfoFile | null> {
  if (!id) return null;
  const r = await db('attachment').where({ id }).first('id', 'type_no', 'original_name', 'store_key', 'size');
  return r ? { fileId: r.id, typeNo: r.type_no, fileName: r.original_name, path: r.store_key, size: Number(r.size) } : null;
}

// ---- releases --------------------------------------------------------------------------------------------------

export interface ReleaseDbRow {
  id: string | number;
  column_id: string | number;
  column_name?: string | null;
  title: string;
  summary: string | null;
  source: string | null;
  body_html: string;
  cover_attachment_id: string | null;
  status: 'draft' | 'published' | 'withdrawn';
  publish_at: Date | string | null;
  withdrawn_at: Date | string | null;
  pinned: boolean;
  view_count: string | number;
  created_by: string | null;
  updated_by: string | null;
  created_at: Date | string;
  updated_at: Date | string;
  version: number;
  updated_by_name?: string | null;
  created_by_name?: string | null;
}

export const releaseState = (r: Pick<ReleaseDbRow, 'status' | 'publish_at'>, now = Date.now()): ReleaseState =>
  r.status === 'published' && r.publish_at && new Date(r.publish_at).getTime() > now ? 'scheduled' : r.status;

export const toReleaseRow = (r: ReleaseDbRow, lang: Lang): ReleaseRow => {
  const state = releaseState(r);
  return {
    id: Number(r.id),
    columnId: Number(r.column_id),
    columnName: r.column_name ?? '',
    title: r.title,
    summary: r.summary,
    source: r.source,
    status: r.status,
    state,
    stateName: releaseStateName(state, lang),
    publishAt: iso(r.publish_at),
    withdrawnAt: iso(r.withdrawn_at),
    pinned: r.pinned,
    viewCount: Number(r.view_count),
    updatedAt: iso(r.updated_at)!,
    updatedByName: r.updated_by_name ?? null,
    version: r.version,
  };
};

/** The releases as `r`, with their column's name in the language and the last editor's and creator's names. */
export function selectReleases(db: Knex | Knex.Transaction, lang: Lang): Knex.QueryBuilder {
  return db('info_release as r')
    .join('info_column as c', 'c.id', 'r.column_id')
    .leftJoin('operator as ub', 'ub.operator_id', 'r.updated_by')
    .leftJoin('operator as cb', 'cb.operator_id', 'r.created_by')
    .select('r.*', `c.${lang === 'en' ? 'name_en' : 'name_zh'} as column_name`, operatorName(db, 'ub', 'updated_by_name'), operatorName(db, 'cb', 'created_by_name'));
}

/** The release list's state filter in SQL (scheduled: published with a time to come). */
export function whereReleaseState(q: Knex.QueryBuilder, state: ReleaseState): Knex.QueryBuilder {
  if (state === 'published') return q.where('r.status', 'published').where('r.publish_at', '<=', q.client.raw('now()'));
  if (state === 'scheduled') return q.where('r.status', 'published').where('r.publish_at', '>', q.client.raw('now()'));
  return q.where('r.status', state);
}

// ---- banners ---------------------------------------------------------------------------------------------------

export interface BannerDbRow {
  id: string | number;
  title: string;
  alt_text: string;
  image_attachment_id: string | null;
  link_url: string | null;
  sort: number;
  valid_from: Date | string | null;
  valid_to: Date | string | null;
  enabled: boolean;
  updated_at: Date | string;
  version: number;
}

export const bannerState = (b: Pick<BannerDbRow, 'enabled' | 'valid_from' | 'valid_to'>, now = Date.now()): BannerState => {
  if (!b.enabled) return 'disabled';
  if (b.valid_from && new Date(b.valid_from).getTime() > now) return 'upcoming';
  if (b.valid_to && new Date(b.valid_to).getTime() <= now) return 'expired';
  return 'active';
};

export function whereBannerState(q: Knex.QueryBuilder, state: BannerState): Knex.QueryBuilder {
  const now = q.client.raw('now()');
  if (state === 'disabled') return q.where('b.enabled', false);
  q.where('b.enabled', true);
  if (state === 'upcoming') return q.where('b.valid_from', '>', now);
  if (state === 'expired') return q.where('b.valid_to', '<=', now);
  return q.where((w) => w.whereNull('b.valid_from').orWhere('b.valid_from', '<=', now)).where((w) => w.whereNull('b.valid_to').orWhere('b.valid_to', '>', now));
}

export const toBannerRow = (b: BannerDbRow, image: InfoFile | null, lang: Lang): BannerRow => {
  const state = bannerState(b);
  return {
    id: Number(b.id),
    title: b.title,
    altText: b.alt_text,
    linkUrl: b.link_url,
    sort: b.sort,
    validFrom: iso(b.valid_from),
    validTo: iso(b.valid_to),
    enabled: b.enabled,
    state,
    stateName: bannerStates[state][lang],
    image,
    updatedAt: iso(b.updated_at)!,
    version: b.version,
  };
};

// ---- methodologies ---------------------------------------------------------------------------------------------

export interface MethodologyDbRow {
  id: string | number;
  code: string;
  field_code: string;
  seq: number;
  version_no: number;
  name_zh: string;
  name_en: string | null;
  project_types: string[];
  status: 'inForce' | 'withdrawn';
  effective_date: Date | string | null;
  withdrawn_date: Date | string | null;
  summary: string | null;
  updated_at: Date | string;
  version: number;
}

const typeName = (id: string, lang: Lang) => {
  const t = projectTypes.find((p) => p.typeId === id);
  return t ? (lang === 'en' ? t.typeNameEn : t.typeName) : id;
};

export const toMethodologyRow = (m: MethodologyDbRow, lang: Lang): MethodologyRow => ({
  id: Number(m.id),
  code: m.code,
  fieldCode: m.field_code,
  fieldName: methodologyFieldName(m.field_code, lang),
  seq: m.seq,
  versionNo: m.version_no,
  nameZh: m.name_zh,
  nameEn: m.name_en,
  projectTypes: m.project_types ?? [],
  projectTypeNames: (m.project_types ?? []).map((t) => typeName(t, lang)),
  status: m.status,
  statusName: methodologyLibraryStatusName(m.status, lang),
  effectiveDate: day(m.effective_date),
  withdrawnDate: day(m.withdrawn_date),
  summary: m.summary,
  updatedAt: iso(m.updated_at)!,
  version: m.version,
});
