import { z } from 'zod';
import { numeric } from '../validation/input-values.ts';
import { pageQuerySchema } from '../envelope.ts';
import { token } from '../messages.ts';
import { ledgerRangeSchema, type LedgerRange } from './units.ts';
import { stepWaitingIn, type LifecycleDeclaration, type StepDeclaration } from '../lifecycle/types.ts';
import { businessTypes, processKeys } from '../workflow.ts';
import { optionalText, requiredId, requiredText, unitQuantity, yearField, yearNumber } from './fields.ts';
import { codesOf, nameIn } from '../code-table.ts';

/**
 * Offsets and voluntary cancellation (抵销及注销, /ccer/offset; functions 087 apply, 088 audit, 089 confirm; issue 13).
 * A holder retires units of one project and vintage for a purpose of one of four kinds:
 * - country (全国碳市场抵销): the national carbon market's compliance, for an emitter and a compliance year;
 * - pilot (地方试点抵销): a local pilot market's compliance, with that market's account;
 * - logout (自愿注销): voluntary cancellation for a purpose and a beneficiary, published or not;
 * - corsia (CORSIA抵销): an aeroplane operator's CORSIA obligation for a compliance period.
 * The company's initiating representative applies (the quantity reserved at once under the offset as claim), its
 * confirming representative confirms (maker-checker), then the registry audits (ccerOffsetAudit, 088) and confirms
 * (ccerOffsetConfirm, 089; not the auditor) in one BPMN chain (processes/ccer/ccerOffset.bpmn, offsetLifecycle); a rejection at any
 * step releases the reservation; the confirmation retires the exact reserved serial ranges, for ever.
 *
 * Calls (tags 'ccer'):
 *   POST /api/ccer/offset/apply          an application of any kind (087)
 *   GET  /api/ccer/offset/positions      the caller's company's free available units by project and vintage (087)
 *   POST /api/ccer/offset/list           applications and records (087 the company's own, 088/089 the registry's all)
 *   GET  /api/ccer/offset/detail         one offset with its serial ranges and the caller's open task of it
 *   GET  /api/ccer/offset/progress       its progress: every step's person, time, result and opinion
 *   POST /api/ccer/offset/confirm        the company's or the registry's confirmation (089; the lifecycle step's call,
 *                                        body { taskId, approved, opinion }; My Tasks' 办理 completes it alike)
 *   POST /api/ccer/offset/audit          the registry's audit (088; likewise)
 *   POST /api/ccer/offset/rules          the eligibility rules (088, 089 read)
 *   POST /api/ccer/offset/rule-save      add or change a rule (088)
 *   GET  /api/ccer/offset/certificate    a retired offset's certificate (PDF with a QR code to its verification)
 *   GET  /api/public/ccer/certificate    the public verification of a certificate number
 *   POST /api/public/ccer/retired-list   the public list of retirements (voluntary ones with their beneficiary when
 *                                        public)
 */
export const offsetPaths = {
  apply: '/api/ccer/offset/apply',
  positions: '/api/ccer/offset/positions',
  list: '/api/ccer/offset/list',
  detail: '/api/ccer/offset/detail',
  /** Its progress along the chain: each step's person, time, result and opinion (the engine's history). */
  progress: '/api/ccer/offset/progress',
  /** The lifecycle steps' calls (offsetLifecycle): the confirmations and the audit. */
  confirm: '/api/ccer/offset/confirm',
  audit: '/api/ccer/offset/audit',
  rules: '/api/ccer/offset/rules',
  ruleSave: '/api/ccer/offset/rule-save',
  publicList: '/api/public/ccer/retired-list',
  /** A retired offset's certificate (PDF, with a QR code to its verification). */
  certificate: '/api/ccer/offset/certificate',
  /** The public verification of a certificate by its number. */
  publicCertificate: '/api/public/ccer/certificate',
} as const;

/** Business type of an offset (outbox, operation log, ledger entries). */
export const OFFSET_BUSINESS = businessTypes.ccerOffset;

export const offsetKinds = {
  country: { zh: '全国碳市场抵销', en: 'National carbon market offset' },
  pilot: { zh: '地方试点抵销', en: 'Local pilot market offset' },
  logout: { zh: '自愿注销', en: 'Voluntary cancellation' },
  corsia: { zh: 'CORSIA抵销', en: 'CORSIA offset' },
} as const;
export type OffsetKind = keyof typeof offsetKinds;
export const offsetKindCodes = codesOf(offsetKinds);

/** Each kind's menu: its screen, and the account types that may apply for it (menuAllowedForAccount). */
export const offsetKindMenus: Readonly<Record<OffsetKind, string>> = { country: '201001', pilot: '201005', logout: '201010', corsia: '201015' };

/**
 * An offset's statuses: the company's confirmation, the registry's audit, the registry's confirmation, then retired
 * (final, irreversible) or rejected (final; `rejectedStep` says where).
 */
export const offsetStatuses = {
  confirming: { zh: '待企业确认', en: 'Awaiting the company’s confirmation' },
  auditing: { zh: '待审核', en: 'Awaiting audit' },
  approving: { zh: '待确认', en: 'Awaiting the registry’s confirmation' },
  retired: { zh: '已抵销', en: 'Retired', final: true },
  rejected: { zh: '已驳回', en: 'Rejected', final: true },
} as const;
export type OffsetStatus = keyof typeof offsetStatuses;
export const offsetStatusCodes = codesOf(offsetStatuses);

const step = (d: Omit<StepDeclaration<OffsetStatus>, 'returned' | 'documents'>): StepDeclaration<OffsetStatus> => ({ ...d, returned: 'rejected', documents: [] });

/**
 * The chain (processes/ccer/ccerOffset.bpmn): the company's confirming representative (the task's assignee), the
 * registry's audit (088), the registry's confirmation (089, never by the auditor). The company's and the registry's
 * confirmation share the workflowType ccerOffsetConfirm and its call: one page, one decision, the task telling whose.
 */
export const offsetLifecycle: LifecycleDeclaration<OffsetStatus> = {
  area: 'ccer',
  businessType: OFFSET_BUSINESS,
  processKey: processKeys.offset,
  statuses: offsetStatuses,
  steps: [
    step({ taskKey: 'companyConfirm', workflowType: 'ccerOffsetConfirm', role: 'owner', call: '/ccer/offset/confirm', funcCode: '089', activeStatus: 'confirming', approved: 'auditing', page: '/ccer/offset/confirmDetail', zh: '企业确认', en: 'Company confirmation' }),
    step({ taskKey: 'offsetAudit', workflowType: 'ccerOffsetAudit', role: 'registry', call: '/ccer/offset/audit', funcCode: '088', activeStatus: 'auditing', approved: 'approving', page: '/ccer/offset/auditDetail', zh: '抵销审核', en: 'Offset audit' }),
    step({ taskKey: 'offsetConfirm', workflowType: 'ccerOffsetConfirm', role: 'registry', call: '/ccer/offset/confirm', funcCode: '089', activeStatus: 'approving', approved: 'retired', page: '/ccer/offset/confirmDetail', zh: '抵销确认', en: 'Offset confirmation' }),
  ],
  transitions: { auditing: ['confirming'], approving: ['auditing'], retired: ['approving'], rejected: ['confirming', 'auditing', 'approving'] },
  tabs: [
    { key: 'pending', zh: '办理中', en: 'In progress', statuses: ['confirming', 'auditing', 'approving'] },
    { key: 'retired', zh: '已抵销', en: 'Retired', statuses: ['retired'] },
    { key: 'rejected', zh: '已驳回', en: 'Rejected', statuses: ['rejected'] },
  ],
};
export type OffsetStep = 'companyConfirm' | 'offsetAudit' | 'offsetConfirm';
export const offsetStepCodes = ['companyConfirm', 'offsetAudit', 'offsetConfirm'] as const satisfies readonly OffsetStep[];
/** The step waiting in a status (none once retired or rejected). */
export const offsetStepWaitingIn = (status: string): OffsetStep | undefined => stepWaitingIn(offsetLifecycle, status)?.taskKey as OffsetStep | undefined;

const uuid = requiredId;
const text = requiredText;
const year = yearField;
const quantity = unitQuantity;
/** The emitter's verified emissions of the compliance year (t CO2e): a market's cap is a share of it. */
const verifiedEmissions = numeric(
  z
    .number()
    .int({ error: token('positiveInteger') })
    .positive({ error: token('positiveInteger') })
    .max(10_000_000_000, { error: token('notGreaterThan', 10_000_000_000) }),
);

/** What every application names: the units (project and vintage) and the quantity. */
const units = { projectCode: text(32), vintage: year, quantity, remark: optionalText(500) };

/** The local pilot markets (地方试点碳市场) an offset may serve. */
export const pilotMarkets = {
  beijing: { zh: '北京', en: 'Beijing' },
  tianjin: { zh: '天津', en: 'Tianjin' },
  shanghai: { zh: '上海', en: 'Shanghai' },
  chongqing: { zh: '重庆', en: 'Chongqing' },
  hubei: { zh: '湖北', en: 'Hubei' },
  guangdong: { zh: '广东', en: 'Guangdong' },
  shenzhen: { zh: '深圳', en: 'Shenzhen' },
  fujian: { zh: '福建', en: 'Fujian' },
} as const;
export const pilotMarketCodes = codesOf(pilotMarkets);

/** One application; the kind decides the fields besides the units. */
export const offsetApplyBody = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('country'), ...units, emitterName: text(200), emitterCode: text(64), complianceYear: year, verifiedEmissions }),
  z.object({
    kind: z.literal('pilot'),
    ...units,
    market: z.enum(pilotMarketCodes),
    marketAccount: text(64),
    emitterName: text(200),
    complianceYear: year,
    verifiedEmissions,
  }),
  z.object({ kind: z.literal('logout'), ...units, purpose: text(500), beneficiary: text(200), isPublic: z.boolean() }),
  z.object({ kind: z.literal('corsia'), ...units, operatorName: text(200), operatorCode: text(64), compliancePeriod: text(32) }),
]);
export type OffsetApplyBody = z.infer<typeof offsetApplyBody>;


export const offsetIdQuery = z.object({ id: uuid });
export const certificateNoQuery = z.object({ no: text(32) });

/** The lists: records (all the caller may see), or the ones waiting for the caller's step (`waiting`). */
export const offsetListQuery = pageQuerySchema.extend({
  kind: z.enum(offsetKindCodes).optional(),
  status: z.enum(offsetStatusCodes).optional(),
  /** Only the offsets waiting in this step for someone the caller may be (company confirmation, audit, confirmation). */
  waiting: z.enum(offsetStepCodes).optional(),
  projectCode: z.string().trim().max(32).optional(),
  offsetNo: z.string().trim().max(32).optional(),
  id: z.string().uuid().optional(),
});
export type OffsetListQuery = z.infer<typeof offsetListQuery>;

/** One serial range an offset holds or retired (its ledger entries). */
export const offsetRangeSchema = ledgerRangeSchema;
export type OffsetRange = LedgerRange;

export const offsetRowSchema = z.object({
  id: z.string(),
  offsetNo: z.string(),
  kind: z.enum(offsetKindCodes),
  kindName: z.string(),
  status: z.enum(offsetStatusCodes),
  statusName: z.string(),
  /** Where a rejected offset was rejected. */
  rejectedStep: z.enum(offsetStepCodes).nullable(),
  custId: z.string(),
  custName: z.string().nullable(),
  custNo: z.string().nullable(),
  projectCode: z.string(),
  projectName: z.string().nullable(),
  vintage: z.number().int(),
  quantity: z.number().int(),
  /** The kind's own fields as applied for (emitter, market, purpose, beneficiary, operator …). */
  details: z.record(z.string(), z.unknown()),
  /** The beneficiary and purpose of a voluntary cancellation (null for the compliance kinds). */
  beneficiary: z.string().nullable(),
  purpose: z.string().nullable(),
  isPublic: z.boolean(),
  certificateNo: z.string().nullable(),
  applicantName: z.string().nullable(),
  companyConfirmerName: z.string().nullable(),
  auditorName: z.string().nullable(),
  confirmerName: z.string().nullable(),
  remark: z.string().nullable(),
  opinion: z.string().nullable(),
  createdAt: z.string(),
  retiredAt: z.string().nullable(),
  /** The caller's open task of it and its step, else null. */
  taskId: z.string().nullable(),
  taskStep: z.enum(offsetStepCodes).nullable(),
});
export type OffsetRow = z.infer<typeof offsetRowSchema>;

export const offsetDetailSchema = offsetRowSchema.extend({ ranges: z.array(offsetRangeSchema) });
export type OffsetDetail = z.infer<typeof offsetDetailSchema>;

/** A company's free available units of one project and vintage (the form's picker), with the project's type. */
export const offsetPositionSchema = z.object({
  projectCode: z.string(),
  projectName: z.string().nullable(),
  projectType: z.string().nullable(),
  vintage: z.number().int(),
  quantity: z.number().int(),
});
export type OffsetPosition = z.infer<typeof offsetPositionSchema>;

/**
 * An eligibility rule the registry maintains for a kind (a market): the vintages it accepts, the project types
 * (parent_project_type codes; none: any), and a cap as a share of the emitter's verified emissions (compliance kinds).
 * A disabled rule is kept but not applied.
 */
export const offsetRuleSchema = z.object({
  id: z.string(),
  kind: z.enum(offsetKindCodes),
  name: z.string(),
  minVintage: z.number().int().nullable(),
  maxVintage: z.number().int().nullable(),
  projectTypes: z.array(z.string()),
  /** At most this share (0–1) of the verified emissions may be offset. */
  capShare: z.number().nullable(),
  enabled: z.boolean(),
  updatedAt: z.string(),
});
export type OffsetRule = z.infer<typeof offsetRuleSchema>;

export const offsetRuleSaveBody = z
  .object({
    id: z.string().uuid().optional(),
    kind: z.enum(offsetKindCodes),
    name: text(100),
    minVintage: numeric(yearNumber.optional()),
    maxVintage: numeric(yearNumber.optional()),
    projectTypes: z.array(z.string().trim().min(1).max(16)).max(50).default([]),
    capShare: numeric(z.number().gt(0).max(1, { error: token('notGreaterThan', 1) }).optional()),
    enabled: z.boolean().default(true),
  })
  .refine((r) => r.minVintage == null || r.maxVintage == null || r.minVintage <= r.maxVintage, { path: ['maxVintage'], error: token('offsetRuleVintageOrder') });
export type OffsetRuleSaveBody = z.infer<typeof offsetRuleSaveBody>;

export const offsetRulesQuery = z.object({ kind: z.enum(offsetKindCodes).optional() });

/** The public list of retirements. */
export const publicRetiredQuery = pageQuerySchema.extend({ kind: z.enum(offsetKindCodes).optional(), projectCode: z.string().trim().max(32).optional() });
export const publicRetiredRowSchema = z.object({
  offsetNo: z.string(),
  certificateNo: z.string().nullable(),
  kind: z.enum(offsetKindCodes),
  kindName: z.string(),
  projectCode: z.string(),
  projectName: z.string().nullable(),
  vintage: z.number().int(),
  quantity: z.number().int(),
  /** The holder's name (a retirement is public record); the beneficiary and purpose only where the holder made them public. */
  holderName: z.string().nullable(),
  beneficiary: z.string().nullable(),
  purpose: z.string().nullable(),
  retiredAt: z.string(),
  serials: z.array(z.string()),
});
export type PublicRetiredRow = z.infer<typeof publicRetiredRowSchema>;

export const offsetKindName = nameIn(offsetKinds);
export const offsetStatusName = nameIn(offsetStatuses);
