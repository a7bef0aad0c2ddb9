import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { MAX_SKEW_SECONDS, signBody, signedHeaders, verifySignature } from './signature.ts';
import { chinaIso, syncMarketOf } from '../ledger/offset-sync.ts';

/** The signature both sides of a market report use (the gateway signs, the counterpart verifies). */
describe('market request signature', () => {
  const secret = 'a-shared-secret-of-the-market-0123456789';
  const body = JSON.stringify({ offsetNo: 'DX20260301000001', quantity: 10, holder: { name: '某公司' } });
  const now = new Date('2026-03-01T01:30:00Z');

  it('is the hex HMAC-SHA256 of timestamp.body with the secret', () => {
    const headers = signedHeaders(secret, 'offset-id', body, now);
    expect(headers['Idempotency-Key']).toBe('offset-id');
    expect(headers['X-CCER-Timestamp']).toBe(String(now.getTime() / 1000));
    const hex = createHmac('sha256', secret).update(`${headers['X-CCER-Timestamp']}.${body}`).digest('hex');
    expect(headers['X-CCER-Signature']).toBe(`hmac-sha256=${hex}`);
  });

  it('verifies its own signature and refuses any change, another secret or a stale timestamp', () => {
    const h = signedHeaders(secret, 'k', body, now);
    const given = { timestamp: h['X-CCER-Timestamp'], signature: h['X-CCER-Signature'] };
    expect(verifySignature(secret, given, body, now)).toEqual({ ok: true });
    // within the allowed skew either way
    expect(verifySignature(secret, given, body, new Date(now.getTime() + (MAX_SKEW_SECONDS - 1) * 1000))).toEqual({ ok: true });
    expect(verifySignature(secret, given, body, new Date(now.getTime() - (MAX_SKEW_SECONDS - 1) * 1000))).toEqual({ ok: true });
    expect(verifySignature(secret, given, body.replace('10', '11'), now)).toEqual({ ok: false, reason: 'signMismatch' });
    expect(verifySignature('another-secret-of-the-same-length-0123456', given, body, now)).toEqual({ ok: false, reason: 'signMismatch' });
    // the timestamp is signed: moving it breaks the signature
    expect(verifySignature(secret, { ...given, timestamp: String(Number(given.timestamp) + 1) }, body, now)).toEqual({ ok: false, reason: 'signMismatch' });
    expect(verifySignature(secret, given, body, new Date(now.getTime() + (MAX_SKEW_SECONDS + 1) * 1000))).toEqual({ ok: false, reason: `signTimestampSkew:${MAX_SKEW_SECONDS}` });
    expect(verifySignature(secret, { timestamp: given.timestamp }, body, now)).toEqual({ ok: false, reason: 'signHeaderMalformed' });
    expect(verifySignature(secret, { signature: given.signature }, body, now)).toEqual({ ok: false, reason: 'signTimestampMalformed' });
    expect(verifySignature(secret, { ...given, signature: 'hmac-sha256=00' }, body, now)).toEqual({ ok: false, reason: 'signMismatch' });
    expect(signBody(secret, '1', 'x')).not.toBe(signBody(secret, '1', 'y'));
  });

  it('reports compliance kinds to their market, never a voluntary cancellation; times in China time', () => {
    expect(syncMarketOf('country', {})).toBe('national');
    expect(syncMarketOf('pilot', { market: 'shanghai' })).toBe('shanghai');
    expect(syncMarketOf('pilot', { market: 'nowhere' })).toBeNull();
    expect(syncMarketOf('corsia', {})).toBe('corsia');
    expect(syncMarketOf('logout', {})).toBeNull();
    expect(chinaIso('2026-02-28T17:05:09.123Z')).toBe('2026-03-01T01:05:09+08:00');
  });
});
