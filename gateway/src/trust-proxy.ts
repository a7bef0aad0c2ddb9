import { isIP } from 'node:net';

/** Whom TRUST_PROXY trusts: nobody, the given number of hops in front of the gateway, or the proxies' addresses. */
export type TrustProxy = false | number | string[];

/** proxy-addr's names for address ranges (loopback 127.0.0.1/8 and ::1, link-local, private networks). */
const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/**
 * Reads TRUST_PROXY. Trusting every sender of X-Forwarded-For (`true`) is refused: with it any visitor
 * picks its own IP and escapes the per-IP limits and the operator IP allow-list. The gateway trusts the
 * header only from the proxies named here, or from the given number of hops in front of it.
 */
export function parseTrustProxy(value: string | undefined): { trust: TrustProxy } | { error: string } {
  const text = value?.trim().toLowerCase() ?? '';
  if (text === '' || text === 'off' || text === 'false' || text === 'none' || text === '0') return { trust: false };
  if (text === 'true' || text === 'on' || text === '*' || text === 'all') {
    return { error: 'trusting every address lets any client choose its own IP: give the proxies’ addresses (e.g. 10.0.0.5 or 10.0.0.0/24) or a hop count (e.g. 1)' };
  }
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    return hops <= 32 ? { trust: hops } : { error: 'a hop count must be between 0 and 32' };
  }
  const entries = text.split(',').map((e) => e.trim()).filter(Boolean);
  const bad = entries.filter((e) => !validProxyEntry(e));
  if (bad.length) {
    return { error: `“${bad.join('”, “')}” is not an IP address, a CIDR block or one of loopback, linklocal, uniquelocal (or use off, or a hop count)` };
  }
  return { trust: entries };
}

/**
 * Fastify's `trustProxy` for the setting. Fastify 5 takes a bare number as "trust nobody" (a hop count cannot
 * tell a proxy from a client that sends its own X-Forwarded-For), so a hop count becomes proxy-addr's
 * function form: the first `hops` addresses (the socket's, then X-Forwarded-For from the right) are proxies.
 * Use it only when every request reaches the gateway through those proxies; prefer their addresses.
 */
export function fastifyTrustProxy(trust: TrustProxy): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust === 'number') {
    const hops = trust;
    return (_address, hop) => hop < hops;
  }
  return trust;
}

function validProxyEntry(entry: string): boolean {
  if (RANGE_NAMES.has(entry)) return true;
  const [address, bits, extra] = entry.split('/');
  if (extra !== undefined) return false;
  const family = isIP(address);
  if (bits === undefined) return family !== 0;
  if (!/^\d{1,3}$/.test(bits)) return false;
  return (family === 4 && Number(bits) <= 32) || (family === 6 && Number(bits) <= 128);
}
