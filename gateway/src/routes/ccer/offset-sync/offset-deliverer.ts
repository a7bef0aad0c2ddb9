import type { Knex } from 'knex';
import { marketAnswerSchema } from '@ccer/contracts';
import { postSigned, settleDeliveredRow, type SignedAttempt } from '../../../domain/connector/signed-post.ts';
import type { Config } from '../../../config.ts';
import type { Deliverer, DeliveryResult } from '../../../domain/outbox.ts';
import { offsetSyncPayload } from './offset-payload.ts';

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
      const attempt = await postSigned({
        url: `${base}/markets/${encodeURIComponent(sync.market)}/offsets`,
        secret,
        idempotencyKey: sync.offset_id,
        body: JSON.stringify(payload),
        timeoutMs: config.MARKET_SYNC_TIMEOUT_MS,
        accepted: marketAnswerSchema,
      });
      return settle(sync.id, attempt, attempt.retryable, attempt.error);
    },
  };

  function settle(syncId: string, attempt: SignedAttempt | null, retryable: boolean, error: string | null): DeliveryResult {
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
        await settleDeliveredRow(trx, { table: 'ccer_offset_sync', id: syncId }, { status, receiptNo: attempt?.receiptNo ?? null, error });
      },
    };
  }
}
