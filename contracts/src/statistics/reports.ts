import { z } from 'zod';
import { numeric } from '../validation/input-values.ts';
import { token } from '../messages.ts';
import { pageQuerySchema } from '../envelope.ts';
import { isRealDay } from '../validation/real-day.ts';

/**
 * The registry's statistics reports (/statistical-report; 107 view, 108 export; issue 14). Every figure is counted
 * from the records (lifecycle tables, the ledger's entries and blocks, offsets), never typed in; one aggregate function
 * per figure in gateway/src/domain/statistics/ serves these reports and the public figures (public-figures.ts).
 *
 * Calls (tags 'statistics'), for each report of `statisticsReports`:
 *   POST /api/statistics/{report}/list     one page of the report's rows (ListPage; the export runs it with 9999)
 *   POST /api/statistics/{report}/summary  the totals and the chart series of the same filters
 * The export is POST /api/common/export with funcid `statistics.{report}` (function 108 besides 107).
 *
 * Filters: a date range (China days, inclusive: what happened on those days), the project's province, its project
 * type (a type id or the prefix of a scope or group: 'A', 'A01', 'A0101'), the vintage; a report's own groupings.
 * Quantities are tonnes CO2e. Company operators read no statistics (the registry's own figures).
 */
export const statisticsReports = ['offset', 'region', 'dashboard', 'project', 'emission-total', 'emission-issued', 'hold', 'registered'] as const;
export type StatisticsReport = (typeof statisticsReports)[number];

export const statisticsPaths = {
  list: (report: StatisticsReport) => `/api/statistics/${report}/list`,
  summary: (report: StatisticsReport) => `/api/statistics/${report}/summary`,
} as const;

/** The export's funcid of a report (contracts/src/export.ts exportTargets). */
export const statisticsExportFuncid = (report: StatisticsReport) => `statistics.${report}` as const;

const day = z
  .string({ error: token('dateFormat') })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: token('dateFormat') })
  .refine(isRealDay, { error: token('dateFormat') });
const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);
const opt = <T extends z.ZodType>(schema: T) => z.preprocess(blankToUndefined, schema.optional());

/** The filters every report takes (each uses those that apply to it). */
export const statisticsFilterShape = {
  dateFrom: opt(day),
  dateTo: opt(day),
  provinceId: opt(z.string().regex(/^\d{6}$/, { error: token('statisticsProvinceInvalid') })),
  projectType: opt(z.string().regex(/^[A-Z](\d{2}){0,2}$/, { error: token('statisticsProjectTypeInvalid') })),
  vintage: opt(numeric(z.number({ error: token('statisticsVintageInvalid') }).int({ error: token('statisticsVintageInvalid') }).min(2000, { error: token('statisticsVintageInvalid') }).max(2100, { error: token('statisticsVintageInvalid') }))),
};

/** Time buckets of the reports that count by period. */
export const statisticsPeriods = ['year', 'month', 'day'] as const;
export type StatisticsPeriod = (typeof statisticsPeriods)[number];

const dateOrder = (v: Record<string, unknown>, ctx: z.RefinementCtx) => {
  if (typeof v.dateFrom === 'string' && typeof v.dateTo === 'string' && v.dateFrom > v.dateTo) ctx.addIssue({ code: 'custom', path: ['dateTo'], message: token('statisticsDateOrder') });
};

const group = <T extends readonly [string, ...string[]]>(values: T) => opt(z.enum(values, { error: token('statisticsGroupInvalid') }));

/** Each report's own fields besides the common filters. */
const ownShapes = {
  offset: { period: group(statisticsPeriods), kind: group(['country', 'pilot', 'logout', 'corsia'] as const) },
  region: {},
  dashboard: {},
  project: { groupBy: group(['status', 'province', 'type'] as const) },
  'emission-total': { groupBy: group(['type', 'province', 'vintage'] as const) },
  'emission-issued': { period: group(statisticsPeriods), projectCode: opt(z.string().max(32, { error: token('maxLength', 32) })) },
  hold: { groupBy: group(['holder', 'accountType'] as const) },
  registered: { period: group(statisticsPeriods) },
} satisfies Record<StatisticsReport, z.ZodRawShape>;

const refined = <T extends z.ZodObject>(schema: T) => schema.superRefine(dateOrder as never);

/** The summary call's body: the report's filters. */
export const statisticsQueries = {
  offset: refined(z.object({ ...statisticsFilterShape, ...ownShapes.offset })),
  region: refined(z.object({ ...statisticsFilterShape, ...ownShapes.region })),
  dashboard: refined(z.object({ ...statisticsFilterShape, ...ownShapes.dashboard })),
  project: refined(z.object({ ...statisticsFilterShape, ...ownShapes.project })),
  'emission-total': refined(z.object({ ...statisticsFilterShape, ...ownShapes['emission-total'] })),
  'emission-issued': refined(z.object({ ...statisticsFilterShape, ...ownShapes['emission-issued'] })),
  hold: refined(z.object({ ...statisticsFilterShape, ...ownShapes.hold })),
  registered: refined(z.object({ ...statisticsFilterShape, ...ownShapes.registered })),
};
/** The list call's body: the report's filters and the page. */
export const statisticsListBodies = {
  offset: refined(z.object({ ...statisticsFilterShape, ...ownShapes.offset, ...pageQuerySchema.shape })),
  region: refined(z.object({ ...statisticsFilterShape, ...ownShapes.region, ...pageQuerySchema.shape })),
  dashboard: refined(z.object({ ...statisticsFilterShape, ...ownShapes.dashboard, ...pageQuerySchema.shape })),
  project: refined(z.object({ ...statisticsFilterShape, ...ownShapes.project, ...pageQuerySchema.shape })),
  'emission-total': refined(z.object({ ...statisticsFilterShape, ...ownShapes['emission-total'], ...pageQuerySchema.shape })),
  'emission-issued': refined(z.object({ ...statisticsFilterShape, ...ownShapes['emission-issued'], ...pageQuerySchema.shape })),
  hold: refined(z.object({ ...statisticsFilterShape, ...ownShapes.hold, ...pageQuerySchema.shape })),
  registered: refined(z.object({ ...statisticsFilterShape, ...ownShapes.registered, ...pageQuerySchema.shape })),
};
export type StatisticsQuery<R extends StatisticsReport> = z.infer<(typeof statisticsQueries)[R]>;

const int = z.number().int();
const quantities = { issued: int, transferred: int, retired: int, cancelled: int };

/** The six figures of the registry's totals (the dashboard's cards, the region report's totals). */
export const statisticsTotalsSchema = z.object({ registeredProjects: int, registeredReductions: int, ...quantities });
export type StatisticsTotals = z.infer<typeof statisticsTotalsSchema>;

/** Each report's row. Names (province, type, status, kind) in the caller's language; codes beside them. */
export const statisticsRowSchemas = {
  offset: z.object({ period: z.string(), kind: z.string(), kindName: z.string(), market: z.string().nullable(), marketName: z.string().nullable(), offsets: int, quantity: int }),
  region: z.object({ provinceId: z.string(), provinceName: z.string(), registeredProjects: int, registeredReductions: int, ...quantities }),
  dashboard: z.object({ year: int, registeredProjects: int, registeredReductions: int, ...quantities }),
  project: z.object({ key: z.string(), name: z.string(), applications: int, registered: int, cancelled: int }),
  'emission-total': z.object({ key: z.string(), name: z.string(), applications: int, appliedQuantity: int, registrations: int, registeredQuantity: int }),
  'emission-issued': z.object({ projectCode: z.string(), projectName: z.string().nullable(), vintage: int, issuances: int, quantity: int }),
  hold: z.object({ key: z.string(), name: z.string(), available: int, reserved: int, frozen: int, trading: int, retired: int, cancelled: int, total: int }),
  registered: z.object({ period: z.string(), registeredProjects: int, registeredReductions: int, registeredQuantity: int }),
} satisfies Record<StatisticsReport, z.ZodType>;
export type StatisticsRow<R extends StatisticsReport> = z.infer<(typeof statisticsRowSchemas)[R]>;

/** One chart: categories along the axis and one or more named series (or slices of a pie). */
export const statisticsChartSchema = z.object({
  key: z.string(),
  kind: z.enum(['bar', 'line', 'pie']),
  categories: z.array(z.string()),
  series: z.array(z.object({ key: z.string(), name: z.string(), data: z.array(z.number()) })),
});
export type StatisticsChart = z.infer<typeof statisticsChartSchema>;

/** The summary call: the report's totals (named figures) and its charts. */
export const statisticsSummarySchema = z.object({
  totals: z.array(z.object({ key: z.string(), name: z.string(), value: z.number() })),
  charts: z.array(statisticsChartSchema),
  asOf: z.string(),
});
export type StatisticsSummary = z.infer<typeof statisticsSummarySchema>;

/** Account types of a holder (customer.cust_type codes) as the holdings report names them. */
export const holderAccountTypes: Record<string, { zh: string; en: string }> = {
  '01': { zh: '项目业主', en: 'Project owner' },
  '02': { zh: '全国碳市场重点排放单位', en: 'National market emitter' },
  '03': { zh: '地方试点重点排放单位', en: 'Local pilot emitter' },
  '04': { zh: '其他机构', en: 'Other organisation' },
  '05': { zh: '其他机构', en: 'Other organisation' },
  '06': { zh: '其他机构', en: 'Other organisation' },
  other: { zh: '未分类', en: 'Unclassified' },
};

/** The figures' names (totals, chart series, xlsx headers) in the languages the gateway answers in. */
export const statisticsFigureNames = {
  registeredProjects: { zh: '登记项目数', en: 'Registered projects' },
  registeredReductions: { zh: '登记减排量（吨）', en: 'Registered reductions (t)' },
  registrations: { zh: '减排量登记数', en: 'Reduction registrations' },
  issued: { zh: '签发量（吨）', en: 'Issued (t)' },
  transferred: { zh: '划转量（吨）', en: 'Transferred (t)' },
  retired: { zh: '抵销量（吨）', en: 'Retired (t)' },
  cancelled: { zh: '注销量（吨）', en: 'Cancelled (t)' },
  offsets: { zh: '抵销笔数', en: 'Offsets' },
  quantity: { zh: '数量（吨）', en: 'Quantity (t)' },
  applications: { zh: '申请数', en: 'Applications' },
  registered: { zh: '已登记', en: 'Registered' },
  cancelledProjects: { zh: '已注销', en: 'Cancelled' },
  appliedQuantity: { zh: '申请量（吨）', en: 'Applied (t)' },
  registeredQuantity: { zh: '登记量（吨）', en: 'Registered (t)' },
  issuances: { zh: '签发批次', en: 'Issuance batches' },
  projects: { zh: '项目数', en: 'Projects' },
  available: { zh: '可用', en: 'Available' },
  reserved: { zh: '预留', en: 'Reserved' },
  frozen: { zh: '冻结', en: 'Frozen' },
  trading: { zh: '交易系统', en: 'In the trading system' },
  total: { zh: '合计（吨）', en: 'Total (t)' },
  holders: { zh: '持有人数', en: 'Holders' },
  unknown: { zh: '未填写', en: 'Not given' },
} as const;
export type StatisticsFigure = keyof typeof statisticsFigureNames;

/** The reports' names (menus of contracts/src/menus/statistics.ts; the export's sheet). */
export const statisticsReportNames: Record<StatisticsReport, { zh: string; en: string }> = {
  offset: { zh: '抵销统计', en: 'Offset statistics' },
  region: { zh: '地区统计', en: 'Regional statistics' },
  dashboard: { zh: '数据看板', en: 'Dashboard' },
  project: { zh: '项目统计', en: 'Project statistics' },
  'emission-total': { zh: '减排量总量统计', en: 'Total reductions' },
  'emission-issued': { zh: '签发量统计', en: 'Issued reductions' },
  hold: { zh: '持有量统计', en: 'Holdings statistics' },
  registered: { zh: '登记统计', en: 'Registration statistics' },
};

/** The reports' entries of the export's table (contracts/src/export.ts): their list call, sheet name and the export function 108. */
export const statisticsExportTargets = Object.fromEntries(
  statisticsReports.map((r) => [statisticsExportFuncid(r), { url: statisticsPaths.list(r), sheet: statisticsReportNames[r], func: '108' }]),
) as Record<`statistics.${StatisticsReport}`, { url: string; sheet: { zh: string; en: string }; func: string }>;
