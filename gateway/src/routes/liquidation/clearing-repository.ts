import type { Knex } from 'knex';
import {
  clearingLifecycle,
  clearingStatusName,
  exchangeMessageStatusName,
  translate,
  type ClearingBatchListQuery,
  type ClearingBatchRow,
  type ClearingFinding,
  type ClearingStatus,
  type ExchangeMessageStatus,
  type Lang,
} from '@ccer/contracts';
import { likeText } from '../../domain/like-text.ts';
import { iso } from '../../domain/timestamps.ts';
/** A date column read as its day (yyyy-MM-dd), whatever the driver makes of dates. */
export const dayOf = (column: string) => `to_char(${column}, 'YYYY-MM-DD')`;

/** The batches as `b`, with their confirmer (`o`) and the report of their outcome (`m`). */
export const selectBatches = (db: Knex | Knex.Transaction) =>
  db('clearing_batch as b')
    .leftJoin('operator as o', 'o.operator_id', 'b.confirmer_operator_id')
    .leftJoin('exchange_message as m', 'm.id', 'b.report_message_id')
    .select('b.*', db.raw(`${dayOf('b.trade_date')} as trade_day`), 'o.operator_name as confirmer_name', 'o.login_name as confirmer_login', 'm.status as report_status', 'm.sent_at as report_sent_at', 'm.receipt_no as report_receipt_no');

export function whereBatches(q: Knex.QueryBuilder, f: Omit<ClearingBatchListQuery, 'pageNumber' | 'pageSize'>): Knex.QueryBuilder {
  if (f.batchNo) q.whereILike('b.batch_no', likeText(f.batchNo));
  if (f.status) q.where('b.status', f.status);
  if (f.tab) q.whereIn('b.status', clearingLifecycle.tabs.find((t) => t.key === f.tab)!.statuses);
  if (f.tradeDateFrom) q.where('b.trade_date', '>=', f.tradeDateFrom);
  if (f.tradeDateTo) q.where('b.trade_date', '<=', f.tradeDateTo);
  if (f.id) q.where('b.id', f.id);
  return q;
}

export interface BatchDbRow {
  id: string;
  batch_no: string;
  receipt_no: string;
  trade_day: string;
  status: ClearingStatus;
  trade_count: number;
  total_quantity: string;
  total_amount: string;
  findings: ClearingFinding[];
  received_at: Date;
  checked_at: Date | null;
  confirmed_at: Date | null;
  confirm_opinion: string | null;
  settled_at: Date | null;
  confirmer_name: string | null;
  confirmer_login: string | null;
  process_instance_id: string | null;
  report_message_id: string | null;
  report_status: ExchangeMessageStatus | null;
  report_sent_at: Date | null;
  report_receipt_no: string | null;
}

export const toBatchRow = (r: BatchDbRow, lang: Lang, taskId: string | null): ClearingBatchRow => ({
  id: r.id,
  batchNo: r.batch_no,
  receiptNo: r.receipt_no,
  tradeDate: r.trade_day,
  status: r.status,
  statusName: clearingStatusName(r.status, lang),
  tradeCount: r.trade_count,
  totalQuantity: Number(r.total_quantity),
  totalAmount: r.total_amount,
  receivedAt: iso(r.received_at)!,
  checkedAt: iso(r.checked_at),
  confirmedAt: iso(r.confirmed_at),
  confirmerName: r.confirmer_name ?? r.confirmer_login ?? null,
  opinion: r.confirm_opinion ?? null,
  settledAt: iso(r.settled_at),
  reportStatus: r.report_status ?? null,
  reportStatusName: r.report_status ? exchangeMessageStatusName(r.report_status, lang) : null,
  taskId,
});

/** A finding as the caller reads it: its message token in their language. */
export const toFinding = (f: ClearingFinding, lang: Lang): ClearingFinding => ({ tradeNo: f.tradeNo ?? null, accountNo: f.accountNo ?? null, message: translate(f.message, lang) });
