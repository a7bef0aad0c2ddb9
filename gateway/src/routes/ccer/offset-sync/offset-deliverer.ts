import type { Knex } from 'knex';
import { marketAnswerSchema } from '@ccer/contracts';
import { signedHeaders } from '@ccer/contracts/ledger/market-signature';
import type { Config } from '../../../config.ts';
import type { Deliverer, DeliveryResult } from '../../../domain/outbox.ts';
import { offsetSyncPayload } from './offset-payload.ts';

/** The answer's body as kept in the request log. */
const ANSWER_KEPT = 4000;
/** Answers that a later attempt may get past (the market busy or away); any other refusal is final. */
const RETRYABLE_STATUS = (status: number) => status >= 500 || status === 408 || status === 429;

interface Attempt {
  url: string;
  headers: Record<string, string>;
  body: string;
  statusCode: number | null;
  answer: string | null;
  receiptNo: string | null;
  error: string | null;
  durationMs: number;
}

/** The market's answer: accepted with its receipt, or what went wrong and whether trying again may help. */
function judge(statusCode: number, answer: string): { receiptNo: string | null; error: string | null; retryable: boolean } {
  let parsed: unknown;
  try {
    parsed = JSON.parse(answer);
  } catch {
    parsed = undefined;
  }
  if (statusCode >= 200 && statusCode < 300) {
    const accepted = marketAnswerSchema.safeParse(parsed);
    if (accepted.success) return { receiptNo: accepted.data.receiptNo, error: null, retryable: false };
    return { receiptNo: null, error: `HTTP ${statusCode}: the market did not accept it: ${answer.slice(0, 500)}`, retryable: false };
  }
  const reason = (parsed as { message?: unknown; reason?: unknown } | undefined)?.message ?? (parsed as { reason?: unknown } | undefined)?.reason;
  return { receiptNo: null, error: `HTTP ${statusCode}${typeof reason === 'string' ? `: ${reason}` : ''}`, retryable: RETRYABLE_STATUS(statusCode) };
}

/**
 * The deliverer of the sync records (outbox `deliver`, business type ccerOffsetSync): one signed POST of the offset's
 * report to {MARKET_SYNC_URL}/markets/{market}/offsets, idempotent by the offset's id (Idempotency-Key; a re-send is
 * the same key and body), and in the transaction that settles the command, the request and answer
 * (ccer_offset_sync_request) and the sync's status, attempts, receipt and last error.
 */
export function offsetSyncDeliverer(db: Knex, config: Config): Deliverer {
  const base = config.MARKET_SYNC_URL!.replace(/\/+$/, '');
  const secret = config.MARKET_SYNC_SECRET!;
  return {
    backoffSeconds: config.MARKET_SYNC_BACKOFF_SECONDS,
    async send({ businessKey }): Promise<DeliveryResult> {
      const sync = await db('ccer_offset_sync').where({ id: businessKey }).first<{ id: string; offset_id: string; market: string } | undefined>('id', 'offset_id', 'market');
      if (!sync) return { delivered: false, retryable: false, error: `no sync ${businessKey}`, record: async () => {} };
      const payload = await offsetSyncPayload(db, sync.offset_id, sync.market);
      if (!payload) return settle(sync.id, null, false, 'the offset is not retired');
      const body = JSON.stringify(payload);
      const url = `${base}/markets/${encodeURIComponent(sync.market)}/offsets`;
      const headers = { 'Content-Type': 'application/json', ...signedHeaders(secret, sync.offset_id, body) };
      const started = Date.now();
      const attempt: Attempt = { url, headers, body, statusCode: null, answer: null, receiptNo: null, error: null, durationMs: 0 };
      let retryable = true;
      try {
        const res = await fetch(url, { method: 'POST', headers, body, signal: AbortSignal.timeout(config.MARKET_SYNC_TIMEOUT_MS) });
        const answer = await res.text();
        const judged = judge(res.status, answer);
        Object.assign(attempt, { statusCode: res.status, answer: answer.slice(0, ANSWER_KEPT), receiptNo: judged.receiptNo, error: judged.error });
        retryable = judged.retryable;
      } catch (e) {
        // no answer: a timeout or the market unreachable, both worth another attempt
        const err = e as Error & { cause?: { code?: string } };
        attempt.error = err.name === 'TimeoutError' ? `no answer within ${config.MARKET_SYNC_TIMEOUT_MS} ms` : `${err.message}${err.cause?.code ? ` (${err.cause.code})` : ''}`;
      }
      attempt.durationMs = Date.now() - started;
      return settle(sync.id, attempt, retryable, attempt.error);
    },
  };

  function settle(syncId: string, attempt: Attempt | null, retryable: boolean, error: string | null): DeliveryResult {
    const delivered = attempt !== null && attempt.receiptNo !== null;
    return {
      delivered,
      retryable: !delivered && retryable,
      error: error ?? undefined,
      async record(trx, { status, current }) {
        if (attempt) {
          const [{ attempts }] = await trx('ccer_offset_sync').where({ id: syncId }).update({ attempts: trx.raw('attempts + 1'), last_attempt_at: trx.fn.now(), updated_at: trx.fn.now() }).returning('attempts');
          await trx('ccer_offset_sync_request').insert({
            sync_id: syncId,
            attempt: attempts,
            url: attempt.url,
            request_headers: JSON.stringify(attempt.headers),
            request_body: attempt.body,
            status_code: attempt.statusCode,
            response_body: attempt.answer,
            receipt_no: attempt.receiptNo,
            error: attempt.error?.slice(0, 2000) ?? null,
            duration_ms: attempt.durationMs,
          });
        }
        // another dispatcher that took the command over records its outcome
        if (!current) return;
        await trx('ccer_offset_sync')
          .where({ id: syncId })
          .update({
            status: status === 'done' ? 'sent' : status,
            last_error: delivered ? null : (error?.slice(0, 2000) ?? null),
            ...(delivered ? { receipt_no: attempt!.receiptNo, sent_at: trx.fn.now() } : {}),
            updated_at: trx.fn.now(),
          });
      },
    };
  }
}
