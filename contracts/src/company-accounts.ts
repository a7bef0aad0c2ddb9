import { z } from 'zod';
import { token } from './messages.ts';
import { pageQuerySchema } from './envelope.ts';
import { companyFieldRules } from './validation/company-form.ts';
import { looseShape } from './validation/form-rules.ts';
import { attachmentEntrySchema } from './attachments.ts';

/**
 * Company (enterprise) account opening (accounts spec §2.3, §3.8, §7.4; issue 4 item 5): an application is
 * saved as a draft, submitted by its initiating representative (the signed-in applicant), confirmed by the
 * confirming representative (named by login name), and approved or rejected by a registry administrator.
 */

/** Application statuses; the applicant sees 审核中 for both confirming and auditing (§4 "statuses visible to the applicant"). */
export const companyApplyStatuses = {
  draft: 'draft',
  confirming: 'confirming',
  auditing: 'auditing',
  rejected: 'rejected',
  opened: 'opened',
  /** 已撤销: the applicant withdrew it while pending (PUT /api/openAccount/modify/status); it may be changed and submitted again. */
  withdrawn: 'withdrawn',
} as const;
export type CompanyApplyStatus = (typeof companyApplyStatuses)[keyof typeof companyApplyStatuses];
export const companyApplyStatusList = Object.values(companyApplyStatuses) as [CompanyApplyStatus, ...CompanyApplyStatus[]];

export const companyApplyStatusNames: Record<CompanyApplyStatus, { zh: string; en: string }> = {
  draft: { zh: '草稿', en: 'Draft' },
  confirming: { zh: '审核中', en: 'Under review' },
  auditing: { zh: '审核中', en: 'Under review' },
  rejected: { zh: '审核不通过', en: 'Rejected' },
  opened: { zh: '开户成功', en: 'Account opened' },
  withdrawn: { zh: '已撤销', en: 'Withdrawn' },
};

/** Statuses in which the applicant may still change and submit the application. */
export const companyApplyEditable: readonly CompanyApplyStatus[] = ['draft', 'rejected', 'withdrawn'];

/** Representative roles of a company (§3.8: registry-system initiating and confirming representatives). */
export const companyRepresentRoles = { initiating: 'initiating', confirming: 'confirming' } as const;
export type CompanyRepresentRole = (typeof companyRepresentRoles)[keyof typeof companyRepresentRoles];

const loginName = z
  .string()
  .trim()
  .max(64, { error: token('maxLength', 64) });

/**
 * Save (draft) and submit bodies: the form fields, the legal-agent tick, attachments, and the confirming
 * representative's login name (confirmerLoginName, our name: the spec's form has no field for it).
 * `type` is the spec's draft marker ("adds type 1 to the payload"); it is accepted and ignored.
 */
export const companyApplyBody = z.object({
  id: z.string().uuid().optional(),
  version: z.number().int().positive().optional(),
  type: z.union([z.number(), z.string()]).optional(),
  // every §3.8 field parsed loosely (a draft may be incomplete); companyFormSchema judges a submission
  ...looseShape(companyFieldRules),
  hasAgent: z.boolean().optional(),
  attachments: z.array(attachmentEntrySchema).max(40).optional(),
  confirmerLoginName: loginName.optional(),
});
export type CompanyApplyBody = z.infer<typeof companyApplyBody>;

export const companyApplyRowSchema = z.object({
  id: z.string(),
  applyNo: z.string(),
  custName: z.string().nullable(),
  certificateNo: z.string().nullable(),
  status: z.enum(companyApplyStatusList),
  statusName: z.string(),
  opinion: z.string().nullable(),
  applicantLoginName: z.string(),
  confirmerLoginName: z.string().nullable(),
  custId: z.string().nullable(),
  processInstanceId: z.string().nullable(),
  submittedAt: z.string().nullable(),
  updatedAt: z.string(),
  version: z.number().int(),
});
export type CompanyApplyRow = z.infer<typeof companyApplyRowSchema>;

/** One application with its form (the fields as saved, attachments included). */
export const companyApplyDetailSchema = companyApplyRowSchema.extend({
  form: z.record(z.string(), z.unknown()),
});
export type CompanyApplyDetail = z.infer<typeof companyApplyDetailSchema>;

export const companyApplyIdQuery = z.object({ id: z.string().uuid() });

export const companyApplyListQuery = pageQuerySchema.extend({
  custName: z.string().trim().max(80).optional(),
  status: z.enum(companyApplyStatusList).optional(),
});

/** A company account (customer) as administrators list it. */
export const companyRowSchema = z.object({
  custId: z.string(),
  custNo: z.string().nullable(),
  custName: z.string(),
  custType: z.string().nullable(),
  certificateNo: z.string().nullable(),
  status: z.string(),
  isComplete: z.string(),
  createdAt: z.string(),
});
export type CompanyRow = z.infer<typeof companyRowSchema>;
export const companyDetailSchema = companyRowSchema.extend({ form: z.record(z.string(), z.unknown()) });
export type CompanyDetail = z.infer<typeof companyDetailSchema>;

export const companyListQuery = pageQuerySchema.extend({
  custName: z.string().trim().max(80).optional(),
  certificateNo: z.string().trim().max(40).optional(),
  status: z.enum(['0', '1']).optional(),
});
export const custIdQuery = z.object({ custId: z.string().uuid() });
/** 1 active, 0 disabled (§4: changed through dedicated status-update calls). */
export const companyStateBody = z.object({ custId: z.string().uuid(), status: z.enum(['0', '1']) });

/** A representative of a company (the operator linked to it). */
export const companyRepresentRowSchema = z.object({
  /** custId:operatorId, the row's key. */
  id: z.string(),
  custId: z.string(),
  custName: z.string(),
  operatorId: z.string(),
  loginName: z.string(),
  operatorName: z.string().nullable(),
  representRole: z.enum(['initiating', 'confirming']),
  status: z.string(),
  createdAt: z.string(),
});
export type CompanyRepresentRow = z.infer<typeof companyRepresentRowSchema>;
export const companyRepresentListQuery = pageQuerySchema.extend({
  custId: z.string().uuid().optional(),
  loginName: z.string().trim().max(64).optional(),
});
export const companyRepresentStateBody = z.object({ custId: z.string().uuid(), operatorId: z.string().uuid(), status: z.enum(['0', '1']) });

/** GET /api/cust/list: the companies the signed-in operator represents; `current` is the one its session acts for. */
export const custListRowSchema = z.object({ custId: z.string(), custName: z.string(), custType: z.string().nullable(), current: z.boolean() });
export const customerInfoSchema = z.object({
  custId: z.string(),
  custNo: z.string().nullable(),
  custName: z.string(),
  custType: z.string().nullable(),
  isComplete: z.string(),
  status: z.string(),
  form: z.record(z.string(), z.unknown()),
});
