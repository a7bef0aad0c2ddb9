import type { Knex } from 'knex';
import {
  businessTypes,
  transferKindName,
  transferStatusName,
  type Lang,
  type TransferKind,
  type TransferRange,
  type TransferRow,
  type TransferStatus,
} from '@ccer/contracts';
import type { Operator } from '../../../plugins/auth.ts';
import { ownCompanyOf } from '../../../domain/access/company-scope.ts';
import { LEDGER_RANGE_COLUMNS, ledgerRangeOf } from '../../../domain/ledger-ranges.ts';
import { projectNames } from '../holdings/holdings-repository.ts';
import { iso } from '../../../domain/timestamps.ts';

/** A transfer row as the database holds it, with the names its lists show. */
export interface TransferDbRow {
  id: string;
  transfer_no: string;
  kind: TransferKind;
  status: TransferStatus;
  cust_id: string;
  to_cust_id: string;
  project_code: string;
  vintage: number;
  quantity: string | number;
  remark: string | null;
  applicant_operator_id: string;
  confirmer_operator_id: string | null;
  opinion: string | null;
  process_instance_id: string | null;
  created_at: Date | string;
  decided_at: Date | string | null;
  from_cust_name?: string | null;
  from_cust_no?: string | null;
  to_cust_name?: string | null;
  to_cust_no?: string | null;
  project_name?: string | null;
  applicant_name?: string | null;
  confirmer_name?: string | null;
}

/** The transfers as `t`, with both parties, the project and the two representatives. */
export function selectTransfers(db: Knex | Knex.Transaction): Knex.QueryBuilder {
  return db('ccer_transfer as t')
    .leftJoin('customer as fc', 'fc.cust_id', 't.cust_id')
    .leftJoin('customer as tc', 'tc.cust_id', 't.to_cust_id')
    .leftJoin(projectNames(db).as('pn'), 'pn.project_code', 't.project_code')
    .leftJoin('operator as ao', 'ao.operator_id', 't.applicant_operator_id')
    .leftJoin('operator as co', 'co.operator_id', 't.confirmer_operator_id')
    .select(
      't.*',
      'fc.cust_name as from_cust_name',
      'fc.cust_no as from_cust_no',
      'tc.cust_name as to_cust_name',
      'tc.cust_no as to_cust_no',
      'pn.project_name',
      db.raw('coalesce(ao.operator_name, ao.login_name) as applicant_name'),
      db.raw('coalesce(co.operator_name, co.login_name) as confirmer_name'),
    );
}

/**
 * Row access: the registry sees every transfer; a company its own (sent), and the transfers between accounts posted
 * to it (received). Another company's pending, rejected or own-holding moves stay invisible (404, as if absent).
 */
export function visibleTransfers(q: Knex.QueryBuilder, op: Operator): Knex.QueryBuilder {
  const own = ownCompanyOf(op);
  if (own === null) return q;
  if (!own) return q.whereRaw('false');
  return q.where((w) => w.where('t.cust_id', own).orWhere((r) => r.where({ 't.to_cust_id': own, 't.kind': 'account', 't.status': 'posted' })));
}

export const toTransferRow = (r: TransferDbRow, lang: Lang, taskId: string | null = null): TransferRow => ({
  id: r.id,
  transferNo: r.transfer_no,
  kind: r.kind,
  kindName: transferKindName(r.kind, lang),
  status: r.status,
  statusName: transferStatusName(r.status, lang),
  projectCode: r.project_code,
  projectName: r.project_name ?? null,
  vintage: r.vintage,
  quantity: Number(r.quantity),
  fromCustId: r.cust_id,
  fromCustName: r.from_cust_name ?? null,
  fromCustNo: r.from_cust_no ?? null,
  toCustId: r.to_cust_id,
  toCustName: r.to_cust_name ?? null,
  toCustNo: r.to_cust_no ?? null,
  applicantName: r.applicant_name ?? null,
  confirmerName: r.confirmer_name ?? null,
  remark: r.remark,
  opinion: r.opinion,
  createdAt: iso(r.created_at)!,
  decidedAt: iso(r.decided_at),
  taskId,
});

/**
 * The serial ranges of a transfer, from its ledger entries: the ranges it moved once posted, the ranges it reserves
 * (or reserved, when rejected) otherwise.
 */
export async function transferRanges(db: Knex | Knex.Transaction, t: Pick<TransferDbRow, 'id' | 'status'>): Promise<TransferRange[]> {
  const kinds = t.status === 'posted' ? ['transfer', 'toTrading', 'fromTrading'] : ['reserve'];
  const rows = await db('ledger_entry')
    .where({ business_type: businessTypes.ccerTransfer, business_key: t.id })
    .whereIn('kind', kinds)
    .orderBy('project_code')
    .orderBy('serial_start')
    .select(...LEDGER_RANGE_COLUMNS);
  return rows.map(ledgerRangeOf);
}
