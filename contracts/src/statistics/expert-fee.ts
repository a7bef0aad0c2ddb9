import { z } from 'zod';
import { pageQuerySchema } from '../envelope.ts';
import { statisticsFilterShape } from './reports.ts';

/**
 * Expert fees (专家费用, /statistical-report/expert-fee; 107 read, 108 export; issue 14): the fees the registry records
 * on expert appointments (project_expert.fee, one row per expert and round of a project or of a reduction-volume
 * application: both areas share the table), per expert over a period. The period is the appointment's China day
 * (the row's creation); filters also take the project's province and type and the expert's name.
 *
 * Calls (tags 'statistics'):
 *   POST /api/statistics/expert-fee/list    one row per expert, highest total first (107)
 *   POST /api/statistics/expert-fee/detail  one expert's appointments with their fees, newest first (107; `expertId`)
 */
export const expertFeePaths = {
  list: '/api/statistics/expert-fee/list',
  detail: '/api/statistics/expert-fee/detail',
} as const;

/** The statistics reports' filters (reports.ts): the China day range, the project's province and type. */
export const expertFeeFilters = {
  dateFrom: statisticsFilterShape.dateFrom,
  dateTo: statisticsFilterShape.dateTo,
  provinceId: statisticsFilterShape.provinceId,
  projectType: statisticsFilterShape.projectType,
  expertName: z.string().trim().max(64).optional(),
};
export const expertFeeListQuery = pageQuerySchema.extend(expertFeeFilters);
export type ExpertFeeListQuery = z.infer<typeof expertFeeListQuery>;
export const expertFeeDetailQuery = pageQuerySchema.extend({ ...expertFeeFilters, expertId: z.uuid() });
export type ExpertFeeDetailQuery = z.infer<typeof expertFeeDetailQuery>;

const n = z.number().int();
/** Yuan with two decimals. */
const yuan = z.number();

export const expertFeeRowSchema = z.object({
  expertId: z.string(),
  expertName: z.string().nullable(),
  loginName: z.string(),
  workUnit: z.string().nullable(),
  /** Appointments (rows) in the period: all, of projects, of reduction-volume applications, evaluated. */
  appointments: n,
  projectAppointments: n,
  certifiedAppointments: n,
  evaluated: n,
  /** Appointments with a fee set, and their sum. */
  feeCount: n,
  feeTotal: yuan,
});
export type ExpertFeeRow = z.infer<typeof expertFeeRowSchema>;

export const expertFeeDetailRowSchema = z.object({
  id: z.string(),
  kind: z.enum(['project', 'certified']),
  kindName: z.string(),
  applyNo: z.string().nullable(),
  projectName: z.string().nullable(),
  round: n,
  appointWay: z.string(),
  status: z.string(),
  statusName: z.string(),
  fee: yuan.nullable(),
  /** ISO instants. */
  appointedAt: z.string(),
  evaluatedAt: z.string().nullable(),
});
export type ExpertFeeDetailRow = z.infer<typeof expertFeeDetailRowSchema>;
