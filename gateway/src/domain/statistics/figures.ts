import type { Knex } from 'knex';
import { chinaDayEnd, chinaDaySql, chinaDayStart } from './buckets.ts';
import { HOLDING_SUMS } from '../../routes/ccer/holdings/holdings-repository.ts';

/**
 * The registry's figures, one aggregate per figure, each a single SQL statement built here and run by the reports
 * (routes/statistics/) and the public figures alike; the benchmark runs the same statements raw (tests/bench/stats.ts).
 * Every figure reads the records themselves:
 * - registered projects: project_info not cancelled, by registration time;
 * - registered reductions: certified_info not withdrawn (registered_num, or a vintage's quantity), by registration time;
 * - issued, transferred, retired, cancelled: the ledger's entries (kinds issue, transfer, retire, cancel) by entry
 *   time; an offset's retirement counts as retired, a voluntary cancellation's (offset kind logout) and a forced
 *   cancellation (kind cancel) as cancelled; reservations, releases, freezes and trading moves change no figure;
 * - holdings: the unit blocks as they are now, by state;
 * - applications: project_apply and certified_apply past their draft, by submission time.
 * A partial index on the ledger's counted entries (migration 20261124001020) keeps these reads on the index.
 */
export interface FigureFilter {
  dateFrom?: string;
  dateTo?: string;
  provinceId?: string;
  /** A level-2 type id or a prefix of one ('A', 'A01'). */
  projectType?: string;
  vintage?: number;
  projectCode?: string;
}

export type Dim = 'day' | 'province' | 'type' | 'project' | 'vintage';
/** One aggregate: its SQL and bindings (knex raw), ready to run or to print. */
export type Figure = Knex.Raw;

/** A registered project's code with the fields the figures group by. */
const PROJECTS = `(select pi.project_code, pa.province_id, pa.parent_project_type as type_id, pa.project_name
  from project_info pi join project_apply pa on pa.id = pi.apply_id)`;

interface Where {
  parts: string[];
  bindings: Knex.Value[];
}
const where = (): Where => ({ parts: [], bindings: [] });
const add = (w: Where, sql: string, ...b: Knex.Value[]) => {
  w.parts.push(sql);
  w.bindings.push(...b);
};
const whereSql = (w: Where) => (w.parts.length ? `where ${w.parts.join(' and ')}` : '');

function dateRange(w: Where, column: string, f: FigureFilter) {
  if (f.dateFrom) add(w, `${column} >= ?::timestamptz`, chinaDayStart(f.dateFrom));
  if (f.dateTo) add(w, `${column} < ?::timestamptz`, chinaDayEnd(f.dateTo));
}
/** The project's province and type filters on a relation with province_id and type_id. */
function projectFilters(w: Where, alias: string, typeColumn: string, f: FigureFilter) {
  if (f.provinceId) add(w, `${alias}.province_id = ?`, f.provinceId);
  if (f.projectType) add(w, `${alias}.${typeColumn} like ?`, `${f.projectType}%`);
}

/** The select list and group-by of the asked dimensions. */
function dims(asked: readonly Dim[], cols: Partial<Record<Dim, string>>): { select: string; group: string } {
  const used = asked.filter((d) => cols[d]);
  return {
    select: used.map((d) => `${cols[d]} as ${d}`).join(', '),
    group: used.length ? `group by ${used.map((d) => cols[d]).join(', ')}` : '',
  };
}
const withDims = (select: string, rest: string) => (select ? `${select}, ${rest}` : rest);

export const LEDGER_KINDS = ['issue', 'transfer', 'retire', 'cancel'] as const;
/**
 * A retirement of a voluntary cancellation (an offset of kind logout): a hashed subplan over those offsets' ids, not a
 * join (a join hashed the ledger side, whose business keys are mostly null, into thousands of batches).
 */
const VOLUNTARY = `coalesce(e.business_key in (select o.id::text from ccer_offset o where o.kind = 'logout'), false)`;

/**
 * Issued, transferred, retired and cancelled quantities (and issuance batches) from the ledger's entries, grouped by
 * the asked dimensions. `kinds` narrows the entries read when a report needs fewer figures.
 */
export function ledgerSums(db: Knex, f: FigureFilter, asked: readonly Dim[], kinds: readonly (typeof LEDGER_KINDS)[number][] = LEDGER_KINDS): Figure {
  const w = where();
  add(w, `e.kind in (${kinds.map(() => '?').join(', ')})`, ...kinds);
  dateRange(w, 'e.created_at', f);
  if (f.vintage) add(w, 'e.vintage = ?', f.vintage);
  if (f.projectCode) add(w, 'e.project_code = ?', f.projectCode);
  const needProject = asked.some((d) => d === 'province' || d === 'type' || d === 'project') || !!f.provinceId || !!f.projectType;
  if (needProject) projectFilters(w, 'p', 'type_id', f);
  const d = dims(asked, { day: chinaDaySql('e.created_at'), province: `coalesce(p.province_id, '')`, type: `coalesce(p.type_id, '')`, project: 'e.project_code', vintage: 'e.vintage' });
  const retires = kinds.includes('retire');
  const sums = [
    `coalesce(sum(e.quantity) filter (where e.kind = 'issue'), 0)::bigint as issued`,
    `coalesce(sum(e.quantity) filter (where e.kind = 'transfer'), 0)::bigint as transferred`,
    retires ? `coalesce(sum(e.quantity) filter (where e.kind = 'retire' and not ${VOLUNTARY}), 0)::bigint as retired` : '0::bigint as retired',
    retires
      ? `coalesce(sum(e.quantity) filter (where e.kind = 'cancel' or (e.kind = 'retire' and ${VOLUNTARY})), 0)::bigint as cancelled`
      : `coalesce(sum(e.quantity) filter (where e.kind = 'cancel'), 0)::bigint as cancelled`,
    // issuance batches per project (a distinct count costs a sort): only where a project is a row
    asked.includes('project') ? `count(distinct e.batch) filter (where e.kind = 'issue')::int as issuances` : '',
    asked.includes('project') ? 'max(p.project_name) as project_name' : '',
  ].filter(Boolean);
  const sql = `select ${withDims(d.select, sums.join(', '))}
    from ledger_entry e
    ${needProject ? `left join ${PROJECTS} p on p.project_code = e.project_code` : ''}
    ${whereSql(w)} ${d.group}`;
  return db.raw(sql, w.bindings);
}

/** Registered projects (not cancelled) counted by the asked dimensions, by registration time. */
export function registeredProjects(db: Knex, f: FigureFilter, asked: readonly Dim[]): Figure {
  const w = where();
  add(w, `pi.cancel_flag = '0'`);
  dateRange(w, 'pi.registration_time', f);
  if (f.projectCode) add(w, 'pi.project_code = ?', f.projectCode);
  projectFilters(w, 'pa', 'parent_project_type', f);
  const d = dims(asked, { day: chinaDaySql('pi.registration_time'), province: `coalesce(pa.province_id, '')`, type: `coalesce(pa.parent_project_type, '')` });
  return db.raw(
    `select ${withDims(d.select, 'count(*)::int as projects')}
       from project_info pi join project_apply pa on pa.id = pi.apply_id
       ${whereSql(w)} ${d.group}`,
    w.bindings,
  );
}

/**
 * Registered reductions (not withdrawn): how many and their tonnes, by the asked dimensions and registration time.
 * With a vintage asked or grouped by, each vintage's own registered quantity.
 */
export function registeredReductions(db: Knex, f: FigureFilter, asked: readonly Dim[]): Figure {
  const w = where();
  add(w, `ci.cancel_flag = '0'`);
  dateRange(w, 'ci.registration_time', f);
  if (f.projectCode) add(w, 'pi.project_code = ?', f.projectCode);
  projectFilters(w, 'pa', 'parent_project_type', f);
  const byVintage = asked.includes('vintage') || !!f.vintage;
  if (f.vintage) add(w, 'cv.vintage = ?', f.vintage);
  const d = dims(asked, { day: chinaDaySql('ci.registration_time'), province: `coalesce(pa.province_id, '')`, type: `coalesce(pa.parent_project_type, '')`, vintage: 'cv.vintage' });
  return db.raw(
    `select ${withDims(d.select, `count(distinct ci.id)::int as registrations, coalesce(sum(${byVintage ? 'cv.quantity' : 'ci.registered_num'}), 0)::bigint as quantity`)}
       from certified_info ci
       join project_info pi on pi.id = ci.project_info_id
       join project_apply pa on pa.id = pi.apply_id
       ${byVintage ? `cross join lateral (select (v->>'year')::int as vintage, (v->>'quantity')::bigint as quantity from jsonb_array_elements(ci.vintages) v) cv` : ''}
       ${whereSql(w)} ${d.group}`,
    w.bindings,
  );
}

/**
 * Reduction-volume applications past their draft: how many and the quantity applied for (certified_num), by
 * submission time; grouped by vintage, each vintage's verified quantity of the application.
 */
export function reductionApplications(db: Knex, f: FigureFilter, asked: readonly Dim[]): Figure {
  const w = where();
  add(w, `ca.status <> '00'`);
  dateRange(w, 'ca.submitted_at', f);
  projectFilters(w, 'pa', 'parent_project_type', f);
  const byVintage = asked.includes('vintage') || !!f.vintage;
  if (f.vintage) add(w, 'cv.vintage = ?', f.vintage);
  const d = dims(asked, { province: `coalesce(pa.province_id, '')`, type: `coalesce(pa.parent_project_type, '')`, vintage: 'cv.vintage' });
  return db.raw(
    `select ${withDims(d.select, `count(distinct ca.id)::int as applications, coalesce(sum(${byVintage ? 'cv.quantity' : 'ca.certified_num'}), 0)::bigint as quantity`)}
       from certified_apply ca
       join project_info pi on pi.id = ca.project_info_id
       join project_apply pa on pa.id = pi.apply_id
       ${byVintage ? `cross join lateral (select (v->>'year')::int as vintage, (v->>'quantity')::bigint as quantity from jsonb_array_elements(coalesce(ca.vintages, '[]'::jsonb)) v) cv` : ''}
       ${whereSql(w)} ${d.group}`,
    w.bindings,
  );
}

/**
 * Project applications past their draft by status, province or type: all, and registered; read from the
 * project_apply_stat index alone (an index-only scan). The cancelled ones are their own figure (cancelledProjects).
 */
export function projectApplications(db: Knex, f: FigureFilter, key: 'status' | 'province' | 'type'): Figure {
  const w = where();
  add(w, `pa.status <> '00'`);
  dateRange(w, 'pa.submitted_at', f);
  projectFilters(w, 'pa', 'parent_project_type', f);
  const column = applicationKey[key];
  return db.raw(
    `select ${column} as key, count(*)::int as applications, count(*) filter (where pa.status = '16')::int as registered
       from project_apply pa ${whereSql(w)} group by ${column}`,
    w.bindings,
  );
}
const applicationKey = { status: 'pa.status', province: `coalesce(pa.province_id, '')`, type: `coalesce(pa.parent_project_type, '')` };

/** Registered projects cancelled for ever, by their application's status, province or type (the project report). */
export function cancelledProjects(db: Knex, f: FigureFilter, key: 'status' | 'province' | 'type'): Figure {
  const w = where();
  add(w, `pi.cancel_flag = '1'`);
  dateRange(w, 'pa.submitted_at', f);
  projectFilters(w, 'pa', 'parent_project_type', f);
  const column = applicationKey[key];
  return db.raw(
    `select ${column} as key, count(*)::int as cancelled
       from project_info pi join project_apply pa on pa.id = pi.apply_id ${whereSql(w)} group by ${column}`,
    w.bindings,
  );
}

/** Retired offsets (every kind) by China day of retirement, kind and pilot market: how many and their tonnes. */
export function retiredOffsets(db: Knex, f: FigureFilter & { kind?: string }): Figure {
  const w = where();
  add(w, `o.status = 'retired'`);
  dateRange(w, 'o.retired_at', f);
  if (f.kind) add(w, 'o.kind = ?', f.kind);
  if (f.vintage) add(w, 'o.vintage = ?', f.vintage);
  const needProject = !!f.provinceId || !!f.projectType;
  if (needProject) projectFilters(w, 'p', 'type_id', f);
  return db.raw(
    `select ${chinaDaySql('o.retired_at')} as day, o.kind, o.details->>'market' as market, count(*)::int as offsets, coalesce(sum(o.quantity), 0)::bigint as quantity
       from ccer_offset o ${needProject ? `join ${PROJECTS} p on p.project_code = o.project_code` : ''}
       ${whereSql(w)} group by 1, 2, 3`,
    w.bindings,
  );
}

/** Holdings as the unit blocks stand now, a column per state (HOLDING_SUMS: the joined tables have no such columns), by holder or by the holder's (first) account type. */
export function holdings(db: Knex, f: FigureFilter, key: 'holder' | 'accountType'): Figure {
  const w = where();
  if (f.vintage) add(w, 'b.vintage = ?', f.vintage);
  if (f.projectCode) add(w, 'b.project_code = ?', f.projectCode);
  const needProject = !!f.provinceId || !!f.projectType;
  if (needProject) projectFilters(w, 'p', 'type_id', f);
  const column = key === 'holder' ? 'b.holder_id::text' : `coalesce(nullif(split_part(c.cust_type, ',', 1), ''), 'other')`;
  return db.raw(
    `select ${column} as key, max(c.cust_name) as name, ${HOLDING_SUMS}
       from unit_block b join customer c on c.cust_id = b.holder_id
       ${needProject ? `join ${PROJECTS} p on p.project_code = b.project_code` : ''}
       ${whereSql(w)} group by ${column}`,
    w.bindings,
  );
}

/** Rows of a figure as plain objects with numbers where the aggregate gave numeric strings (bigint). */
export async function runFigure(figure: Figure): Promise<Record<string, unknown>[]> {
  const result = (await figure) as { rows: Record<string, unknown>[] };
  return result.rows;
}
export const num = (v: unknown): number => (v === null || v === undefined ? 0 : Number(v));
