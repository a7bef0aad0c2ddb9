import type { Knex } from 'knex';
import { badRequest } from '../../errors.ts';
import { likePrefix } from '../like-text.ts';
import { pageAndCount } from '../page-and-count.ts';

/** A time bound of a record list: yyyy-MM-dd[ HH:mm:ss] is read as China time (UTC+8), anything else as ISO. */
function timeBound(value: string | undefined, field: string, endOfDay: boolean): Date | undefined {
  if (!value) return undefined;
  const local = /^(\d{4}-\d{2}-\d{2})(?:[ T](\d{2}:\d{2}(?::\d{2})?))?$/.exec(value);
  const date = local ? new Date(`${local[1]}T${local[2] ?? (endOfDay ? '23:59:59' : '00:00:00')}+08:00`) : new Date(value);
  if (Number.isNaN(date.getTime())) throw badRequest([{ field, message: 'dateFormat' }]);
  return date;
}

export interface SendRecordFilter {
  pageNumber: number;
  pageSize: number;
  /** Prefix of the mobile number or e-mail address. */
  address?: string;
  business?: string;
  status?: string;
  sentFrom?: string;
  sentTo?: string;
}

/**
 * One page of a channel's send record (sms_send_record by mobile, email_send_record by email), newest first:
 * the filters of both record screens in one place, prefix search on the indexed address column.
 */
export async function pageOfSendRecords(db: Knex, table: string, addressColumn: string, f: SendRecordFilter): Promise<{ total: number; rows: Array<Record<string, unknown>> }> {
  const from = timeBound(f.sentFrom, 'sentFrom', false);
  const to = timeBound(f.sentTo, 'sentTo', true);
  const q = db(table);
  if (f.address) q.where(addressColumn, 'like', likePrefix(f.address));
  if (f.business) q.where({ business: f.business });
  if (f.status) q.where({ status: f.status });
  if (from) q.where('sent_at', '>=', from);
  if (to) q.where('sent_at', '<=', to);
  return pageAndCount(q.orderBy([{ column: 'sent_at', order: 'desc' }, { column: 'id', order: 'desc' }]), f);
}
