import { z } from 'zod';
import { numeric } from '../validation/input-values.ts';
import { token } from '../messages.ts';
import { pageQuerySchema } from '../envelope.ts';
import { projectStatusCodes } from './project.ts';
import { nameByCode, nameIn } from '../code-table.ts';

/**
 * Expert appointment and evaluation reports of a project application (registry spec §7 appointExpertRandom,
 * appointExpert, setExpertFee, appoint, /api/expert/assess/report/list; the 2023 measures: experts are drawn at
 * random from those whose field matches the project type and who have no tie to the owner or the validation body).
 * The registry (029) proposes experts for the next round of an application awaiting experts (status 12), by a
 * recorded draw or by name, sets their fees and appoints them; each appointed expert files one report.
 */

export const expertPaths = {
  appointRandom: '/api/projectmanage/appointExpertRandom',
  appointNamed: '/api/projectmanage/appointExpert',
  setFee: '/api/projectmanage/setExpertFee',
  appoint: '/api/projectmanage/appoint',
  /** The applications of the appointment page and one application's experts and draws. */
  applyList: '/api/projectmanage/appoint-apply-list',
  appointInfo: '/api/projectmanage/appoint-info',
  /** The experts of the application's field, eligible or not and why (the named proposal's choice). */
  candidates: '/api/projectmanage/expert-candidates',
  reportList: '/api/expert/assess/report/list',
  /** The application an appointed expert evaluates (read-only). */
  reportApply: '/api/expert/assess/report/apply',
} as const;

/** The expert calls of a lifecycle area (the project's above, the certification's under /api/certified-manage/). */
export type ExpertAreaPaths = Record<keyof typeof expertPaths, string>;

/** project_expert.status: proposed for the round, appointed (the evaluation task is theirs), report filed. */
export const projectExpertStatuses = {
  proposed: { code: '01', zh: '拟指派', en: 'Proposed' },
  appointed: { code: '02', zh: '已指派', en: 'Appointed' },
  evaluated: { code: '03', zh: '已评估', en: 'Evaluated' },
} as const;
export const projectExpertStatusCodes = Object.values(projectExpertStatuses).map((s) => s.code) as ['01', '02', '03'];
export const projectExpertStatusName = nameByCode(projectExpertStatuses);

/** How an expert came to be proposed. */
export const appointWays = { random: 'random', named: 'named' } as const;
export type AppointWay = (typeof appointWays)[keyof typeof appointWays];

/** An expert's conclusion: 1 同意登记, 0 不同意登记 (expertReportBody.conclusion). */
export const expertConclusions = {
  agree: { code: '1', zh: '同意登记', en: 'Agrees to register' },
  disagree: { code: '0', zh: '不同意登记', en: 'Does not agree to register' },
} as const;
export const expertConclusionName = (code: string | null | undefined, lang: 'zh' | 'en') =>
  Object.values(expertConclusions).find((c) => c.code === code)?.[lang] ?? null;

/**
 * Why an expert may not evaluate an application (recorded with the draw; named in a refusal). Ties: the expert's
 * customer is the owner's or the body's, or their work unit is the owner's or the body's name.
 */
export const expertExclusionReasons = {
  ownerCustomer: { zh: '与项目业主属同一单位', en: "Belongs to the owner's company" },
  bodyCustomer: { zh: '与审定机构属同一单位', en: 'Belongs to the validation body' },
  ownerWorkUnit: { zh: '工作单位为项目业主', en: "Works for the owner's company" },
  bodyWorkUnit: { zh: '工作单位为审定机构', en: 'Works for the validation body' },
  alreadyProposed: { zh: '本轮已拟指派', en: 'Already proposed in this round' },
  fieldMismatch: { zh: '专业领域与项目类型不符', en: 'Field does not match the project type' },
  notExpert: { zh: '不是有效的专家账户', en: 'Not an active expert account' },
} as const;
export type ExpertExclusionReason = keyof typeof expertExclusionReasons;
export const expertExclusionReasonName = nameIn(expertExclusionReasons);

/** Experts one round may have at most (a draw's count, a named proposal). */
export const MAX_EXPERTS_PER_ROUND = 9;
export const DEFAULT_EXPERT_DRAW = 3;
/** project_expert.fee is numeric(12, 2). */
export const MAX_EXPERT_FEE = 9_999_999_999.99;

const applyId = z.string().uuid();
const expertId = z.string().uuid();

/** appointExpertRandom: draw `count` experts for the application's next round. */
export const appointExpertRandomBody = z.object({
  id: applyId,
  count: numeric(
    z
      .number()
      .int({ error: token('expertCountRange', 1, MAX_EXPERTS_PER_ROUND) })
      .min(1, { error: token('expertCountRange', 1, MAX_EXPERTS_PER_ROUND) })
      .max(MAX_EXPERTS_PER_ROUND, { error: token('expertCountRange', 1, MAX_EXPERTS_PER_ROUND) })
      .default(DEFAULT_EXPERT_DRAW),
  ),
});
export type AppointExpertRandomBody = z.infer<typeof appointExpertRandomBody>;

/** appointExpert: propose experts by name (their operator ids) for the next round. */
export const appointExpertBody = z.object({
  id: applyId,
  expertIds: z
    .array(expertId)
    .min(1)
    .max(MAX_EXPERTS_PER_ROUND, { error: token('expertCountRange', 1, MAX_EXPERTS_PER_ROUND) })
    .refine((ids) => new Set(ids).size === ids.length, { error: token('expertDuplicate') }),
});
export type AppointExpertBody = z.infer<typeof appointExpertBody>;

/** At most two decimals (yuan and fen). */
const hasTwoDecimals = (n: number) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6;

/** setExpertFee: the fee of one proposed or appointed expert of the application's current round. */
export const setExpertFeeBody = z.object({
  id: applyId,
  expertId,
  fee: numeric(
    z
      .number()
      .min(0, { error: token('expertFeeInvalid') })
      .max(MAX_EXPERT_FEE, { error: token('expertFeeInvalid') })
      .refine(hasTwoDecimals, { error: token('expertFeeInvalid') }),
  ),
});
export type SetExpertFeeBody = z.infer<typeof setExpertFeeBody>;

/** appoint, appoint-info, report apply: one application. */
export const expertApplyBody = z.object({ id: applyId });
export type ExpertApplyBody = z.infer<typeof expertApplyBody>;

/** One expert of an application's round (appointment page, the calls' answers). */
export const projectExpertSchema = z.object({
  id: z.string(),
  applyId: z.string(),
  round: z.number().int(),
  expertId: z.string(),
  loginName: z.string(),
  expertName: z.string().nullable(),
  workUnit: z.string().nullable(),
  operatorFieldCn: z.string().nullable(),
  appointWay: z.enum([appointWays.random, appointWays.named]),
  fee: z.number().nullable(),
  status: z.enum(projectExpertStatusCodes),
  statusName: z.string(),
  conclusion: z.string().nullable(),
  conclusionName: z.string().nullable(),
  evaluation: z.string().nullable(),
  evaluatedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type ProjectExpert = z.infer<typeof projectExpertSchema>;

/** An expert as a draw saw them. */
export const drawnExpertSchema = z.object({
  expertId: z.string(),
  loginName: z.string(),
  expertName: z.string().nullable(),
  workUnit: z.string().nullable(),
});
export type DrawnExpert = z.infer<typeof drawnExpertSchema>;
export const excludedExpertSchema = drawnExpertSchema.extend({ reason: z.string(), reasonName: z.string() });
export type ExcludedExpert = z.infer<typeof excludedExpertSchema>;
/** expert-candidates: an expert of the field, with the reason they may not be proposed (null: they may). */
export const expertCandidateSchema = drawnExpertSchema.extend({ reason: z.string().nullable(), reasonName: z.string().nullable() });
export type ExpertCandidateRow = z.infer<typeof expertCandidateSchema>;

/** A recorded draw: replaying the seeded shuffle over the candidates (in expertId order) gives the chosen. */
export const expertDrawSchema = z.object({
  id: z.string(),
  applyId: z.string(),
  round: z.number().int(),
  seed: z.string(),
  count: z.number().int(),
  candidates: z.array(drawnExpertSchema),
  excluded: z.array(excludedExpertSchema),
  chosen: z.array(drawnExpertSchema),
  drawnBy: z.string().nullable(),
  createdAt: z.string(),
});
export type ExpertDraw = z.infer<typeof expertDrawSchema>;

/** appoint-info: an application's round being prepared (or the last appointed), its experts and its draws. */
export const appointInfoSchema = z.object({
  applyId: z.string(),
  status: z.enum(projectStatusCodes),
  /** The round the proposals belong to: the next one while awaiting experts, else the last appointed. */
  round: z.number().int(),
  experts: z.array(projectExpertSchema),
  draws: z.array(expertDrawSchema),
});
export type AppointInfo = z.infer<typeof appointInfoSchema>;

/** appoint-apply-list: the applications awaiting experts (or under evaluation), one page. */
export const appointApplyListQuery = pageQuerySchema.extend({
  projectName: z.string().trim().max(256).optional(),
  status: z.enum(projectStatusCodes).optional(),
});
export type AppointApplyListQuery = z.infer<typeof appointApplyListQuery>;

export const appointApplyRowSchema = z.object({
  id: z.string(),
  applyNo: z.string(),
  projectName: z.string(),
  custName: z.string().nullable(),
  parentProjectType: z.string().nullable(),
  approvalAuthorityName: z.string().nullable(),
  status: z.enum(projectStatusCodes),
  statusName: z.string(),
  expertRound: z.number().int(),
  /** Proposed (not yet appointed) experts of the next round. */
  proposedCount: z.number().int(),
  updatedAt: z.string(),
});
export type AppointApplyRow = z.infer<typeof appointApplyRowSchema>;

/** /api/expert/assess/report/list: expert reports (an expert: their own), one page. */
export const expertReportListQuery = pageQuerySchema.extend({
  projectName: z.string().trim().max(256).optional(),
  applyId: z.string().uuid().optional(),
  status: z.enum(projectExpertStatusCodes).optional(),
});
export type ExpertReportListQuery = z.infer<typeof expertReportListQuery>;

export const expertReportRowSchema = projectExpertSchema.extend({
  applyNo: z.string(),
  projectName: z.string(),
  applyStatus: z.enum(projectStatusCodes),
  /** The application's current round: a report of an earlier round is history. */
  currentRound: z.number().int(),
});
export type ExpertReportRow = z.infer<typeof expertReportRowSchema>;
