import { z } from 'zod';
import { token } from './messages.ts';
import { mobile, password, userName } from './validation/shared-helpers.ts';
import { phoneCode } from './sms.ts';
import { pageQuerySchema } from './envelope.ts';
import { publicAccountFormSchema } from './validation/operator-forms.ts';
import { attachmentSchema } from './validation/form-rules.ts';

/**
 * Visitor registration and public accounts (accounts spec §2.1 /client/register, §3.5, §6, §7.2).
 * Readings chosen:
 * - registerTour creates a visitor (operator type 09, role 游客) and signs it in; it needs the SMS code of the
 *   mobile (purpose register) and a fresh captcha (the one of the SMS request is single use).
 * - registerMass is the signed-in visitor's public-account application (type 10 individual or 11 institution);
 *   an administrator opens or rejects it (mass-status-modify), which turns the visitor into a public user.
 * - The exact status values are not in the spec ("not shown", §4): the values below are ours.
 */

/** Operator types of §6 this area creates or converts. */
export const operatorTypeCodes = { visitor: '09', publicIndividual: '10', publicInstitution: '11', organisation: '08' } as const;

const requiredText = (key: string, max: number) =>
  z.string({ error: token(key) }).trim().min(1, { error: token(key) }).max(max, { error: token('maxLength', max) });

/** POST /api/register/add/registerTour. */
export const registerTourBody = z
  .object({
    loginName: requiredText('loginNameRequired', 18).pipe(userName),
    password: z.string({ error: token('passwordRequired') }).min(1, { error: token('passwordRequired') }).pipe(password),
    confirmPassword: z.string({ error: token('confirmPasswordRequired') }).min(1, { error: token('confirmPasswordRequired') }),
    mobile: z.string({ error: token('mobileRequired') }).trim().min(1, { error: token('mobileRequired') }).pipe(mobile),
    phoneCode,
    code: z.string().trim().min(1).max(8),
    captchaId: z.string().min(1),
  })
  .refine((b) => b.password === b.confirmPassword, { path: ['confirmPassword'], error: token('passwordMismatch') });
export type RegisterTourBody = z.infer<typeof registerTourBody>;
export const registerTourResult = z.object({ token: z.string(), operatorId: z.string(), loginName: z.string() });

/** Public account application states (ours: the spec does not show them). */
export const publicAccountStatuses = { submitted: '1', opened: '2', rejected: '3', cancelled: '4', disabled: '5' } as const;
export type PublicAccountStatus = (typeof publicAccountStatuses)[keyof typeof publicAccountStatuses];
export const publicAccountStatusTokens: Record<string, string> = {
  '1': 'accountStatusSubmitted',
  '2': 'accountStatusOpened',
  '3': 'accountStatusRejected',
  '4': 'accountStatusCancelled',
  '5': 'accountStatusDisabled',
};

/** The administrator's status actions on an account application or account (PUT …status-modify). */
export const accountStatusActions = ['approve', 'reject', 'disable', 'enable'] as const;
export type AccountStatusAction = (typeof accountStatusActions)[number];
/** From which states an action may be taken, and where it leads (org and public share the codes 1..5). */
export const accountStatusTransitions: Record<AccountStatusAction, { from: readonly string[]; to: string }> = {
  approve: { from: ['1'], to: '2' },
  reject: { from: ['1'], to: '3' },
  disable: { from: ['2'], to: '5' },
  enable: { from: ['5'], to: '2' },
};
export const accountStatusBody = z.object({
  id: z.string().uuid(),
  action: z.enum(accountStatusActions),
  opinion: z.string().trim().max(500, { error: token('maxLength', 500) }).optional(),
});
export type AccountStatusBody = z.infer<typeof accountStatusBody>;

/** POST /api/register/add/registerMass: the §3.5 form (attachments B02/B05 or C01 by type). */
export const registerMassBody = publicAccountFormSchema;

/** A public account row (mass-list, mass-detail, the applicant's own list). */
export const publicAccountRowSchema = z.object({
  id: z.string(),
  applyNo: z.string(),
  loginName: z.string(),
  operatorType: z.string(),
  realName: z.string(),
  orgName: z.string().nullable(),
  certificateType: z.string(),
  certificateTypeCn: z.string().nullable(),
  certificateNo: z.string(),
  attachments: z.array(attachmentSchema),
  status: z.string(),
  statusName: z.string(),
  opinion: z.string().nullable(),
  version: z.number().int(),
  createdAt: z.string(),
  reviewedAt: z.string().nullable(),
});
export type PublicAccountRow = z.infer<typeof publicAccountRowSchema>;

export const massListBody = pageQuerySchema.extend({
  realName: z.string().trim().max(80).optional(),
  loginName: z.string().trim().max(64).optional(),
  operatorType: z.string().trim().max(2).optional(),
  status: z.string().trim().max(2).optional(),
});
export const idBody = z.object({ id: z.string().uuid() });

/** POST /api/register/add/mass-modify: the whole §3.5 form again, with the version read. */
export const massModifyBody = z.intersection(publicAccountFormSchema, z.object({ id: z.string().uuid(), version: z.number().int() }));

/** POST /api/register/apply/list: the visitor's own applications, public and organisation. */
export const myApplicationRowSchema = z.object({
  id: z.string(),
  kind: z.enum(['public', 'org', 'province']),
  applyNo: z.string(),
  name: z.string().nullable(),
  status: z.string(),
  statusName: z.string(),
  opinion: z.string().nullable(),
  createdAt: z.string(),
});
export const cancelApplicationBody = z.object({ kind: z.enum(['public', 'org', 'province']), id: z.string().uuid() });

/** Important public-account fields: a change by an administrator is written to the change log. */
export const publicAccountImportantFields: ReadonlyArray<{ field: string; zh: string; en: string }> = [
  { field: 'operatorType', zh: '账户类型', en: 'Account type' },
  { field: 'realName', zh: '姓名/机构名称', en: 'Name' },
  { field: 'certificateType', zh: '证件类型', en: 'Certificate type' },
  { field: 'certificateNo', zh: '证件号码', en: 'Certificate number' },
];
