import { z } from 'zod';
import { pageQuerySchema } from '../envelope.ts';
import { token } from '../messages.ts';
import { offsetKindCodes } from '../ledger/offsets.ts';

/**
 * The weekly report (周报, /statistical-report/weeklyReport; 107 read, 108 download; issue 14): a week's summary,
 * Monday 00:00 to the next Monday 00:00 China time, computed from the records whenever it is asked for (never typed
 * in, never stored):
 *   newAccounts             accounts opened (customer rows created: companies and bodies)
 *   projectsSubmitted       project applications submitted (their latest submission in the week)
 *   projectsRegistered      projects registered (project_info.registration_time)
 *   projectsCancelled       registered projects cancelled (project_info.cancelled_at)
 *   reductionsSubmitted     reduction-volume applications submitted (latest submission)
 *   reductionsRegistered    registered reductions (certified_info rows) and their registered tonnes
 *   issued                  issuances (distinct issuance applications) and tonnes (ledger entries of kind issue)
 *   transferred             transfers (distinct business rows) and tonnes (ledger entries of kind transfer)
 *   retired by offset kind  offsets retired (ccer_offset retired_at) and tonnes, per kind and in all
 *   cancelled               forced cancellations and other cancellations (ledger entries of kind cancel) and tonnes
 *
 * Calls (tags 'statistics'):
 *   POST /api/statistics/weekly-report/list    one row per week, newest first, over a date range (107)
 *   GET  /api/statistics/weekly-report/detail  one week (?weekStart=any day of it) (107)
 *   GET  /api/statistics/weekly-report/xlsx    the week as an xlsx workbook (108)
 *   GET  /api/statistics/weekly-report/pdf     the week as a PDF (108)
 */
export const weeklyReportPaths = {
  list: '/api/statistics/weekly-report/list',
  detail: '/api/statistics/weekly-report/detail',
  xlsx: '/api/statistics/weekly-report/xlsx',
  pdf: '/api/statistics/weekly-report/pdf',
} as const;

/** The list's weeks: a date range (default the last 12 weeks to this one); at most ~5 years of weeks. */
export const WEEKLY_MAX_WEEKS = 270;
export const WEEKLY_DEFAULT_WEEKS = 12;

// a missing date is named by the error map (日期不能为空！); a malformed one reads 日期格式不正确
const day = z.iso.date({ error: (issue) => (issue.input === undefined ? undefined : token('dateFormat')) });
export const weeklyListQuery = pageQuerySchema.extend({ dateFrom: day.optional(), dateTo: day.optional() });
export type WeeklyListQuery = z.infer<typeof weeklyListQuery>;
/** Any day of the week (yyyy-MM-dd); the week is its Monday to Sunday. Default: this week (China time). */
export const weeklyWeekQuery = z.object({ weekStart: day.optional() });
export type WeeklyWeekQuery = z.infer<typeof weeklyWeekQuery>;

const n = z.number().int();
const quantity = z.object({ count: n, tonnes: n });

export const weeklyOffsetSchema = z.object({ kind: z.enum(offsetKindCodes), kindName: z.string(), count: n, tonnes: n });
export type WeeklyOffset = z.infer<typeof weeklyOffsetSchema>;

export const weeklyRowSchema = z.object({
  /** yyyy-MM-dd of the Monday and of the Sunday. */
  weekStart: z.string(),
  weekEnd: z.string(),
  /** ISO week, e.g. 2026-W48. */
  label: z.string(),
  newAccounts: n,
  projectsSubmitted: n,
  projectsRegistered: n,
  projectsCancelled: n,
  reductionsSubmitted: n,
  reductionsRegistered: quantity,
  issued: quantity,
  transferred: quantity,
  /** Every offset kind, in the order of offsetKinds (zero when none). */
  retired: z.array(weeklyOffsetSchema),
  retiredTotal: quantity,
  cancelled: quantity,
});
export type WeeklyRow = z.infer<typeof weeklyRowSchema>;

export const weeklyReportSchema = weeklyRowSchema.extend({
  /** When it was computed (ISO; shown in China time). */
  generatedAt: z.string(),
});
export type WeeklyReport = z.infer<typeof weeklyReportSchema>;

/** The lines of the report in the order the page, the workbook and the PDF show them. */
export const weeklyLines = [
  { key: 'newAccounts', zh: '新开立账户', en: 'Accounts opened', unit: 'count' },
  { key: 'projectsSubmitted', zh: '项目申请提交', en: 'Project applications submitted', unit: 'count' },
  { key: 'projectsRegistered', zh: '项目登记', en: 'Projects registered', unit: 'count' },
  { key: 'projectsCancelled', zh: '项目注销', en: 'Projects cancelled', unit: 'count' },
  { key: 'reductionsSubmitted', zh: '减排量申请提交', en: 'Reduction applications submitted', unit: 'count' },
  { key: 'reductionsRegistered', zh: '减排量登记', en: 'Reductions registered', unit: 'both' },
  { key: 'issued', zh: '签发', en: 'Issuances', unit: 'both' },
  { key: 'transferred', zh: '划转', en: 'Transfers', unit: 'both' },
  { key: 'retiredTotal', zh: '抵销及自愿注销合计', en: 'Offsets and voluntary cancellations', unit: 'both' },
  { key: 'cancelled', zh: '强制注销等注销', en: 'Forced and other cancellations', unit: 'both' },
] as const;
