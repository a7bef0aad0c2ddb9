import type { Knex } from 'knex';
import type { z } from 'zod';
import type { Deliverer, DeliveryResult } from '../outbox.ts';
import { postSigned, settleDeliveredRow, type SignedAttempt } from './signed-post.ts';

/**
 * A link's deliveries as a declaration (ARCHITECTURE §6a): the outbox's `deliver` command of a business type names a
 * row of `table` (status, attempts, last_attempt_at, last_error, receipt_no, sent_at, updated_at); each attempt is one
 * signed POST (postSigned), and in the transaction that settles the command the row counts the attempt, the link's
 * request log keeps it, and the row takes the outcome (settleDeliveredRow). The exchange's messages and the markets'
 * offset syncs are two such declarations.
 */
export interface SignedDelivery<Row extends { id: string }> {
  table: string;
  secret: string;
  timeoutMs: number;
  backoffSeconds: readonly number[];
  /** What an accepted answer looks like ({ code: 0, receiptNo }). */
  accepted: z.ZodType<{ receiptNo: string }>;
  /** The row behind the command's business key; none: the command fails for good. */
  load(businessKey: string): Promise<Row | undefined>;
  /** The call the row makes (the same key and body on every attempt), or why none can be made: a final failure. */
  call(row: Row): Promise<{ url: string; idempotencyKey: string; body: string } | { refusal: string }>;
  /** Keeps the attempt in the link's request log, `attempts` the row's count with this one. */
  logAttempt(trx: Knex.Transaction, row: Row, attempt: SignedAttempt, attempts: number): Promise<void>;
}

export function signedDeliverer<Row extends { id: string }>(d: SignedDelivery<Row>): Deliverer {
  return {
    backoffSeconds: d.backoffSeconds,
    async send({ businessKey }): Promise<DeliveryResult> {
      const row = await d.load(businessKey);
      if (!row) return { delivered: false, retryable: false, error: `no ${d.table} row ${businessKey}`, record: async () => {} };
      const call = await d.call(row);
      if ('refusal' in call) return outcome(row, null, call.refusal);
      const attempt = await postSigned({ ...call, secret: d.secret, timeoutMs: d.timeoutMs, accepted: d.accepted });
      return outcome(row, attempt, attempt.error);
    },
  };

  function outcome(row: Row, attempt: SignedAttempt | null, error: string | null): DeliveryResult {
    const receiptNo = attempt?.receiptNo ?? null;
    return {
      delivered: receiptNo !== null,
      retryable: receiptNo === null && (attempt?.retryable ?? false),
      error: error ?? undefined,
      async record(trx, { status, current }) {
        if (attempt) {
          const [{ attempts }] = await trx(d.table)
            .where({ id: row.id })
            .update({ attempts: trx.raw('attempts + 1'), last_attempt_at: trx.fn.now(), updated_at: trx.fn.now() })
            .returning('attempts');
          await d.logAttempt(trx, row, attempt, attempts);
        }
        // another dispatcher that took the command over records its outcome
        if (!current) return;
        await settleDeliveredRow(trx, { table: d.table, id: row.id }, { status, receiptNo, error });
      },
    };
  }
}
