import { z } from 'zod';
import { numeric } from '../validation/input-values.ts';

/**
 * The registry's public figures (issue 14): the portal home's totals and the public dashboard's series. Every figure
 * is counted from the records (lifecycle and ledger tables), never typed in; the statistics area computes them
 * (gateway/src/domain/statistics/) and the portal only shows them. Quantities are tonnes CO2e (one unit a tonne).
 */
export const publicFigurePaths = {
  /** GET, public: the home page's totals. */
  totals: '/api/portal/statistics/totals',
  /** GET, public: the dashboard's series (?yearFrom=&yearTo=). */
  dashboard: '/api/portal/statistics/dashboard',
} as const;

export const publicTotalsSchema = z.object({
  /** Projects registered (登记) and not cancelled. */
  registeredProjects: z.number().int(),
  /** Reductions registered (核证减排量登记), tonnes. */
  registeredReductions: z.number().int(),
  /** Units issued into holding accounts, tonnes. */
  issued: z.number().int(),
  /** Units retired by offsets, tonnes. */
  retired: z.number().int(),
  /** Units cancelled voluntarily or by force, tonnes. */
  cancelled: z.number().int(),
  /** When the figures were read (ISO time). */
  asOf: z.string(),
});
export type PublicTotals = z.infer<typeof publicTotalsSchema>;

export const publicDashboardQuery = z.object({
  yearFrom: numeric(z.number().int().min(2000).max(2100).optional()),
  yearTo: numeric(z.number().int().min(2000).max(2100).optional()),
});
export type PublicDashboardQuery = z.infer<typeof publicDashboardQuery>;

const quantities = { issued: z.number().int(), transferred: z.number().int(), retired: z.number().int() };

export const publicDashboardSchema = z.object({
  /** By calendar year (China time) of the ledger entry. */
  byYear: z.array(z.object({ year: z.number().int(), registeredProjects: z.number().int(), ...quantities })),
  /** By the project's province (administrative division code and name). */
  byProvince: z.array(z.object({ provinceCode: z.string(), provinceName: z.string(), registeredProjects: z.number().int(), ...quantities })),
  /** By the project's level-2 project type. */
  byProjectType: z.array(z.object({ typeId: z.string(), typeName: z.string(), typeNameEn: z.string(), registeredProjects: z.number().int(), ...quantities })),
  asOf: z.string(),
});
export type PublicDashboard = z.infer<typeof publicDashboardSchema>;
