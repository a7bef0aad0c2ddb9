import type { Knex } from 'knex';
import { nationalBindingStatusName, type Lang, type NationalBindingRow, type NationalBindingStatus } from '@ccer/contracts';
import { iso, isoNonNull } from '../../../domain/timestamps.ts';

/** The bindings as `b`, with their company and the people who bound and unbound them. */
export const selectBindings = (db: Knex | Knex.Transaction) =>
  db('national_account_binding as b')
    .leftJoin('customer as c', 'c.cust_id', 'b.cust_id')
    .leftJoin('operator as bo', 'bo.operator_id', 'b.bound_by')
    .leftJoin('operator as uo', 'uo.operator_id', 'b.unbound_by');

export const BINDING_COLUMNS = [
  'b.*',
  'c.cust_name',
  'c.cust_no',
  'bo.operator_name as bound_by_name',
  'uo.operator_name as unbound_by_name',
];

export const toBindingRow = (r: Record<string, any>, lang: Lang): NationalBindingRow => ({
  id: r.id,
  custId: r.cust_id,
  custName: r.cust_name ?? null,
  custNo: r.cust_no ?? null,
  nationalAccountNo: r.national_account_no,
  emitterName: r.emitter_name,
  status: r.status as NationalBindingStatus,
  statusName: nationalBindingStatusName(r.status, lang),
  boundByName: r.bound_by_name ?? null,
  boundAt: isoNonNull(r.bound_at),
  unboundByName: r.unbound_by_name ?? null,
  unboundAt: iso(r.unbound_at),
  unbindReason: r.unbind_reason ?? null,
});
