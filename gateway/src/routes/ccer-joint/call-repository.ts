import type { Knex } from 'knex';
import {
  exchangeCallKindName,
  exchangeDirectionName,
  exchangeMessageStatusName,
  signatureResultName,
  translate,
  type ExchangeCallDetail,
  type ExchangeCallKind,
  type ExchangeCallListQuery,
  type ExchangeCallRow,
  type ExchangeMessageStatus,
  type ExchangeSignListQuery,
  type ExchangeSignRow,
  type Lang,
  type SignatureResult,
} from '@ccer/contracts';
import { likeText } from '../../domain/like-text.ts';
import { iso } from '../../domain/timestamps.ts';
import { registryDayEnd, registryDayStart } from '../../domain/calendar/registry-days.ts';

/** An answered 2xx call with a receipt went through; anything else did not: the one rule, for the filter and the row. */
const CALL_WENT_THROUGH = 'coalesce(k.status_code between 200 and 299 and k.receipt_no is not null, false)';

/** The calls as `k` with their outcome, and the registry's message behind an outgoing one (`m`). */
export const selectCalls = (db: Knex | Knex.Transaction) =>
  db('exchange_call as k')
    .leftJoin('exchange_message as m', 'm.id', 'k.message_id')
    .select(db.raw(`case when ${CALL_WENT_THROUGH} then 'ok' else 'failed' end as outcome`));

export const CALL_ROW_COLUMNS = [
  'k.id', 'k.direction', 'k.kind', 'k.method', 'k.url', 'k.business_no', 'k.idempotency_key', 'k.status_code', 'k.receipt_no', 'k.error',
  'k.duration_ms', 'k.signature_result', 'k.message_id', 'k.created_at', 'm.status as message_status',
];

/** A received China-day range on the call's time. */
function inDays(q: Knex.QueryBuilder, f: { dateFrom?: string; dateTo?: string }) {
  if (f.dateFrom) q.where('k.created_at', '>=', registryDayStart(f.dateFrom));
  if (f.dateTo) q.where('k.created_at', '<', registryDayEnd(f.dateTo));
}

export function whereCalls(q: Knex.QueryBuilder, f: Omit<ExchangeCallListQuery, 'pageNumber' | 'pageSize'>): Knex.QueryBuilder {
  if (f.direction) q.where('k.direction', f.direction);
  if (f.kind) q.where('k.kind', f.kind);
  if (f.outcome === 'ok') q.whereRaw(CALL_WENT_THROUGH);
  if (f.outcome === 'failed') q.whereRaw(`not ${CALL_WENT_THROUGH}`);
  if (f.businessNo) q.whereILike('k.business_no', likeText(f.businessNo));
  if (f.messageId) q.where('k.message_id', f.messageId);
  inDays(q, f);
  return q;
}

export function whereSignatures(q: Knex.QueryBuilder, f: Omit<ExchangeSignListQuery, 'pageNumber' | 'pageSize'>): Knex.QueryBuilder {
  if (f.direction) q.where('k.direction', f.direction);
  if (f.result) q.where('k.signature_result', f.result);
  if (f.businessNo) q.whereILike('k.business_no', likeText(f.businessNo));
  inDays(q, f);
  return q;
}

export const toCallRow = (r: Record<string, any>, lang: Lang): ExchangeCallRow => ({
  id: String(r.id),
  direction: r.direction,
  directionName: exchangeDirectionName(r.direction, lang),
  kind: r.kind as ExchangeCallKind,
  kindName: exchangeCallKindName(r.kind, lang),
  method: r.method,
  url: r.url,
  businessNo: r.business_no ?? null,
  idempotencyKey: r.idempotency_key ?? null,
  statusCode: r.status_code ?? null,
  outcome: r.outcome,
  receiptNo: r.receipt_no ?? null,
  error: r.error ?? null,
  durationMs: r.duration_ms,
  signatureResult: r.signature_result as SignatureResult,
  signatureResultName: signatureResultName(r.signature_result, lang),
  messageId: r.message_id ?? null,
  messageStatus: (r.message_status as ExchangeMessageStatus | null) ?? null,
  messageStatusName: r.message_status ? exchangeMessageStatusName(r.message_status, lang) : null,
  createdAt: iso(r.created_at)!,
});

export const toCallDetail = (r: Record<string, any>, lang: Lang): ExchangeCallDetail => ({
  ...toCallRow(r, lang),
  requestHeaders: r.request_headers ?? {},
  requestBody: r.request_body,
  responseBody: r.response_body ?? null,
});

export const SIGN_ROW_COLUMNS = ['k.id', 'k.direction', 'k.kind', 'k.business_no', 'k.signed_at', 'k.digest', 'k.signature', 'k.signature_result', 'k.signature_reason', 'k.created_at'];

export const toSignRow = (r: Record<string, any>, lang: Lang): ExchangeSignRow => ({
  id: String(r.id),
  direction: r.direction,
  directionName: exchangeDirectionName(r.direction, lang),
  kind: r.kind as ExchangeCallKind,
  kindName: exchangeCallKindName(r.kind, lang),
  businessNo: r.business_no ?? null,
  signedAt: r.signed_at ?? null,
  digest: r.digest,
  signature: r.signature ?? null,
  result: r.signature_result as SignatureResult,
  resultName: signatureResultName(r.signature_result, lang),
  // a message token (connector/signature.ts); rows kept before it was one read as they were written
  reason: r.signature_reason ? translate(r.signature_reason, lang) : null,
  createdAt: iso(r.created_at)!,
});
