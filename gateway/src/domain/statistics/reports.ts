import type { Knex } from 'knex';
import {
  applyStatusNames,
  blockStates,
  holderAccountTypes,
  offsetKinds,
  pilotMarkets,
  projectTypes,
  statisticsFigureNames,
  type Lang,
  type StatisticsChart,
  type StatisticsFigure,
  type StatisticsPeriod,
  type StatisticsQuery,
  type StatisticsReport,
  type StatisticsRow,
  type StatisticsSummary,
} from '@ccer/contracts';
import { regions } from '../reference/regions.ts';
import { periodOf, yearOfNumber } from './buckets.ts';
import { cancelledProjects, holdings, ledgerSums, num, projectApplications, reductionApplications, registeredProjects, registeredReductions, retiredOffsets, runFigure, type Figure } from './figures.ts';

/**
 * The eight reports as plans: the figures (aggregates) a report runs, all at once, and how their rows make the
 * report's rows, totals and charts. The list and the summary calls run the same plan; the benchmark runs its figures raw.
 */
type Rows = Record<string, Record<string, unknown>[]>;
export interface ReportResult<R extends StatisticsReport> {
  rows: StatisticsRow<R>[];
  totals: StatisticsSummary['totals'];
  charts: StatisticsChart[];
}
export interface ReportPlan<R extends StatisticsReport> {
  figures: Record<string, Figure>;
  assemble(rows: Rows): ReportResult<R>;
}

export const figureName = (key: StatisticsFigure, lang: Lang) => statisticsFigureNames[key][lang];
const totalsOf = (lang: Lang, values: Partial<Record<StatisticsFigure, number>>) =>
  Object.entries(values)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => ({ key, name: figureName(key as StatisticsFigure, lang), value: value ?? 0 }));

const provinceNames = (lang: Lang) => {
  const map = new Map(regions().provinces.map((p) => [p.provinceId, lang === 'zh' ? p.provinceName : p.provinceNameEn]));
  return (id: string) => (id ? (map.get(id) ?? id) : figureName('unknown', lang));
};
const typeById = new Map(projectTypes.map((t) => [t.typeId, t]));
export const typeName = (id: string, lang: Lang) => {
  const t = typeById.get(id);
  return t ? (lang === 'zh' ? t.typeName : t.typeNameEn) : id || statisticsFigureNames.unknown[lang];
};

/** Sums a numeric field of rows grouped by a key made from each row. */
function rollUp<T extends string>(rows: Record<string, unknown>[], keyOf: (r: Record<string, unknown>) => string, fields: readonly T[]): Map<string, Record<T, number>> {
  const out = new Map<string, Record<T, number>>();
  for (const r of rows) {
    const k = keyOf(r);
    const acc = out.get(k) ?? (Object.fromEntries(fields.map((f) => [f, 0])) as Record<T, number>);
    for (const f of fields) acc[f] += num(r[f]);
    out.set(k, acc);
  }
  return out;
}
const sumOf = (rows: Record<string, unknown>[], field: string) => rows.reduce((s, r) => s + num(r[field]), 0);
const LEDGER = ['issued', 'transferred', 'retired', 'cancelled'] as const;

function chart(key: string, kind: StatisticsChart['kind'], categories: string[], series: Array<{ key: StatisticsFigure | string; name: string; data: number[] }>): StatisticsChart {
  return { key, kind, categories, series };
}
const seriesOf = <T extends string>(lang: Lang, keys: readonly T[], rows: Array<Record<T, number>>) =>
  keys.map((k) => ({ key: k, name: figureName(k as unknown as StatisticsFigure, lang), data: rows.map((r) => r[k]) }));

// ---- the reports ------------------------------------------------------------------------------------------------

function offsetPlan(db: Knex, q: StatisticsQuery<'offset'>, lang: Lang): ReportPlan<'offset'> {
  const period: StatisticsPeriod = q.period ?? 'month';
  return {
    figures: { offsets: retiredOffsets(db, q) },
    assemble: ({ offsets }) => {
      const grouped = rollUp(offsets, (r) => `${periodOf(num(r.day), period)}|${r.kind}|${r.market ?? ''}`, ['offsets', 'quantity'] as const);
      const rows = [...grouped.entries()]
        .map(([k, v]) => {
          const [p, kind, market] = k.split('|');
          const kindName = offsetKinds[kind as keyof typeof offsetKinds]?.[lang] ?? kind;
          const marketName = market ? (pilotMarkets[market as keyof typeof pilotMarkets]?.[lang] ?? market) : null;
          return { period: p, kind, kindName, market: market || null, marketName, offsets: v.offsets, quantity: v.quantity };
        })
        .sort((a, b) => b.period.localeCompare(a.period) || a.kind.localeCompare(b.kind) || (a.market ?? '').localeCompare(b.market ?? ''));
      const periods = [...new Set(rows.map((r) => r.period))].sort();
      const kinds = Object.keys(offsetKinds).filter((k) => rows.some((r) => r.kind === k));
      const byKind = rollUp(rows as unknown as Record<string, unknown>[], (r) => `${r.period}|${r.kind}`, ['quantity'] as const);
      return {
        rows,
        totals: totalsOf(lang, { offsets: sumOf(offsets, 'offsets'), quantity: sumOf(offsets, 'quantity') }),
        charts: [
          chart('byPeriod', 'bar', periods, kinds.map((k) => ({ key: k, name: offsetKinds[k as keyof typeof offsetKinds][lang], data: periods.map((p) => byKind.get(`${p}|${k}`)?.quantity ?? 0) }))),
          chart('byKind', 'pie', kinds.map((k) => offsetKinds[k as keyof typeof offsetKinds][lang]), [{ key: 'quantity', name: figureName('quantity', lang), data: kinds.map((k) => sumOf(offsets.filter((r) => r.kind === k), 'quantity')) }]),
        ],
      };
    },
  };
}

function regionPlan(db: Knex, q: StatisticsQuery<'region'>, lang: Lang): ReportPlan<'region'> {
  const name = provinceNames(lang);
  return {
    figures: { ledger: ledgerSums(db, q, ['province']), projects: registeredProjects(db, q, ['province']), reductions: registeredReductions(db, q, ['province']) },
    assemble: ({ ledger, projects, reductions }) => {
      const ids = [...new Set([...ledger, ...projects, ...reductions].map((r) => String(r.province ?? '')))].sort();
      const l = rollUp(ledger, (r) => String(r.province), LEDGER);
      const p = rollUp(projects, (r) => String(r.province), ['projects'] as const);
      const c = rollUp(reductions, (r) => String(r.province), ['quantity'] as const);
      const rows = ids.map((id) => ({
        provinceId: id,
        provinceName: name(id),
        registeredProjects: p.get(id)?.projects ?? 0,
        registeredReductions: c.get(id)?.quantity ?? 0,
        issued: l.get(id)?.issued ?? 0,
        transferred: l.get(id)?.transferred ?? 0,
        retired: l.get(id)?.retired ?? 0,
        cancelled: l.get(id)?.cancelled ?? 0,
      }));
      return {
        rows,
        totals: totalsOf(lang, {
          registeredProjects: sumOf(projects, 'projects'),
          registeredReductions: sumOf(reductions, 'quantity'),
          ...Object.fromEntries(LEDGER.map((k) => [k, sumOf(ledger, k)])),
        }),
        charts: [
          chart('byProvince', 'bar', rows.map((r) => r.provinceName), seriesOf(lang, LEDGER, rows)),
          chart('projectsByProvince', 'bar', rows.map((r) => r.provinceName), seriesOf(lang, ['registeredProjects'] as const, rows)),
        ],
      };
    },
  };
}

/** The dashboard's figures by year and by project type; also the public dashboard's (public-figures.ts). */
export function dashboardFigures(db: Knex, q: StatisticsQuery<'dashboard'>) {
  return {
    ledgerByDay: ledgerSums(db, q, ['day'], { period: 'year' }),
    projectsByDay: registeredProjects(db, q, ['day']),
    reductionsByDay: registeredReductions(db, q, ['day']),
    ledgerByType: ledgerSums(db, q, ['type']),
    projectsByType: registeredProjects(db, q, ['type']),
  };
}

/** Per year (China time): registered projects and reductions, and the ledger's four quantities. */
export function byYear(rows: Rows) {
  const l = rollUp(rows.ledgerByDay, (r) => String(yearOfNumber(num(r.day))), LEDGER);
  const p = rollUp(rows.projectsByDay, (r) => String(yearOfNumber(num(r.day))), ['projects'] as const);
  const c = rollUp(rows.reductionsByDay, (r) => String(yearOfNumber(num(r.day))), ['quantity'] as const);
  const years = [...new Set([...l.keys(), ...p.keys(), ...c.keys()])].map(Number).sort((a, b) => a - b);
  return years.map((year) => ({
    year,
    registeredProjects: p.get(String(year))?.projects ?? 0,
    registeredReductions: c.get(String(year))?.quantity ?? 0,
    issued: l.get(String(year))?.issued ?? 0,
    transferred: l.get(String(year))?.transferred ?? 0,
    retired: l.get(String(year))?.retired ?? 0,
    cancelled: l.get(String(year))?.cancelled ?? 0,
  }));
}

function dashboardPlan(db: Knex, q: StatisticsQuery<'dashboard'>, lang: Lang): ReportPlan<'dashboard'> {
  return {
    figures: dashboardFigures(db, q),
    assemble: (rows) => {
      const years = byYear(rows);
      const types = [...new Set([...rows.ledgerByType, ...rows.projectsByType].map((r) => String(r.type ?? '')))].sort();
      const lt = rollUp(rows.ledgerByType, (r) => String(r.type), LEDGER);
      const pt = rollUp(rows.projectsByType, (r) => String(r.type), ['projects'] as const);
      return {
        rows: [...years].reverse(),
        totals: totalsOf(lang, {
          registeredProjects: sumOf(rows.projectsByDay, 'projects'),
          registeredReductions: sumOf(rows.reductionsByDay, 'quantity'),
          ...Object.fromEntries(LEDGER.map((k) => [k, sumOf(rows.ledgerByDay, k)])),
        }),
        charts: [
          chart('byYear', 'line', years.map((y) => String(y.year)), seriesOf(lang, LEDGER, years)),
          chart('projectsByYear', 'bar', years.map((y) => String(y.year)), seriesOf(lang, ['registeredProjects'] as const, years)),
          chart('issuedByType', 'pie', types.map((t) => typeName(t, lang)), [{ key: 'issued', name: figureName('issued', lang), data: types.map((t) => lt.get(t)?.issued ?? 0) }]),
          chart('projectsByType', 'pie', types.map((t) => typeName(t, lang)), [{ key: 'registeredProjects', name: figureName('registeredProjects', lang), data: types.map((t) => pt.get(t)?.projects ?? 0) }]),
        ],
      };
    },
  };
}

function projectPlan(db: Knex, q: StatisticsQuery<'project'>, lang: Lang): ReportPlan<'project'> {
  const groupBy = q.groupBy ?? 'status';
  const province = provinceNames(lang);
  const nameOf = (key: string) =>
    groupBy === 'status' ? (applyStatusNames[key as keyof typeof applyStatusNames]?.[lang] ?? key) : groupBy === 'province' ? province(key) : typeName(key, lang);
  return {
    figures: { applications: projectApplications(db, q, groupBy), cancelled: cancelledProjects(db, q, groupBy) },
    assemble: ({ applications, cancelled }) => {
      const gone = new Map(cancelled.map((r) => [String(r.key ?? ''), num(r.cancelled)]));
      const rows = applications
        .map((r) => ({ key: String(r.key ?? ''), name: nameOf(String(r.key ?? '')), applications: num(r.applications), registered: num(r.registered), cancelled: gone.get(String(r.key ?? '')) ?? 0 }))
        .sort((a, b) => a.key.localeCompare(b.key));
      return {
        rows,
        totals: totalsOf(lang, { applications: sumOf(rows, 'applications'), registered: sumOf(rows, 'registered'), cancelledProjects: sumOf(rows, 'cancelled') }),
        charts: [chart('applications', 'bar', rows.map((r) => r.name), seriesOf(lang, ['applications', 'registered'] as const, rows))],
      };
    },
  };
}

function emissionTotalPlan(db: Knex, q: StatisticsQuery<'emission-total'>, lang: Lang): ReportPlan<'emission-total'> {
  const groupBy = q.groupBy ?? 'type';
  const dim = groupBy === 'province' ? 'province' : groupBy === 'vintage' ? 'vintage' : 'type';
  const province = provinceNames(lang);
  const nameOf = (key: string) => (dim === 'province' ? province(key) : dim === 'type' ? typeName(key, lang) : key);
  return {
    figures: { applied: reductionApplications(db, q, [dim]), registered: registeredReductions(db, q, [dim]) },
    assemble: ({ applied, registered }) => {
      const a = rollUp(applied, (r) => String(r[dim] ?? ''), ['applications', 'quantity'] as const);
      const g = rollUp(registered, (r) => String(r[dim] ?? ''), ['registrations', 'quantity'] as const);
      const keys = [...new Set([...a.keys(), ...g.keys()])].sort();
      const rows = keys.map((key) => ({
        key,
        name: nameOf(key),
        applications: a.get(key)?.applications ?? 0,
        appliedQuantity: a.get(key)?.quantity ?? 0,
        registrations: g.get(key)?.registrations ?? 0,
        registeredQuantity: g.get(key)?.quantity ?? 0,
      }));
      return {
        rows,
        totals: totalsOf(lang, {
          applications: sumOf(rows, 'applications'),
          appliedQuantity: sumOf(rows, 'appliedQuantity'),
          registrations: sumOf(rows, 'registrations'),
          registeredQuantity: sumOf(rows, 'registeredQuantity'),
        }),
        charts: [chart('quantities', 'bar', rows.map((r) => r.name), seriesOf(lang, ['appliedQuantity', 'registeredQuantity'] as const, rows))],
      };
    },
  };
}

function emissionIssuedPlan(db: Knex, q: StatisticsQuery<'emission-issued'>, lang: Lang): ReportPlan<'emission-issued'> {
  const period: StatisticsPeriod = q.period ?? 'month';
  return {
    figures: { byProject: ledgerSums(db, q, ['project', 'vintage'], { kinds: ['issue'] }), byDay: ledgerSums(db, q, ['day'], { kinds: ['issue'], period }) },
    assemble: ({ byProject, byDay }) => {
      const rows = byProject
        .filter((r) => num(r.issued) > 0)
        .map((r) => ({ projectCode: String(r.project), projectName: (r.project_name as string | null) ?? null, vintage: num(r.vintage), issuances: num(r.issuances), quantity: num(r.issued) }))
        .sort((a, b) => a.projectCode.localeCompare(b.projectCode) || a.vintage - b.vintage);
      const periods = rollUp(byDay, (r) => periodOf(num(r.day), period), ['issued'] as const);
      const labels = [...periods.keys()].sort();
      const vintages = rollUp(rows as unknown as Record<string, unknown>[], (r) => String(r.vintage), ['quantity'] as const);
      const vintageLabels = [...vintages.keys()].sort();
      return {
        rows,
        totals: totalsOf(lang, { issued: sumOf(rows, 'quantity'), projects: new Set(rows.map((r) => r.projectCode)).size }),
        charts: [
          chart('byPeriod', 'bar', labels, [{ key: 'issued', name: figureName('issued', lang), data: labels.map((p) => periods.get(p)!.issued) }]),
          chart('byVintage', 'pie', vintageLabels, [{ key: 'issued', name: figureName('issued', lang), data: vintageLabels.map((v) => vintages.get(v)!.quantity) }]),
        ],
      };
    },
  };
}

const HOLDING = ['available', 'reserved', 'frozen', 'trading', 'retired', 'cancelled', 'total'] as const;
function holdPlan(db: Knex, q: StatisticsQuery<'hold'>, lang: Lang): ReportPlan<'hold'> {
  const groupBy = q.groupBy ?? 'holder';
  return {
    figures: { blocks: holdings(db, q, groupBy) },
    assemble: ({ blocks }) => {
      const typed = rollUp(blocks, (r) => String(r.key), HOLDING);
      const names = new Map(blocks.map((r) => [String(r.key), String(r.name ?? '')]));
      const nameOf = (key: string) => (groupBy === 'holder' ? (names.get(key) ?? key) : (holderAccountTypes[key] ?? holderAccountTypes.other)[lang]);
      const rows = [...typed.entries()].map(([key, v]) => ({ key, name: nameOf(key), ...v })).sort((a, b) => b.total - a.total || a.key.localeCompare(b.key));
      const states = HOLDING.filter((k) => k !== 'total');
      const totals = Object.fromEntries(HOLDING.map((k) => [k, sumOf(rows, k)]));
      const top = rows.slice(0, 10);
      // a holding state by its name (已抵销, not the flow's 抵销量)
      const stateName = (k: string) => (k === 'retired' || k === 'cancelled' ? blockStates[k][lang] : figureName(k as StatisticsFigure, lang));
      return {
        rows,
        totals: totalsOf(lang, { ...totals, holders: groupBy === 'holder' ? rows.length : undefined }).map((x) => ({ ...x, name: x.key === 'holders' || x.key === 'total' ? x.name : stateName(x.key) })),
        charts: [
          chart('byState', 'pie', states.map(stateName), [{ key: 'total', name: figureName('total', lang), data: states.map((s) => totals[s]) }]),
          chart('top', 'bar', top.map((r) => r.name), seriesOf(lang, states, top).map((x) => ({ ...x, name: stateName(x.key) }))),
        ],
      };
    },
  };
}

function registeredPlan(db: Knex, q: StatisticsQuery<'registered'>, lang: Lang): ReportPlan<'registered'> {
  const period: StatisticsPeriod = q.period ?? 'month';
  return {
    figures: { projects: registeredProjects(db, q, ['day']), reductions: registeredReductions(db, q, ['day']) },
    assemble: ({ projects, reductions }) => {
      const p = rollUp(projects, (r) => periodOf(num(r.day), period), ['projects'] as const);
      const c = rollUp(reductions, (r) => periodOf(num(r.day), period), ['registrations', 'quantity'] as const);
      const periods = [...new Set([...p.keys(), ...c.keys()])].sort();
      const rows = periods.map((x) => ({ period: x, registeredProjects: p.get(x)?.projects ?? 0, registeredReductions: c.get(x)?.registrations ?? 0, registeredQuantity: c.get(x)?.quantity ?? 0 }));
      return {
        rows: [...rows].reverse(),
        totals: totalsOf(lang, { registeredProjects: sumOf(rows, 'registeredProjects'), registrations: sumOf(rows, 'registeredReductions'), registeredQuantity: sumOf(rows, 'registeredQuantity') }),
        charts: [
          chart('counts', 'bar', periods, [
            { key: 'registeredProjects', name: figureName('registeredProjects', lang), data: rows.map((r) => r.registeredProjects) },
            { key: 'registrations', name: figureName('registrations', lang), data: rows.map((r) => r.registeredReductions) },
          ]),
          chart('quantity', 'line', periods, seriesOf(lang, ['registeredQuantity'] as const, rows)),
        ],
      };
    },
  };
}

const planners: { [R in StatisticsReport]: (db: Knex, q: StatisticsQuery<R>, lang: Lang) => ReportPlan<R> } = {
  offset: offsetPlan,
  region: regionPlan,
  dashboard: dashboardPlan,
  project: projectPlan,
  'emission-total': emissionTotalPlan,
  'emission-issued': emissionIssuedPlan,
  hold: holdPlan,
  registered: registeredPlan,
};

export const planReport = <R extends StatisticsReport>(db: Knex, report: R, q: StatisticsQuery<R>, lang: Lang): ReportPlan<R> => planners[report](db, q, lang);

/** Runs a plan's figures at once and assembles the report. */
export async function runReport<R extends StatisticsReport>(plan: ReportPlan<R>): Promise<ReportResult<R>> {
  const names = Object.keys(plan.figures);
  const results = await Promise.all(names.map((n) => runFigure(plan.figures[n])));
  return plan.assemble(Object.fromEntries(names.map((n, i) => [n, results[i]])));
}
