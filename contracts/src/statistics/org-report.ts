import { z } from 'zod';
import { pageQuerySchema } from '../envelope.ts';
import { statisticsFilterShape } from './reports.ts';

/**
 * Organisation reports (机构报告, /statistical-report/org-report and its detail; 107 read, 108 export; issue 14): the
 * validation and verification bodies' work, from the lifecycle tables. A body's conclusion is the validation report
 * it uploaded on a project (project_apply.validation_conclusion, 1 positive, 0 negative) or the verification report on
 * a reduction-volume application (certified_apply.verification_conclusion, with the verified tonnes). Its time is when
 * the application left 待审定/待核证 with that conclusion (the status change in the operation log; the row's last
 * change where the log has none); the time taken counts calendar days from the publicity's first day to it.
 * Filters: the conclusion's China day range, the project's province and type (a type matches its sub-types), the
 * body's name.
 *
 * Calls (tags 'statistics'):
 *   POST /api/statistics/org-report/list    one row per body, most conclusions first (107)
 *   POST /api/statistics/org-report/detail  one body's conclusions, newest first (107; `orgId`)
 */
export const orgReportPaths = {
  list: '/api/statistics/org-report/list',
  detail: '/api/statistics/org-report/detail',
} as const;

/** The statistics reports' filters (reports.ts): the China day range, the project's province and type. */
export const orgReportFilters = {
  dateFrom: statisticsFilterShape.dateFrom,
  dateTo: statisticsFilterShape.dateTo,
  provinceId: statisticsFilterShape.provinceId,
  projectType: statisticsFilterShape.projectType,
  orgName: z.string().trim().max(80).optional(),
};
export const orgReportListQuery = pageQuerySchema.extend(orgReportFilters);
export type OrgReportListQuery = z.infer<typeof orgReportListQuery>;
export const orgReportDetailQuery = pageQuerySchema.extend({ ...orgReportFilters, orgId: z.uuid(), kind: z.enum(['project', 'certified']).optional() });
export type OrgReportDetailQuery = z.infer<typeof orgReportDetailQuery>;

const n = z.number().int();
/** Average days, one decimal; null without a conclusion that has a publicity start. */
const days = z.number().nullable();

export const orgReportRowSchema = z.object({
  orgId: z.string(),
  orgName: z.string().nullable(),
  /** Projects validated: conclusions, positive, negative, average days. */
  projectsValidated: n,
  projectsPositive: n,
  projectsNegative: n,
  validationDays: days,
  /** Reduction-volume applications verified: conclusions, positive, negative, verified tonnes, average days. */
  reductionsVerified: n,
  reductionsPositive: n,
  reductionsNegative: n,
  verifiedTonnes: n,
  verificationDays: days,
});
export type OrgReportRow = z.infer<typeof orgReportRowSchema>;

export const orgConclusionKinds = {
  project: { zh: '项目审定', en: 'Project validation' },
  certified: { zh: '减排量核证', en: 'Reduction verification' },
} as const;
export type OrgConclusionKind = keyof typeof orgConclusionKinds;

export const orgReportDetailRowSchema = z.object({
  /** The application's id and its kind. */
  id: z.string(),
  kind: z.enum(['project', 'certified']),
  kindName: z.string(),
  applyNo: z.string(),
  projectName: z.string().nullable(),
  provinceId: z.string().nullable(),
  projectType: z.string().nullable(),
  /** '1' positive, '0' negative. */
  conclusion: z.string(),
  conclusionName: z.string(),
  verifiedTonnes: z.number().int().nullable(),
  /** yyyy-MM-dd (China day) of the publicity's start; ISO instant of the conclusion. */
  publicityStartDate: z.string().nullable(),
  concludedAt: z.string(),
  /** The conclusion's moment in China time, yyyy-MM-dd HH:mm:ss (the table and its export). */
  concludedTime: z.string(),
  days: days,
});
export type OrgReportDetailRow = z.infer<typeof orgReportDetailRowSchema>;

export const orgConclusionName = (c: string, lang: 'zh' | 'en') => (c === '1' ? (lang === 'en' ? 'Positive' : '通过') : lang === 'en' ? 'Negative' : '不通过');
