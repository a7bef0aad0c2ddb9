import { z } from 'zod';
import { pageQuerySchema } from '../envelope.ts';
import { token } from '../messages.ts';
import { isoDateField } from '../calendar.ts';
import { businessTypes, processKeys, topics } from '../workflow.ts';
import type { LifecycleDeclaration } from '../lifecycle/types.ts';
import { ledgerProjectCode, ledgerQuantity, ledgerVintage } from '../ledger/freezes.ts';
import { exchangeMessageStatusCodes } from './link.ts';
import { codesOf, nameIn } from '../code-table.ts';

/**
 * Clearing (清算管理 /liquidation, menu 30, function 106): at the end of a trading day the exchange sends the registry
 * the day's trades of CCER units held on the trading platform (POST /api/exchange/v1/clearing-batches, signed; link.ts)
 * with each account's balance on the platform after them. The registry settles them in its ledger
 * (processes/liquidation/ccerClearing.bpmn):
 *   1 接收  the batch is kept as sent (trades, balances) awaiting its check, answered with a receipt; the chain starts
 *   2 校验  the worker checks it: every account known and open, no account restricted by a bad-behaviour record
 *           selling, and each seller's units on the platform cover what it sells net (its portion)
 *   3 复核  a registry operator (106) confirms or rejects the checked batch (clearingConfirm)
 *   4 交收  confirmed, the worker settles it in one transaction: the net portions move between the accounts' units
 *           on the platform (ledger kind 'settle', state trading to trading), blocks locked
 *   5 回报  the outcome (settled, refused at the check, rejected, or failed at settlement) goes back to the exchange
 *           (outbox, exchange message clearingResult)
 * Units stay on the platform throughout: a trade changes their holder, not their state.
 *
 * Calls (tags 'liquidation', function 106):
 *   POST /api/liquidation/batch/list             the batches (清算步骤)
 *   GET  /api/liquidation/batch/detail?id=       one batch: its steps, the check's findings, the caller's open task
 *   POST /api/liquidation/batch/confirm          the confirmation step ({ taskId, approved, opinion })
 *   POST /api/liquidation/trade/list             the trades of a batch or of trading days
 *   POST /api/liquidation/report                 清算报表: per trading day (also as xlsx through the export)
 *   POST /api/liquidation/portion/list           清算份额: each account's net portion per batch, project and vintage
 *   POST /api/liquidation/customer-balance/list  客户余额: each account's units on the platform, the registry's and the exchange's
 *   POST /api/liquidation/exchange-balance/list  交易所余额: the same summed per project and vintage
 */
export const clearingPaths = {
  batchList: '/api/liquidation/batch/list',
  batchDetail: '/api/liquidation/batch/detail',
  confirm: '/api/liquidation/batch/confirm',
  tradeList: '/api/liquidation/trade/list',
  report: '/api/liquidation/report',
  portionList: '/api/liquidation/portion/list',
  customerBalanceList: '/api/liquidation/customer-balance/list',
  exchangeBalanceList: '/api/liquidation/exchange-balance/list',
} as const;

export const CLEARING_BUSINESS = businessTypes.clearingBatch;
export const CLEARING_CHECK_TOPIC = topics.clearingCheck;
export const CLEARING_RESULT_TOPIC = topics.clearingResult;

export const clearingStatuses = {
  checking: { zh: '待校验', en: 'Awaiting the check' },
  confirming: { zh: '待复核', en: 'Awaiting confirmation' },
  checkFailed: { zh: '校验未通过', en: 'Refused at the check' },
  settled: { zh: '已交收', en: 'Settled' },
  rejected: { zh: '已驳回', en: 'Rejected' },
  settleFailed: { zh: '交收失败', en: 'Settlement failed' },
} as const;
export type ClearingStatus = keyof typeof clearingStatuses;
export const clearingStatusCodes = codesOf(clearingStatuses);
export const clearingStatusName = nameIn(clearingStatuses);

/** The chain's one user task: the registry's confirmation of a checked batch. */
export const clearingLifecycle: LifecycleDeclaration<ClearingStatus> = {
  area: 'liquidation',
  businessType: CLEARING_BUSINESS,
  processKey: processKeys.clearing,
  statuses: {
    checking: clearingStatuses.checking,
    confirming: clearingStatuses.confirming,
    checkFailed: { ...clearingStatuses.checkFailed, final: true },
    settled: { ...clearingStatuses.settled, final: true },
    rejected: { ...clearingStatuses.rejected, final: true },
    settleFailed: { ...clearingStatuses.settleFailed, final: true },
  },
  steps: [
    {
      taskKey: 'clearingConfirm',
      workflowType: 'ccerClearingConfirm',
      role: 'registry',
      call: '/liquidation/batch/confirm',
      funcCode: '106',
      activeStatus: 'confirming',
      approved: 'settled',
      returned: 'rejected',
      documents: [],
      page: '/liquidation/step/detail',
      zh: '清算复核',
      en: 'Clearing confirmation',
    },
  ],
  transitions: { confirming: ['checking'], checkFailed: ['checking'], settled: ['confirming'], rejected: ['confirming'], settleFailed: ['confirming'] },
  tabs: [
    { key: 'open', zh: '进行中', en: 'In progress', statuses: ['checking', 'confirming'] },
    { key: 'settled', zh: '已交收', en: 'Settled', statuses: ['settled'] },
    { key: 'refused', zh: '未交收', en: 'Not settled', statuses: ['checkFailed', 'rejected', 'settleFailed'] },
  ],
};

/** The five steps a batch goes through, as its detail shows them. */
export const clearingSteps = {
  receive: { zh: '接收', en: 'Receive' },
  check: { zh: '校验', en: 'Check' },
  confirm: { zh: '复核', en: 'Confirm' },
  settle: { zh: '交收', en: 'Settle' },
  report: { zh: '回报', en: 'Report' },
} as const;
export type ClearingStep = keyof typeof clearingSteps;
export const clearingStepCodes = codesOf(clearingSteps);
export const clearingStepStates = ['done', 'current', 'failed', 'waiting', 'skipped'] as const;

// ---- what the exchange sends ------------------------------------------------------------------------------------

const code = (max: number) =>
  z
    .string()
    .trim()
    .min(1)
    .max(max, { error: token('maxLength', max) })
    .regex(/^[A-Za-z0-9_-]+$/, { error: token('clearingCodeFormat') });

/** Yuan per tonne, at most two decimals. */
const price = z
  .number({ error: token('clearingPriceInvalid') })
  .min(0, { error: token('clearingPriceInvalid') })
  .max(1_000_000, { error: token('clearingPriceInvalid') })
  .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, { error: token('clearingPriceInvalid') });

export const clearingTradeSchema = z.object({
  tradeNo: code(32),
  sellerAccountNo: code(32),
  buyerAccountNo: code(32),
  projectCode: ledgerProjectCode,
  vintage: ledgerVintage,
  quantity: ledgerQuantity,
  price,
});
export type ClearingTrade = z.infer<typeof clearingTradeSchema>;

export const clearingBalanceSchema = z.object({
  accountNo: code(32),
  projectCode: ledgerProjectCode,
  vintage: ledgerVintage,
  quantity: z.number().int({ error: token('clearingQuantityInvalid') }).min(0, { error: token('clearingQuantityInvalid') }).max(1_000_000_000_000, { error: token('clearingQuantityInvalid') }),
});
export type ClearingBalance = z.infer<typeof clearingBalanceSchema>;

/** The most trades and balance lines one batch may carry. */
export const CLEARING_MAX_TRADES = 20_000;
export const CLEARING_MAX_BALANCES = 100_000;

/**
 * A trading day's clearing batch. The batch number is the exchange's and unique: the same batch sent again (the same
 * number and body) is answered with its first receipt; another body under a number already taken is refused (409).
 */
export const clearingBatchBody = z
  .object({
    batchNo: code(32),
    tradeDate: isoDateField,
    trades: z.array(clearingTradeSchema).max(CLEARING_MAX_TRADES, { error: token('clearingTooMany', CLEARING_MAX_TRADES) }),
    /** Each account's units on the platform by project and vintage after the day's trades, as the exchange holds them. */
    balances: z.array(clearingBalanceSchema).max(CLEARING_MAX_BALANCES, { error: token('clearingTooMany', CLEARING_MAX_BALANCES) }),
  })
  .superRefine((b, ctx) => {
    const trades = new Set<string>();
    b.trades.forEach((t, i) => {
      if (trades.has(t.tradeNo)) ctx.addIssue({ code: 'custom', path: ['trades', i, 'tradeNo'], message: token('clearingTradeRepeated', t.tradeNo) });
      trades.add(t.tradeNo);
      if (t.sellerAccountNo === t.buyerAccountNo) ctx.addIssue({ code: 'custom', path: ['trades', i, 'buyerAccountNo'], message: token('clearingSelfTrade') });
    });
    const lines = new Set<string>();
    b.balances.forEach((l, i) => {
      const key = `${l.accountNo}|${l.projectCode}|${l.vintage}`;
      if (lines.has(key)) ctx.addIssue({ code: 'custom', path: ['balances', i, 'accountNo'], message: token('clearingBalanceRepeated') });
      lines.add(key);
    });
  });
export type ClearingBatchBody = z.infer<typeof clearingBatchBody>;

/** What the exchange receives back: the batch's outcome (and, when refused, why). */
export const clearingResultPayloadSchema = z.object({
  messageId: z.string(),
  batchNo: z.string(),
  tradeDate: z.string(),
  status: z.enum(['settled', 'checkFailed', 'rejected', 'settleFailed']),
  /** China time, ISO with +08:00. */
  decidedAt: z.string(),
  opinion: z.string().nullable(),
  findings: z.array(z.object({ tradeNo: z.string().nullable(), accountNo: z.string().nullable(), message: z.string() })),
});
export type ClearingResultPayload = z.infer<typeof clearingResultPayloadSchema>;

// ---- the registry's screens -------------------------------------------------------------------------------------

const day = isoDateField.optional();
const text = (max: number) => z.string().trim().max(max).optional();

export const clearingBatchListQuery = pageQuerySchema.extend({
  batchNo: text(32),
  status: z.enum(clearingStatusCodes).optional(),
  /** A status tab (clearingLifecycle.tabs). */
  tab: z.enum(['open', 'settled', 'refused']).optional(),
  tradeDateFrom: day,
  tradeDateTo: day,
  id: z.uuid().optional(),
});
export type ClearingBatchListQuery = z.infer<typeof clearingBatchListQuery>;

export const clearingBatchRowSchema = z.object({
  id: z.string(),
  batchNo: z.string(),
  receiptNo: z.string(),
  tradeDate: z.string(),
  status: z.enum(clearingStatusCodes),
  statusName: z.string(),
  tradeCount: z.number().int(),
  totalQuantity: z.number().int(),
  /** Yuan, two decimals, as text. */
  totalAmount: z.string(),
  receivedAt: z.string(),
  checkedAt: z.string().nullable(),
  confirmedAt: z.string().nullable(),
  confirmerName: z.string().nullable(),
  opinion: z.string().nullable(),
  settledAt: z.string().nullable(),
  /** The outcome's report to the exchange: its status, once there is one. */
  reportStatus: z.enum(exchangeMessageStatusCodes).nullable(),
  reportStatusName: z.string().nullable(),
  /** The caller's open confirmation task of this batch. */
  taskId: z.string().nullable(),
});
export type ClearingBatchRow = z.infer<typeof clearingBatchRowSchema>;

export const clearingFindingSchema = z.object({ tradeNo: z.string().nullable(), accountNo: z.string().nullable(), message: z.string() });
export type ClearingFinding = z.infer<typeof clearingFindingSchema>;

export const clearingStepSchema = z.object({
  step: z.enum(clearingStepCodes),
  name: z.string(),
  state: z.enum(clearingStepStates),
  at: z.string().nullable(),
  by: z.string().nullable(),
  note: z.string().nullable(),
});
export type ClearingStepRow = z.infer<typeof clearingStepSchema>;

export const clearingBatchDetailSchema = clearingBatchRowSchema.extend({
  steps: z.array(clearingStepSchema),
  findings: z.array(clearingFindingSchema),
  /** The outcome message to the exchange (its calls are in the call log). */
  reportMessageId: z.string().nullable(),
});
export type ClearingBatchDetail = z.infer<typeof clearingBatchDetailSchema>;

export const clearingIdQuery = z.object({ id: z.uuid() });

export const clearingTradeListQuery = pageQuerySchema.extend({
  batchId: z.uuid().optional(),
  batchNo: text(32),
  tradeDateFrom: day,
  tradeDateTo: day,
  accountNo: text(32),
  projectCode: text(32),
});
export type ClearingTradeListQuery = z.infer<typeof clearingTradeListQuery>;

export const clearingTradeRowSchema = z.object({
  id: z.string(),
  batchId: z.string(),
  batchNo: z.string(),
  tradeDate: z.string(),
  tradeNo: z.string(),
  sellerAccountNo: z.string(),
  sellerName: z.string().nullable(),
  buyerAccountNo: z.string(),
  buyerName: z.string().nullable(),
  projectCode: z.string(),
  vintage: z.number().int(),
  quantity: z.number().int(),
  price: z.string(),
  amount: z.string(),
  batchStatus: z.enum(clearingStatusCodes),
  batchStatusName: z.string(),
});
export type ClearingTradeRow = z.infer<typeof clearingTradeRowSchema>;

export const clearingReportQuery = pageQuerySchema.extend({ tradeDateFrom: day, tradeDateTo: day });
export type ClearingReportQuery = z.infer<typeof clearingReportQuery>;

/** One trading day of the clearing report. */
export const clearingReportRowSchema = z.object({
  tradeDate: z.string(),
  batches: z.number().int(),
  settledBatches: z.number().int(),
  trades: z.number().int(),
  /** Of the settled batches only. */
  settledTrades: z.number().int(),
  quantity: z.number().int(),
  settledQuantity: z.number().int(),
  amount: z.string(),
  settledAmount: z.string(),
  sellers: z.number().int(),
  buyers: z.number().int(),
});
export type ClearingReportRow = z.infer<typeof clearingReportRowSchema>;

export const clearingPortionListQuery = pageQuerySchema.extend({
  batchId: z.uuid().optional(),
  batchNo: text(32),
  tradeDateFrom: day,
  tradeDateTo: day,
  accountNo: text(32),
  custName: text(200),
  projectCode: text(32),
});
export type ClearingPortionListQuery = z.infer<typeof clearingPortionListQuery>;

export const clearingPortionRowSchema = z.object({
  id: z.string(),
  batchId: z.string(),
  batchNo: z.string(),
  tradeDate: z.string(),
  accountNo: z.string(),
  custName: z.string().nullable(),
  projectCode: z.string(),
  vintage: z.number().int(),
  bought: z.number().int(),
  sold: z.number().int(),
  /** Bought less sold: what the account takes (positive) or gives (negative) at settlement. */
  net: z.number().int(),
  /** Yuan the account pays for what it bought, and receives for what it sold. */
  paid: z.string(),
  received: z.string(),
  batchStatus: z.enum(clearingStatusCodes),
  batchStatusName: z.string(),
});
export type ClearingPortionRow = z.infer<typeof clearingPortionRowSchema>;

export const clearingCustomerBalanceQuery = pageQuerySchema.extend({
  accountNo: text(32),
  custName: text(200),
  projectCode: text(32),
  /** Only the lines where the registry and the exchange differ. */
  differencesOnly: z.boolean().optional(),
});
export type ClearingCustomerBalanceQuery = z.infer<typeof clearingCustomerBalanceQuery>;

export const clearingCustomerBalanceRowSchema = z.object({
  /** The line: account, project and vintage. */
  id: z.string(),
  custId: z.string().nullable(),
  /** The account's number, which the exchange knows it by; null for a registry account given none, which the exchange cannot report. */
  accountNo: z.string().nullable(),
  custName: z.string().nullable(),
  projectCode: z.string(),
  vintage: z.number().int(),
  /** The account's units on the platform in the registry's ledger now. */
  registryQuantity: z.number().int(),
  /** The exchange's balance in its latest settled batch; null when it has never reported the line. */
  exchangeQuantity: z.number().int().nullable(),
  difference: z.number().int(),
  /** The trading day and batch of that balance. */
  reportedTradeDate: z.string().nullable(),
  reportedBatchNo: z.string().nullable(),
});
export type ClearingCustomerBalanceRow = z.infer<typeof clearingCustomerBalanceRowSchema>;

export const clearingExchangeBalanceQuery = pageQuerySchema.extend({ projectCode: text(32), differencesOnly: z.boolean().optional() });
export type ClearingExchangeBalanceQuery = z.infer<typeof clearingExchangeBalanceQuery>;

export const clearingExchangeBalanceRowSchema = z.object({
  /** The line: project and vintage. */
  id: z.string(),
  projectCode: z.string(),
  vintage: z.number().int(),
  accounts: z.number().int(),
  registryQuantity: z.number().int(),
  exchangeQuantity: z.number().int(),
  difference: z.number().int(),
});
export type ClearingExchangeBalanceRow = z.infer<typeof clearingExchangeBalanceRowSchema>;

/** The clearing figures as xlsx (POST /api/common/export; contracts/src/export.ts), the lists' own function (106). */
export const clearingExportTargets = {
  clearingReport: { url: clearingPaths.report, sheet: { zh: '清算报表', en: 'Clearing report' } },
  clearingPortions: { url: clearingPaths.portionList, sheet: { zh: '清算份额', en: 'Clearing portions' } },
  clearingCustomerBalances: { url: clearingPaths.customerBalanceList, sheet: { zh: '客户余额', en: 'Customer balances' } },
  clearingExchangeBalances: { url: clearingPaths.exchangeBalanceList, sheet: { zh: '交易所余额', en: 'Exchange balances' } },
} as const;
