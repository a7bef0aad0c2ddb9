import type { Knex } from 'knex';
import { likePrefix } from '../like-text.ts';
import { pageAndCount } from '../page-and-count.ts';

export interface SendRecordFilter {
  pageNumber: number;
  pageSize: number;
  /** Prefix of the mobile number or e-mail address. */
  address?: string;
  business?: string;
  status?: string;
  /** Inclusive bounds of the sending time, ISO instants (registryTimeBound of contracts/). */
  sentFrom?: string;
  sentTo?: string;
}

/**
 * One page of a channel's send record (sms_send_record by mobile, email_send_record by email), newest first:
 * the filters of both record screens in one place, prefix search on the indexed address column.
 */
export async function pageOfSendRecords(db: Knex, table: string, addressColumn: string, f: SendRecordFilter): Promise<{ total: number; rows: Array<Record<string, unknown>> }> {
  const q = db(table);
  if (f.address) q.where(addressColumn, 'like', likePrefix(f.address));
  if (f.business) q.where({ business: f.business });
  if (f.status) q.where({ status: f.status });
  if (f.sentFrom) q.where('sent_at', '>=', f.sentFrom);
  if (f.sentTo) q.where('sent_at', '<=', f.sentTo);
  return pageAndCount(q.orderBy([{ column: 'sent_at', order: 'desc' }, { column: 'id', order: 'desc' }]), f);
}
