import type { Knex } from 'knex';
import type { ExchangeCallKind, SignatureResult } from '@ccer/contracts';
import { signedDigest, SIGNATURE_HEADER, TIMESTAMP_HEADER } from '@ccer/contracts/connector/signature';
import { ANSWER_KEPT } from '../../domain/connector/signed-post.ts';

/** One call between the registry and the exchange, either way, as the call log and the signature log keep it. */
export interface ExchangeCall {
  direction: 'out' | 'in';
  kind: ExchangeCallKind;
  method: string;
  url: string;
  messageId?: string | null;
  businessNo?: string | null;
  idempotencyKey?: string | null;
  /** As sent or received; a received call's are kept but for its credentials (there are none: the signature is not one). */
  headers: Record<string, string>;
  body: string;
  statusCode: number | null;
  answer: string | null;
  receiptNo?: string | null;
  error?: string | null;
  durationMs: number;
  /** Made by the registry (signed), or checked on a received call (verified or refused, with the reason). */
  signatureResult: SignatureResult;
  signatureReason?: string | null;
}

const header = (headers: Record<string, string>, name: string) => Object.entries(headers).find(([k]) => k.toLowerCase() === name)?.[1];

/** Writes the call (in the caller's transaction, or on its own). */
export async function recordExchangeCall(db: Knex | Knex.Transaction, call: ExchangeCall): Promise<void> {
  const signedAt = header(call.headers, TIMESTAMP_HEADER) ?? null;
  await db('exchange_call').insert({
    direction: call.direction,
    kind: call.kind,
    method: call.method,
    url: call.url.slice(0, 500),
    message_id: call.messageId ?? null,
    business_no: call.businessNo?.slice(0, 64) ?? null,
    idempotency_key: call.idempotencyKey?.slice(0, 128) ?? null,
    request_headers: JSON.stringify(call.headers),
    request_body: call.body,
    status_code: call.statusCode,
    response_body: call.answer?.slice(0, ANSWER_KEPT) ?? null,
    receipt_no: call.receiptNo ?? null,
    error: call.error?.slice(0, 2000) ?? null,
    duration_ms: call.durationMs,
    signed_at: signedAt?.slice(0, 32) ?? null,
    digest: signedDigest(signedAt ?? '', call.body),
    signature: header(call.headers, SIGNATURE_HEADER)?.slice(0, 200) ?? null,
    signature_result: call.signatureResult,
    signature_reason: call.signatureReason?.slice(0, 200) ?? null,
  });
}
