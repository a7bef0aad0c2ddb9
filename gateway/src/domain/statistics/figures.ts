import type { Knex } from 'knex';
import { chinaDaySql, coverDays, GRAINS, numberOfDay, type Grain } from './buckets.ts';
import { ENTRY_FIGURES, VOLUNTARY } from './ledger-fold.ts';
import { HOLDING_SUMS } from '../../routes/ccer/holdings/holdings-repository.ts';
import { registryDayEnd, registryDayStart } from '../calendar/registry-days.ts';

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
 * The ledger's quantities are read from its figures folded by period (ledger-fold.ts) plus the entries not folded yet.
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
  if (f.dateFrom) add(w, `${column} >= ?::timestamptz`, registryDayStart(f.dateFrom));
  if (f.dateTo) add(w, `${column} < ?::timestamptz`, registryDayEnd(f.dateTo));
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
export type LedgerKind = (typeof LEDGER_KINDS)[number];
/** The folded figure columns each kind adds to (a retirement of a voluntary cancellation counts as cancelled). */
const KIND_COLUMNS: Record<LedgerKind, string[]> = { issue: ['issued'], transfer: ['transferred'], retire: ['retired', 'voluntary_cancelled'], cancel: ['cancelled'] };

export interface LedgerSumOptions {
  /** The entries read (default: every counted kind); the figures of the others are 0. */
  kinds?: readonly LedgerKind[];
  /**
   * With 'day' asked: the coarsest period the reader rolls the days up to. A row's day is then the first day of a
   * year or month it holds whole (a dashboard by year reads whole years), so only periodOf(day, period) is meaningful.
   */
  period?: Grain;
}

/**
 * Issued, transferred, retired and cancelled quantities from the ledger, grouped by the asked dimensions: the folded
 * figures (ledger_figure, folded by ledger-fold.ts) of the whole periods in the date range plus the entries not folded
 * yet, in one statement (one snapshot: a fold that commits meanwhile is seen whole or not at all), so the sums are the
 * entries' own at every moment. By project (the issued report) the entries themselves are read, for their batches.
 */
export function ledgerSums(db: Knex, f: FigureFilter, asked: readonly Dim[], options: LedgerSumOptions = {}): Figure {
  const kinds = options.kinds ?? LEDGER_KINDS;
  if (asked.includes('project')) return ledgerEntrySums(db, f, asked, kinds);
  const columns = kinds.flatMap((k) => KIND_COLUMNS[k]);
  const needProject = asked.some((d) => d === 'province' || d === 'type') || !!f.provinceId || !!f.projectType;

  // the folded rows: whole periods of the range, at the coarsest grain the asked days allow
  const folded = where();
  const pieces = coverDays(f.dateFrom ? numberOfDay(f.dateFrom) : null, f.dateTo ? numberOfDay(f.dateTo) : null, asked.includes('day') ? (options.period ?? 'day') : 'year');
  const pieceSql = pieces.map((p) => {
    const parts = [`l.grain = ${GRAINS[p.grain]}`];
    if (p.from !== null) parts.push(`l.day >= ${p.from}`);
    if (p.to !== null) parts.push(`l.day <= ${p.to}`);
    return `(${parts.join(' and ')})`;
  });
  add(folded, pieceSql.length ? `(${pieceSql.join(' or ')})` : 'false');
  if (f.vintage) add(folded, 'l.vintage = ?', f.vintage);
  if (f.projectCode) add(folded, 'l.project_code = ?', f.projectCode);
  add(folded, `(${columns.map((c) => `l.${c} <> 0`).join(' or ')})`);

  // the entries past the watermark
  const fresh = where();
  add(fresh, 'e.xact >= w.folded_below');
  add(fresh, `e.kind in (${kinds.map(() => '?').join(', ')})`, ...kinds);
  dateRange(fresh, 'e.created_at', f);
  if (f.vintage) add(fresh, 'e.vintage = ?', f.vintage);
  if (f.projectCode) add(fresh, 'e.project_code = ?', f.projectCode);

  const outer = where();
  if (needProject) projectFilters(outer, 'p', 'type_id', f);
  const d = dims(asked, { day: 's.day', province: `coalesce(p.province_id, '')`, type: `coalesce(p.type_id, '')`, vintage: 's.vintage' });
  const sum = (c: string) => (columns.includes(c) ? `coalesce(sum(s.${c}), 0)` : '0');
  const sums = [
    `${sum('issued')}::bigint as issued`,
    `${sum('transferred')}::bigint as transferred`,
    `${sum('retired')}::bigint as retired`,
    `(${sum('voluntary_cancelled')} + ${sum('cancelled')})::bigint as cancelled`,
  ];
  const sql = `with w as (select folded_below from ledger_fold where name = 'ledger'),
    s as (
      select l.day, l.project_code, l.vintage, l.issued, l.transferred, l.retired, l.voluntary_cancelled, l.cancelled
        from ledger_figure l ${whereSql(folded)}
      union all
      select ${chinaDaySql('e.created_at')} as day, e.project_code, e.vintage, ${ENTRY_FIGURES}
        from ledger_entry e cross join w ${whereSql(fresh)}
    )
    select ${withDims(d.select, sums.join(', '))}
      from s ${needProject ? `left join ${PROJECTS} p on p.project_code = s.project_code` : ''}
      ${whereSql(outer)} ${d.group}`;
  return db.raw(sql, [...folded.bindings, ...fresh.bindings, ...outer.bindings]);
}

/** ledgerSums read from the entries themselves (by project: how many issuance batches, and the project's name). */
function ledgerEntrySums(db: Knex, f: FigureFilter, asked: readonly Dim[], kinds: readonly LedgerKind[]): Figure {
  const w = where();
  add(w, `e.kind in (${kinds.map(() => '?').join(', ')})`, ...kinds);
  dateRange(w, 'e.created_at', f);
  if (f.vintage) add(w, 'e.vintage = ?', f.vintage);
  if (f.projectCode) add(w, 'e.project_code = ?', f.projectCode);
  projectFilters(w, 'p', 'type_id', f);
  const d = dims(asked, { day: chinaDaySql('e.created_at'), province: `coalesce(p.province_id, '')`, type: `coalesce(p.type_id, '')`, project: 'e.project_code', vintage: 'e.vintage' });
  const retires = kinds.includes('retire');
  const sums = [
    `coalesce(sum(e.quantity) filter (where e.kind = 'issue'), 0)::bigint as issued`,
    `coalesce(sum(e.quantity) filter (where e.kind = 'transfer'), 0)::bigint as transferred`,
    retires ? `coalesce(sum(e.quantity) filter (where e.kind = 'retire' and not ${VOLUNTARY}), 0)::bigint as retired` : '0::bigint as retired',
    retires
      ? `coalesce(sum(e.quantity) filter (where e.kind = 'cancel' or (e.kind = 'retire' and ${VOLUNTARY})), 0)::bigint as cancelled`
      : `coalesce(sum(e.quantity) filter (where e.kind = 'cancel'), 0)::bigint as cancelled`,
    // issuance batches per project (a distinct count costs a sort)
    `count(distinct e.batch) filter (where e.kind = 'issue')::int as issuances`,
    'max(p.project_name) as project_name',
  ];
  const sql = `select ${withDims(d.select, sums.join(', '))}
    from ledger_entry e left join ${PROJECTS} p on p.project_code = e.project_code
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
