import { z } from 'zod';
import { token } from './messages.ts';
import { pageQuerySchema } from './envelope.ts';
import { companyFieldRules } from './validation/company-form.ts';
import { looseShape } from './validation/form-rules.ts';
import { attachmentEntrySchema } from './attachments.ts';

/**
 * Company information changes through approval (accounts spec §2.4 /account/company edit, §3.8, §7.4
 * enterpriseOperateInfoUpdate / enterprisePreOperateUpdateDetail), and the rest of the /account/company area:
 * visitors query, cancellation, binding another company, the certificate check and the applicant's withdrawal.
 */

/** The business, its process and its worker topic (the association in business_process starts it). */
export const companyChangeProcess = {
  businessType: 'accountChange',
  processKey: 'ccerAccountChange',
  topic: 'account-change-result',
} as const;

/** confirming and auditing are "open" (one per company); returned, rejected and effective are closed. */
export const companyChangeStatuses = {
  confirming: 'confirming',
  auditing: 'auditing',
  returned: 'returned',
  rejected: 'rejected',
  effective: 'effective',
} as const;
export type CompanyChangeStatus = (typeof companyChangeStatuses)[keyof typeof companyChangeStatuses];
export const companyChangeStatusList = Object.values(companyChangeStatuses) as [CompanyChangeStatus, ...CompanyChangeStatus[]];
export const companyChangeOpenStatuses: readonly CompanyChangeStatus[] = ['confirming', 'auditing'];

/** The words the company application uses (审核中 / 审核不通过), plus 已生效 and 确认退回. */
export const companyChangeStatusNames: Record<CompanyChangeStatus, { zh: string; en: string }> = {
  confirming: { zh: '审核中', en: 'Under review' },
  auditing: { zh: '审核中', en: 'Under review' },
  returned: { zh: '确认退回', en: 'Returned by the confirming representative' },
  rejected: { zh: '审核不通过', en: 'Rejected' },
  effective: { zh: '已生效', en: 'In effect' },
};

/** The important fields whose changes are written to the change log (paramId = the §3.8 field name). */
export const companyChangeLoggedFields: ReadonlyArray<{ paramId: string; zh: string; en: string }> = [
  { paramId: 'custName', zh: '企业名称', en: 'Company name' },
  { paramId: 'custType', zh: '账户类型', en: 'Account type' },
  { paramId: 'certificateType', zh: '证件类型', en: 'Certificate type' },
  { paramId: 'certificateNo', zh: '统一社会信用代码', en: 'Unified social credit code' },
  { paramId: 'certificateValidDate', zh: '证件有效期', en: 'Certificate valid until' },
  { paramId: 'legalType', zh: '组织性质', en: 'Organisation nature' },
  { paramId: 'areaIdList', zh: '所在地区', en: 'Region' },
  { paramId: 'industryCode', zh: '所属行业', en: 'Industry' },
  { paramId: 'registeredAddress', zh: '注册地址', en: 'Registered address' },
  { paramId: 'contactAddress', zh: '联系地址', en: 'Contact address' },
  { paramId: 'legalPersonName', zh: '法定代表人姓名', en: 'Legal representative' },
  { paramId: 'legalCertificateNo', zh: '法定代表人证件号码', en: 'Legal representative’s certificate number' },
  { paramId: 'contactPersonName', zh: '联系人姓名', en: 'Contact person' },
  { paramId: 'contactMobilePhoneNo', zh: '联系人手机号码', en: 'Contact mobile number' },
  { paramId: 'initrepreName', zh: '发起代表姓名', en: 'Initiating representative' },
  { paramId: 'initrepreCertificateNo', zh: '发起代表证件号码', en: 'Initiating representative’s certificate number' },
  { paramId: 'checkrepreName', zh: '确认代表姓名', en: 'Confirming representative' },
  { paramId: 'checkrepreCertificateNo', zh: '确认代表证件号码', en: 'Confirming representative’s certificate number' },
  { paramId: 'accountpreName', zh: '交易系统账户代表姓名', en: 'Trading account representative' },
  { paramId: 'accountpreCertificateNo', zh: '交易系统账户代表证件号码', en: 'Trading account representative’s certificate number' },
];

/** A value as the change log and the before/after view show it (lists joined with commas). */
export function changeValueText(v: unknown): string | null {
  if (v === undefined || v === null || v === '') return null;
  if (Array.isArray(v)) return v.length ? v.map(String).join(',') : null;
  return String(v);
}

const loginName = z
  .string()
  .trim()
  .max(64, { error: token('maxLength', 64) });

/**
 * enterpriseOperateInfoUpdate: the company (custId) and its whole §3.8 form, judged by companyFormSchema once
 * merged over the company's current form; confirmerLoginName names the confirming representative (maker-checker).
 */
export const companyChangeBody = z.object({
  custId: z.string().uuid(),
  ...looseShape(companyFieldRules),
  hasAgent: z.boolean().optional(),
  attachments: z.array(attachmentEntrySchema).max(40).optional(),
  confirmerLoginName: loginName.optional(),
});
export type CompanyChangeBody = z.infer<typeof companyChangeBody>;

export const companyChangeFieldSchema = z.object({
  paramId: z.string(),
  paramName: z.string(),
  beforeValue: z.string().nullable(),
  currentValue: z.string().nullable(),
});
export type CompanyChangeField = z.infer<typeof companyChangeFieldSchema>;

/** A change application as the representative and the reviewers read it. */
export const companyChangeDetailSchema = z.object({
  id: z.string(),
  changeNo: z.string(),
  custId: z.string(),
  custName: z.string(),
  status: z.enum(companyChangeStatusList),
  statusName: z.string(),
  opinion: z.string().nullable(),
  applicantLoginName: z.string(),
  confirmerLoginName: z.string(),
  processInstanceId: z.string().nullable(),
  submittedAt: z.string(),
  decidedAt: z.string().nullable(),
  /** The changed fields, each before and after. */
  fields: z.array(companyChangeFieldSchema),
  form: z.record(z.string(), z.unknown()),
});
export type CompanyChangeDetail = z.infer<typeof companyChangeDetailSchema>;

/** enterprisePreOperateUpdateDetail (GET query or POST body): the company's latest change (null when none). */
export const companyChangeQuery = z
  .object({ custId: z.string().uuid().optional(), id: z.string().uuid().optional() })
  .superRefine((v, ctx) => {
    if (!v.custId && !v.id) ctx.addIssue({ code: 'custom', path: ['custId'], message: token('required') });
  });


/** PUT /api/openAccount/modify/status: the applicant withdraws (撤销) a pending application. */
export const companyApplyWithdrawBody = z.object({
  id: z.string().uuid(),
  status: z.literal('withdrawn'),
  reason: z
    .string()
    .trim()
    .min(1)
    .max(500, { error: token('maxLength', 500) }),
});

/** POST /api/enterpriseRepresentOperate/bindCust: bind an opened company by its unified social credit code. */
export const bindCustBody = z.object({
  certificateNo: z
    .string()
    .trim()
    .min(1)
    .max(40, { error: token('maxLength', 40) }),
});

/** /api/monitor/open_account_check: whether a unified social credit code may still open an account. */
export const openAccountCheckQuery = bindCustBody;
export const openAccountCheckResultSchema = z.object({ certificateNo: z.string(), available: z.literal(true) });

/** Visitors (operator type 09) with their latest company account application's state. */
export const touristListQuery = pageQuerySchema.extend({
  loginName: z.string().trim().max(64).optional(),
  operatorName: z.string().trim().max(64).optional(),
  /** 'none' = never applied; otherwise an application status. */
  applyStatus: z.string().trim().max(16).optional(),
});
export const touristRowSchema = z.object({
  operatorId: z.string(),
  loginName: z.string(),
  operatorName: z.string().nullable(),
  phoneNo: z.string().nullable(),
  status: z.string(),
  createdAt: z.string(),
  applyId: z.string().nullable(),
  applyNo: z.string().nullable(),
  applyCustName: z.string().nullable(),
  applyStatus: z.string().nullable(),
  applyStatusName: z.string().nullable(),
});
export type TouristRow = z.infer<typeof touristRowSchema>;

/** An open company account ('1'); '0' is 停用 (disabled by the registry, reversible). */
export const companyOpenStatus = '1';
/** 注销: a company account is closed ('2') with a reason; closing is final. */
export const companyCancelledStatus = '2';
export const companyLogoutBody = z.object({
  custId: z.string().uuid(),
  reason: z
    .string()
    .trim()
    .min(1)
    .max(500, { error: token('maxLength', 500) }),
});
