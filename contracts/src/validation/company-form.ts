/*
 * Company account form (accounts spec §3.8) and its required-ness rules (§5.4).
 *
 * Readings of the spec chosen here:
 * - Fields §5.4 does not make conditional are required: the basic block, the contact person, the initiating and
 *   confirming representatives and the trading-system account representative. Fixed phones (…PhoneNo) and
 *   accountpreFaxNo are optional ("the fixed phone is optional", §5.3) but format-checked when filled.
 * - Legal agent: "the agent certificate may be empty" (§5.2) is read as "the agent block may be left out";
 *   once the block is ticked (hasAgent) all its fields except the fixed phone are required, as §5.4 says.
 * - The legal representative's own attachments are not named by the spec; they are taken to be the identity
 *   document types B02 and B05 (§3.5), in LEGAL_PERSON_ATTACHMENT_TYPES, required unless legalType is 7.
 * - "U03 is used when legalType is 7" is read as shown and required then (and hidden otherwise); U02 is always
 *   shown and required for legalType 5 or 6; C17 is always shown.
 * - C17: the three work units are compared trimmed and exactly; an empty one counts as a value, so two filled and
 *   one empty differ (the empty one is reported as required anyway).
 * - Legacy customer: the customer number's trailing digits form a number of at most 4000, and at least one
 *   required field is empty; then no attachment is required (the fields themselves stay required).
 * - The company certificate number is required; when filled it must be an 18-character unified social credit code.
 * - Person certificate numbers: type 0 (ID card) must pass the 18-digit resident-ID check, other types 2 to 40.
 * - Dates (certificate validity) are yyyy-MM-dd or yyyyMMdd, so the permanent sentinel 20991231 is accepted.
 * - Names the spec does not give: hasAgent (the legal-agent tick box), custNo (the customer number read by the
 *   legacy rule) and attachments ([{typeno, path}], §3.2); a missing attachment is reported on attachments.<typeno>.
 * - The industry limit (5) counts the selected codes as sent (the web sends leaf codes of the industry tree).
 */
import { z } from 'zod';
import { token } from '../messages.ts';
import { MAX_INDUSTRIES } from './field-lengths.ts';
import {
  addIssues,
  attachmentSchema,
  checkAttachments,
  checkFields,
  isBlank,
  listOf,
  looseShape,
  type ScalarRule,
  type FieldRules,
} from './form-rules.ts';

/** Company account types (§3.8): 01 project owner, 02 national key emitter, 03 local key emitter, 04 other. */
export const COMPANY_CUST_TYPES = ['01', '02', '03', '04'] as const;
/** Legal nature (dictionary 100009) codes with rules of their own (§5.4, §9). */
export const LEGAL_TYPE_NO_LEGAL_PERSON = '7';
export const LEGAL_TYPES_NEEDING_U02 = ['5', '6'] as const;
/** Attachment type codes of the company form (§5.4, §9). */
export const LEGAL_PERSON_ATTACHMENT_TYPES = ['B02', 'B05'] as const;
export const AGENT_ATTACHMENT_TYPES = ['C15', 'A09'] as const;
export const PROJECT_OWNER_ATTACHMENT_TYPES = ['U05', 'U06'] as const;
/** Legacy customers: number suffix at most this (§5.4). */
export const LEGACY_CUSTOMER_MAX_SUFFIX = 4000;

const text = (length: 'companyName' | 'companyPersonName' | 'address' | 'companyWorkUnitOrPosition'): ScalarRule => ({
  kind: 'text',
  length,
});
const certificateNo = (typeField: string): ScalarRule => ({ kind: 'certificateNo', typeField });
const code: ScalarRule = { kind: 'code' };
const date: ScalarRule = { kind: 'date' };
const mobile: ScalarRule = { kind: 'mobile' };
const landline: ScalarRule = { kind: 'landline' };
const emailRule: ScalarRule = { kind: 'email' };

/** Field names of the people blocks (§3.8), as given by the spec (legalMobilPhoneNo included). */
export const companyBlocks = {
  basic: [
    'custType', 'custName', 'certificateType', 'certificateNo', 'certificateValidDate', 'legalType',
    'areaIdList', 'industryCode', 'registeredAddress', 'contactAddress',
  ],
  legal: [
    'legalPersonName', 'legalCertificateType', 'legalCertificateNo', 'legalCertificateValidDate', 'legalPhoneNo',
    'legalMobilPhoneNo', 'legalEmailAddress', 'legalAddress',
  ],
  contact: [
    'contactPersonName', 'contactCertificateType', 'contactCertificateNo', 'contactCertificateValidDate',
    'contactPhoneNo', 'contactMobilePhoneNo', 'contactEmailAddress', 'contactWorkUnit', 'contactPersonAddress',
  ],
  agent: [
    'agentPersonName', 'agentCertificateType', 'agentCertificateNo', 'agentCertificateDate', 'agentPhoneNo',
    'agentMobilePhoneNo', 'agentEmailAddress', 'agentPersonAddress',
  ],
  initrepre: representative('initrepre', true),
  checkrepre: representative('checkrepre', true),
  accountpre: [...representative('accountpre', false), 'accountpreFaxNo'],
} as const;

function representative<P extends string>(prefix: P, withPosition: boolean) {
  const names = ['Name', 'CertificateType', 'CertificateNo', 'CertificateDate', 'PhoneNo', 'MobilePhoneNo', 'EmailAddress', 'WorkUnit'];
  if (withPosition) names.push('Position');
  names.push('Address');
  return names.map((n) => `${prefix}${n}`) as Array<`${P}${string}`>;
}

type RepresentativeField = 'Name' | 'CertificateType' | 'CertificateNo' | 'CertificateDate' | 'PhoneNo' | 'MobilePhoneNo' | 'EmailAddress' | 'WorkUnit' | 'Address';

function representativeRules<P extends string, W extends boolean>(
  prefix: P,
  withPosition: W,
): Record<`${P}${RepresentativeField | (W extends true ? 'Position' : never)}`, ScalarRule> {
  return {
    [`${prefix}Name`]: text('companyPersonName'),
    [`${prefix}CertificateType`]: code,
    [`${prefix}CertificateNo`]: certificateNo(`${prefix}CertificateType`),
    [`${prefix}CertificateDate`]: date,
    [`${prefix}PhoneNo`]: landline,
    [`${prefix}MobilePhoneNo`]: mobile,
    [`${prefix}EmailAddress`]: emailRule,
    [`${prefix}WorkUnit`]: text('companyWorkUnitOrPosition'),
    ...(withPosition ? { [`${prefix}Position`]: text('companyWorkUnitOrPosition') } : {}),
    [`${prefix}Address`]: text('address'),
  } as Record<`${P}${RepresentativeField | (W extends true ? 'Position' : never)}`, ScalarRule>;
}

/** One rule per field of the company form (§3.8 fields, §5.1–§5.3 checks). */
export const companyFieldRules = {
  custType: { kind: 'list', values: COMPANY_CUST_TYPES },
  custName: text('companyName'),
  certificateType: code,
  certificateNo: { kind: 'companyCertificateNo' },
  certificateValidDate: date,
  legalType: code,
  areaIdList: { kind: 'list' },
  industryCode: { kind: 'list', max: MAX_INDUSTRIES, maxMessage: token('industryMax', MAX_INDUSTRIES) },
  registeredAddress: text('address'),
  contactAddress: text('address'),
  legalPersonName: text('companyPersonName'),
  legalCertificateType: code,
  legalCertificateNo: certificateNo('legalCertificateType'),
  legalCertificateValidDate: date,
  legalPhoneNo: landline,
  legalMobilPhoneNo: mobile,
  legalEmailAddress: emailRule,
  legalAddress: text('address'),
  contactPersonName: text('companyPersonName'),
  contactCertificateType: code,
  contactCertificateNo: certificateNo('contactCertificateType'),
  contactCertificateValidDate: date,
  contactPhoneNo: landline,
  contactMobilePhoneNo: mobile,
  contactEmailAddress: emailRule,
  contactWorkUnit: text('companyWorkUnitOrPosition'),
  contactPersonAddress: text('address'),
  agentPersonName: text('companyPersonName'),
  agentCertificateType: code,
  agentCertificateNo: certificateNo('agentCertificateType'),
  agentCertificateDate: date,
  agentPhoneNo: landline,
  agentMobilePhoneNo: mobile,
  agentEmailAddress: emailRule,
  agentPersonAddress: text('address'),
  ...representativeRules('initrepre', true),
  ...representativeRules('checkrepre', true),
  ...representativeRules('accountpre', false),
  accountpreFaxNo: { kind: 'fax' },
} satisfies FieldRules;

/** Fields never required: the fixed phones and the trading representative's fax (§5.3 "the fixed phone is optional"). */
const OPTIONAL_FIELDS = new Set(['legalPhoneNo', 'contactPhoneNo', 'agentPhoneNo', 'initreprePhoneNo', 'checkreprePhoneNo', 'accountprePhoneNo', 'accountpreFaxNo']);

/** What the required-ness rules read (§5.4); other fields may be present. */
export interface CompanyFormValues {
  readonly custType?: readonly string[] | string;
  readonly legalType?: string;
  /** The 'legal agent' tick box: the agent block shows and becomes required. */
  readonly hasAgent?: boolean;
  readonly contactWorkUnit?: string;
  readonly initrepreWorkUnit?: string;
  readonly checkrepreWorkUnit?: string;
  /** Customer number of an existing customer (legacy rule); absent for a new one. */
  readonly custNo?: string;
  readonly [field: string]: unknown;
}

export interface CompanyFormRequirements {
  /** Fields that must be filled, in form order. */
  readonly requiredFields: readonly string[];
  readonly legalPersonRequired: boolean;
  readonly agentShown: boolean;
  /** Attachment types the form shows, and those that must be uploaded. */
  readonly shownAttachments: readonly string[];
  readonly requiredAttachments: readonly string[];
  /** C17 required: the contact, initiating and confirming work units are not all the same. */
  readonly workUnitsDiffer: boolean;
  /** A legacy customer with missing required fields: no attachment is required. */
  readonly legacyWithMissingFields: boolean;
}

/** True when the customer number's trailing digits are at most 4000 (legacy customers, §5.4). */
export function isLegacyCustomerNo(custNo: string | undefined | null): boolean {
  const m = /(\d+)$/.exec((custNo ?? '').trim());
  return m !== null && Number(m[1]) <= LEGACY_CUSTOMER_MAX_SUFFIX;
}

/** C17 rule: true when the three work units (trimmed) are not all the same. */
export function workUnitsDiffer(values: Pick<CompanyFormValues, 'contactWorkUnit' | 'initrepreWorkUnit' | 'checkrepreWorkUnit'>): boolean {
  const units = [values.contactWorkUnit, values.initrepreWorkUnit, values.checkrepreWorkUnit].map((u) => (u ?? '').trim());
  return new Set(units).size > 1;
}

/** §5.4 as a pure function: which fields and attachments the company form requires for these values. */
export function companyFormRequirements(values: CompanyFormValues): CompanyFormRequirements {
  const legalType = (values.legalType ?? '').trim();
  const custTypes = listOf(values.custType);
  const legalPersonRequired = legalType !== LEGAL_TYPE_NO_LEGAL_PERSON;
  const agentShown = values.hasAgent === true;

  const blocks: string[] = [...companyBlocks.basic];
  if (legalPersonRequired) blocks.push(...companyBlocks.legal);
  blocks.push(...companyBlocks.contact);
  if (agentShown) blocks.push(...companyBlocks.agent);
  blocks.push(...companyBlocks.initrepre, ...companyBlocks.checkrepre, ...companyBlocks.accountpre);
  const requiredFields = blocks.filter((f) => !OPTIONAL_FIELDS.has(f));

  const shown: string[] = [...LEGAL_PERSON_ATTACHMENT_TYPES];
  const required: string[] = legalPersonRequired ? [...LEGAL_PERSON_ATTACHMENT_TYPES] : [];
  if (agentShown) {
    shown.push(...AGENT_ATTACHMENT_TYPES);
    required.push(...AGENT_ATTACHMENT_TYPES);
  }
  if (custTypes.includes('01')) {
    shown.push(...PROJECT_OWNER_ATTACHMENT_TYPES);
    required.push(...PROJECT_OWNER_ATTACHMENT_TYPES);
  }
  shown.push('U02');
  if ((LEGAL_TYPES_NEEDING_U02 as readonly string[]).includes(legalType)) required.push('U02');
  if (legalType === LEGAL_TYPE_NO_LEGAL_PERSON) {
    shown.push('U03');
    required.push('U03');
  }
  shown.push('C17');
  const differ = workUnitsDiffer(values);
  if (differ) required.push('C17');

  const legacyWithMissingFields = isLegacyCustomerNo(values.custNo) && requiredFields.some((f) => isBlank(values[f]));
  return {
    requiredFields,
    legalPersonRequired,
    agentShown,
    shownAttachments: shown,
    requiredAttachments: legacyWithMissingFields ? [] : required,
    workUnitsDiffer: differ,
    legacyWithMissingFields,
  };
}

/**
 * The company account form (§3.8) for web and gateway alike: every field parsed as optional text or list, then
 * §5.4 decides what is required and §5.1–§5.3 check what is filled. The agent block's fields are ignored unless
 * hasAgent is ticked (the block is hidden then).
 */
export const companyFormSchema = z
  .object({
    ...looseShape(companyFieldRules),
    hasAgent: z.boolean().optional(),
    custNo: z.string().optional(),
    attachments: z.array(attachmentSchema).optional(),
  })
  .superRefine((values, ctx) => {
    const req = companyFormRequirements(values);
    // a hidden agent block is not judged (its inputs are not on the page)
    const agentFields = new Set<string>(companyBlocks.agent);
    const rules = req.agentShown
      ? companyFieldRules
      : Object.fromEntries(Object.entries(companyFieldRules).filter(([f]) => !agentFields.has(f)));
    addIssues(ctx, checkFields(values, rules, new Set(req.requiredFields)));
    addIssues(ctx, checkAttachments(values.attachments, req.requiredAttachments));
  });
export type CompanyForm = z.infer<typeof companyFormSchema>;
