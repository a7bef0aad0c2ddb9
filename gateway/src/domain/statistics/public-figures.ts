import type { Knex } from 'knex';
import type { Lang, PublicDashboard, PublicDashboardQuery, PublicTotals } from '@ccer/contracts';
import { regions } from '../reference/regions.ts';
import { ledgerSums, num, registeredProjects, registeredReductions, runFigure } from './figures.ts';
import { byYear, dashboardFigures, typeName } from './reports.ts';
import { projectTypes } from '@ccer/contracts';

/** The portal's totals: the same aggregates as the reports', over every record. */
export function publicTotalFigures(db: Knex) {
  return { ledger: ledgerSums(db, {}, []), projects: registeredProjects(db, {}, []), reductions: registeredReductions(db, {}, []) };
}

export async function publicTotals(db: Knex): Promise<PublicTotals> {
  const f = publicTotalFigures(db);
  const [[ledger], [projects], [reductions]] = await Promise.all([runFigure(f.ledger), runFigure(f.projects), runFigure(f.reductions)]);
  return {
    registeredProjects: num(projects?.projects),
    registeredReductions: num(reductions?.quantity),
    issued: num(ledger?.issued),
    retired: num(ledger?.retired),
    cancelled: num(ledger?.cancelled),
    asOf: new Date().toISOString(),
  };
}

/** The public dashboard: by year (China time), by province and by level-2 project type. */
export async function publicDashboard(db: Knex, q: PublicDashboardQuery, lang: Lang): Promise<PublicDashboard> {
  const filter = { dateFrom: q.yearFrom ? `${q.yearFrom}-01-01` : undefined, dateTo: q.yearTo ? `${q.yearTo}-12-31` : undefined };
  const byDimension = (dim: 'province' | 'type') => ({ ledger: ledgerSums(db, filter, [dim]), projects: registeredProjects(db, filter, [dim]) });
  const figures = { ...dashboardFigures(db, filter), province: byDimension('province'), type: byDimension('type') };
  const [ledgerByDay, projectsByDay, reductionsByDay, provinceLedger, provinceProjects, typeLedger, typeProjects] = await Promise.all(
    [figures.ledgerByDay, figures.projectsByDay, figures.reductionsByDay, figures.province.ledger, figures.province.projects, figures.type.ledger, figures.type.projects].map(runFigure),
  );
  const merge = (dim: 'province' | 'type', ledger: Record<string, unknown>[], projects: Record<string, unknown>[]) => {
    const keys = [...new Set([...ledger, ...projects].map((r) => String(r[dim] ?? '')))].sort();
    const l = new Map(ledger.map((r) => [String(r[dim] ?? ''), r]));
    const p = new Map(projects.map((r) => [String(r[dim] ?? ''), r]));
    return keys.map((key) => ({
      key,
      registeredProjects: num(p.get(key)?.projects),
      issued: num(l.get(key)?.issued),
      transferred: num(l.get(key)?.transferred),
      retired: num(l.get(key)?.retired),
    }));
  };
  const provinces = new Map(regions().provinces.map((p) => [p.provinceId, p]));
  const types = new Map(projectTypes.map((t) => [t.typeId, t]));
  return {
    byYear: byYear({ ledgerByDay, projectsByDay, reductionsByDay }).map(({ year, registeredProjects, issued, transferred, retired }) => ({ year, registeredProjects, issued, transferred, retired })),
    byProvince: merge('province', provinceLedger, provinceProjects).map(({ key, ...v }) => {
      const p = provinces.get(key);
      return { provinceCode: key, provinceName: p ? (lang === 'zh' ? p.provinceName : p.provinceNameEn) : key, ...v };
    }),
    byProjectType: merge('type', typeLedger, typeProjects).map(({ key, ...v }) => ({
      typeId: key,
      typeName: types.get(key)?.typeName ?? typeName(key, 'zh'),
      typeNameEn: types.get(key)?.typeNameEn ?? typeName(key, 'en'),
      ...v,
    })),
    asOf: new Date().toISOString(),
  };
}
