import { z } from 'zod';
import { pageQuerySchema } from './envelope.ts';
import { organisationFieldRules, organisationFormSchema } from './validation/operator-forms.ts';

/**
 * Organisation (verification or validation body) accounts (accounts spec §3.7, §7.5). A signed-in visitor saves
 * drafts and submits (/client/org/open); an administrator lists, modifies (important fields go to the change
 * log, registry-operations §3) and opens, rejects, disables or enables (/account/org). Status values are ours:
 * 0 draft, then the shared 1 submitted, 2 opened, 3 rejected, 4 cancelled, 5 disabled of registration.ts.
 */
export const orgAccountStatuses = { draft: '0', submitted: '1', opened: '2', rejected: '3', cancelled: '4', disabled: '5' } as const;
export const orgAccountStatusTokens: Record<string, string> = {
  '0': 'accountStatusDraft',
  '1': 'accountStatusSubmitted',
  '2': 'accountStatusOpened',
  '3': 'accountStatusRejected',
  '4': 'accountStatusCancelled',
  '5': 'accountStatusDisabled',
};

/** The form field names of §3.7, in form order. */
export const organisationFieldNames = Object.keys(organisationFieldRules) as Array<keyof typeof organisationFieldRules>;

/** POST /apply/draft: whatever is filled (checked as filled); id of the draft being continued, if any. */
export const orgDraftBody = z.intersection(organisationFormSchema('draft'), z.object({ id: z.string().uuid().optional() }));
/** POST /apply: everything required (§5.4 "Organisation form: all fields are required"). */
export const orgApplyBody = z.intersection(organisationFormSchema('submit'), z.object({ id: z.string().uuid().optional() }));
/** PUT /modify (administrator): the whole form, with the version read. */
export const orgModifyBody = z.intersection(organisationFormSchema('submit'), z.object({ id: z.string().uuid(), version: z.number().int() }));

export const orgListBody = pageQuerySchema.extend({
  custName: z.string().trim().max(80).optional(),
  loginName: z.string().trim().max(64).optional(),
  status: z.string().trim().max(2).optional(),
});

/** One organisation application or account; `form` holds the §3.7 values as saved. */
export const orgAccountRowSchema = z.object({
  id: z.string(),
  applyNo: z.string(),
  loginName: z.string(),
  custId: z.string().nullable(),
  custName: z.string().nullable(),
  certificateNo: z.string().nullable(),
  enterpriseType: z.string().nullable(),
  status: z.string(),
  statusName: z.string(),
  opinion: z.string().nullable(),
  version: z.number().int(),
  createdAt: z.string(),
  submittedAt: z.string().nullable(),
  form: z.record(z.string(), z.unknown()),
});
export type OrgAccountRow = z.infer<typeof orgAccountRowSchema>;

/** A change-log entry (registry-operations §3: paramId, paramName, beforeValue, currentValue, updParamDetail). */
export const changeLogRowSchema = z.object({
  id: z.number().int(),
  paramId: z.string(),
  paramName: z.string(),
  beforeValue: z.string().nullable(),
  currentValue: z.string().nullable(),
  updParamDetail: z.string(),
  operatorName: z.string().nullable(),
  createdAt: z.string(),
});
export type ChangeLogRow = z.infer<typeof changeLogRowSchema>;
export const changeLogQuery = z.object({ businessType: z.enum(['org', 'public']), id: z.string().uuid() });

/** §3.7 "Important fields are flagged for change tracking": the organisation fields whose change is logged. */
export const organisationImportantFields: ReadonlyArray<{ field: string; zh: string; en: string }> = [
  { field: 'custName', zh: '机构名称', en: 'Organisation name' },
  { field: 'certificateType', zh: '证件类型', en: 'Certificate type' },
  { field: 'certificateNo', zh: '证件号码', en: 'Certificate number' },
  { field: 'certificateValidDate', zh: '证件有效期', en: 'Certificate validity' },
  { field: 'enterpriseType', zh: '机构类型', en: 'Organisation type' },
  { field: 'custField', zh: '业务领域', en: 'Fields' },
  { field: 'legalPersonName', zh: '法定代表人姓名', en: 'Legal representative' },
  { field: 'legalCertificateNo', zh: '法定代表人证件号码', en: "Legal representative's certificate number" },
  { field: 'contactPersonName', zh: '联系人姓名', en: 'Contact person' },
  { field: 'contactMobilePhoneNo', zh: '联系人手机号码', en: "Contact person's mobile" },
  { field: 'accountpreName', zh: '账户代表姓名', en: 'Account representative' },
  { field: 'accountpreCertificateNo', zh: '账户代表证件号码', en: "Account representative's certificate number" },
  { field: 'accountpreMobilePhoneNo', zh: '账户代表手机号码', en: "Account representative's mobile" },
];

/** The change-log entries of one modification: one per important field whose value changed. */
export function importantChanges(
  fields: ReadonlyArray<{ field: string; zh: string }>,
  before: Readonly<Record<string, unknown>>,
  after: Readonly<Record<string, unknown>>,
): Array<{ paramId: string; paramName: string; beforeValue: string | null; currentValue: string | null; updParamDetail: string }> {
  const text = (v: unknown) => (v === undefined || v === null || v === '' ? null : Array.isArray(v) ? v.join(',') : String(v));
  return fields
    .filter((f) => text(before[f.field]) !== text(after[f.field]))
    .map((f) => {
      const b = text(before[f.field]);
      const c = text(after[f.field]);
      return { paramId: f.field, paramName: f.zh, beforeValue: b, currentValue: c, updParamDetail: `${f.zh}：${b ?? '（空）'} → ${c ?? '（空）'}` };
    });
}
