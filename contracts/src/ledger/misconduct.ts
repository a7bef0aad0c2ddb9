import { z } from 'zod';
import { pageQuerySchema } from '../envelope.ts';
import { isoDateField } from '../calendar.ts';
import { ledgerRangeSchema } from './units.ts';
import { freezeDocumentSchema } from './freezes.ts';
import type { LifecycleDeclaration } from '../lifecycle/types.ts';
import { businessTypes, processKeys } from '../workflow.ts';
import { requiredText, unitQuantity, yearField } from './fields.ts';
import { codesOf, nameIn } from '../code-table.ts';

/**
 * Bad-behaviour records (不良行为记录, /ccer/unpleasant, menu 201520; functions 113 record, 114 audit; issue 13).
 * The registry records misconduct against an account (false materials, data falsification, units obtained by fraud;
 * measures art. 43) with its documents and facts, and may impose measures: a restriction (no transfers, no offsets
 * until lifted) and a forced cancellation (强制注销) of a quantity of one project and vintage. Recording reserves that
 * quantity at once (the record's id as claim) and starts the audit (processes/ccer/ccerMisconduct.bpmn); a second
 * registry operator (never the recorder) approves — the reserved units are cancelled for ever (ledger kind cancel,
 * state cancelled) and the record is in force — or rejects (the reservation released, nothing restricted). A record
 * in force that restricts can be lifted: a lift request (113, with its reason) is audited the same way (114, never by
 * the requester). The restriction is read in one place (gateway domain/ledger/account-restriction.ts).
 *
 * Calls (tags 'ccer'):
 *   POST /api/ccer/unpleasant/add       record misconduct with its measures and documents (113); starts the audit
 *   POST /api/ccer/unpleasant/list      the records, one page (113, 114; account name, record no, category, status)
 *   GET  /api/ccer/unpleasant/detail    one record: measures, documents, the cancelled (or reserved) serial ranges,
 *                                       the audit rounds (imposition and lift history), the caller's open task
 *   POST /api/ccer/unpleasant/audit     the audit (114; the lifecycle step's call, body { taskId, approved, opinion };
 *                                       My Tasks' 办理 completes it alike)
 *   POST /api/ccer/unpleasant/lift      request the lifting of a record in force that restricts (113, with a reason)
 *   POST /api/ccer/unpleasant/accounts  accounts to record against, by name or account number (113)
 *   POST /api/ccer/unpleasant/holdings  an account's free available units by project and vintage (113)
 */
export const misconductPaths = {
  add: '/api/ccer/unpleasant/add',
  list: '/api/ccer/unpleasant/list',
  detail: '/api/ccer/unpleasant/detail',
  audit: '/api/ccer/unpleasant/audit',
  lift: '/api/ccer/unpleasant/lift',
  accounts: '/api/ccer/unpleasant/accounts',
  holdings: '/api/ccer/unpleasant/holdings',
} as const;

/** Business type of a record (outbox, operation log, ledger entries, attachments). */
export const MISCONDUCT_BUSINESS = businessTypes.ccerMisconduct;
/** The electronic document type of a record's evidence and the business-document setting that takes it. */
export const misconductDocumentType = 'M01';
export const misconductDocumentBusiness = 'ccerMisconduct';
/** The default legal basis of a record. */
export const MISCONDUCT_LEGAL_BASIS = '《温室气体自愿减排交易管理办法（试行）》第四十三条';

export const misconductCategories = {
  falseMaterials: { zh: '提供虚假材料', en: 'False materials' },
  dataFalsification: { zh: '数据造假', en: 'Data falsification' },
  fraudulentUnits: { zh: '以欺骗等不正当手段取得减排量', en: 'Units obtained by fraud or other improper means' },
  other: { zh: '其他', en: 'Other' },
} as const;
export type MisconductCategory = keyof typeof misconductCategories;
export const misconductCategoryCodes = codesOf(misconductCategories);

/**
 * A record's statuses: its measures' audit, in force (measures applied) or rejected; a lift's audit, then lifted or
 * back in force. A record without measures is in force once audited, restricting nothing.
 */
export const misconductStatuses = {
  auditing: { zh: '待审核', en: 'Awaiting audit' },
  inForce: { zh: '生效中', en: 'In force' },
  rejected: { zh: '已驳回', en: 'Rejected', final: true },
  liftAuditing: { zh: '解除待审核', en: 'Lift awaiting audit' },
  lifted: { zh: '已解除', en: 'Lifted', final: true },
} as const;
export type MisconductStatus = keyof typeof misconductStatuses;
export const misconductStatusCodes = codesOf(misconductStatuses);
/** The statuses in which a record that restricts restricts its account (a lift restricts until it is approved). */
export const restrictingStatuses = ['inForce', 'liftAuditing'] as const satisfies readonly MisconductStatus[];

/** What an audit round decides: the record's measures (impose) or their lifting (lift); the BPMN's variable `action`. */
export const misconductActions = {
  impose: { zh: '措施审核', en: 'Measures' },
  lift: { zh: '解除申请', en: 'Lift' },
} as const;
export type MisconductAction = keyof typeof misconductActions;
export const misconductActionCodes = ['impose', 'lift'] as const satisfies readonly MisconductAction[];
export const roundStatusCodes = ['auditing', 'approved', 'rejected'] as const;

/**
 * The outcome of a round by its action and decision (the BPMN's targetStatus; the worker checks it against the
 * status the round waits in).
 */
export const misconductOutcome = (action: MisconductAction, approved: boolean): MisconductStatus =>
  action === 'impose' ? (approved ? 'inForce' : 'rejected') : approved ? 'lifted' : 'inForce';

/**
 * One step (processes/ccer/ccerMisconduct.bpmn): the registry's audit (114, never by the recorder or the lift's
 * requester). It waits in auditing (the measures) or in liftAuditing (a lift) — the process variable `action` says
 * which; the declaration names the first, misconductStepWaitingIn both.
 */
export const misconductLifecycle: LifecycleDeclaration<MisconductStatus> = {
  area: 'ccer',
  businessType: MISCONDUCT_BUSINESS,
  processKey: processKeys.misconduct,
  statuses: misconductStatuses,
  steps: [
    {
      taskKey: 'misconductAudit',
      workflowType: 'ccerMisconductAudit',
      role: 'registry',
      call: '/ccer/unpleasant/audit',
      funcCode: '114',
      activeStatus: 'auditing',
      approved: 'inForce',
      returned: 'rejected',
      documents: [],
      page: '/ccer/unpleasant/detail',
      zh: '不良行为审核',
      en: 'Bad-behaviour audit',
    },
  ],
  transitions: { inForce: ['auditing', 'liftAuditing'], rejected: ['auditing'], liftAuditing: ['inForce'], lifted: ['liftAuditing'] },
  tabs: [
    { key: 'pending', zh: '审核中', en: 'In audit', statuses: ['auditing', 'liftAuditing'] },
    { key: 'inForce', zh: '生效中', en: 'In force', statuses: ['inForce'] },
    { key: 'closed', zh: '已解除或驳回', en: 'Lifted or rejected', statuses: ['lifted', 'rejected'] },
  ],
};
export type MisconductStep = 'misconductAudit';
/** The step waiting in a status, with the round's action (none once in force without a lift, lifted or rejected). */
export const misconductStepWaitingIn = (status: string): { step: MisconductStep; action: MisconductAction } | undefined =>
  status === 'auditing' ? { step: 'misconductAudit', action: 'impose' } : status === 'liftAuditing' ? { step: 'misconductAudit', action: 'lift' } : undefined;

const text = requiredText;
const year = yearField;
const quantity = unitQuantity;

/** A forced cancellation (强制注销): a quantity of the account's free units of one project and vintage. */
export const forcedCancellationSchema = z.object({ projectCode: text(32), vintage: year, quantity });
export type ForcedCancellation = z.infer<typeof forcedCancellationSchema>;

export const misconductAddBody = z.object({
  custId: z.uuid(),
  category: z.enum(misconductCategoryCodes),
  facts: text(2000),
  legalBasis: text(500).default(MISCONDUCT_LEGAL_BASIS),
  /** The day the misconduct happened (or was found), yyyy-MM-dd, not after today (China time). */
  occurredOn: isoDateField,
  /** Restrict the account (no transfers, no offsets) while the record is in force. */
  restrict: z.boolean(),
  cancellation: forcedCancellationSchema.nullish(),
  /** The evidence (M01), uploaded first through /api/file/upload. */
  fileIds: z.array(z.uuid()).max(20).optional(),
});
export type MisconductAddBody = z.infer<typeof misconductAddBody>;

export const misconductLiftBody = z.object({ id: z.uuid(), reason: text(500) });
export type MisconductLiftBody = z.infer<typeof misconductLiftBody>;

export const misconductIdQuery = z.object({ id: z.uuid() });

export const misconductListQuery = pageQuerySchema.extend({
  custName: z.string().trim().max(200).optional(),
  recordNo: z.string().trim().max(32).optional(),
  category: z.enum(misconductCategoryCodes).optional(),
  status: z.enum(misconductStatusCodes).optional(),
  id: z.uuid().optional(),
});
export type MisconductListQuery = z.infer<typeof misconductListQuery>;

export const misconductAccountsBody = z.object({ keyword: z.string().trim().max(200).optional() });
/** An account to record against: its name and number, whether it is open, the record restricting it now (if any). */
export const misconductAccountSchema = z.object({
  custId: z.string(),
  custName: z.string(),
  custNo: z.string().nullable(),
  /** customer.status: '1' open. */
  status: z.string().nullable(),
  restrictedBy: z.string().nullable(),
});
export type MisconductAccount = z.infer<typeof misconductAccountSchema>;

export const misconductRowSchema = z.object({
  id: z.string(),
  recordNo: z.string(),
  custId: z.string(),
  custName: z.string().nullable(),
  custNo: z.string().nullable(),
  category: z.enum(misconductCategoryCodes),
  categoryName: z.string(),
  facts: z.string(),
  legalBasis: z.string(),
  occurredOn: z.string(),
  restrict: z.boolean(),
  cancellation: z.object({ projectCode: z.string(), projectName: z.string().nullable(), vintage: z.number().int(), quantity: z.number().int() }).nullable(),
  status: z.enum(misconductStatusCodes),
  statusName: z.string(),
  /** The record restricts its account now (restrict, in force or a lift awaiting audit). */
  restricting: z.boolean(),
  recorderName: z.string().nullable(),
  auditorName: z.string().nullable(),
  /** The last audit's opinion. */
  opinion: z.string().nullable(),
  /** ISO instants (shown in China time). */
  createdAt: z.string(),
  inForceAt: z.string().nullable(),
  liftedAt: z.string().nullable(),
  /** The caller's open audit task of it and the round's action, else null. */
  taskId: z.string().nullable(),
  taskAction: z.enum(misconductActionCodes).nullable(),
});
export type MisconductRow = z.infer<typeof misconductRowSchema>;

/** One audit round: the measures' (impose) or a lift's, with who asked, why, who decided and what. */
export const misconductRoundSchema = z.object({
  id: z.string(),
  action: z.enum(misconductActionCodes),
  actionName: z.string(),
  reason: z.string().nullable(),
  requesterName: z.string().nullable(),
  requestedAt: z.string(),
  status: z.enum(roundStatusCodes),
  auditorName: z.string().nullable(),
  opinion: z.string().nullable(),
  decidedAt: z.string().nullable(),
});
export type MisconductRound = z.infer<typeof misconductRoundSchema>;

export const misconductDetailSchema = misconductRowSchema.extend({
  documents: z.array(freezeDocumentSchema),
  /** The forced cancellation's serial ranges: cancelled once in force, reserved while audited. */
  ranges: z.array(ledgerRangeSchema),
  rounds: z.array(misconductRoundSchema),
});
export type MisconductDetail = z.infer<typeof misconductDetailSchema>;

export const misconductCategoryName = nameIn(misconductCategories);
export const misconductStatusName = nameIn(misconductStatuses);
export const misconductActionName = nameIn(misconductActions);
