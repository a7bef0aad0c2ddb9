import type { Knex } from 'knex';
import { businessTypes, chinaIso, serialText, type ExchangeTransferPayload } from '@ccer/contracts';
import type { PostedRange } from '@ccer/workers/ledger/postings';
import { sendToExchange } from '@ccer/workers/exchange/messages';
import { AppError } from '../../../errors.ts';

/**
 * A move onto the trading platform (deposit) or back from it (withdrawal) told to the exchange, in the move's
 * transaction: the account, the units and their serials as posted (contracts/src/exchange/link.ts).
 */
export async function tellExchange(
  trx: Knex.Transaction,
  move: { kind: 'deposit' | 'withdrawal'; transferId: string; transferNo: string; custId: string; projectCode: string; vintage: number; quantity: number; ranges: readonly PostedRange[] },
): Promise<void> {
  const account = await trx('customer').where({ cust_id: move.custId }).first<{ cust_no: string | null; cust_name: string }>('cust_no', 'cust_name');
  // the exchange knows an account by its number: units of an account without one could never be cleared (a withdrawal
  // is still told, so that units which went on before the number was required can come back)
  if (move.kind === 'deposit' && !account.cust_no) throw new AppError(409, 'CONFLICT', 'transferNoAccountNo');
  await sendToExchange(trx, {
    kind: move.kind,
    businessType: businessTypes.ccerTransfer,
    businessKey: move.transferId,
    businessNo: move.transferNo,
    payload: (messageId): ExchangeTransferPayload => ({
      messageId,
      transferNo: move.transferNo,
      accountNo: account.cust_no ?? '',
      accountName: account.cust_name,
      projectCode: move.projectCode,
      vintage: move.vintage,
      quantity: move.quantity,
      serialRanges: move.ranges.map((r) => ({ serial: serialText(r), start: r.serialStart, end: r.serialEnd, count: r.quantity })),
      postedAt: chinaIso(new Date()),
    }),
  });
}
