import { z } from 'zod';
import { pageQuerySchema } from '../envelope.ts';
import { isoDateField } from '../calendar.ts';
import { businessTypes } from '../workflow.ts';
import { codesOf, nameIn } from '../code-table.ts';

/**
 * The trading-system link (交易系统对接 /ccerJoint, menu 24, function 104 to read, 106 to re-send): the registry and the
 * exchange's trading system (全国温室气体自愿减排交易系统) talk through one connector (ARCHITECTURE §6a): signed JSON
 * over HTTP both ways (X-CCER-Timestamp, X-CCER-Signature `hmac-sha256=<hex>` of HMAC-SHA256(EXCHANGE_SECRET, timestamp
 * + "." + body); connector/signature.ts), idempotent by business id (Idempotency-Key).
 *
 * The registry tells the exchange, through the outbox (kind `deliver`, business type exchangeMessage), with retries:
 *   POST {EXCHANGE_URL}/registry/deposits          units moved to the trading platform (划转至交易平台)
 *   POST {EXCHANGE_URL}/registry/withdrawals       units moved back from it (持有量划转)
 *   POST {EXCHANGE_URL}/registry/clearing-results  a clearing batch's outcome (liquidation/clearing.ts)
 * The exchange answers { code: 0, receiptNo }.
 * The exchange sends the registry its day's trades to clear (clearing.ts):
 *   POST /api/exchange/v1/clearing-batches         signed with the same secret; answered { code: 0, receiptNo }
 *
 * Every call either way, refused ones included, is one row of the call log (接口调用日志 /ccerJoint/invokingLog) with
 * what was signed or verified (签名日志 /ccerJoint/signLog). Calls (tags 'exchange'):
 *   POST /api/ccer-joint/invoking-log/list    104, 106
 *   GET  /api/ccer-joint/invoking-log/detail  104, 106: one call with its headers, bodies and answer
 *   POST /api/ccer-joint/sign-log/list        104, 106
 *   POST /api/ccer-joint/message/resend       106: a failed message to the exchange again (same key and body)
 */
export const exchangeLinkPaths = {
  callList: '/api/ccer-joint/invoking-log/list',
  callDetail: '/api/ccer-joint/invoking-log/detail',
  signList: '/api/ccer-joint/sign-log/list',
  resend: '/api/ccer-joint/message/resend',
  /** The exchange's own call to the registry (signed, no session). */
  inboundBatch: '/api/exchange/v1/clearing-batches',
} as const;

/** Business type of the registry's messages to the exchange (their outbox `deliver` commands and operation log). */
export const EXCHANGE_MESSAGE_BUSINESS = businessTypes.exchangeMessage;

/** The exchange's endpoints for the registry's messages, by message kind. */
export const exchangeMessageKinds = {
  deposit: { path: '/registry/deposits', zh: '划转至交易平台通知', en: 'Deposit notice' },
  withdrawal: { path: '/registry/withdrawals', zh: '转回持有账户通知', en: 'Withdrawal notice' },
  clearingResult: { path: '/registry/clearing-results', zh: '清算结果回报', en: 'Clearing result' },
} as const;
export type ExchangeMessageKind = keyof typeof exchangeMessageKinds;
export const exchangeMessageKindCodes = codesOf(exchangeMessageKinds);

/** What a call was: one of the registry's messages, or the exchange's clearing batch. */
export const exchangeCallKinds = {
  ...exchangeMessageKinds,
  clearingBatch: { path: '/api/exchange/v1/clearing-batches', zh: '清算数据接收', en: 'Clearing batch received' },
} as const;
export type ExchangeCallKind = keyof typeof exchangeCallKinds;
export const exchangeCallKindCodes = codesOf(exchangeCallKinds);
export const exchangeCallKindName = nameIn(exchangeCallKinds);

export const exchangeDirections = {
  out: { zh: '发送', en: 'Sent' },
  in: { zh: '接收', en: 'Received' },
} as const;
export type ExchangeDirection = keyof typeof exchangeDirections;
export const exchangeDirectionCodes = ['out', 'in'] as const;
export const exchangeDirectionName = nameIn(exchangeDirections);

/** What became of a signature: made by the registry, or checked on a received call (verified or refused). */
export const signatureResults = {
  signed: { zh: '已签名', en: 'Signed' },
  verified: { zh: '验签通过', en: 'Verified' },
  refused: { zh: '验签失败', en: 'Refused' },
} as const;
export type SignatureResult = keyof typeof signatureResults;
export const signatureResultCodes = codesOf(signatureResults);
export const signatureResultName = nameIn(signatureResults);

/** A message's statuses: waiting to be (re)sent or backing off, accepted by the exchange, given up (re-send possible). */
export const exchangeMessageStatuses = {
  pending: { zh: '待发送', en: 'Pending' },
  sent: { zh: '已发送', en: 'Sent' },
  failed: { zh: '发送失败', en: 'Failed' },
} as const;
export type ExchangeMessageStatus = keyof typeof exchangeMessageStatuses;
export const exchangeMessageStatusCodes = codesOf(exchangeMessageStatuses);
export const exchangeMessageStatusName = nameIn(exchangeMessageStatuses);

/** The exchange's answer to a message it took. */
export const exchangeAnswerSchema = z.object({ code: z.literal(0), receiptNo: z.string().min(1) });

const serialRange = z.object({ serial: z.string(), start: z.number().int(), end: z.number().int(), count: z.number().int() });

/** A deposit or a withdrawal as the exchange receives it: whose units, which, how many. */
export const exchangeTransferPayloadSchema = z.object({
  messageId: z.string(),
  transferNo: z.string(),
  accountNo: z.string(),
  accountName: z.string(),
  projectCode: z.string(),
  vintage: z.number().int(),
  quantity: z.number().int(),
  serialRanges: z.array(serialRange),
  /** China time, ISO with +08:00. */
  postedAt: z.string(),
});
export type ExchangeTransferPayload = z.infer<typeof exchangeTransferPayloadSchema>;

// ---- the call log -----------------------------------------------------------------------------------------------

/** Whether a call went through: answered 2xx and accepted, or not (refused, no answer). */
export const callOutcomes = ['ok', 'failed'] as const;

export const exchangeCallListQuery = pageQuerySchema.extend({
  direction: z.enum(exchangeDirectionCodes).optional(),
  kind: z.enum(exchangeCallKindCodes).optional(),
  outcome: z.enum(callOutcomes).optional(),
  /** A business number: a transfer's, a clearing batch's. */
  businessNo: z.string().trim().max(64).optional(),
  /** China days, inclusive. */
  dateFrom: isoDateField.optional(),
  dateTo: isoDateField.optional(),
  messageId: z.uuid().optional(),
});
export type ExchangeCallListQuery = z.infer<typeof exchangeCallListQuery>;

export const exchangeCallRowSchema = z.object({
  id: z.string(),
  direction: z.enum(exchangeDirectionCodes),
  directionName: z.string(),
  kind: z.enum(exchangeCallKindCodes),
  kindName: z.string(),
  method: z.string(),
  url: z.string(),
  /** The transfer's or the batch's number. */
  businessNo: z.string().nullable(),
  idempotencyKey: z.string().nullable(),
  /** Null: no answer (timeout, refused connection). */
  statusCode: z.number().int().nullable(),
  outcome: z.enum(callOutcomes),
  receiptNo: z.string().nullable(),
  error: z.string().nullable(),
  durationMs: z.number().int(),
  signatureResult: z.enum(signatureResultCodes),
  signatureResultName: z.string(),
  /** The registry's message behind an outgoing call, its status now, and whether it may be sent again. */
  messageId: z.string().nullable(),
  messageStatus: z.enum(exchangeMessageStatusCodes).nullable(),
  messageStatusName: z.string().nullable(),
  createdAt: z.string(),
});
export type ExchangeCallRow = z.infer<typeof exchangeCallRowSchema>;

export const exchangeCallDetailSchema = exchangeCallRowSchema.extend({
  requestHeaders: z.record(z.string(), z.string()),
  requestBody: z.string(),
  /** The answer's body, cut at 4,000 characters. */
  responseBody: z.string().nullable(),
});
export type ExchangeCallDetail = z.infer<typeof exchangeCallDetailSchema>;

export const exchangeCallIdQuery = z.object({ id: z.string().regex(/^\d{1,18}$/) });

export const exchangeSignListQuery = pageQuerySchema.extend({
  direction: z.enum(exchangeDirectionCodes).optional(),
  result: z.enum(signatureResultCodes).optional(),
  businessNo: z.string().trim().max(64).optional(),
  dateFrom: isoDateField.optional(),
  dateTo: isoDateField.optional(),
});
export type ExchangeSignListQuery = z.infer<typeof exchangeSignListQuery>;

/** One signature made or checked: what was signed (the timestamp and the body's digest) and the outcome. */
export const exchangeSignRowSchema = z.object({
  id: z.string(),
  direction: z.enum(exchangeDirectionCodes),
  directionName: z.string(),
  kind: z.enum(exchangeCallKindCodes),
  kindName: z.string(),
  businessNo: z.string().nullable(),
  /** X-CCER-Timestamp as sent or received (Unix seconds). */
  signedAt: z.string().nullable(),
  /** SHA-256 (hex) of what the signature covers: timestamp + "." + body. */
  digest: z.string(),
  signature: z.string().nullable(),
  result: z.enum(signatureResultCodes),
  resultName: z.string(),
  /** Why a received signature was refused. */
  reason: z.string().nullable(),
  createdAt: z.string(),
});
export type ExchangeSignRow = z.infer<typeof exchangeSignRowSchema>;

export const exchangeResendBody = z.object({ messageId: z.uuid() });
