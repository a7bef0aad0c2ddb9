import { createHash } from 'node:crypto';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Knex } from 'knex';
import { z } from 'zod';
import { CLEARING_BUSINESS, clearingBatchBody, clearingPortions, exchangeLinkPaths, ok, type ClearingBatchBody } from '@ccer/contracts';
import { IDEMPOTENCY_HEADER, SIGNATURE_HEADER, TIMESTAMP_HEADER, verifySignature } from '@ccer/contracts/connector/signature';
import type { Config } from '../../config.ts';
import { AppError, badRequest } from '../../errors.ts';
import { enqueue } from '../../domain/outbox.ts';
import { resolveProcessFor } from '../../domain/business-process.ts';
import { writeOperationLog } from '../../audit-log.ts';
import { recordExchangeCall } from '../ccer-joint/call-log.ts';
import { invalidTextFields } from '../../plugins/input-hygiene.ts';

/** Big enough for the most trades and balance lines a batch may carry (contracts: CLEARING_MAX_*). */
const BATCH_BODY_LIMIT = 32 * 1024 * 1024;
/** What the call log keeps of a refused call's body. */
const REFUSED_BODY_KEPT = 4000;

interface InboundState {
  started: number;
  signature: { result: 'verified' | 'refused'; reason: string | null };
  batchNo: string | null;
  receiptNo: string | null;
}
const states = new WeakMap<FastifyRequest, InboundState>();

/** The receipt of a batch: QS{trade day}{6 digits}. */
const receiptOf = (tradeDate: string, n: number) => `QS${tradeDate.replace(/-/g, '')}${String(n).padStart(6, '0')}`;

/**
 * The exchange's clearing batch (POST /api/exchange/v1/clearing-batches; contracts/src/exchange/clearing.ts): an outside
 * system's call, no session (access signedCall). The body is read as the exact text received, so that its signature is
 * checked first (401 and nothing kept but the call); then it is validated (400 naming each field); then kept, with its
 * portions and the start of its chain, in one transaction. The same batch sent again is answered with its first
 * receipt; another body under its number is refused (409). Every call, whatever its outcome, is one row of the call log.
 */
export const inboundBatchRoutes: FastifyPluginAsync<{ config: Config }> = async (app, { config }) => {
  // this plugin's JSON is kept as text: the signature covers the bytes as sent
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: BATCH_BODY_LIMIT }, (_request, body, done) => done(null, body));

  // every call is logged, also one refused before its handler runs (too large, not JSON): its state starts here
  app.addHook('onRequest', async (request) => {
    states.set(request, { started: Date.now(), signature: { result: 'refused', reason: 'signNotChecked' }, batchNo: null, receiptNo: null });
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const state = states.get(request);
    if (!state) return payload;
    const headers = Object.fromEntries(Object.entries(request.headers).filter(([k]) => k !== 'authorization' && k !== 'cookie').map(([k, v]) => [k, String(v)]));
    const answer = typeof payload === 'string' ? payload : null;
    await recordExchangeCall(app.db, {
      direction: 'in',
      kind: 'clearingBatch',
      method: request.method,
      url: request.url,
      businessNo: state.batchNo,
      idempotencyKey: (request.headers[IDEMPOTENCY_HEADER] as string | undefined) ?? null,
      headers,
      // an unsigned or forged call keeps its first characters only: what anyone may send is not stored whole
      body: typeof request.body === 'string' ? (state.signature.result === 'verified' ? request.body : request.body.slice(0, REFUSED_BODY_KEPT)) : '',
      statusCode: reply.statusCode,
      answer,
      receiptNo: state.receiptNo,
      error: reply.statusCode >= 400 && answer ? (safeMessage(answer) ?? `HTTP ${reply.statusCode}`) : null,
      durationMs: Date.now() - state.started,
      signatureResult: state.signature.result,
      signatureReason: state.signature.reason,
    }).catch((e) => request.log.error({ err: e }, 'the exchange call could not be logged'));
    return payload;
  });

  app.post(exchangeLinkPaths.inboundBatch, {
    // a flood is refused before its body is read (a batch may be large)
    config: { access: 'signedCall', rateLimit: { max: config.EXCHANGE_INBOUND_RATE_PER_MINUTE, timeWindow: '1 minute' } },
    bodyLimit: BATCH_BODY_LIMIT,
    schema: {
      tags: ['exchange'],
      summary: "The exchange's clearing batch of a trading day (signed: X-CCER-Timestamp, X-CCER-Signature; body clearingBatchBody)",
      // an outside system's call: its signature, not a session
      security: [],
      response: { 200: ok(z.object({ receiptNo: z.string(), status: z.string() })) },
    },
    handler: async (request) => {
      const raw = typeof request.body === 'string' ? request.body : '';
      const state = states.get(request)!;
      // without the shared secret no signature can be checked: nothing is taken from anyone
      if (!config.EXCHANGE_SECRET) {
        state.signature.reason = 'signNoSecret';
        throw new AppError(401, 'UNAUTHORIZED', 'clearingLinkOff');
      }
      const verified = verifySignature(config.EXCHANGE_SECRET, { timestamp: header(request, TIMESTAMP_HEADER), signature: header(request, SIGNATURE_HEADER) }, raw);
      state.signature = verified.ok ? { result: 'verified', reason: null } : { result: 'refused', reason: verified.reason };
      if (!verified.ok) throw new AppError(401, 'UNAUTHORIZED', 'clearingSignatureRefused');

      const batch = parseBatch(raw, state);
      const digest = createHash('sha256').update(raw).digest('hex');
      const kept = await app.db.transaction((trx) => keepBatch(trx, request, batch, digest));
      state.receiptNo = kept.receiptNo;
      if (kept.created) void app.outbox.kick();
      return { flag: 1 as const, dataInfo: { receiptNo: kept.receiptNo, status: kept.status } };
    },
  });
};

const header = (request: FastifyRequest, name: string) => {
  const v = request.headers[name];
  return Array.isArray(v) ? v[0] : v;
};

const safeMessage = (answer: string): string | null => {
  try {
    return (JSON.parse(answer) as { msg?: string }).msg ?? null;
  } catch {
    return null;
  }
};

/** The body as JSON, then as a batch: 400 naming each field that is wrong (the call logged under its batch number when it has one). */
function parseBatch(raw: string, state: InboundState): ClearingBatchBody {
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    throw new AppError(400, 'BAD_REQUEST', 'invalidJson');
  }
  const batchNo = (json as { batchNo?: unknown } | null)?.batchNo;
  if (typeof batchNo === 'string') state.batchNo = batchNo.slice(0, 64);
  // the body skipped the hygiene hook as text: a NUL or a lone surrogate in it is refused here (plugins/input-hygiene.ts)
  const unfit = invalidTextFields(json);
  if (unfit.length > 0) throw badRequest(unfit.slice(0, 100));
  const parsed = clearingBatchBody.safeParse(json);
  if (!parsed.success) throw badRequest(parsed.error.issues.slice(0, 100).map((i) => ({ field: i.path.join('.'), message: i.message })));
  return parsed.data;
}

/**
 * Keeps a new batch (its trades, portions and balances) and starts its chain; a batch already kept under the number is
 * answered as it stands when it is the same body, refused otherwise. The number is locked first: two deliveries of the
 * same batch at once take turns.
 */
async function keepBatch(trx: Knex.Transaction, request: FastifyRequest, b: ClearingBatchBody, digest: string): Promise<{ receiptNo: string; status: string; created: boolean }> {
  await trx.raw('select pg_advisory_xact_lock(hashtextextended(?, 7))', [`clearing:${b.batchNo}`]);
  const existing = await trx('clearing_batch').where({ batch_no: b.batchNo }).first<{ receipt_no: string; status: string; body_digest: string } | undefined>('receipt_no', 'status', 'body_digest');
  if (existing) {
    if (existing.body_digest !== digest) throw new AppError(409, 'CONFLICT', 'clearingBatchTaken');
    return { receiptNo: existing.receipt_no, status: existing.status, created: false };
  }
  const [{ nextval }] = (await trx.raw(`select nextval('clearing_receipt_seq')`)).rows;
  const receiptNo = receiptOf(b.tradeDate, Number(nextval));
  const portions = clearingPortions(b.trades);
  const totals = await trx.raw<{ rows: Array<{ id: string }> }>(
    `insert into clearing_batch (batch_no, receipt_no, trade_date, body_digest, trade_count, total_quantity, total_amount)
     select ?, ?, ?::date, ?, ?, coalesce(sum(q), 0), coalesce(sum(q * p), 0) from unnest(?::bigint[], ?::numeric[]) as t(q, p)
     returning id`,
    [b.batchNo, receiptNo, b.tradeDate, digest, b.trades.length, b.trades.map((t) => t.quantity), b.trades.map((t) => t.price.toFixed(2))],
  );
  const batchId = totals.rows[0].id;
  if (b.trades.length > 0) {
    await trx.raw(
      `insert into clearing_trade (batch_id, seq, trade_no, seller_account_no, buyer_account_no, project_code, vintage, quantity, price, amount)
       select ?, s, n, sa, ba, pc, v, q, p, q * p
         from unnest(?::int[], ?::text[], ?::text[], ?::text[], ?::text[], ?::int[], ?::bigint[], ?::numeric[]) as t(s, n, sa, ba, pc, v, q, p)`,
      [
        batchId,
        b.trades.map((_, i) => i + 1),
        b.trades.map((t) => t.tradeNo),
        b.trades.map((t) => t.sellerAccountNo),
        b.trades.map((t) => t.buyerAccountNo),
        b.trades.map((t) => t.projectCode),
        b.trades.map((t) => t.vintage),
        b.trades.map((t) => t.quantity),
        b.trades.map((t) => t.price.toFixed(2)),
      ],
    );
    await trx.raw(
      `insert into clearing_portion (batch_id, account_no, project_code, vintage, bought, sold, net, paid, received)
       select ?, a, pc, v, bo, so, ne, pa, re from unnest(?::text[], ?::text[], ?::int[], ?::bigint[], ?::bigint[], ?::bigint[], ?::numeric[], ?::numeric[]) as t(a, pc, v, bo, so, ne, pa, re)`,
      [
        batchId,
        portions.map((p) => p.accountNo),
        portions.map((p) => p.projectCode),
        portions.map((p) => p.vintage),
        portions.map((p) => p.bought),
        portions.map((p) => p.sold),
        portions.map((p) => p.net),
        portions.map((p) => p.paid),
        portions.map((p) => p.received),
      ],
    );
  }
  if (b.balances.length > 0) {
    await trx.raw(
      `insert into clearing_balance (batch_id, account_no, project_code, vintage, quantity)
       select ?, a, pc, v, q from unnest(?::text[], ?::text[], ?::int[], ?::bigint[]) as t(a, pc, v, q)`,
      [batchId, b.balances.map((l) => l.accountNo), b.balances.map((l) => l.projectCode), b.balances.map((l) => l.vintage), b.balances.map((l) => l.quantity)],
    );
  }
  // the business-process association decides what starts (refused when hung up: nothing is written)
  const target = await resolveProcessFor(trx, CLEARING_BUSINESS);
  await enqueue(trx, { kind: 'start', ...target, businessType: CLEARING_BUSINESS, businessKey: batchId, variables: { batchId, batchNo: b.batchNo, tradeDate: b.tradeDate } });
  await writeOperationLog(trx, request, {
    abstract: 'clearing.batch-received',
    businessType: CLEARING_BUSINESS,
    businessKey: batchId,
    after: { batchNo: b.batchNo, tradeDate: b.tradeDate, trades: b.trades.length, balances: b.balances.length, receiptNo },
  });
  return { receiptNo, status: 'checking', created: true };
}
