import { z } from 'zod';
import { numeric } from '../validation/input-values.ts';
import { pageQuerySchema } from '../envelope.ts';
import { businessTypes } from '../workflow.ts';
import { offsetKindCodes, pilotMarkets, type OffsetKind } from './offsets.ts';
import { codesOf, nameIn } from '../code-table.ts';

/**
 * Sync records (同步申请记录, 同步记录; issue 13): a retired compliance offset is reported to its market's system
 * (ARCHITECTURE §6a, one connector pattern): signed JSON over HTTP, idempotent by the offset's id, sent through the
 * outbox (kind `deliver`) with retries and back-off; every request and answer is kept, and the registry re-sends a
 * failed one. Country offsets go to the national carbon market (`national`), pilot ones to their pilot market (its
 * code), CORSIA ones to `corsia`; a voluntary cancellation (logout) is never reported.
 *
 * The outgoing call: POST {MARKET_SYNC_URL}/markets/{market}/offsets with the body `offsetSyncPayloadSchema` and the
 * headers Idempotency-Key (the offset's id), X-CCER-Timestamp (Unix seconds) and X-CCER-Signature
 * (`hmac-sha256=<hex>` of HMAC-SHA256(secret, timestamp + "." + body); connector/signature.ts). The market
 * answers `{ code: 0, receiptNo }`.
 *
 * Calls (tags 'ccer'; the registry's 088 and 089, a company's representative 403):
 *   POST /api/ccer/offset/sync-apply-list   one row per offset reported
 *   POST /api/ccer/offset/sync-list         every request and answer
 *   GET  /api/ccer/offset/sync-request      one request with its headers, body and answer
 *   POST /api/ccer/offset/sync-resend       a failed one again (088), with the same Idempotency-Key
 */
export const offsetSyncPaths = {
  applyList: '/api/ccer/offset/sync-apply-list',
  list: '/api/ccer/offset/sync-list',
  request: '/api/ccer/offset/sync-request',
  resend: '/api/ccer/offset/sync-resend',
} as const;

/** Business type of a sync (its outbox `deliver` commands and operation log). */
export const OFFSET_SYNC_BUSINESS = businessTypes.ccerOffsetSync;

/** The markets' systems an offset is reported to: the national market, the pilot markets, CORSIA. */
export const syncMarkets = {
  national: { zh: '全国碳市场', en: 'National carbon market' },
  ...pilotMarkets,
  corsia: { zh: 'CORSIA', en: 'CORSIA' },
} as const;
export type SyncMarket = keyof typeof syncMarkets;
export const syncMarketCodes = codesOf(syncMarkets);
export const syncMarketName = nameIn(syncMarkets);

/** The market an offset is reported to; none for a voluntary cancellation (or a pilot offset without its market). */
export function syncMarketOf(kind: OffsetKind | string, details: Record<string, unknown>): SyncMarket | null {
  if (kind === 'country') return 'national';
  if (kind === 'corsia') return 'corsia';
  if (kind === 'pilot' && typeof details.market === 'string' && details.market in pilotMarkets) return details.market as SyncMarket;
  return null;
}

/** A sync's statuses: waiting to be (re)sent or backing off, accepted by the market, given up (re-send possible). */
export const syncStatuses = {
  pending: { zh: '待同步', en: 'Pending' },
  sent: { zh: '已同步', en: 'Sent' },
  failed: { zh: '同步失败', en: 'Failed' },
} as const;
export type SyncStatus = keyof typeof syncStatuses;
export const syncStatusCodes = codesOf(syncStatuses);
export const syncStatusName = nameIn(syncStatuses);

/** A moment as China time in ISO form with its offset (2026-03-01T09:30:00+08:00); China keeps no summer time. */
export function chinaIso(at: Date | string): string {
  const shifted = new Date(new Date(at).getTime() + 8 * 3600_000);
  return `${shifted.toISOString().slice(0, 19)}+08:00`;
}

const party = z.object({ name: z.string(), code: z.string().nullable() });

/** What the market's system receives: the retirement as the registry recorded it. */
export const offsetSyncPayloadSchema = z.object({
  offsetId: z.string(),
  offsetNo: z.string(),
  certificateNo: z.string(),
  kind: z.enum(offsetKindCodes),
  market: z.string(),
  holder: z.object({ name: z.string(), accountNo: z.string().nullable() }),
  /** The covered emitter (national and pilot markets). */
  emitter: party.nullable(),
  /** The account the offset serves in its market: a pilot market's as applied for, the national market's as bound (账户绑定). */
  marketAccount: z.string().nullable(),
  /** The aeroplane operator (CORSIA). */
  operator: party.nullable(),
  complianceYear: z.number().int().nullable(),
  compliancePeriod: z.string().nullable(),
  project: z.object({ code: z.string(), name: z.string().nullable() }),
  vintage: z.number().int(),
  quantity: z.number().int(),
  serialRanges: z.array(z.object({ serial: z.string(), start: z.number().int(), end: z.number().int(), count: z.number().int() })),
  /** China time, ISO with +08:00. */
  retiredAt: z.string(),
});
export type OffsetSyncPayload = z.infer<typeof offsetSyncPayloadSchema>;

/** The market's answer to an accepted report. */
export const marketAnswerSchema = z.object({ code: z.literal(0), receiptNo: z.string().min(1) });

// ---- the registry's lists ------------------------------------------------------------------------------------------

export const syncApplyListQuery = pageQuerySchema.extend({
  offsetNo: z.string().trim().max(32).optional(),
  market: z.enum(syncMarketCodes).optional(),
  status: z.enum(syncStatusCodes).optional(),
});
export type SyncApplyListQuery = z.infer<typeof syncApplyListQuery>;

export const syncRowSchema = z.object({
  id: z.string(),
  offsetId: z.string(),
  offsetNo: z.string(),
  certificateNo: z.string().nullable(),
  kind: z.enum(offsetKindCodes),
  kindName: z.string(),
  market: z.string(),
  marketName: z.string(),
  holderName: z.string().nullable(),
  holderNo: z.string().nullable(),
  quantity: z.number().int(),
  status: z.enum(syncStatusCodes),
  statusName: z.string(),
  /** Attempts so far, re-sends included. */
  attempts: z.number().int(),
  receiptNo: z.string().nullable(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  lastAttemptAt: z.string().nullable(),
  /** When the market accepted it. */
  sentAt: z.string().nullable(),
});
export type SyncRow = z.infer<typeof syncRowSchema>;

export const syncListQuery = pageQuerySchema.extend({
  syncId: z.string().uuid().optional(),
  market: z.enum(syncMarketCodes).optional(),
  offsetNo: z.string().trim().max(32).optional(),
  /** The answer's HTTP status; 0: no answer (a timeout or a network error). */
  statusCode: numeric(z.number().int().min(0).max(599).optional()),
});
export type SyncListQuery = z.infer<typeof syncListQuery>;

export const syncRequestRowSchema = z.object({
  id: z.string(),
  syncId: z.string(),
  offsetNo: z.string(),
  market: z.string(),
  marketName: z.string(),
  /** The sync's attempt this was (1, 2, …; re-sends go on counting). */
  attempt: z.number().int(),
  url: z.string(),
  /** Null: no answer (timeout, refused connection). */
  statusCode: z.number().int().nullable(),
  /** The market's receipt when it accepted. */
  receiptNo: z.string().nullable(),
  error: z.string().nullable(),
  durationMs: z.number().int(),
  createdAt: z.string(),
});
export type SyncRequestRow = z.infer<typeof syncRequestRowSchema>;

export const syncRequestDetailSchema = syncRequestRowSchema.extend({
  requestHeaders: z.record(z.string(), z.string()),
  requestBody: z.string(),
  /** The answer's body, cut at 4,000 characters. */
  responseBody: z.string().nullable(),
});
export type SyncRequestDetail = z.infer<typeof syncRequestDetailSchema>;

export const syncIdQuery = z.object({ id: z.string().uuid() });
export const syncRequestIdQuery = z.object({ id: z.string().regex(/^\d{1,18}$/) });
export const syncResendBody = syncIdQuery;
