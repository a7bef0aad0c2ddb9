import { z } from 'zod';
import { pageQuerySchema } from '../envelope.ts';
import { token } from '../messages.ts';
import { isEmail, isMobileOrLandline } from '../validation/shared-helpers.ts';
import { projectTypes } from '../reference/project-types.ts';
import type { LifecycleDeclaration } from '../lifecycle/types.ts';
import { businessTypes, processKeys } from '../workflow.ts';
import { codesOf, nameIn } from '../code-table.ts';
import { isRealDay } from '../validation/real-day.ts';

/**
 * Methodology proposals (方法学征集, issue 14; functions 115 propose, 019 review). A signed-in client — a company's
 * representative, a visitor, a public account, a validation body — writes a proposal on /client/methodology/collect
 * (title, sectoral scope, applicable project types, summary, documents, contact), keeps it as a draft, and submits it:
 * the row and the outbox's start of ccerMethodologyCollect commit together; the registry reviews it
 * (/information/methodology/collect/detail, or My Tasks) and accepts or rejects it with an opinion, which the
 * submitter sees. A proposal still in review may be withdrawn (its instance ended through the outbox); a withdrawn one
 * may be edited and submitted again. A company's proposals are its representatives' together; a visitor's are theirs.
 *
 * Calls (tag 'information'):
 *   POST /api/information/methodology/collect/save      save a draft (new or the own draft/withdrawn one; 115)
 *   POST /api/information/methodology/collect/submit    save and submit for review (115); starts the review
 *   POST /api/information/methodology/collect/withdraw  withdraw the own proposal still in review (115)
 *   POST /api/information/methodology/collect/delete    delete the own draft (115)
 *   POST /api/information/methodology/collect/mine      the own proposals, one page (115)
 *   POST /api/information/methodology/collect/list      every submitted proposal, one page (019; number, title,
 *                                                       proposer, field, status, submitted time)
 *   GET  /api/information/methodology/collect/detail    one proposal with its documents and the caller's open task
 *                                                       (019: any submitted one; 115: the own)
 *   GET  /api/information/methodology/collect/progress  its chain: every step's person, time, result and opinion
 *   POST /api/information/methodology/collect/audit     the review (019; body { taskId, approved, opinion }; My
 *                                                       Tasks' 办理 completes it alike)
 */
export const methodologyCollectPaths = {
  save: '/api/information/methodology/collect/save',
  submit: '/api/information/methodology/collect/submit',
  withdraw: '/api/information/methodology/collect/withdraw',
  remove: '/api/information/methodology/collect/delete',
  mine: '/api/information/methodology/collect/mine',
  list: '/api/information/methodology/collect/list',
  detail: '/api/information/methodology/collect/detail',
  progress: '/api/information/methodology/collect/progress',
  audit: '/api/information/methodology/collect/audit',
} as const;

/** Business type of a proposal (outbox, operation log, attachments, My Tasks' business name). */
export const METHODOLOGY_COLLECT_BUSINESS = businessTypes.methodologyCollect;
/** The electronic document type of a proposal's documents and the business-document setting that takes it. */
export const methodologyCollectDocumentType = 'Z01';
export const methodologyCollectDocumentBusiness = 'methodologyCollect';

/** The sixteen sectoral scopes (01–16) of the methodologies, in the order of the project-type tree's roots (A = 01 … P = 16). */
export const methodologyCollectFields: readonly { code: string; letter: string; zh: string; en: string }[] = projectTypes
  .filter((t) => t.level === 0)
  .map((t, i) => ({ code: String(i + 1).padStart(2, '0'), letter: t.typeId, zh: t.typeName, en: t.typeNameEn }));
export const methodologyCollectFieldCodes = methodologyCollectFields.map((f) => f.code) as [string, ...string[]];
export const methodologyCollectFieldName = (code: string, lang: 'zh' | 'en'): string => {
  const f = methodologyCollectFields.find((x) => x.code === code);
  return f ? `${f.code} ${f[lang]}` : code;
};
/** The project types (level 2) of a sectoral scope: the proposal's applicable types are picked among them. */
export const methodologyCollectTypesOf = (fieldCode: string) => {
  const letter = methodologyCollectFields.find((f) => f.code === fieldCode)?.letter;
  return letter ? projectTypes.filter((t) => t.level === 2 && t.typeId.startsWith(letter)) : [];
};
export const methodologyCollectTypeName = (typeId: string, lang: 'zh' | 'en'): string => {
  const t = projectTypes.find((x) => x.typeId === typeId);
  return t ? (lang === 'en' ? t.typeNameEn : t.typeName) : typeId;
};

export const methodologyCollectStatuses = {
  draft: { zh: '草稿', en: 'Draft' },
  auditing: { zh: '审核中', en: 'In review' },
  accepted: { zh: '已采纳', en: 'Accepted', final: true },
  rejected: { zh: '未采纳', en: 'Rejected', final: true },
  withdrawn: { zh: '已撤回', en: 'Withdrawn' },
} as const;
export type MethodologyCollectStatus = keyof typeof methodologyCollectStatuses;
export const methodologyCollectStatusCodes = codesOf(methodologyCollectStatuses);
/** The statuses in which the proposer may still change the proposal (a withdrawn one goes back to draft when saved). */
export const methodologyCollectEditable: readonly MethodologyCollectStatus[] = ['draft', 'withdrawn'];
export const methodologyCollectStatusName = nameIn(methodologyCollectStatuses);
/** The review's outcome (the BPMN's targetStatus; the worker checks it). */
export const methodologyCollectOutcome = (approved: boolean): MethodologyCollectStatus => (approved ? 'accepted' : 'rejected');

/** One step (processes/information/ccerMethodologyCollect.bpmn): the registry's review (019). */
export const methodologyCollectLifecycle: LifecycleDeclaration<MethodologyCollectStatus> = {
  area: 'information',
  businessType: METHODOLOGY_COLLECT_BUSINESS,
  processKey: processKeys.methodologyCollect,
  statuses: methodologyCollectStatuses,
  steps: [
    {
      taskKey: 'methodologyCollectAudit',
      workflowType: 'methodologyCollectAudit',
      role: 'registry',
      call: '/information/methodology/collect/audit',
      funcCode: '019',
      activeStatus: 'auditing',
      approved: 'accepted',
      returned: 'rejected',
      documents: [],
      page: '/information/methodology/collect/detail',
      zh: '方法学征集审核',
      en: 'Proposal review',
    },
  ],
  transitions: { accepted: ['auditing'], rejected: ['auditing'] },
  tabs: [
    { key: 'auditing', zh: '审核中', en: 'In review', statuses: ['auditing'] },
    { key: 'decided', zh: '已审核', en: 'Decided', statuses: ['accepted', 'rejected'] },
    { key: 'withdrawn', zh: '已撤回', en: 'Withdrawn', statuses: ['withdrawn'] },
  ],
};

// ---- the proposal's fields: each refusal names its field ------------------------------------------------------

const TITLE_MAX = 200;
const SUMMARY_MAX = 4000;
const CONTACT_MAX = 50;
const EMAIL_MAX = 100;

const title = z
  .string({ error: token('mcTitleRequired') })
  .trim()
  .min(1, { error: token('mcTitleRequired') })
  .max(TITLE_MAX, { error: token('mcTitleMax', TITLE_MAX) });
const optionalTrimmed = (max: number, tooLong: string) =>
  z
    .string()
    .trim()
    .max(max, { error: token(tooLong, max) })
    .nullish()
    .transform((v) => v || null);

/** A draft's fields: only the title is needed, the rest is kept as typed (each value checked for its length and form). */
const draftFields = z.object({
  /** The own draft (or withdrawn proposal) being changed; absent: a new draft. */
  id: z.uuid({ error: token('mcNotFound') }).optional(),
  title,
  fieldCode: z.enum(methodologyCollectFieldCodes, { error: token('mcFieldRequired') }).nullish(),
  projectTypes: z.array(z.string().trim().max(16), { error: token('mcProjectTypesInvalid') }).max(20, { error: token('mcProjectTypesMax', 20) }).default([]),
  summary: optionalTrimmed(SUMMARY_MAX, 'mcSummaryMax'),
  contactName: optionalTrimmed(CONTACT_MAX, 'mcContactNameMax'),
  contactPhone: optionalTrimmed(20, 'mcContactPhoneInvalid').refine((v) => !v || isMobileOrLandline(v), { error: token('mcContactPhoneInvalid') }),
  contactEmail: optionalTrimmed(EMAIL_MAX, 'mcContactEmailInvalid').refine((v) => !v || isEmail(v), { error: token('mcContactEmailInvalid') }),
  /** The documents (Z01), uploaded first through /api/file/upload: the form sends every file it holds. */
  fileIds: z.array(z.uuid({ error: token('documentFileUnknown') })).max(20).optional(),
  /** The version the form read (a stale save is refused). */
  version: z.number().int().positive().optional(),
});

/** The project types must be of the chosen scope. */
const typesOfField = (v: { fieldCode?: string | null; projectTypes: string[] }, ctx: z.RefinementCtx) => {
  if (!v.fieldCode) return;
  const allowed = new Set(methodologyCollectTypesOf(v.fieldCode).map((t) => t.typeId));
  if (v.projectTypes.some((t) => !allowed.has(t))) ctx.addIssue({ code: 'custom', path: ['projectTypes'], message: token('mcProjectTypesInvalid') });
};

export const methodologyCollectDraftBody = draftFields.superRefine(typesOfField);
export type MethodologyCollectDraftBody = z.input<typeof methodologyCollectDraftBody>;

/** A submission: every field but the project types is required (a scope without listed types takes none). */
export const methodologyCollectSubmitBody = draftFields
  .extend({
    fieldCode: z.enum(methodologyCollectFieldCodes, { error: token('mcFieldRequired') }),
    summary: z
      .string({ error: token('mcSummaryRequired') })
      .trim()
      .min(1, { error: token('mcSummaryRequired') })
      .max(SUMMARY_MAX, { error: token('mcSummaryMax', SUMMARY_MAX) }),
    contactName: z
      .string({ error: token('mcContactNameRequired') })
      .trim()
      .min(1, { error: token('mcContactNameRequired') })
      .max(CONTACT_MAX, { error: token('mcContactNameMax', CONTACT_MAX) }),
    contactPhone: z
      .string({ error: token('mcContactPhoneRequired') })
      .trim()
      .min(1, { error: token('mcContactPhoneRequired') })
      .refine(isMobileOrLandline, { error: token('mcContactPhoneInvalid') }),
    contactEmail: z
      .string({ error: token('mcContactEmailRequired') })
      .trim()
      .min(1, { error: token('mcContactEmailRequired') })
      .max(EMAIL_MAX, { error: token('mcContactEmailInvalid') })
      .refine(isEmail, { error: token('mcContactEmailInvalid') }),
  })
  .superRefine(typesOfField);
export type MethodologyCollectSubmitBody = z.input<typeof methodologyCollectSubmitBody>;

export const methodologyCollectWithdrawBody = z.object({
  id: z.uuid({ error: token('mcNotFound') }),
  reason: z.string().trim().max(500, { error: token('maxLength', 500) }).optional(),
});
export const methodologyCollectIdBody = z.object({ id: z.uuid({ error: token('mcNotFound') }) });
export const methodologyCollectIdQuery = z.object({ id: z.uuid({ error: token('mcNotFound') }) });

const filterText = (max: number) => z.string().trim().max(max).optional().transform((v) => v || undefined);
const filterDay = z
  .string()
  .trim()
  .refine(isRealDay, { error: token('mcDayInvalid') })
  .optional()
  .or(z.literal('').transform(() => undefined));
export const methodologyCollectListQuery = pageQuerySchema.extend({
  proposalNo: filterText(32),
  title: filterText(200),
  proposer: filterText(200),
  fieldCode: z.enum(methodologyCollectFieldCodes).optional().or(z.literal('').transform(() => undefined)),
  status: z.enum(methodologyCollectStatusCodes).optional().or(z.literal('').transform(() => undefined)),
  /** Submitted within (yyyy-MM-dd, China days). */
  submittedStart: filterDay,
  submittedEnd: filterDay,
});
export type MethodologyCollectListQuery = z.infer<typeof methodologyCollectListQuery>;
export const methodologyCollectMineQuery = pageQuerySchema.extend({ status: z.enum(methodologyCollectStatusCodes).optional().or(z.literal('').transform(() => undefined)) });

export const methodologyCollectDocumentSchema = z.object({ fileId: z.string(), fileName: z.string(), typeNo: z.string(), path: z.string() });

export const methodologyCollectRowSchema = z.object({
  id: z.string(),
  proposalNo: z.string(),
  title: z.string(),
  fieldCode: z.string().nullable(),
  fieldName: z.string().nullable(),
  projectTypes: z.array(z.object({ typeId: z.string(), name: z.string() })),
  status: z.enum(methodologyCollectStatusCodes),
  statusName: z.string(),
  /** The company proposing (null for a visitor or a person). */
  custId: z.string().nullable(),
  custName: z.string().nullable(),
  /** Who wrote it: the company's name and the person, or the person alone. */
  proposerName: z.string().nullable(),
  /** ISO instants (shown in China time). */
  createdAt: z.string(),
  submittedAt: z.string().nullable(),
  reviewedAt: z.string().nullable(),
  reviewerName: z.string().nullable(),
  /** The registry's opinion on the decision (or the withdrawal's reason). */
  opinion: z.string().nullable(),
  /** The caller's open review task of it, else null. */
  taskId: z.string().nullable(),
  version: z.number().int(),
});
export type MethodologyCollectRow = z.infer<typeof methodologyCollectRowSchema>;

export const methodologyCollectDetailSchema = methodologyCollectRowSchema.extend({
  summary: z.string().nullable(),
  contactName: z.string().nullable(),
  contactPhone: z.string().nullable(),
  contactEmail: z.string().nullable(),
  documents: z.array(methodologyCollectDocumentSchema),
  /** The caller may change, submit, delete or withdraw it (the proposer's side). */
  mine: z.boolean(),
});
export type MethodologyCollectDetail = z.infer<typeof methodologyCollectDetailSchema>;
