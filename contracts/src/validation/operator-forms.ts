/*
 * Expert / operator (§3.4), public account (§3.5), verifier (§3.6) and organisation (§3.7) forms, with the
 * checks of §5.1–§5.3. Readings chosen:
 * - Expert/operator form: "all are required" (§3.4) includes the fixed phone; the §5.3 "fixed phone is optional"
 *   is read as the company form's. operatorFieldCn (display names of the selected fields) is not required.
 *   Expert fields must be project-type codes starting with A or N.
 * - Public account: realName is 2 to 6 Chinese characters for type 10 and 2 to 80 characters (institution
 *   public account name) for type 11; orgName and certificateTypeCn are optional; loginName is read-only and
 *   not checked. B02/B05 are required for 10, C01 for 11 (§3.5).
 * - Verifier: all fields except operatorNo and operatorCode are required (the spec gives lengths only).
 * - Organisation: the legal person, contact and account representative blocks use the company form's field names
 *   (legal…, contact…, accountpre… without position and fax); every field is required on submit, the Cn display
 *   names excepted; a draft requires nothing but checks what is filled.
 */
import { z } from 'zod';
import { token } from '../messages.ts';
import { fieldLengths, verifierCertificateNoLength } from './field-lengths.ts';
import {
  addIssues,
  attachmentSchema,
  checkAttachments,
  checkFields,
  isBlank,
  looseShape,
  ruleSchema,
  type FieldRule,
  type ScalarRule,
  type FieldRules,
} from './form-rules.ts';

const code: ScalarRule = { kind: 'code' };
const date: ScalarRule = { kind: 'date' };
/** Expert and organisation fields are project types under A or N (§3.4, §3.7). */
const projectTypes: Extract<FieldRule, { kind: 'list' }> = { kind: 'list', itemPattern: /^[AN]/, itemMessage: token('projectTypeRoot') };
const allBut = (rules: FieldRules, ...optional: string[]) => new Set(Object.keys(rules).filter((f) => !optional.includes(f)));

// ---- §3.4 expert / operator -----------------------------------------------------------------------------------

export const expertOperatorFieldRules = {
  operatorName: { kind: 'text', length: 'expertName' },
  certificateType: code,
  certificateNo: {
    kind: 'certificateNo',
    typeField: 'certificateType',
    min: fieldLengths.expertCertificateNo.min,
    max: fieldLengths.expertCertificateNo.max,
  },
  mobilePhoneNo: { kind: 'mobile' },
  phoneNo: { kind: 'landline' },
  emailAddress: { kind: 'email', length: 'expertEmail' },
  provinceId: code,
  workUnit: { kind: 'text', length: 'expertWorkUnit' },
  departmentDesc: { kind: 'text', length: 'expertDepartment' },
  positionDesc: { kind: 'text', length: 'expertPosition' },
  contactAddress: { kind: 'text', length: 'expertAddress' },
  isLeader: { kind: 'option', values: ['N', 'Y'] },
  operatorField: projectTypes,
  operatorFieldCn: { kind: 'text' },
} as const satisfies FieldRules;

/** §3.4: every field required. */
export const expertOperatorFormSchema = ruleSchema(expertOperatorFieldRules, allBut(expertOperatorFieldRules, 'operatorFieldCn'));
export type ExpertOperatorForm = z.infer<typeof expertOperatorFormSchema>;

/** §3.4 province-administrator open form: adds the managed province and a required fax. */
export const provinceAdminFieldRules = {
  ...expertOperatorFieldRules,
  manageProvinceId: code,
  faxNo: { kind: 'fax' },
} as const satisfies FieldRules;
export const provinceAdminFormSchema = ruleSchema(provinceAdminFieldRules, allBut(provinceAdminFieldRules, 'operatorFieldCn'));
export type ProvinceAdminForm = z.infer<typeof provinceAdminFormSchema>;

// ---- §3.5 public account --------------------------------------------------------------------------------------

export const PUBLIC_INDIVIDUAL = '10';
export const PUBLIC_INSTITUTION = '11';

export interface PublicAccountRequirements {
  /** Dictionary of the certificate type: 100004 (personal) or 100005 (company/organisation). */
  readonly certificateDictionary: '100004' | '100005';
  readonly shownAttachments: readonly string[];
  readonly requiredAttachments: readonly string[];
}

/** §3.5: switching operatorType reconfigures the form. */
export function publicAccountRequirements(operatorType: string | undefined): PublicAccountRequirements {
  return operatorType === PUBLIC_INSTITUTION
    ? { certificateDictionary: '100005', shownAttachments: ['C01'], requiredAttachments: ['C01'] }
    : { certificateDictionary: '100004', shownAttachments: ['B02', 'B05'], requiredAttachments: ['B02', 'B05'] };
}

export const publicAccountFieldRules = {
  operatorType: { kind: 'option', values: [PUBLIC_INDIVIDUAL, PUBLIC_INSTITUTION] },
  realName: { kind: 'text' }, // length by type, below
  orgName: { kind: 'text' },
  certificateType: code,
  certificateTypeCn: { kind: 'text' },
  certificateNo: { kind: 'certificateNo', typeField: 'certificateType' },
  reCertificateNo: { kind: 'text' },
} as const satisfies FieldRules;
const publicRequired = new Set(['operatorType', 'realName', 'certificateType', 'certificateNo', 'reCertificateNo']);

export const publicAccountFormSchema = z
  .object({
    ...looseShape(publicAccountFieldRules),
    loginName: z.string().optional(),
    attachments: z.array(attachmentSchema).optional(),
  })
  .superRefine((values, ctx) => {
    const nameLength = values.operatorType === PUBLIC_INSTITUTION ? 'institutionPublicName' : 'individualPublicRealName';
    const rules = { ...publicAccountFieldRules, realName: { kind: 'text', length: nameLength } } satisfies FieldRules;
    addIssues(ctx, checkFields(values, rules, publicRequired));
    if (!isBlank(values.reCertificateNo) && !isBlank(values.certificateNo) && values.reCertificateNo!.trim() !== values.certificateNo!.trim()) {
      ctx.addIssue({ code: 'custom', path: ['reCertificateNo'], message: token('certificateNoMismatch') });
    }
    addIssues(ctx, checkAttachments(values.attachments, publicAccountRequirements(values.operatorType).requiredAttachments));
  });
export type PublicAccountForm = z.infer<typeof publicAccountFormSchema>;

// ---- §3.6 verifier --------------------------------------------------------------------------------------------

export const verifierFieldRules = {
  operatorNo: { kind: 'text' },
  operatorCode: { kind: 'text' },
  verifierName: { kind: 'text', length: 'verifierName' },
  verifierCertificateType: code,
  verifierCertificateNo: { kind: 'certificateNo', typeField: 'verifierCertificateType', ...verifierCertificateNoLength },
  verifierLevel: code,
  verifierField: projectTypes,
  ccaaCertificateNo: { kind: 'text' },
  verifierEffectiveDate: date,
  /** 20991231 means permanent. */
  ccaaCaValidDate: date,
} as const satisfies FieldRules;
export const verifierFormSchema = ruleSchema(verifierFieldRules, allBut(verifierFieldRules, 'operatorNo', 'operatorCode'));
export type VerifierForm = z.infer<typeof verifierFormSchema>;

// ---- §3.7 organisation ----------------------------------------------------------------------------------------

/** Verification or validation body types (dictionary 100008, §3.7). */
export const ORGANISATION_ENTERPRISE_TYPES = ['15', '16'] as const;

const personName: ScalarRule = { kind: 'text', length: 'organisationPersonName' };
const address: ScalarRule = { kind: 'text', length: 'address' };
const workUnit: ScalarRule = { kind: 'text', length: 'organisationWorkUnit' };

export const organisationFieldRules = {
  custName: { kind: 'text', length: 'organisationName' },
  custField: projectTypes,
  custFieldCn: { kind: 'text' },
  // dictionary 100005, domestic (N…) entries only (§3.7)
  certificateType: { kind: 'code', pattern: /^N/ },
  certificateNo: { kind: 'certificateNo', typeField: 'certificateType' },
  certificateValidDate: date,
  enterpriseEmail: { kind: 'email' },
  phoneNo: { kind: 'landline' },
  homePage: { kind: 'url' },
  zipCode: { kind: 'postalCode' },
  areaIdList: { kind: 'list' },
  enterpriseType: { kind: 'option', values: ORGANISATION_ENTERPRISE_TYPES },
  contactAddress: address,
  enterpriseContent: { kind: 'text', length: 'organisationIntroduction' },
  legalPersonName: personName,
  legalCertificateType: code,
  legalCertificateNo: { kind: 'certificateNo', typeField: 'legalCertificateType' },
  legalCertificateValidDate: date,
  legalPhoneNo: { kind: 'landline' },
  legalMobilPhoneNo: { kind: 'mobile' },
  legalEmailAddress: { kind: 'email' },
  legalAddress: address,
  contactPersonName: personName,
  contactCertificateType: code,
  contactCertificateNo: { kind: 'certificateNo', typeField: 'contactCertificateType' },
  contactCertificateValidDate: date,
  contactPhoneNo: { kind: 'landline' },
  contactMobilePhoneNo: { kind: 'mobile' },
  contactEmailAddress: { kind: 'email' },
  contactWorkUnit: workUnit,
  contactPersonAddress: address,
  accountpreName: personName,
  accountpreCertificateType: code,
  accountpreCertificateNo: { kind: 'certificateNo', typeField: 'accountpreCertificateType' },
  accountpreCertificateDate: date,
  accountprePhoneNo: { kind: 'landline' },
  accountpreMobilePhoneNo: { kind: 'mobile' },
  accountpreEmailAddress: { kind: 'email' },
  accountpreWorkUnit: workUnit,
  accountpreAddress: address,
} as const satisfies FieldRules;

/** §5.4 "Organisation form: all fields are required" on submit; a draft requires nothing. */
export const organisationFormSchema = (mode: 'submit' | 'draft' = 'submit') =>
  ruleSchema(organisationFieldRules, mode === 'draft' ? new Set<string>() : allBut(organisationFieldRules, 'custFieldCn'));
export type OrganisationForm = z.infer<ReturnType<typeof organisationFormSchema>>;
