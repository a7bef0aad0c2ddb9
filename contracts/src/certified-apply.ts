import { z } from 'zod';
import { token } from './messages.ts';
import { isoDate, positiveInteger, text } from './validators.ts';
import { dictionaryById, dictIds, LULUCF_NOT_INVOLVED } from './reference/dictionaries.ts';
import { documentFileIds } from './electronic-documents.ts';
import { pageQuerySchema } from './envelope.ts';
import { engineId } from './ids.ts';
import { MAX_TONNES, RECKON_START_MIN } from './project-apply.ts';
import { certifiedLifecycle, certifiedStatusCodes } from './lifecycle/certified.ts';

/**
 * The reduction-volume application (registry spec §3 "Reduction-volume application", §4 project selection, §5
 * application dates and fields; issue 11). A draft may be incomplete; the submission needs the whole application,
 * judged against the picked registered project and the server's today, here for web and gateway alike.
 */

/** The application dates must lie after this day (spec §5: after 2020-09-22). */
export const APPLICATION_DATE_AFTER = RECKON_START_MIN;
/** Neither application date may be earlier than this many years before today. */
export const APPLICATION_LOOKBACK_YEARS = 5;

export const additionalTypeCodes: readonly string[] = dictionaryById(dictIds.applicabilityType)!.items.map((i) => i.itemCode);
export const lulucfCodes: readonly string[] = dictionaryById(dictIds.lulucfActivity)!.items.map((i) => i.itemCode);

const optionalBetween = (max: number) =>
  z.string().trim().max(max, { error: token('lengthBetween', 1, max) }).optional().or(z.literal('').transform(() => undefined));
const requiredCode = (codes: readonly string[]) =>
  z.string().trim().min(1).refine((v) => codes.includes(v), { error: token('optionInvalid') });
const uuidRequired = (invalid: string) => z.string().trim().min(1).uuid({ error: token(invalid) });

export const certifiedFields = {
  /** The registered project (project_info.id), picked from the search of active, not stopped projects. */
  projectInfoId: uuidRequired('certifiedProjectUnknown'),
  /** The verification body: an opened organisation's customer, not the project's validation body. */
  verificationAgency: uuidRequired('verificationAgencyNotOpened'),
  additionalType: requiredCode(additionalTypeCodes),
  regAppStartDate: isoDate,
  regAppEndDate: isoDate,
  /** '000' (not applicable) unless the project's industry is N; then one of the LULUCF activities. */
  lulucf: requiredCode(lulucfCodes),
  /** 核算期编号: an integer of 1 to 8 characters (长度在1到8个字符之间). */
  certificationPeriodNo: z
    .string()
    .trim()
    .min(1)
    .max(8, { error: token('lengthBetween', 1, 8) })
    .regex(/^\d+$/, { error: token('integerOnly') }),
  /** The reductions applied for, in tonnes: what the verification report verifies. */
  certifiedNum: positiveInteger(MAX_TONNES),
  countryId: optionalBetween(12),
  ccerUnitTypeName: optionalBetween(64),
  initialCommitmentPeriod: optionalBetween(32),
  applicableCommitmentPeriod: optionalBetween(32),
  /** Shown and required only when the project's parent type is A (the gateway and the form ask with the project). */
  archiveCode: optionalBetween(32),
  remarkDesc: optionalBetween(2000),
};

export const certifiedFormSchema = z.object(certifiedFields);
export type CertifiedForm = z.infer<typeof certifiedFormSchema>;
/** A draft names its project; the rest may follow. */
export const certifiedDraftSchema = certifiedFormSchema.partial().extend({ projectInfoId: certifiedFields.projectInfoId });

export const saveCertifiedBody = certifiedDraftSchema.extend({
  id: z.string().uuid().optional(),
  version: z.number().int().optional(),
  /** The monitoring report (R01) as the form holds it; absent: the linked files stay. */
  fileIds: documentFileIds,
});
export type SaveCertifiedBody = z.infer<typeof saveCertifiedBody>;

export const submitCertifiedBody = certifiedFormSchema.partial().extend({
  id: z.string().uuid(),
  version: z.number().int().optional(),
  fileIds: documentFileIds,
});
export type SubmitCertifiedBody = z.infer<typeof submitCertifiedBody>;

/** What the application's rules need of the picked project. */
export interface CertifiedProjectFacts {
  parentProjectType: string | null;
  commencementDate: string | null;
  firstReckonDate: string | null;
  endReckonDate: string | null;
  /** The project's validation body (approval_authority): it may not verify the project's reductions. */
  approvalAuthority: string | null;
}

type FieldError = { field: string; message: string };

/** The industry of a project type code is its first letter; N (forestry and other sinks) takes a LULUCF activity. */
export const takesLulucf = (parentProjectType: string | null | undefined) => (parentProjectType ?? '').startsWith('N');
/** The archive code is shown and required only for projects of parent type A. */
export const takesArchiveCode = (parentProjectType: string | null | undefined) => (parentProjectType ?? '').startsWith('A');

/** yyyy-MM-dd `years` before `day` (29 February goes to the 28th). */
export function yearsBefore(day: string, years: number): string {
  const [y, m, dd] = day.split('-').map(Number);
  const last = new Date(Date.UTC(y - years, m, 0)).getUTCDate();
  return `${String(y - years).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(Math.min(dd, last)).padStart(2, '0')}`;
}

/** `yyyy年M月d日` of a yyyy-MM-dd day, as the messages name a date. */
export const chineseDate = (day: string) => {
  const [y, m, d] = day.split('-').map(Number);
  return `${y}年${m}月${d}日`;
};

/**
 * The application dates against the project and the server's today (spec §5 "Application dates"), one message per
 * field, the first rule it breaks in the order listed: after 2020-09-22; not before the commencement date or the
 * crediting start; not after the crediting end; the start not after the end; neither after today; neither earlier
 * than five years before today (不能早于{date}). Without today nothing about today can be judged (未获取到系统时间).
 */
export function checkCertifiedDates(
  v: { regAppStartDate?: string; regAppEndDate?: string },
  project: Pick<CertifiedProjectFacts, 'commencementDate' | 'firstReckonDate' | 'endReckonDate'>,
  today: string | undefined,
): FieldError[] {
  const errors: FieldError[] = [];
  const floor = today ? yearsBefore(today, APPLICATION_LOOKBACK_YEARS) : undefined;
  const judge = (field: 'regAppStartDate' | 'regAppEndDate', day: string | undefined, other: () => FieldError['message'] | undefined) => {
    if (!day) return;
    const message =
      day <= APPLICATION_DATE_AFTER ? token('applicationDateAfter')
      : project.commencementDate && day < project.commencementDate ? token('notEarlierThanCommencement')
      : project.firstReckonDate && day < project.firstReckonDate ? token('reckonEndBeforeStart')
      : project.endReckonDate && day > project.endReckonDate ? token('notLaterThanReckonEnd')
      : other()
        ?? (!today ? token('serverTimeMissing')
        : day > today ? token('notLaterThanToday')
        : floor && day < floor ? token('notEarlierThanDate', chineseDate(floor))
        : undefined);
    if (message) errors.push({ field, message });
  };
  const { regAppStartDate: start, regAppEndDate: end } = v;
  judge('regAppStartDate', start, () => (end && start! > end ? token('periodStartAfterEnd') : undefined));
  judge('regAppEndDate', end, () => (start && end! < start ? token('periodEndBeforeStart') : undefined));
  return errors;
}

/**
 * The rules of a submission that need the picked project: dates, the LULUCF activity by industry, the archive code
 * for type A, and the verification body not being the project's validation body.
 */
export function checkCertifiedAgainstProject(v: Partial<CertifiedForm>, project: CertifiedProjectFacts, today: string | undefined): FieldError[] {
  const errors = checkCertifiedDates(v, project, today);
  if (takesLulucf(project.parentProjectType)) {
    if (!v.lulucf || v.lulucf === LULUCF_NOT_INVOLVED) errors.push({ field: 'lulucf', message: token('required') });
  } else if (v.lulucf && v.lulucf !== LULUCF_NOT_INVOLVED) {
    errors.push({ field: 'lulucf', message: token('lulucfNotInvolved') });
  }
  if (takesArchiveCode(project.parentProjectType) && !v.archiveCode) errors.push({ field: 'archiveCode', message: token('required') });
  if (v.verificationAgency && project.approvalAuthority && v.verificationAgency === project.approvalAuthority) {
    errors.push({ field: 'verificationAgency', message: token('verifierIsValidationBody') });
  }
  return errors;
}

/** Do two monitoring periods (inclusive yyyy-MM-dd ranges) share a day? */
export const periodsOverlap = (a: { start: string; end: string }, b: { start: string; end: string }) => a.start <= b.end && b.start <= a.end;

/** The values a project pick sets (spec §4): the verification body, the dates and the period number cleared; lulucf by industry. */
export function valuesOnProjectPick(parentProjectType: string | null | undefined): Partial<Record<keyof CertifiedForm, string | undefined>> {
  return {
    verificationAgency: undefined,
    regAppStartDate: undefined,
    regAppEndDate: undefined,
    certificationPeriodNo: undefined,
    lulucf: takesLulucf(parentProjectType) ? undefined : LULUCF_NOT_INVOLVED,
  };
}

// ---- the calls (/api/certified-manage/*, the project's names under the certification's prefix) ---------------------

export const certifiedPaths = {
  save: '/api/certified-manage/save-apply',
  submit: '/api/certified-manage/prep-pub-apply',
  list: '/api/certified-manage/apply-list',
  remove: '/api/certified-manage/delete-apply',
  statusCount: '/api/certified-manage/getApplyStatusCount',
  applyTask: '/api/certified-manage/apply-task',
  progress: '/api/certified-manage/apply-process',
  // expert appointment for the technical evaluation (the project's calls under this prefix)
  appointRandom: '/api/certified-manage/appointExpertRandom',
  appointNamed: '/api/certified-manage/appointExpert',
  setFee: '/api/certified-manage/setExpertFee',
  appoint: '/api/certified-manage/appoint',
  applyList: '/api/certified-manage/appoint-apply-list',
  appointInfo: '/api/certified-manage/appoint-info',
  candidates: '/api/certified-manage/expert-candidates',
  reportList: '/api/certified-manage/expert-report-list',
  reportApply: '/api/certified-manage/expert-report-apply',
} as const;

export const certifiedListQuery = pageQuerySchema.extend({
  projectName: z.string().trim().max(256).optional(),
  status: z.enum(certifiedStatusCodes).optional(),
  id: z.string().uuid().optional(),
  /** A status tab of certifiedLifecycle.tabs, or several statuses (a step page's list). */
  tab: z.enum(certifiedLifecycle.tabs.map((t) => t.key) as [string, ...string[]]).optional(),
  statuses: z.array(z.enum(certifiedStatusCodes)).max(certifiedStatusCodes.length).optional(),
  projectInfoId: z.string().uuid().optional(),
});
export type CertifiedListQuery = z.infer<typeof certifiedListQuery>;

/** One vintage (generation year) of a verified period and its verified quantity in tonnes. */
export const vintageSchema = z.object({
  year: z.number().int({ error: token('integerOnly') }).min(2000).max(2100),
  quantity: positiveInteger(MAX_TONNES),
});
export type Vintage = z.infer<typeof vintageSchema>;
const vintageRow = z.object({ year: z.number(), quantity: z.number() });

export const certifiedRowSchema = z.object({
  id: z.string(),
  applyNo: z.string(),
  status: z.enum(certifiedStatusCodes),
  statusName: z.string(),
  projectInfoId: z.string(),
  projectCode: z.string().nullable(),
  projectName: z.string(),
  parentProjectType: z.string().nullable(),
  parentProjectTypeName: z.string().nullable(),
  provinceName: z.string().nullable(),
  verificationAgency: z.string().optional(),
  verificationAgencyName: z.string().nullable(),
  additionalType: z.string().optional(),
  additionalTypeName: z.string().nullable(),
  regAppStartDate: z.string().optional(),
  regAppEndDate: z.string().optional(),
  lulucf: z.string().optional(),
  lulucfName: z.string().nullable(),
  certificationPeriodNo: z.string().optional(),
  certifiedNum: z.number().optional(),
  countryId: z.string().optional(),
  ccerUnitTypeName: z.string().optional(),
  initialCommitmentPeriod: z.string().optional(),
  applicableCommitmentPeriod: z.string().optional(),
  archiveCode: z.string().optional(),
  remarkDesc: z.string().optional(),
  /** The project owner (the applying company). */
  custName: z.string().nullable(),
  auditOpinion: z.string().nullable(),
  processInstanceId: z.string().nullable(),
  version: z.number().int(),
  submittedAt: z.string().nullable(),
  updatedAt: z.string(),
  publicityStartDate: z.string().nullable(),
  publicityEndDate: z.string().nullable(),
  verificationDueAt: z.string().nullable(),
  acceptanceDueAt: z.string().nullable(),
  verificationOverdue: z.boolean(),
  acceptanceOverdue: z.boolean(),
  /** From the verification report: conclusion, verified quantity, per vintage. */
  verificationConclusion: z.string().nullable(),
  verifiedNum: z.number().nullable(),
  vintages: z.array(vintageRow),
});
export type CertifiedRow = z.infer<typeof certifiedRowSchema>;

/**
 * The verification body's report (ccerOrgUploadFile of the certification chain): conclusion, the verified quantity
 * (equal to the quantity applied for), its split per vintage, how public comments were handled, the report files.
 */
export const verificationReportBody = z.object({
  taskId: engineId(),
  verificationConclusion: z.enum(['1', '0']),
  verifiedNum: positiveInteger(MAX_TONNES),
  vintages: z.array(vintageSchema).min(1).max(20),
  commentHandling: text(1, 2000, 'lengthBetween'),
  opinion: z.string().trim().max(2000, { error: token('maxLength', 2000) }).optional(),
  fileIds: documentFileIds,
});
export type VerificationReportBody = z.infer<typeof verificationReportBody>;

/** The verified quantity and its vintages against the application: equal to the quantity applied for, the years inside the period, the sum whole. */
export function verificationReportErrors(
  report: Pick<VerificationReportBody, 'verifiedNum' | 'vintages'>,
  apply: { certifiedNum: number | null; regAppStartDate: string | null; regAppEndDate: string | null },
): FieldError[] {
  const errors: FieldError[] = [];
  if (apply.certifiedNum !== null && report.verifiedNum !== apply.certifiedNum) errors.push({ field: 'verifiedNum', message: token('verifiedNumMismatch', apply.certifiedNum) });
  const first = apply.regAppStartDate ? Number(apply.regAppStartDate.slice(0, 4)) : undefined;
  const last = apply.regAppEndDate ? Number(apply.regAppEndDate.slice(0, 4)) : undefined;
  report.vintages.forEach((v, i) => {
    if ((first !== undefined && v.year < first) || (last !== undefined && v.year > last)) errors.push({ field: `vintages.${i}.year`, message: token('vintageOutsidePeriod') });
  });
  const years = report.vintages.map((v) => v.year);
  if (new Set(years).size !== years.length) errors.push({ field: 'vintages', message: token('vintageDuplicate') });
  if (report.vintages.reduce((sum, v) => sum + v.quantity, 0) !== report.verifiedNum) errors.push({ field: 'vintages', message: token('vintageSumMismatch') });
  return errors;
}
