import type { Knex } from 'knex';
import { token, type ClearingFinding } from '@ccer/contracts';
import { restrictingRecordsOf } from '../ledger/account-restriction.ts';

/**
 * What stands in the way of settling a clearing batch (contracts/src/exchange/clearing.ts), read the same way at the
 * check and again at settlement: an account number the registry does not know or whose account is not open; a seller
 * restricted by a bad-behaviour record; a seller whose units on the trading platform (free of claims) are fewer than
 * it sells net. Each finding's message is a token (translated where it is shown; Chinese to the exchange).
 * At settlement the selling accounts are locked FOR SHARE first, as an application out of an account locks it: a
 * restriction put in force meanwhile waits, or is seen.
 */
export async function clearingFindings(trx: Knex.Transaction, batchId: string, options: { lockSellers?: boolean } = {}): Promise<{ findings: ClearingFinding[]; custOf: Map<string, string> }> {
  const trades = await trx('clearing_trade').where({ batch_id: batchId }).orderBy('seq').select<Array<{ trade_no: string; seller_account_no: string; buyer_account_no: string }>>('trade_no', 'seller_account_no', 'buyer_account_no');
  const firstTrade = new Map<string, string>();
  for (const t of trades) for (const a of [t.seller_account_no, t.buyer_account_no]) if (!firstTrade.has(a)) firstTrade.set(a, t.trade_no);
  const accounts = await trx('customer').whereIn('cust_no', [...firstTrade.keys()]).select<Array<{ cust_id: string; cust_no: string; status: string }>>('cust_id', 'cust_no', 'status');
  const byNo = new Map(accounts.map((a) => [a.cust_no, a]));
  const findings: ClearingFinding[] = [];
  const custOf = new Map<string, string>();
  for (const [accountNo, tradeNo] of firstTrade) {
    const account = byNo.get(accountNo);
    if (!account) findings.push({ tradeNo, accountNo, message: token('clearingAccountUnknown', accountNo) });
    else if (account.status !== '1') findings.push({ tradeNo, accountNo, message: token('clearingAccountClosed', accountNo) });
    else custOf.set(accountNo, account.cust_id);
  }

  const givers = await trx('clearing_portion').where({ batch_id: batchId }).where('net', '<', 0).orderBy(['account_no', 'project_code', 'vintage']).select<Array<{ account_no: string; project_code: string; vintage: number; net: string }>>('account_no', 'project_code', 'vintage', 'net');
  const sellers = [...new Set(givers.map((g) => custOf.get(g.account_no)).filter((c): c is string => c !== undefined))].sort();
  if (options.lockSellers && sellers.length > 0) await trx('customer').whereIn('cust_id', sellers).orderBy('cust_id').forShare().select('cust_id');
  const restricting = await restrictingRecordsOf(trx, sellers);
  const numberOf = new Map(accounts.map((a) => [a.cust_id, a.cust_no]));
  for (const custId of sellers) {
    const recordNo = restricting.get(custId);
    if (recordNo) findings.push({ tradeNo: null, accountNo: numberOf.get(custId)!, message: token('clearingAccountRestricted', numberOf.get(custId)!, recordNo) });
  }
  const held = new Map<string, number>();
  if (sellers.length > 0) {
    const rows = await trx('unit_block')
      .whereIn('holder_id', sellers)
      .where({ state: 'trading' })
      .whereNull('claim_id')
      .groupBy('holder_id', 'project_code', 'vintage')
      .select<Array<{ holder_id: string; project_code: string; vintage: number; units: string }>>('holder_id', 'project_code', 'vintage', trx.raw('sum(serial_end - serial_start + 1) as units'));
    for (const r of rows) held.set(`${r.holder_id}|${r.project_code}|${r.vintage}`, Number(r.units));
  }
  for (const g of givers) {
    const custId = custOf.get(g.account_no);
    if (!custId) continue;
    const sells = -Number(g.net);
    const has = held.get(`${custId}|${g.project_code}|${g.vintage}`) ?? 0;
    if (has < sells) findings.push({ tradeNo: null, accountNo: g.account_no, message: token('clearingShortOfUnits', g.account_no, g.project_code, g.vintage, sells, has) });
  }
  return { findings, custOf };
}
