import type { Knex } from 'knex';
import type { z } from 'zod';
import { signedHeaders } from '@ccer/contracts/connector/signature';

/**
 * One signed call to an outside system (ARCHITECTURE §6a, one connector pattern: the compliance markets' systems, the
 * exchange): a JSON POST with Idempotency-Key, X-CCER-Timestamp and X-CCER-Signature, its answer judged, and all of it
 * kept for the caller's request log. A delivery (outbox `deliver`) makes one such call an attempt.
 */

/** The answer's body as a request log keeps it. */
export const ANSWER_KEPT = 4000;

/** Answers that a later attempt may get past (the system busy or away); any other refusal is final. */
const RETRYABLE_STATUS = (status: number) => status >= 500 || status === 408 || status === 429;

export interface SignedAttempt {
  url: string;
  /** The headers as sent: the signature, never the secret. */
  headers: Record<string, string>;
  body: string;
  /** Null: no answer (a timeout, a refused connection). */
  statusCode: number | null;
  answer: string | null;
  /** The system's receipt when it accepted the call. */
  receiptNo: string | null;
  error: string | null;
  /** Whether trying the same call again may help. */
  retryable: boolean;
  durationMs: number;
}

/** The answer: accepted with its receipt, or what went wrong and whether trying again may help. */
function judge(statusCode: number, answer: string, accepted: z.ZodType<{ receiptNo: string }>): Pick<SignedAttempt, 'receiptNo' | 'error' | 'retryable'> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(answer);
  } catch {
    parsed = undefined;
  }
  if (statusCode >= 200 && statusCode < 300) {
    const ok = accepted.safeParse(parsed);
    if (ok.success) return { receiptNo: ok.data.receiptNo, error: null, retryable: false };
    return { receiptNo: null, error: `HTTP ${statusCode}: not accepted: ${answer.slice(0, 500)}`, retryable: false };
  }
  const reason = (parsed as { message?: unknown; reason?: unknown } | undefined)?.message ?? (parsed as { reason?: unknown } | undefined)?.reason;
  return { receiptNo: null, error: `HTTP ${statusCode}${typeof reason === 'string' ? `: ${reason}` : ''}`, retryable: RETRYABLE_STATUS(statusCode) };
}

export async function postSigned(call: {
  url: string;
  secret: string;
  idempotencyKey: string;
  body: string;
  timeoutMs: number;
  /** What an accepted answer looks like ({ code: 0, receiptNo }). */
  accepted: z.ZodType<{ receiptNo: string }>;
}): Promise<SignedAttempt> {
  const headers = { 'Content-Type': 'application/json', ...signedHeaders(call.secret, call.idempotencyKey, call.body) };
  const started = Date.now();
  const attempt: SignedAttempt = { url: call.url, headers, body: call.body, statusCode: null, answer: null, receiptNo: null, error: null, retryable: true, durationMs: 0 };
  try {
    const res = await fetch(call.url, { method: 'POST', headers, body: call.body, signal: AbortSignal.timeout(call.timeoutMs) });
    const answer = await res.text();
    Object.assign(attempt, { statusCode: res.status, answer: answer.slice(0, ANSWER_KEPT) }, judge(res.status, answer, call.accepted));
  } catch (e) {
    // no answer: a timeout or the system unreachable, both worth another attempt
    const err = e as Error & { cause?: { code?: string } };
    attempt.error = err.name === 'TimeoutError' ? `no answer within ${call.timeoutMs} ms` : `${err.message}${err.cause?.code ? ` (${err.cause.code})` : ''}`;
  }
  attempt.durationMs = Date.now() - started;
  return attempt;
}

/**
 * A delivered row's outcome as the outbox settled its command (`done` reads sent): the status, the last error, and the
 * receipt with the time once the system accepted it. The row's table has status, last_error, receipt_no, sent_at.
 */
export async function settleDeliveredRow(
  trx: Knex.Transaction,
  row: { table: string; id: string },
  outcome: { status: 'done' | 'pending' | 'failed'; receiptNo: string | null; error: string | null },
): Promise<void> {
  const delivered = outcome.receiptNo !== null;
  await trx(row.table)
    .where({ id: row.id })
    .update({
      status: outcome.status === 'done' ? 'sent' : outcome.status,
      last_error: delivered ? null : (outcome.error?.slice(0, 2000) ?? null),
      ...(delivered ? { receipt_no: outcome.receiptNo, sent_at: trx.fn.now() } : {}),
      updated_at: trx.fn.now(),
    });
}
