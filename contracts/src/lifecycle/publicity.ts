import { z } from 'zod';
import { token } from '../messages.ts';
import { pageQuerySchema } from '../envelope.ts';
import { projectDocumentTypes as pd, projectStatusCodes, projectStatuses as s } from './project.ts';
import { certifiedDocumentTypes as cd, certifiedStatusCodes } from './certified.ts';
import { nameByCode } from '../code-table.ts';
import { isRealDay } from '../validation/real-day.ts';

/**
 * Publicity of a project application (registry spec §2 /projectPublicity, §7 recall-apply, recall-list,
 * modifyPublicityPeriod, pause, opinion-list, upload-in-pub; the 2023 measures: the design document is public
 * for 20 working days and anyone may comment). The registry manages the period (079), the owner may ask to
 * withdraw (053), the named validation body adds material (073); the public pages read what is public.
 */

/** Statuses in which an application is shown as "in publicity" (公示中项目): running or paused. */
export const publicityStatuses = [s.publicity, s.publicityPaused] as const;

/** A recall request (project_recall.status): under audit, recalled, refused. */
export const recallStatuses = {
  pending: { code: '01', zh: '撤回审核中', en: 'Under audit' },
  recalled: { code: '02', zh: '已撤回', en: 'Recalled' },
  refused: { code: '03', zh: '撤回未通过', en: 'Refused' },
} as const;
export const recallStatusCodes = Object.values(recallStatuses).map((r) => r.code) as ['01', '02', '03'];
export const recallStatusName = nameByCode(recallStatuses);

/** The documents the public sees of an application: design document, validation report, publicity material, commitment letter. */
export const publicDocumentTypes: readonly string[] = [pd.designDocument, pd.validationReport, pd.publicityMaterial, pd.commitmentLetter];

/** A public comment: plain text of at most 500 characters (no markup), name and contact optional. */
export const OPINION_MAX = 500;
export const OPINION_PARTY_MAX = 64;
/** Comments one address may send per minute by default (public, captcha-guarded; the gateway's OPINION_RATE_PER_MINUTE). */
export const OPINION_RATE_PER_MINUTE = 10;
const MARKUP = /<[^>]*>/;

const applyId = z.string().uuid();
/** A required free text of 1..max characters: one message each, empty says 不能为空, too long says the range. */
/** An optional text of at most max characters; blank is absent. */
const optionalShort = (max: number) =>
  z.string().trim().max(max, { error: token('maxLength', max) }).optional().transform((v) => v || undefined);
/** yyyy-MM-dd and a real day: one message (the format) whatever is wrong. */
const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: token('dateFormat'), abort: true })
  .refine(isRealDay, { error: token('dateFormat') });
const requiredText = (max: number) =>
  z.string().trim().min(1).max(max, { error: token('lengthBetween', 1, max) });

// ---- the owner: recall during publicity ----------------------------------------------------------------------

/** recall-apply: withdraw an application in publicity, with the reason (the registry audits it). */
export const recallApplyBody = z.object({ id: applyId, reason: requiredText(2000) });
export type RecallApplyBody = z.infer<typeof recallApplyBody>;

export const recallListQuery = pageQuerySchema.extend({
  projectName: z.string().trim().max(256).optional(),
  status: z.enum(recallStatusCodes).optional(),
  applyId: z.string().uuid().optional(),
});
export type RecallListQuery = z.infer<typeof recallListQuery>;

export const recallRowSchema = z.object({
  id: z.string(),
  applyId: z.string(),
  applyNo: z.string(),
  projectName: z.string(),
  custName: z.string().nullable(),
  reason: z.string(),
  status: z.string(),
  statusName: z.string(),
  opinion: z.string().nullable(),
  auditorName: z.string().nullable(),
  auditedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type RecallRow = z.infer<typeof recallRowSchema>;

// ---- the registry: the period, pause and resume -----------------------------------------------------------------

/** modifyPublicityPeriod: a new last day of the publicity (after today; the gateway judges with the server date). */
export const modifyPublicityPeriodBody = z.object({ id: applyId, publicityEndDate: day });
export type ModifyPublicityPeriodBody = z.infer<typeof modifyPublicityPeriodBody>;

export const publicityPauseActions = ['pause', 'resume'] as const;
/** pause: pause a running publicity or resume a paused one, with the reason. */
export const publicityPauseBody = z.object({
  id: applyId,
  action: z.enum(publicityPauseActions),
  reason: requiredText(2000),
});
export type PublicityPauseBody = z.infer<typeof publicityPauseBody>;

/** The publicity dates an application has after a change of the period. */
export const publicityPeriodSchema = z.object({
  id: z.string(),
  status: z.enum(projectStatusCodes),
  publicityStartDate: z.string().nullable(),
  publicityEndDate: z.string().nullable(),
  publicityRemainingDays: z.number().int().nullable(),
});
export type PublicityPeriod = z.infer<typeof publicityPeriodSchema>;

// ---- public comments ---------------------------------------------------------------------------------------------

/** opinion-list: the comments of one application (or of those whose name matches), newest first. */
export const opinionListQuery = pageQuerySchema.extend({
  applyId: z.string().uuid().optional(),
  projectName: z.string().trim().max(256).optional(),
});
export type OpinionListQuery = z.infer<typeof opinionListQuery>;

export const opinionRowSchema = z.object({
  id: z.string(),
  applyId: z.string(),
  applyNo: z.string(),
  projectName: z.string(),
  content: z.string(),
  commenterName: z.string().nullable(),
  contact: z.string().nullable(),
  createdAt: z.string(),
});
export type OpinionRow = z.infer<typeof opinionRowSchema>;

/** opinion-add (public): a comment on an application in publicity, behind a captcha. */
export const opinionAddBody = z.object({
  applyId,
  content: requiredText(OPINION_MAX).refine((v) => !MARKUP.test(v), { error: token('plainTextOnly') }),
  commenterName: optionalShort(OPINION_PARTY_MAX),
  contact: optionalShort(OPINION_PARTY_MAX),
  code: z.string().trim().min(1).max(16),
  captchaId: z.string().min(1).max(64),
});
export type OpinionAddBody = z.infer<typeof opinionAddBody>;

// ---- the validation body: material during publicity --------------------------------------------------------------

/** upload-in-pub adds files (type P03) to the application's publicity material; upload-in-pub-save sets the whole set. */
export const uploadInPubBody = z.object({ id: applyId, fileIds: z.array(z.string().uuid()).max(50) });
export type UploadInPubBody = z.infer<typeof uploadInPubBody>;

// ---- the public pages --------------------------------------------------------------------------------------------

/** Tabs of the public publicity list; the reduction tabs answer empty lists until reductions exist. */
export const publicityTabs = [
  { key: 'publicity', zh: '公示中项目', en: 'Projects in publicity' },
  { key: 'registered', zh: '已登记项目', en: 'Registered projects' },
  { key: 'publicityReduction', zh: '公示中减排量', en: 'Reductions in publicity' },
  { key: 'registeredReduction', zh: '已登记减排量', en: 'Registered reductions' },
  { key: 'issuedReduction', zh: '已签发减排量', en: 'Issued reductions' },
] as const;
export type PublicityTab = (typeof publicityTabs)[number]['key'];
export const publicityTabKeys = publicityTabs.map((t) => t.key) as [PublicityTab, ...PublicityTab[]];

export const publicityListQuery = pageQuerySchema.extend({
  tab: z.enum(publicityTabKeys).default('publicity'),
  projectName: z.string().trim().max(256).optional(),
});
export type PublicityListQuery = z.infer<typeof publicityListQuery>;

/** unregister-search: projects in publicity or registered, by a part of their name or code. */
export const unregisterSearchQuery = pageQuerySchema.extend({ keyword: z.string().trim().max(256).optional() });
export type UnregisterSearchQuery = z.infer<typeof unregisterSearchQuery>;

/** A project as the public sees it in lists. */
export const publicProjectRowSchema = z.object({
  id: z.string(),
  applyNo: z.string(),
  projectName: z.string(),
  projectCode: z.string().nullable(),
  custName: z.string().nullable(),
  approvalAuthorityName: z.string().nullable(),
  provinceName: z.string().nullable(),
  parentProjectTypeName: z.string().nullable(),
  methodologyNum: z.string().nullable(),
  methodologyName: z.string().nullable(),
  expectYearNum: z.number().nullable(),
  publicityStartDate: z.string().nullable(),
  publicityEndDate: z.string().nullable(),
  /** Working days the publicity still has when paused. */
  publicityRemainingDays: z.number().int().nullable(),
  registrationTime: z.string().nullable(),
  status: z.enum(projectStatusCodes),
  statusName: z.string(),
});
export type PublicProjectRow = z.infer<typeof publicProjectRowSchema>;

export const publicDocumentSchema = z.object({
  fileId: z.string(),
  typeNo: z.string(),
  typeName: z.string(),
  fileName: z.string(),
  path: z.string(),
  size: z.number().int(),
  uploadedAt: z.string(),
});
export type PublicDocument = z.infer<typeof publicDocumentSchema>;

export const publicityDetailQuery = z.object({ id: applyId });

/** An application's public fields, its published documents, and whether it takes comments now. */
export const publicProjectDetailSchema = publicProjectRowSchema.extend({
  projectLocation: z.string().nullable(),
  longitude: z.string().nullable(),
  latitude: z.string().nullable(),
  otherProofMethodName: z.string().nullable(),
  commencementDate: z.string().nullable(),
  conclusionDate: z.number().nullable(),
  firstReckonDate: z.string().nullable(),
  endReckonDate: z.string().nullable(),
  expectMaxNum: z.number().nullable(),
  basicInformation: z.string().nullable(),
  technologiesMeasures: z.string().nullable(),
  opinionOpen: z.boolean(),
  documents: z.array(publicDocumentSchema),
});
export type PublicProjectDetail = z.infer<typeof publicProjectDetailSchema>;

/** GET /api/public/project/document: one published document of a public application. */
export const publicDocumentQuery = z.object({ id: applyId, path: z.string().min(1).max(256) });

export const publicityPaths = {
  recallApply: '/api/project-manage/recall-apply',
  recallList: '/api/project-manage/recall-list',
  modifyPeriod: '/api/projectmanage/modifyPublicityPeriod',
  pause: '/api/projectmanage/pause',
  opinionList: '/api/project-manage/opinion-list',
  uploadInPub: '/api/project-manage/upload-in-pub',
  uploadInPubSave: '/api/project-manage/upload-in-pub-save',
  publicList: '/api/public/project/publicity-list',
  publicDetail: '/api/public/project/publicity-detail',
  publicDocument: '/api/public/project/document',
  opinionAdd: '/api/public/project/opinion-add',
  unregisterSearch: '/api/public/project/unregister-search',
} as const;

/** The calls of one area's publicity (the project's above, the certification's below): the same bodies, its own paths. */
export interface PublicityAreaPaths {
  recallApply: string;
  recallList: string;
  modifyPeriod: string;
  pause: string;
  opinionList: string;
  uploadInPub: string;
  uploadInPubSave: string;
  publicList: string;
  publicDetail: string;
  publicDocument: string;
  opinionAdd: string;
}

// ---- the certification's publicity (the monitoring report's 20 working days; issue 11) ------------------------------

/**
 * The certification's publicity calls: the project's names under /api/certified-manage/ (the owner's recall 056, the
 * registry's period change, pause and resume 079 as for projects, the comments 025, the verification body's material
 * 075) and the public pages' under /api/public/certified/.
 */
export const certifiedPublicityPaths = {
  recallApply: '/api/certified-manage/recall-apply',
  recallList: '/api/certified-manage/recall-list',
  modifyPeriod: '/api/certified-manage/modifyPublicityPeriod',
  pause: '/api/certified-manage/pause',
  opinionList: '/api/certified-manage/opinion-list',
  uploadInPub: '/api/certified-manage/upload-in-pub',
  uploadInPubSave: '/api/certified-manage/upload-in-pub-save',
  publicList: '/api/public/certified/publicity-list',
  publicDetail: '/api/public/certified/publicity-detail',
  publicDocument: '/api/public/certified/document',
  opinionAdd: '/api/public/certified/opinion-add',
} as const satisfies PublicityAreaPaths;

/** The documents the public sees of a reduction application: the monitoring report, the verification report, the publicity material. */
export const certifiedPublicDocumentTypes: readonly string[] = [cd.monitoringReport, cd.verificationReport, cd.publicityMaterial];

/** The portal tabs the certification fills: reductions in publicity (running or paused) and registered reductions. */
export const reductionPublicityTabKeys = ['publicityReduction', 'registeredReduction'] as const;
export type ReductionPublicityTab = (typeof reductionPublicityTabKeys)[number];
export const isReductionTab = (tab: string): tab is ReductionPublicityTab => (reductionPublicityTabKeys as readonly string[]).includes(tab);

export const reductionPublicityListQuery = pageQuerySchema.extend({
  tab: z.enum(reductionPublicityTabKeys).default('publicityReduction'),
  projectName: z.string().trim().max(256).optional(),
});
export type ReductionPublicityListQuery = z.infer<typeof reductionPublicityListQuery>;

const vintageQuantity = z.object({ year: z.number(), quantity: z.number() });

/** A reduction application as the public sees it in lists: in publicity its period, registered its number and quantity. */
export const publicReductionRowSchema = z.object({
  id: z.string(),
  applyNo: z.string(),
  projectName: z.string(),
  projectCode: z.string().nullable(),
  custName: z.string().nullable(),
  verificationAgencyName: z.string().nullable(),
  parentProjectTypeName: z.string().nullable(),
  regAppStartDate: z.string().nullable(),
  regAppEndDate: z.string().nullable(),
  certifiedNum: z.number().nullable(),
  publicityStartDate: z.string().nullable(),
  publicityEndDate: z.string().nullable(),
  publicityRemainingDays: z.number().int().nullable(),
  registrationNo: z.string().nullable(),
  registrationTime: z.string().nullable(),
  registeredNum: z.number().nullable(),
  status: z.enum(certifiedStatusCodes),
  statusName: z.string(),
});
export type PublicReductionRow = z.infer<typeof publicReductionRowSchema>;

/** A public reduction application: its fields, the verified and registered quantity per vintage, its documents, whether it takes comments. */
export const publicReductionDetailSchema = publicReductionRowSchema.extend({
  provinceName: z.string().nullable(),
  certificationPeriodNo: z.string().nullable(),
  verifiedNum: z.number().nullable(),
  /** Per vintage as the verification report states it (empty before the report). */
  verifiedVintages: z.array(vintageQuantity),
  /** Per vintage as registered (empty before the registration). */
  registeredVintages: z.array(vintageQuantity),
  opinionOpen: z.boolean(),
  documents: z.array(publicDocumentSchema),
});
export type PublicReductionDetail = z.infer<typeof publicReductionDetailSchema>;
