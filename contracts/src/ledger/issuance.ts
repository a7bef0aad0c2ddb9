import { z } from 'zod';
import { flag, numeric } from '../validation/input-values.ts';
import { token } from '../messages.ts';
import { pageQuerySchema } from '../envelope.ts';
import { businessTypes, processKeys } from '../workflow.ts';
import { cancelLifecycleFor, cancelStatusNameOf } from '../lifecycle/registered.ts';
import { MAX_UNITS } from './units.ts';
import { isRealDay } from '../validation/real-day.ts';

/**
 * Issuance (减排量签发, /ccer/issued: apply, confirm, confirmDetail, record; functions 083, 084; issue 12). The registry
 * applies to issue a registered reduction (certified_info: registered, neither stopped nor withdrawn) into the project
 * owner's holding account, one line per vintage with a quantity of at most what the vintage has registered and not yet
 * issued or under confirmation (partial issuance is allowed: the remaining quantity per vintage is shown and the next
 * application takes at most that). A second registry operator confirms (ccerIssuedConfirm, 084; the applicant never
 * confirms their own); the worker topic ccer-issue then issues the units of every vintage in one new batch and keeps
 * the serial ranges on the application's lines.
 */

/** The application's statuses: under confirmation, issued (final), returned (final). */
export const issuanceStatuses = {
  pending: { code: '01', zh: '待确认', en: 'Awaiting confirmation' },
  approved: { code: '02', zh: '已签发', en: 'Issued' },
  rejected: { code: '03', zh: '已退回', en: 'Returned' },
} as const;
export const issuanceStatusCodes = ['01', '02', '03'] as const;
export type IssuanceStatus = (typeof issuanceStatusCodes)[number];
export const issuanceStatusName = cancelStatusNameOf(issuanceStatuses);

/** The calls of /ccer/issued (POST), and the public list of issued reductions (GET or POST). */
export const issuancePaths = {
  /** The registered reductions ready to issue, with the registered, issued, pending and remaining quantity per vintage. */
  readyList: '/api/ccer/issued/ready-list',
  apply: '/api/ccer/issued/apply',
  list: '/api/ccer/issued/list',
  info: '/api/ccer/issued/info',
  /** The confirmation's decision: the lifecycle step's call (My Tasks' 办理 completes it alike). */
  confirm: '/api/ccer/issued/confirm',
  publicList: '/api/public/ccer/issued-list',
} as const;

/**
 * The confirmation (ccerIssuedConfirm.bpmn): one registry step, 084; the worker topic ccer-issue writes the outcome (02
 * issued with its blocks, or 03 returned). My Tasks opens the task on /ccer/issued/confirmDetail?id=.
 */
export const issuanceLifecycle = cancelLifecycleFor({
  area: 'ccer',
  businessType: businessTypes.certifiedIssue,
  processKey: processKeys.issuedConfirm,
  statuses: issuanceStatuses,
  step: {
    taskKey: 'issueConfirm', workflowType: 'ccerIssuedConfirm', call: '/ccer/issued/confirm', funcCode: '084',
    page: '/ccer/issued/confirmDetail', zh: '签发确认', en: 'Issuance confirmation',
  },
});

const uuid = () => z.string().uuid();
const year = numeric(z.number().int({ error: token('positiveInteger') }).min(2000).max(2100));
const quantity = numeric(
  z
    .number()
    .int({ error: token('positiveInteger') })
    .positive({ error: token('positiveInteger') })
    .max(MAX_UNITS, { error: token('notGreaterThan', MAX_UNITS) }),
);

// ---- ready to issue (ready-list) -----------------------------------------------------------------------------------

export const issueReadyQuery = pageQuerySchema.extend({
  projectName: z.string().trim().max(256).optional(),
  projectCode: z.string().trim().max(32).optional(),
  registrationNo: z.string().trim().max(32).optional(),
  /** One registered reduction (the apply form's look-up). */
  certifiedInfoId: z.string().uuid().optional(),
  /** Include the fully issued ones (default: only those with a quantity left). */
  all: flag.optional(),
});
export type IssueReadyQuery = z.infer<typeof issueReadyQuery>;

export const issueVintageBalanceSchema = z.object({
  year: z.number(),
  registered: z.number(),
  issued: z.number(),
  /** Under confirmation (applied, not yet issued or returned). */
  pending: z.number(),
  remaining: z.number(),
});
export type IssueVintageBalance = z.infer<typeof issueVintageBalanceSchema>;

export const issueReadyRowSchema = z.object({
  /** certified_info.id. */
  id: z.string(),
  registrationNo: z.string(),
  registrationTime: z.string(),
  projectInfoId: z.string(),
  projectCode: z.string().nullable(),
  projectName: z.string(),
  /** The project owner whose holding account receives the units. */
  custId: z.string().nullable(),
  owner: z.string().nullable(),
  regAppStartDate: z.string().nullable(),
  regAppEndDate: z.string().nullable(),
  registeredNum: z.number(),
  issuedNum: z.number(),
  pendingNum: z.number(),
  remainingNum: z.number(),
  vintages: z.array(issueVintageBalanceSchema),
  issuable: z.boolean(),
});
export type IssueReadyRow = z.infer<typeof issueReadyRowSchema>;

// ---- apply ---------------------------------------------------------------------------------------------------------

export const issueApplyBody = z.object({
  certifiedInfoId: uuid(),
  /** One line per vintage (generation year), each year once. */
  vintages: z
    .array(z.object({ year, quantity }))
    .min(1)
    .max(50)
    .refine((v) => new Set(v.map((x) => x.year)).size === v.length, { error: token('issueVintageTwice') }),
  remark: z.string().trim().max(500, { error: token('maxLength', 500) }).optional(),
});
export type IssueApplyBody = z.infer<typeof issueApplyBody>;

// ---- applications (list, info) -------------------------------------------------------------------------------------

export const issueListQuery = pageQuerySchema.extend({
  id: z.string().uuid().optional(),
  status: z.enum(issuanceStatusCodes).optional(),
  projectName: z.string().trim().max(256).optional(),
  projectCode: z.string().trim().max(32).optional(),
  registrationNo: z.string().trim().max(32).optional(),
  certifiedInfoId: z.string().uuid().optional(),
  /** Applied (or issued, for issued ones) on or after / before, yyyy-MM-dd in China time. */
  dateStart: z.string().refine(isRealDay, { error: token('dateFormat') }).optional(),
  dateEnd: z.string().refine(isRealDay, { error: token('dateFormat') }).optional(),
});
export type IssueListQuery = z.infer<typeof issueListQuery>;

export const issueLineSchema = z.object({
  vintage: z.number(),
  quantity: z.number(),
  /** Set once issued: the batch and the serial range, and its text CCER-{projectCode}-{vintage}-{batch}-{start}-{end}. */
  batch: z.number().nullable(),
  serialStart: z.number().nullable(),
  serialEnd: z.number().nullable(),
  serial: z.string().nullable(),
});
export type IssueLine = z.infer<typeof issueLineSchema>;

export const issueRowSchema = z.object({
  id: z.string(),
  applyNo: z.string(),
  certifiedInfoId: z.string(),
  registrationNo: z.string(),
  projectInfoId: z.string(),
  projectCode: z.string().nullable(),
  projectName: z.string(),
  custId: z.string().nullable(),
  owner: z.string().nullable(),
  quantity: z.number(),
  lines: z.array(issueLineSchema),
  status: z.enum(issuanceStatusCodes),
  statusName: z.string(),
  batch: z.number().nullable(),
  remark: z.string().nullable(),
  applicantId: z.string().nullable(),
  applicantName: z.string().nullable(),
  confirmerName: z.string().nullable(),
  opinion: z.string().nullable(),
  processInstanceId: z.string().nullable(),
  /** The open confirmation task the caller may complete (never the applicant's own), else null. */
  taskId: z.string().nullable(),
  createdAt: z.string(),
  issuedAt: z.string().nullable(),
});
export type IssueRow = z.infer<typeof issueRowSchema>;

export const issueInfoQuery = z.object({ id: uuid() });

// ---- the public list (已签发减排量) -----------------------------------------------------------------------------------

export const publicIssuedQuery = pageQuerySchema.extend({ projectName: z.string().trim().max(256).optional() });
export type PublicIssuedQuery = z.infer<typeof publicIssuedQuery>;

/** One vintage of one issuance as the public sees it. */
export const publicIssuedRowSchema = z.object({
  id: z.string(),
  projectName: z.string(),
  projectCode: z.string().nullable(),
  owner: z.string().nullable(),
  registrationNo: z.string(),
  vintage: z.number(),
  quantity: z.number(),
  issuedAt: z.string(),
});
export type PublicIssuedRow = z.infer<typeof publicIssuedRowSchema>;
