import type { Knex } from 'knex';
import { marketAnswerSchema } from '@ccer/contracts';
import { signedDeliverer } from '../../../domain/connector/signed-deliverer.ts';
import type { Config } from '../../../config.ts';
import type { Deliverer } from '../../../domain/outbox.ts';
import { offsetSyncPayload } from './offset-payload.ts';

interface SyncRow {
  id: string;
  offset_id: string;
  market: string;
}

/**
 * The deliverer of the sync records (outbox `deliver`, business type ccerOffsetSync): one signed POST of the offset's
 * report to {MARKET_SYNC_URL}/markets/{market}/offsets, idempotent by the offset's id (Idempotency-Key; a re-send is
 * the same key and body); each attempt's request and answer are kept (ccer_offset_sync_request).
 */
export function offsetSyncDeliverer(db: Knex, config: Config): Deliverer {
  const base = config.MARKET_SYNC_URL!.replace(/\/+$/, '');
  return signedDeliverer<SyncRow>({
    table: 'ccer_offset_sync',
    secret: config.MARKET_SYNC_SECRET!,
    timeoutMs: config.MARKET_SYNC_TIMEOUT_MS,
    backoffSeconds: config.MARKET_SYNC_BACKOFF_SECONDS,
    accepted: marketAnswerSchema,
    load: (id) => db('ccer_offset_sync').where({ id }).first<SyncRow | undefined>('id', 'offset_id', 'market'),
    async call(sync) {
      const payload = await offsetSyncPayload(db, sync.offset_id, sync.market);
      if (!payload) return { refusal: 'the offset is not retired' };
      return { url: `${base}/markets/${encodeURIComponent(sync.market)}/offsets`, idempotencyKey: sync.offset_id, body: JSON.stringify(payload) };
    },
    logAttempt: (trx, sync, attempt, attempts) =>
      trx('ccer_offset_sync_request').insert({
        sync_id: sync.id,
        attempt: attempts,
        url: attempt.url,
        request_headers: JSON.stringify(attempt.headers),
        request_body: attempt.body,
        status_code: attempt.statusCode,
        response_body: attempt.answer,
        receipt_no: attempt.receiptNo,
        error: attempt.error?.slice(0, 2000) ?? null,
        duration_ms: attempt.durationMs,
      }),
  });
}
