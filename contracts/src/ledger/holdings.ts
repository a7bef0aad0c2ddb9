import { z } from 'zod';
import { numeric } from '../validation/input-values.ts';
import { pageQuerySchema } from '../envelope.ts';
import { isoDate } from '../validation/shared-helpers.ts';
import { blockStateCodes, ledgerKindCodes } from './units.ts';

/**
 * Holdings, serial codes, the public serial lookup and the ledger's reconciliation (issue 12; function 100 持有量查询,
 * 112 账本对账). Holdings are never stored: they are the sums of a holder's unit blocks, grouped by project, vintage and
 * state; "reserved" is available units a pending move holds (a claim). Statements at a date replay the ledger.
 */
export const holdingPaths = {
  /** A holder's units by project and vintage, a column per state (a company its own; the registry any company's). */
  list: '/api/ccer/holding/list',
  /** The serial blocks of one project and vintage of a holder. */
  detail: '/api/ccer/holding/detail',
  /** The registry: every company's units, one row per company. */
  companyList: '/api/ccer/holding/company-list',
  /** A holding statement at a date (China time), replayed from the ledger: xlsx and PDF (GET, query). */
  statementXlsx: '/api/ccer/holding/statement/xlsx',
  statementPdf: '/api/ccer/holding/statement/pdf',
  /** Every block with its serial text, state and holder; search by one serial. */
  encodeList: '/api/ccer/encode/list',
  /** One serial's block and its full history from the ledger. */
  encodeDetail: '/api/ccer/encode/detail',
  /** Public (no sign-in): a serial's project, vintage, issuance date, state; the holder once retired. */
  publicSerial: '/api/public/serial/lookup',
  /** The ledger's invariants: run now, the runs, the latest run. */
  reconciliationRun: '/api/ccer/reconciliation/run',
  reconciliationList: '/api/ccer/reconciliation/list',
  reconciliationDetail: '/api/ccer/reconciliation/detail',
} as const;

/** The states a holding shows: a block state, with available split into free and reserved (held by a pending move). */
export const holdingStates = ['available', 'reserved', 'frozen', 'trading', 'retired', 'cancelled'] as const;
export type HoldingState = (typeof holdingStates)[number];
export const holdingStateNames: Record<HoldingState, { zh: string; en: string }> = {
  available: { zh: '可用', en: 'Available' },
  reserved: { zh: '预留', en: 'Reserved' },
  frozen: { zh: '冻结', en: 'Frozen' },
  trading: { zh: '交易系统', en: 'In the trading system' },
  retired: { zh: '已抵销', en: 'Retired' },
  cancelled: { zh: '已注销', en: 'Cancelled' },
};

const quantities = {
  available: z.number().int(),
  reserved: z.number().int(),
  frozen: z.number().int(),
  trading: z.number().int(),
  retired: z.number().int(),
  cancelled: z.number().int(),
  total: z.number().int(),
};

const custIdField = z.uuid({ error: 'holdingCompanyNotFound' }).optional();
const projectCodeField = z.string().trim().max(32).optional();

export const holdingListQuery = pageQuerySchema.extend({
  /** The registry picks a company; a company's own is always its own. Absent for the registry: every holder. */
  custId: custIdField,
  projectCode: projectCodeField,
  projectName: z.string().trim().max(200).optional(),
  vintage: numeric(z.number().int().min(1900).max(9999).optional()),
});
export type HoldingListQuery = z.infer<typeof holdingListQuery>;

export const holdingRowSchema = z.object({
  custId: z.string(),
  custName: z.string().nullable(),
  projectCode: z.string(),
  projectName: z.string().nullable(),
  vintage: z.number().int(),
  ...quantities,
});
export type HoldingRow = z.infer<typeof holdingRowSchema>;

export const holdingDetailQuery = z.object({
  custId: custIdField,
  projectCode: z.string().trim().min(1).max(32),
  vintage: numeric(z.number().int().min(1900).max(9999)),
});
export type HoldingDetailQuery = z.infer<typeof holdingDetailQuery>;

export const blockRowSchema = z.object({
  blockId: z.string(),
  serialText: z.string(),
  projectCode: z.string(),
  projectName: z.string().nullable(),
  vintage: z.number().int(),
  batch: z.number().int(),
  serialStart: z.number().int(),
  serialEnd: z.number().int(),
  quantity: z.number().int(),
  state: z.enum(blockStateCodes),
  /** The holding state: available blocks held by a pending move are "reserved". */
  holdingState: z.enum(holdingStates),
  stateName: z.string(),
  holderId: z.string(),
  holderName: z.string().nullable(),
  updatedAt: z.string(),
});
export type BlockRow = z.infer<typeof blockRowSchema>;

export const holdingDetailSchema = z.object({
  custId: z.string(),
  custName: z.string().nullable(),
  projectCode: z.string(),
  projectName: z.string().nullable(),
  vintage: z.number().int(),
  ...quantities,
  blocks: z.array(blockRowSchema),
});
export type HoldingDetail = z.infer<typeof holdingDetailSchema>;

export const companyHoldingQuery = pageQuerySchema.extend({
  custName: z.string().trim().max(200).optional(),
});
export const companyHoldingRowSchema = z.object({
  custId: z.string(),
  custName: z.string().nullable(),
  projects: z.number().int(),
  ...quantities,
});
export type CompanyHoldingRow = z.infer<typeof companyHoldingRowSchema>;

/** A statement's day (China time; default today) and, for the registry, the company. */
export const holdingStatementQuery = z.object({
  date: isoDate.optional(),
  custId: custIdField,
});
export type HoldingStatementQuery = z.infer<typeof holdingStatementQuery>;

/** One serial as someone types it (parseSerial): CCER-{code}-{vintage}-{batch}-{start}-{end}, CCER-{code}-{serial}, {code}-{serial}. */
export const serialField = z.string({ error: 'required' }).trim().min(1, { error: 'required' }).max(120, { error: 'serialInvalid' });

export const encodeListQuery = pageQuerySchema.extend({
  /** Any single serial: the block holding it. */
  serial: z.string().trim().max(120).optional(),
  projectCode: projectCodeField,
  vintage: numeric(z.number().int().min(1900).max(9999).optional()),
  state: z.enum(holdingStates).optional(),
  holderName: z.string().trim().max(200).optional(),
});
export type EncodeListQuery = z.infer<typeof encodeListQuery>;

export const encodeDetailQuery = z.object({ serial: serialField });

export const serialHistoryRowSchema = z.object({
  entryId: z.string(),
  txId: z.string(),
  kind: z.enum(ledgerKindCodes),
  kindName: z.string(),
  serialText: z.string(),
  quantity: z.number().int(),
  fromHolderName: z.string().nullable(),
  toHolderName: z.string().nullable(),
  fromState: z.string().nullable(),
  toState: z.string(),
  fromStateName: z.string().nullable(),
  toStateName: z.string(),
  reason: z.string().nullable(),
  businessType: z.string().nullable(),
  businessKey: z.string().nullable(),
  processInstanceId: z.string().nullable(),
  operatorName: z.string().nullable(),
  createdAt: z.string(),
});
export type SerialHistoryRow = z.infer<typeof serialHistoryRowSchema>;

export const encodeDetailSchema = z.object({
  /** The serial, as CCER-{projectCode}-{serial}. */
  serial: z.string(),
  projectCode: z.string(),
  serialNumber: z.number().int(),
  block: blockRowSchema,
  /** Oldest first: issued, then each move, freeze, retirement. */
  history: z.array(serialHistoryRowSchema),
});
export type EncodeDetail = z.infer<typeof encodeDetailSchema>;

export const publicSerialQuery = z.object({ serial: serialField });
export const publicSerialSchema = z.object({
  serial: z.string(),
  projectCode: z.string(),
  projectName: z.string().nullable(),
  vintage: z.number().int(),
  batch: z.number().int(),
  issuedAt: z.string().nullable(),
  state: z.enum(blockStateCodes),
  stateName: z.string(),
  /** Only once retired (抵销): who retired it. */
  holderName: z.string().nullable(),
  /** Only once retired: the offset that retired it (its beneficiary and purpose where the holder made them public). */
  retirement: z
    .object({
      offsetNo: z.string(),
      certificateNo: z.string().nullable(),
      kind: z.string(),
      kindName: z.string(),
      retiredAt: z.string().nullable(),
      beneficiary: z.string().nullable(),
      purpose: z.string().nullable(),
    })
    .nullable(),
});
export type PublicSerial = z.infer<typeof publicSerialSchema>;

/** The ledger's invariants (workers/src/ledger/invariants.ts ledgerInvariants) with their names. */
export const ledgerInvariantNames = {
  noOverlap: { zh: '序号区间不重叠', en: 'Serial ranges never overlap' },
  issuedEqualsBlocks: { zh: '签发量等于各状态区块之和', en: 'Issued quantity equals its blocks in every state' },
  noNegative: { zh: '无负持有量', en: 'No holding negative' },
  replayEqualsBlocks: { zh: '账本重放等于当前区块', en: 'The ledger replayed equals the current blocks' },
  reservedWithinAvailable: { zh: '预留不超过可用', en: 'Reserved within available' },
  figuresEqualEntries: { zh: '统计汇总等于账本分录', en: "The statistics' folded figures equal the ledger's entries" },
} as const;

export const ledgerCheckTriggers = ['manual', 'nightly'] as const;

export const ledgerCheckListQuery = pageQuerySchema.extend({
  ok: z.enum(['true', 'false']).optional(),
});
export const ledgerCheckDetailQuery = z.object({ id: numeric(z.number().int().min(1)) });

export const ledgerCheckResultSchema = z.object({
  name: z.string(),
  title: z.string(),
  ok: z.boolean(),
  problems: z.array(z.string()),
});
export const ledgerCheckRowSchema = z.object({
  id: z.string(),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
  trigger: z.enum(ledgerCheckTriggers),
  ok: z.boolean(),
  operatorName: z.string().nullable(),
  blocks: z.number().int(),
  entries: z.number().int(),
  units: z.number(),
  /** The invariants that broke (names). */
  broken: z.array(z.string()),
  error: z.string().nullable(),
  results: z.array(ledgerCheckResultSchema),
});
export type LedgerCheckRow = z.infer<typeof ledgerCheckRowSchema>;
