import { z } from 'zod';
import { token } from './messages.ts';
import { pageQuerySchema } from './envelope.ts';
import { functionCodes as fc } from './functions/index.ts';
import { operatorTypes } from './access.ts';
import { dictIds } from './reference/dictionaries.ts';
import { isPassword, isUserName } from './validation/shared-helpers.ts';
import { addIssues, checkFields, looseShape, type FieldRules } from './validation/form-rules.ts';
import { expertOperatorFieldRules, provinceAdminFieldRules } from './validation/operator-forms.ts';

/**
 * Back-office operator accounts (accounts spec §2.4 /account/country, /account/province, /accountconfigure,
 * /account/exchange, /account/experts; §3.3, §3.4, §4, §6; calls of §7.3). Each account family has the spec's
 * four calls, all POST with a JSON body:
 *   /api/<family>/get/<family>Query, /api/<family>/add/<family>Add, /api/<family>/update/<family>InfoUpdate,
 *   /api/<family>/update/<family>StatusUpdate (experts: /api/expertOperate/update/expertOperateUpdate);
 * and, for every family, /api/operate/get/operateQueryDetail (one account), /api/operate/update/operatePasswordUpdate
 * (an administrator resets a password) and POST /api/operator/list?pageNumber=&pageSize= (type, name, status).
 *
 * Choices (the spec does not show them):
 * - Status codes: 1 正常, 0 停用 (disabled), 2 锁定 (locked by an administrator). The status call sets the target
 *   status; 0 and 2 end the account's sessions and refuse its sign-in with a message saying why; 1 from 2 also
 *   clears a sign-in-failure lock.
 * - Initial password: the add form may carry one (the §5.1 password rule); when it does not, the gateway generates
 *   one and returns it once in the response (initialPassword), never again. A reset works the same way and ends
 *   the account's sessions.
 * - Forms: national, configuration and exchange administrators fill the §3.3 operator fields (certificate type of
 *   dictionary 100006; fax optional); province administrators the §3.4 province-administrator form (certificate
 *   type 100004, manageProvinceId and faxNo required); experts the §3.4 expert form. Every other field is required.
 * - Function codes: query with the family's open code or any account-maintenance code (010 modify, 011 lock,
 *   012 reset password); add with the open code (001 national, 002 province, 007 configuration, 009 exchange,
 *   004 experts); info update with 010; status with 011; password reset with 012.
 */

/** 1 正常, 0 停用, 2 锁定. */
export const operatorStatuses = ['1', '0', '2'] as const;
export type OperatorStatus = (typeof operatorStatuses)[number];

export type OperatorFamilyKey = 'country' | 'province' | 'configure' | 'exchange' | 'experts';

/** The §3.3 operator fields of national, configuration and exchange administrators (§3.4's without the expert ones). */
const { isLeader: _isLeader, operatorField: _operatorField, operatorFieldCn: _operatorFieldCn, ...basicRules } = expertOperatorFieldRules;
export const operatorBasicFieldRules = {
  ...basicRules,
  faxNo: { kind: 'fax' },
} as const satisfies FieldRules;

export interface OperatorFamily {
  key: OperatorFamilyKey;
  /** The path segment of its calls: /api/<api>/get/<api>Query … */
  api: string;
  operatorType: string;
  /** The form's rules and which fields must be filled. */
  rules: FieldRules;
  required: ReadonlySet<string>;
  /** Dictionary of certificateType. */
  certificateDictionary: string;
  funcs: { query: readonly string[]; add: string; edit: string; status: string; resetPassword: string };
  paths: { query: string; add: string; edit: string; status: string };
}

const allBut = (rules: FieldRules, ...optional: string[]) => new Set(Object.keys(rules).filter((f) => !optional.includes(f)));
const maintenance = [fc.accountModify, fc.accountLock, fc.passwordReset] as const;

function family(key: OperatorFamilyKey, api: string, operatorType: string, open: string, rules: FieldRules, required: ReadonlySet<string>, dictionary: string, statusCall = `${api}StatusUpdate`): OperatorFamily {
  return {
    key,
    api,
    operatorType,
    rules,
    required,
    certificateDictionary: dictionary,
    funcs: { query: [open, ...maintenance], add: open, edit: fc.accountModify, status: fc.accountLock, resetPassword: fc.passwordReset },
    paths: {
      query: `/api/${api}/get/${api}Query`,
      add: `/api/${api}/add/${api}Add`,
      edit: `/api/${api}/update/${api}InfoUpdate`,
      status: `/api/${api}/update/${statusCall}`,
    },
  };
}

const basicRequired = allBut(operatorBasicFieldRules, 'faxNo');
export const operatorFamilies: Readonly<Record<OperatorFamilyKey, OperatorFamily>> = {
  country: family('country', 'nationOperate', operatorTypes.country, fc.countryOpen, operatorBasicFieldRules, basicRequired, dictIds.operatorCertificateType),
  province: family('province', 'provinceOperate', operatorTypes.province, fc.provinceOpen, provinceAdminFieldRules, allBut(provinceAdminFieldRules, 'operatorFieldCn'), dictIds.personalCertificateType),
  configure: family('configure', 'configOperate', operatorTypes.configuration, fc.configureOpen, operatorBasicFieldRules, basicRequired, dictIds.operatorCertificateType),
  exchange: family('exchange', 'exchangeOperate', operatorTypes.exchange, fc.exchangeOpen, operatorBasicFieldRules, basicRequired, dictIds.operatorCertificateType),
  experts: family('experts', 'expertOperate', operatorTypes.expert, fc.expertOpen, expertOperatorFieldRules, allBut(expertOperatorFieldRules, 'operatorFieldCn'), dictIds.personalCertificateType, 'expertOperateUpdate'),
};
export const operatorFamilyList: readonly OperatorFamily[] = Object.values(operatorFamilies);
export const operatorFamilyOfType = (operatorType: string): OperatorFamily | undefined => operatorFamilyList.find((f) => f.operatorType === operatorType);

/** Every form field any family has (the row and detail shapes carry them all). */
export const operatorFormFields = [...new Set(operatorFamilyList.flatMap((f) => Object.keys(f.rules)))];

// ---- bodies -----------------------------------------------------------------------------------------------------

const operatorId = z.string({ error: token('operatorNotFound') }).uuid({ error: token('operatorNotFound') });
const loginName = z.string().trim().min(1).refine(isUserName, { error: token('userName') });
const optionalPassword = z
  .string()
  .optional()
  .nullable()
  .transform((v) => (v ? v : undefined))
  .refine((v) => v === undefined || isPassword(v), { error: token('password') });

/** A form body: the family's fields (loose, judged in one pass like every account form) plus extra keys. */
function formBody<E extends z.ZodRawShape>(f: OperatorFamily, extra: E) {
  return z.object({ ...looseShape(f.rules), ...extra }).superRefine((values, ctx) => addIssues(ctx, checkFields(values, f.rules, f.required)));
}

export const operatorAddBody = (f: OperatorFamily) => formBody(f, { loginName, password: optionalPassword });
export const operatorEditBody = (f: OperatorFamily) => formBody(f, { operatorId });
export type OperatorAddBody = { loginName: string; password?: string | null } & Record<string, unknown>;
export type OperatorEditBody = { operatorId: string } & Record<string, unknown>;

export const operatorStatusBody = z.object({
  operatorId,
  status: z.enum(operatorStatuses, { error: token('operatorStatusInvalid') }),
});
export type OperatorStatusBody = z.infer<typeof operatorStatusBody>;

export const operatorIdBody = z.object({ operatorId });
export const operatorPasswordBody = z.object({ operatorId, password: optionalPassword });
export type OperatorPasswordBody = z.input<typeof operatorPasswordBody>;

const filterText = (max: number) => z.string().trim().max(max).optional().transform((v) => v || undefined);
/** Search of a family's list (its query call): name and login name contain, status, mobile, managed province. */
export const operatorQueryBody = pageQuerySchema.extend({
  operatorName: filterText(64),
  loginName: filterText(64),
  status: z.enum(operatorStatuses).optional().or(z.literal('').transform(() => undefined)),
  mobilePhoneNo: filterText(20),
  manageProvinceId: filterText(12),
});
export type OperatorQueryBody = z.input<typeof operatorQueryBody>;

/** POST /api/operator/list: paging in the query string, filters in the body (every back-office family). */
export const operatorListQuery = pageQuerySchema;
export const operatorListBody = z
  .object({
    operatorType: z.string().trim().max(2).optional().transform((v) => v || undefined),
    operatorName: filterText(64),
    status: z.enum(operatorStatuses).optional().or(z.literal('').transform(() => undefined)),
  })
  .prefault({});
export type OperatorListBody = z.input<typeof operatorListBody>;

// ---- responses --------------------------------------------------------------------------------------------------

export const operatorRowSchema = z.object({
  operatorId: z.string(),
  loginName: z.string(),
  operatorCode: z.string(),
  operatorName: z.string().nullable(),
  operatorType: z.string(),
  status: z.string(),
  mobilePhoneNo: z.string().nullable(),
  emailAddress: z.string().nullable(),
  workUnit: z.string().nullable(),
  manageProvinceId: z.string().nullable(),
  manageProvinceCn: z.string().nullable(),
  isLeader: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string().nullable(),
});
export type OperatorRow = z.infer<typeof operatorRowSchema>;

/** §3.3 operator view: the form's fields with display names, plus the account's own. */
export const operatorDetailSchema = operatorRowSchema.extend({
  certificateType: z.string().nullable(),
  certificateTypeCn: z.string().nullable(),
  certificateNo: z.string().nullable(),
  phoneNo: z.string().nullable(),
  faxNo: z.string().nullable(),
  provinceId: z.string().nullable(),
  provinceCn: z.string().nullable(),
  departmentDesc: z.string().nullable(),
  positionDesc: z.string().nullable(),
  contactAddress: z.string().nullable(),
  operatorField: z.array(z.string()),
  operatorFieldCn: z.string().nullable(),
  roleNames: z.array(z.string()),
});
export type OperatorDetail = z.infer<typeof operatorDetailSchema>;

export const operatorSavedSchema = z.object({
  operatorId: z.string(),
  loginName: z.string(),
  /** Only when the gateway generated the password: shown once. */
  initialPassword: z.string().optional(),
});
export type OperatorSaved = z.infer<typeof operatorSavedSchema>;

export const operatorAccountPaths = {
  detail: '/api/operate/get/operateQueryDetail',
  resetPassword: '/api/operate/update/operatePasswordUpdate',
  list: '/api/operator/list',
} as const;
