import { z } from 'zod';
import { token } from './messages.ts';
import { isoDate, latitude, longitude, optionalText, positiveInteger, text } from './validators.ts';
import { pageQuerySchema } from './envelope.ts';
import { taskCompleteBody } from './tasks.ts';
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

const applyFields = {
  projectName: text(1, 256, 'lengthBetween'),
  projectLocation: text(1, 256, 'lengthBetween'),
  provinceId: z.string({ error: token('required') }).trim().min(1, { error: token('required') }).max(12),
  parentProjectType: z
    .string({ error: token('required') })
    .trim()
    .min(1, { error: token('required') })
    .regex(/^[AN]/, { error: token('projectTypeRoot') })
    .max(16),
  longitude,
  latitude,
  methodologyNum: text(1, 64, 'lengthBetween'),
  commencementDate: isoDate,
  firstReckonDate: isoDate,
  endReckonDate: isoDate,
  expectYearNum: positiveInteger(MAX_TONNES),
  expectMaxNum: positiveInteger(MAX_TONNES),
  basicInformation: text(1, 2000, 'lengthBetween'),
  technologiesMeasures: text(1, 256, 'lengthBetween'),
  remarkDesc: optionalText(2000),
};

/**
 * The date rules of registry spec §5 that compare fields with each other and with today.
 * `today` is the server date (yyyy-MM-dd) so web and gateway judge the same way.
 */
export function checkApplyDates(
  v: { commencementDate?: string; firstReckonDate?: string; endReckonDate?: string },
  today: string,
): Array<{ field: string; message: string }> {
  const errors: Array<{ field: string; message: string }> = [];
  const { commencementDate: c, firstReckonDate: s, endReckonDate: e } = v;
  if (c) {
    if (c <= COMMENCEMENT_AFTER) errors.push({ field: 'commencementDate', message: token('commencementAfter') });
    else if (e && c > e) errors.push({ field: 'commencementDate', message: token('notLaterThanReckonEnd') });
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
});
export type SaveApplyBody = z.infer<typeof saveApplyBody>;

/** prep-pub-apply: submit a saved application (optionally saving the last changes with it). */
export const prepPubApplyBody = applyFormSchema.partial().extend({
  id: z.string({ error: token('required') }).uuid(),
  version: z.number().int().optional(),
});
export type PrepPubApplyBody = z.infer<typeof prepPubApplyBody>;

/** prep-pub-audit: the administrator's decision on the publicity audit task (the inbox's decision body). */
export const prepPubAuditBody = taskCompleteBody;
export type PrepPubAuditBody = z.infer<typeof prepPubAuditBody>;

export const applyListQuery = pageQuerySchema.extend({
  projectName: z.string().trim().max(256).optional(),
  status: z.enum(projectStatusCodes).optional(),
  id: z.string().uuid().optional(),
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
  commencementDate: z.string().optional(),
  firstReckonDate: z.string().optional(),
  endReckonDate: z.string().optional(),
  expectYearNum: z.number().optional(),
  expectMaxNum: z.number().optional(),
  basicInformation: z.string().optional(),
  technologiesMeasures: z.string().optional(),
  remarkDesc: z.string().optional(),
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
});
export type ApplyRow = z.infer<typeof applyRowSchema>;
