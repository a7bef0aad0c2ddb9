import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The signature of a call between the registry and an outside system (ARCHITECTURE §6a: the compliance markets,
 * ledger/offset-sync.ts; the exchange, exchange/link.ts), used by whoever sends and whoever receives (the gateway, the
 * development counterparts scripts/*-counterpart.ts): HMAC-SHA256 of `timestamp + "." + body` with the shared
 * secret, hex, sent as `X-CCER-Signature: hmac-sha256=<hex>` beside `X-CCER-Timestamp` (Unix seconds). The timestamp
 * is signed so a captured request cannot be replayed later than the allowed skew.
 * Node only (node:crypto): not exported from the contracts' index, which the web app imports.
 */
export const SIGNATURE_HEADER = 'x-ccer-signature';
export const TIMESTAMP_HEADER = 'x-ccer-timestamp';
export const IDEMPOTENCY_HEADER = 'idempotency-key';
const SCHEME = 'hmac-sha256=';
/** How far a request's timestamp may be from the receiver's clock. */
export const MAX_SKEW_SECONDS = 300;

/** SHA-256 (hex) of what a signature covers, as the signature log keeps it: the timestamp, ".", the body. */
export function signedDigest(timestamp: string, body: string): string {
  return createHash('sha256').update(`${timestamp}.${body}`).digest('hex');
}

export function signBody(secret: string, timestamp: string, body: string): string {
  return SCHEME + createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
}

/** The headers that make a signed request (besides Content-Type). */
export function signedHeaders(secret: string, idempotencyKey: string, body: string, now = new Date()): Record<string, string> {
  const timestamp = String(Math.floor(now.getTime() / 1000));
  return { 'Idempotency-Key': idempotencyKey, 'X-CCER-Timestamp': timestamp, 'X-CCER-Signature': signBody(secret, timestamp, body) };
}

export type Verification = { ok: true } | { ok: false; reason: string };

/**
 * Checks a received request's signature and timestamp; the reason is a message token (area-messages/exchange.ts) that
 * says what is wrong: the receiver answers 401 with its text and the registry's signature log shows it translated.
 */
export function verifySignature(secret: string, headers: { timestamp?: string; signature?: string }, body: string, now = new Date()): Verification {
  const { timestamp, signature } = headers;
  if (!timestamp || !/^\d{1,12}$/.test(timestamp)) return { ok: false, reason: 'signTimestampMalformed' };
  if (Math.abs(now.getTime() / 1000 - Number(timestamp)) > MAX_SKEW_SECONDS) return { ok: false, reason: `signTimestampSkew:${MAX_SKEW_SECONDS}` };
  if (!signature || !signature.startsWith(SCHEME)) return { ok: false, reason: 'signHeaderMalformed' };
  const expected = Buffer.from(signBody(secret, timestamp, body));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'signMismatch' };
  return { ok: true };
}
