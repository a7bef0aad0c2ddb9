import { z } from 'zod';
import { token } from './messages.ts';
import { isoDate, latitude, longitude, positiveInteger, text } from './validators.ts';
import { dictionaryById, dictIds } from './reference/dictionaries.ts';
import { pageQuerySchema } from './envelope.ts';
import { taskCompleteBody } from './tasks.ts';
import { documentFileIds } from './electronic-documents.ts';
import { projectLifecycle, projectStatusCodes, projectStatuses, type ProjectStatus } from './lifecycle/project.ts';

/**
 * The project application of the publicity-audit chain (registry spec §3 Project, §5 rules).
 * A draft may be incomplete (save-apply); submitting (prep-pub-apply) requires the full application.
 */
/** The application's statuses are the lifecycle's (lifecycle/project.ts); these names stay for the first steps' code. */
export const applyStatuses = projectStatuses;
export type ApplyStatus = ProjectStatus;
export const applyStatusNames: Record<ApplyStatus, { zh: string; en: string }> = projectLifecycle.statuses;
export const editableStatuses: readonly ApplyStatus[] = ['00', '03'];

export const COMMENCEMENT_AFTER = '2012-11-08';
export const RECKON_START_MIN = '2020-09-22';
export const MAX_TONNES = 1_000_000_000;
/** The project lifetime (the spec's conclusionDate) is whole years; a century bounds a typing slip. */
export const MAX_LIFETIME_YEARS = 100;

/** The additionality proof codes (dictionary 400230). */
export const otherProofMethodCodes: readonly string[] = dictionaryById(dictIds.additionalityProof)!.items.map((i) => i.itemCode);

/** A free text the spec bounds 1..max that may be left empty: blank is absent, too long says 长度在1到max个字符之间. */
const optionalBetween = (max: number) =>
  z.string().trim().max(max, { error: token('lengthBetween', 1, max) }).optional().or(z.literal('').transform(() => undefined));

const requiredText = (max: number) => z.string().trim().min(1).max(max);

const applyFields = {
  projectName: text(1, 256, 'lengthBetween'),
  projectLocation: text(1, 256, 'lengthBetween'),
  provinceId: requiredText(12),
  parentProjectType: requiredText(16).regex(/^[AN]/, { error: token('projectTypeRoot') }),
  longitude,
  latitude,
  methodologyNum: text(1, 64, 'lengthBetween'),
  methodologyName: optionalBetween(256),
  /** The validation body: an opened organisation's customer (the gateway checks the account). */
  approvalAuthority: z.string().trim().min(1).uuid({ error: token('approvalAuthorityNotOpened') }),
  otherProofMethod: requiredText(8).refine((v) => otherProofMethodCodes.includes(v), { error: token('optionInvalid') }),
  archiveCode: optionalBetween(32),
  commencementDate: isoDate,
  /** Project lifetime in years (registry spec §3 conclusionDate). */
  conclusionDate: positiveInteger(MAX_LIFETIME_YEARS),
  firstReckonDate: isoDate,
  endReckonDate: isoDate,
  expectYearNum: positiveInteger(MAX_TONNES),
  expectMaxNum: positiveInteger(MAX_TONNES),
  basicInformation: text(1, 2000, 'lengthBetween'),
  technologiesMeasures: text(1, 256, 'lengthBetween'),
  remarkDesc: optionalBetween(2000),
};

/** The registry's explanation of a change it makes to a project (insideEdit): 1 to 2000 characters. */
export const modifyExplanation = text(1, 2000, 'lengthBetween');

/**
 * The name check of projectName: the registry's sensitive words (the list the web loads, accounts spec §2.5).
 * A message token naming the first word found, else undefined.
 */
export function projectNameProblem(name: string | undefined, sensitiveWords: readonly string[]): string | undefined {
  const word = name ? sensitiveWords.find((w) => w && name.includes(w)) : undefined;
  return word ? token('sensitiveWord', word) : undefined;
}

/**
 * The date rules of registry spec §5 that compare fields with each other and with today.
 * `today` is the server date (yyyy-MM-dd) so web and gateway judge the same way; without it the
 * commencement date cannot be judged (未获取到系统时间).
 */
export function checkApplyDates(
  v: { commencementDate?: string; firstReckonDate?: string; endReckonDate?: string },
  today: string | undefined,
): Array<{ field: string; message: string }> {
  const errors: Array<{ field: string; message: string }> = [];
  const { commencementDate: c, firstReckonDate: s, endReckonDate: e } = v;
  if (c) {
    if (c <= COMMENCEMENT_AFTER) errors.push({ field: 'commencementDate', message: token('commencementAfter') });
    else if (e && c > e) errors.push({ field: 'commencementDate', message: token('notLaterThanReckonEnd') });
    else if (!today) errors.push({ field: 'commencementDate', message: token('serverTimeMissing') });
    else if (c > today) errors.push({ field: 'commencementDate', message: token('notLaterThanToday') });
  }
  if (s) {
    if (s < RECKON_START_MIN) errors.push({ field: 'firstReckonDate', message: token('reckonStartMin') });
    else if (c && s < c) errors.push({ field: 'firstReckonDate', message: token('notEarlierThanCommencement') });
    else if (e && s > e) errors.push({ field: 'firstReckonDate', message: token('reckonStartAfterEnd') });
  }
  if (e) {
    if (e < RECKON_START_MIN) errors.push({ field: 'endReckonDate', message: token('reckonStartMin') });
    else if (s && e < s) errors.push({ field: 'endReckonDate', message: token('reckonEndBeforeStart') });
    else if (c && e < c) errors.push({ field: 'endReckonDate', message: token('notEarlierThanCommencement') });
  }
  return errors;
}

/** The full application, as submitted for publicity audit. */
export const applyFormSchema = z.object(applyFields);
export type ApplyForm = z.infer<typeof applyFormSchema>;

/** A draft: every field optional but, when given, valid; only the name is needed to keep it. */
export const applyDraftSchema = applyFormSchema.partial().extend({ projectName: applyFields.projectName });

/** save-apply: a new draft (no id) or a change to one (id and the version read). */
export const saveApplyBody = applyDraftSchema.extend({
  id: z.string().uuid().optional(),
  version: z.number().int().optional(),
  /** The application's documents (design document …) as the form holds them; absent: the linked ones stay. */
  fileIds: documentFileIds,
});
export type SaveApplyBody = z.infer<typeof saveApplyBody>;

/** prep-pub-apply: submit a saved application (optionally saving the last changes with it). */
export const prepPubApplyBody = applyFormSchema.partial().extend({
  id: z.string().uuid(),
  version: z.number().int().optional(),
  fileIds: documentFileIds,
});
export type PrepPubApplyBody = z.infer<typeof prepPubApplyBody>;

/** prep-pub-audit: the administrator's decision on the publicity audit task (the inbox's decision body). */
export const prepPubAuditBody = taskCompleteBody;
export type PrepPubAuditBody = z.infer<typeof prepPubAuditBody>;

export const applyListQuery = pageQuerySchema.extend({
  projectName: z.string().trim().max(256).optional(),
  status: z.enum(projectStatusCodes).optional(),
  id: z.string().uuid().optional(),
  /** A status tab of projectLifecycle.tabs, or several statuses (a step page's list). */
  tab: z.enum(projectLifecycle.tabs.map((t) => t.key) as [string, ...string[]]).optional(),
  statuses: z.array(z.enum(projectStatusCodes)).max(projectStatusCodes.length).optional(),
  provinceId: z.string().trim().max(12).optional(),
});
export type ApplyListQuery = z.infer<typeof applyListQuery>;

/** A row as the gateway answers it: plain values, no input transforms (responses are encoded, not parsed). */
export const applyRowSchema = z.object({
  projectLocation: z.string().optional(),
  provinceId: z.string().optional(),
  parentProjectType: z.string().optional(),
  longitude: z.string().optional(),
  latitude: z.string().optional(),
  methodologyNum: z.string().optional(),
  methodologyName: z.string().optional(),
  approvalAuthority: z.string().optional(),
  otherProofMethod: z.string().optional(),
  archiveCode: z.string().optional(),
  commencementDate: z.string().optional(),
  conclusionDate: z.number().optional(),
  firstReckonDate: z.string().optional(),
  endReckonDate: z.string().optional(),
  expectYearNum: z.number().optional(),
  expectMaxNum: z.number().optional(),
  basicInformation: z.string().optional(),
  technologiesMeasures: z.string().optional(),
  remarkDesc: z.string().optional(),
  modifyExplanation: z.string().optional(),
  // names of the codes above, in the language asked (registry spec §3)
  provinceName: z.string().nullable(),
  parentProjectTypeName: z.string().nullable(),
  approvalAuthorityName: z.string().nullable(),
  otherProofMethodName: z.string().nullable(),
  /** The project owner (the application's company); custName is the same, kept for the existing screens. */
  orgCustomerName: z.string().nullable(),
  /** Set once the project is registered; the web shows them to managers only. */
  projectCode: z.string().nullable().optional(),
  registrationTime: z.string().nullable().optional(),
  id: z.string(),
  applyNo: z.string(),
  projectName: z.string(),
  status: z.enum(projectStatusCodes),
  statusName: z.string(),
  auditOpinion: z.string().nullable(),
  custName: z.string().nullable(),
  processInstanceId: z.string().nullable(),
  version: z.number().int(),
  submittedAt: z.string().nullable(),
  updatedAt: z.string(),
  /** The lifecycle's dates and overdue flags (apply-list): validation 100 days after publicity began (07), acceptance 15 working days (10). */
  publicityStartDate: z.string().nullable().optional(),
  publicityEndDate: z.string().nullable().optional(),
  validationDueAt: z.string().nullable().optional(),
  acceptanceDueAt: z.string().nullable().optional(),
  validationOverdue: z.boolean().optional(),
  acceptanceOverdue: z.boolean().optional(),
});
export type ApplyRow = z.infer<typeof applyRowSchema>;

/** organ-list: the opened organisation accounts an application may name as its validation body (approvalAuthority). */
export const organListQuery = pageQuerySchema.extend({
  custName: z.string().trim().max(80).optional(),
  /** One body by its customer number (the picker showing a saved value). */
  custId: z.string().uuid().optional(),
});
export type OrganListQuery = z.infer<typeof organListQuery>;

export const organRowSchema = z.object({
  custId: z.string(),
  custName: z.string(),
  /** The project types the body may validate (its account's custField). */
  custField: z.array(z.string()),
  /** 15 or 16 (dictionary 100008). */
  enterpriseType: z.string().nullable(),
});
export type OrganRow = z.infer<typeof organRowSchema>;
