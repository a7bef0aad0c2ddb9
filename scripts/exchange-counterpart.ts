import { randomUUID } from 'node:crypto';
import { clearingResultPayloadSchema, exchangeLinkPaths, exchangeTransferPayloadSchema, type ClearingBalance, type ClearingTrade } from '@ccer/contracts';
import { signedHeaders } from '@ccer/contracts/connector/signature';
import { sharedSecret, startCounterpart } from './lib/counterpart.ts';

/**
 * A stand-in for the exchange's trading system, for development (`npm start`) and tests only: scripts/lib/stack.ts
 * starts it as a process of its own on a free local port, so both directions of the trading-system link cross a real
 * network boundary (contracts/src/exchange/link.ts; scripts/lib/counterpart.ts: signature, idempotency, test controls).
 * It keeps a book of the units on its platform per account, project and vintage: deposits add, withdrawals take away,
 * the trades of every batch it sends move them.
 *
 *   POST /registry/deposits | /registry/withdrawals | /registry/clearing-results   the registry's messages
 *   POST /__control/send-batch   tests and demos: { batchNo?, tradeDate, trades, balances?, badSignature? } sends a
 *                                clearing batch to the registry, signed (or not, badSignature), with the book's balances
 *                                after the trades (the book moving with them) unless balances are given (the book left
 *                                as it is); answers the registry's status and body
 *   GET  /__book                 the book: [{ accountNo, projectCode, vintage, quantity }]
 *
 * Environment: EXCHANGE_COUNTERPART_PORT (0: any free port, printed), EXCHANGE_SECRET (shared with the registry's
 * gateway), REGISTRY_URL (where the registry's gateway listens).
 */
const secret = sharedSecret('EXCHANGE_SECRET');
const registryUrl = (process.env.REGISTRY_URL ?? '').replace(/\/+$/, '');

const book = new Map<string, ClearingBalance>();
function add(accountNo: string, projectCode: string, vintage: number, quantity: number): void {
  const key = `${accountNo}|${projectCode}|${vintage}`;
  const line = book.get(key) ?? { accountNo, projectCode, vintage, quantity: 0 };
  line.quantity += quantity;
  book.set(key, line);
}
const bookLines = () => [...book.values()].sort((a, b) => (a.accountNo + a.projectCode + a.vintage < b.accountNo + b.projectCode + b.vintage ? -1 : 1));

const transferCheck = (body: unknown, key: string) => {
  const parsed = exchangeTransferPayloadSchema.safeParse(body);
  if (!parsed.success) return `invalid message: ${parsed.error.issues.map((i) => i.path.join('.')).join(', ')}`;
  return parsed.data.messageId === key ? null : 'the message id does not match the request';
};
const moveOnBook = (sign: 1 | -1) => (body: unknown) => {
  const m = exchangeTransferPayloadSchema.parse(body);
  add(m.accountNo, m.projectCode, m.vintage, sign * m.quantity);
};

interface SendBatch {
  batchNo?: string;
  tradeDate: string;
  trades: ClearingTrade[];
  balances?: ClearingBalance[];
  badSignature?: boolean;
}

async function sendBatch(text: string): Promise<[number, unknown]> {
  if (!registryUrl) return [503, { code: 503, message: 'REGISTRY_URL is not set' }];
  let c: SendBatch;
  try {
    c = JSON.parse(text || '{}');
  } catch {
    return [400, { code: 400, message: 'invalid JSON' }];
  }
  const trades = Array.isArray(c.trades) ? c.trades : [];
  // the exchange executed the trades: its book moves whatever the registry makes of them (unless the caller states the
  // balances itself, as a test of a batch the exchange could not have made does)
  if (!c.balances) {
    for (const t of trades) {
      add(t.sellerAccountNo, t.projectCode, t.vintage, -t.quantity);
      add(t.buyerAccountNo, t.projectCode, t.vintage, t.quantity);
    }
  }
  const batchNo = c.batchNo ?? `JY${String(c.tradeDate).replace(/-/g, '')}${randomUUID().slice(0, 6).toUpperCase()}`;
  const body = JSON.stringify({ batchNo, tradeDate: c.tradeDate, trades, balances: c.balances ?? bookLines() });
  const headers = { 'Content-Type': 'application/json', ...signedHeaders(c.badSignature ? `${secret}-wrong` : secret, batchNo, body) };
  const res = await fetch(`${registryUrl}${exchangeLinkPaths.inboundBatch}`, { method: 'POST', headers, body });
  return [200, { batchNo, status: res.status, body: await res.json().catch(() => null) }];
}

startCounterpart(
  'exchange',
  Number(process.env.EXCHANGE_COUNTERPART_PORT ?? 0),
  secret,
  [
    { path: /^\/registry\/deposits$/, fields: () => ({ kind: 'deposit' }), receiptPrefix: () => 'DEP', check: transferCheck, taken: moveOnBook(1) },
    { path: /^\/registry\/withdrawals$/, fields: () => ({ kind: 'withdrawal' }), receiptPrefix: () => 'WDL', check: transferCheck, taken: moveOnBook(-1) },
    {
      path: /^\/registry\/clearing-results$/,
      fields: () => ({ kind: 'clearingResult' }),
      receiptPrefix: () => 'CLR',
      check(body, key) {
        const parsed = clearingResultPayloadSchema.safeParse(body);
        if (!parsed.success) return `invalid result: ${parsed.error.issues.map((i) => i.path.join('.')).join(', ')}`;
        return parsed.data.messageId === key ? null : 'the message id does not match the request';
      },
    },
  ],
  [
    { method: 'POST', path: '/__control/send-batch', handle: sendBatch },
    { method: 'GET', path: '/__book', handle: async () => [200, bookLines()] },
  ],
);
