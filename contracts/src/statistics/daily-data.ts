import { z } from 'zod';
import { numeric } from '../validation/input-values.ts';
import { pageQuerySchema } from '../envelope.ts';
import { token } from '../messages.ts';
import { businessTypes } from '../workflow.ts';
import { orgReportPaths } from './org-report.ts';
import { expertFeePaths } from './expert-fee.ts';

/**
 * Daily data (日报数据, /statistical-report/dailyData; functions 107 read, 109 maintain; issue 14). The one report the
 * registry types in: each working day its staff enter the day's figures of the registry's daily report to the
 * competent authority, one row per China calendar day. The fields are those such a report holds (the registry's own
 * daily statistics as the authority asks for them):
 *   newAccounts          accounts opened that day (companies and bodies)
 *   projectsReceived     project applications received
 *   projectsRegistered   projects registered
 *   reductionsReceived   reduction-volume applications received
 *   reductionsRegistered reductions registered (t CO2e)
 *   unitsIssued          units issued (t)
 *   unitsTransferred     units transferred between holders (t)
 *   unitsRetired         units retired by offsets and voluntary cancellation (t)
 *   remark               what the figures need said
 * They are the entering officer's figures, not a copy of the records (the weekly report counts those).
 *
 * Calls (tags 'statistics'):
 *   POST /api/statistics/daily-data/add      a day's figures (109); a second row for a date → 400 naming 日期
 *   POST /api/statistics/daily-data/edit     change a day's figures (109; `version` as read, else 409)
 *   POST /api/statistics/daily-data/delete   remove a day (109; `version` as read)
 *   GET  /api/statistics/daily-data/detail   one day by id (107, 109)
 *   POST /api/statistics/daily-data/list     the days, newest first, by date range (107, 109)
 *   POST /api/statistics/daily-data/summary  sums per week (Monday–Sunday) or month over a date range (107, 109)
 *   POST /api/statistics/daily-data/series   the days of a range in date order, for the chart (107, 109)
 */
export const dailyDataPaths = {
  add: '/api/statistics/daily-data/add',
  edit: '/api/statistics/daily-data/edit',
  delete: '/api/statistics/daily-data/delete',
  detail: '/api/statistics/daily-data/detail',
  list: '/api/statistics/daily-data/list',
  summary: '/api/statistics/daily-data/summary',
  series: '/api/statistics/daily-data/series',
} as const;

export const DAILY_DATA_BUSINESS = businessTypes.dailyData;

/** The figures of a day, in the order forms, tables and charts show them; `unit` 't' for tonnes, else a count. */
export const dailyFigureKeys = [
  'newAccounts',
  'projectsReceived',
  'projectsRegistered',
  'reductionsReceived',
  'reductionsRegistered',
  'unitsIssued',
  'unitsTransferred',
  'unitsRetired',
] as const;
export type DailyFigureKey = (typeof dailyFigureKeys)[number];
export const dailyFigures: Record<DailyFigureKey, { zh: string; en: string; unit: 'count' | 't' }> = {
  newAccounts: { zh: '新开户数', en: 'New accounts', unit: 'count' },
  projectsReceived: { zh: '项目受理数', en: 'Project applications received', unit: 'count' },
  projectsRegistered: { zh: '项目登记数', en: 'Projects registered', unit: 'count' },
  reductionsReceived: { zh: '减排量受理数', en: 'Reduction applications received', unit: 'count' },
  reductionsRegistered: { zh: '减排量登记量（吨）', en: 'Reductions registered (t)', unit: 't' },
  unitsIssued: { zh: '签发量（吨）', en: 'Units issued (t)', unit: 't' },
  unitsTransferred: { zh: '划转量（吨）', en: 'Units transferred (t)', unit: 't' },
  unitsRetired: { zh: '抵销注销量（吨）', en: 'Units retired (t)', unit: 't' },
};

/** Counts up to a million a day, tonnes up to the most one posting carries (1,000,000,000). */
const count = numeric(z.number().int().min(0).max(1_000_000));
const tonnes = numeric(z.number().int().min(0).max(1_000_000_000));
/** yyyy-MM-dd, a real day (the error map names the field: 日期格式不正确). */
// a missing date is named by the error map (日期不能为空！); a malformed one reads 日期格式不正确
const day = z.iso.date({ error: (issue) => (issue.input === undefined ? undefined : token('dateFormat')) });

export const dailyFiguresSchema = z.object({
  newAccounts: count,
  projectsReceived: count,
  projectsRegistered: count,
  reductionsReceived: count,
  reductionsRegistered: tonnes,
  unitsIssued: tonnes,
  unitsTransferred: tonnes,
  unitsRetired: tonnes,
});
export type DailyFiguresValues = z.infer<typeof dailyFiguresSchema>;

export const dailyDataAddBody = dailyFiguresSchema.extend({
  /** The China calendar day the figures are of; not after today (China time). */
  reportDate: day,
  remark: z.string().trim().max(500).optional(),
});
export type DailyDataAddBody = z.infer<typeof dailyDataAddBody>;

export const dailyDataEditBody = dailyDataAddBody.extend({ id: z.uuid(), version: numeric(z.number().int().positive()) });
export type DailyDataEditBody = z.infer<typeof dailyDataEditBody>;

export const dailyDataDeleteBody = z.object({ id: z.uuid(), version: numeric(z.number().int().positive()) });
export const dailyDataIdQuery = z.object({ id: z.uuid() });

/** A date range, both ends included; either may be left out. */
const range = { dateFrom: day.optional(), dateTo: day.optional() };
export const dailyDataListQuery = pageQuerySchema.extend(range);
export type DailyDataListQuery = z.infer<typeof dailyDataListQuery>;

export const dailyPeriods = ['week', 'month'] as const;
export type DailyPeriod = (typeof dailyPeriods)[number];
export const dailyDataSummaryQuery = pageQuerySchema.extend({ ...range, period: z.enum(dailyPeriods).default('week') });
export type DailyDataSummaryQuery = z.infer<typeof dailyDataSummaryQuery>;

/** The chart reads at most a year and a day of days (the default: the last 30 days, China time). */
export const DAILY_SERIES_MAX_DAYS = 366;
export const dailyDataSeriesQuery = z.object({ ...range, period: z.enum(['day', ...dailyPeriods]).default('day') });
export type DailyDataSeriesQuery = z.infer<typeof dailyDataSeriesQuery>;

const figures = Object.fromEntries(dailyFigureKeys.map((k) => [k, z.number().int()])) as Record<DailyFigureKey, z.ZodNumber>;

export const dailyDataRowSchema = z.object({
  id: z.string(),
  reportDate: z.string(),
  ...figures,
  remark: z.string().nullable(),
  version: z.number().int(),
  createdBy: z.string().nullable(),
  updatedBy: z.string().nullable(),
  /** ISO instants (shown in China time). */
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type DailyDataRow = z.infer<typeof dailyDataRowSchema>;

/** Sums of one week (Monday–Sunday) or month: its first and last day, how many days were entered. */
export const dailySummaryRowSchema = z.object({
  /** yyyy-MM-dd of the Monday, or yyyy-MM-01. */
  periodStart: z.string(),
  periodEnd: z.string(),
  /** 2026-W47 or 2026-11 (ISO week of the Monday). */
  label: z.string(),
  days: z.number().int(),
  ...figures,
});
export type DailySummaryRow = z.infer<typeof dailySummaryRowSchema>;

/** The chart's points: one per day (only the entered days), week or month, in date order. */
export const dailySeriesSchema = z.object({
  period: z.enum(['day', ...dailyPeriods]),
  dateFrom: z.string(),
  dateTo: z.string(),
  points: z.array(z.object({ label: z.string(), ...figures })),
});
export type DailySeries = z.infer<typeof dailySeriesSchema>;

/**
 * The export's entries (contracts/src/export.ts) of the daily data's lists, the organisation reports and the expert
 * fees: their list call, the sheet's name, and the export function 108 besides the list's own.
 */
export const statisticsDailyExportTargets = {
  'statistics.dailyData': { url: dailyDataPaths.list, sheet: { zh: '日报数据', en: 'Daily data' }, func: '108' },
  'statistics.dailySummary': { url: dailyDataPaths.summary, sheet: { zh: '日报统计', en: 'Daily statistics' }, func: '108' },
  'statistics.orgReport': { url: orgReportPaths.list, sheet: { zh: '机构报告', en: 'Organisation reports' }, func: '108' },
  'statistics.orgReportDetail': { url: orgReportPaths.detail, sheet: { zh: '机构报告详情', en: 'Organisation report detail' }, func: '108' },
  'statistics.expertFee': { url: expertFeePaths.list, sheet: { zh: '专家费用', en: 'Expert fees' }, func: '108' },
} as const;
