import type { Knex } from 'knex';
import {
  offsetKindName,
  syncMarketName,
  syncStatusName,
  type Lang,
  type OffsetKind,
  type SyncApplyListQuery,
  type SyncListQuery,
  type SyncRequestDetail,
  type SyncRequestRow,
  type SyncRow,
  type SyncStatus,
} from '@ccer/contracts';
import { likeText } from '../../../domain/like-text.ts';
import { iso } from '../../../domain/timestamps.ts';

/** The syncs as `s`, with their offset (`o`) and its holder. */
export const selectSyncs = (db: Knex | Knex.Transaction) =>
  db('ccer_offset_sync as s')
    .join('ccer_offset as o', 'o.id', 's.offset_id')
    .leftJoin('customer as c', 'c.cust_id', 'o.cust_id')
    .select('s.*', 'o.offset_no', 'o.certificate_no', 'o.kind', 'o.quantity', 'c.cust_name', 'c.cust_no');

/** The sync list's search. */
export function whereSyncs(q: Knex.QueryBuilder, f: Omit<SyncApplyListQuery, 'pageNumber' | 'pageSize'>): Knex.QueryBuilder {
  if (f.offsetNo) q.whereILike('o.offset_no', likeText(f.offsetNo));
  if (f.market) q.where('s.market', f.market);
  if (f.status) q.where('s.status', f.status);
  return q;
}

export const toSyncRow = (r: Record<string, any>, lang: Lang): SyncRow => ({
  id: r.id,
  offsetId: r.offset_id,
  offsetNo: r.offset_no,
  certificateNo: r.certificate_no ?? null,
  kind: r.kind as OffsetKind,
  kindName: offsetKindName(r.kind, lang),
  market: r.market,
  marketName: syncMarketName(r.market, lang),
  holderName: r.cust_name ?? null,
  holderNo: r.cust_no ?? null,
  quantity: Number(r.quantity),
  status: r.status as SyncStatus,
  statusName: syncStatusName(r.status, lang),
  attempts: r.attempts,
  receiptNo: r.receipt_no ?? null,
  lastError: r.last_error ?? null,
  createdAt: iso(r.created_at)!,
  lastAttemptAt: iso(r.last_attempt_at),
  sentAt: iso(r.sent_at),
});

/** The requests as `q`, with their sync and offset number. */
export const selectRequests = (db: Knex | Knex.Transaction) =>
  db('ccer_offset_sync_request as q').join('ccer_offset_sync as s', 's.id', 'q.sync_id').join('ccer_offset as o', 'o.id', 's.offset_id');

export function whereRequests(q: Knex.QueryBuilder, f: Omit<SyncListQuery, 'pageNumber' | 'pageSize'>): Knex.QueryBuilder {
  if (f.syncId) q.where('q.sync_id', f.syncId);
  if (f.offsetNo) q.whereILike('o.offset_no', likeText(f.offsetNo));
  if (f.market) q.where('s.market', f.market);
  // 0: the attempts that got no answer
  if (f.statusCode === 0) q.whereNull('q.status_code');
  else if (f.statusCode !== undefined) q.where('q.status_code', f.statusCode);
  return q;
}

/** A list row's columns (not the bodies: the detail has them). */
export const REQUEST_ROW_COLUMNS = ['q.id', 'q.sync_id', 'q.attempt', 'q.url', 'q.status_code', 'q.receipt_no', 'q.error', 'q.duration_ms', 'q.created_at', 's.market', 'o.offset_no'];

export const toRequestRow = (r: Record<string, any>, lang: Lang): SyncRequestRow => ({
  id: String(r.id),
  syncId: r.sync_id,
  offsetNo: r.offset_no,
  market: r.market,
  marketName: syncMarketName(r.market, lang),
  attempt: r.attempt,
  url: r.url,
  statusCode: r.status_code ?? null,
  receiptNo: r.receipt_no ?? null,
  error: r.error ?? null,
  durationMs: r.duration_ms,
  createdAt: iso(r.created_at)!,
});

export const toRequestDetail = (r: Record<string, any>, lang: Lang): SyncRequestDetail => ({
  ...toRequestRow(r, lang),
  requestHeaders: r.request_headers ?? {},
  requestBody: r.request_body,
  responseBody: r.response_body ?? null,
});
