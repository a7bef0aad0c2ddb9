import { describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { fastifyTrustProxy, parseTrustProxy, type TrustProxy } from './trust-proxy.ts';
import { loadConfig } from './config.ts';

describe('TRUST_PROXY', () => {
  it('trusts nobody by default and when off', () => {
    for (const v of [undefined, '', ' ', 'off', 'OFF', 'false', 'none', '0']) expect(parseTrustProxy(v)).toEqual({ trust: false });
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'off' }).TRUST_PROXY).toBe(false);
  });

  it('takes a hop count', () => {
    expect(parseTrustProxy('1')).toEqual({ trust: 1 });
    expect(loadConfig({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(parseTrustProxy('33')).toHaveProperty('error');
  });

  it('takes a list of proxy addresses, CIDR blocks and range names', () => {
    expect(parseTrustProxy('127.0.0.1')).toEqual({ trust: ['127.0.0.1'] });
    expect(parseTrustProxy(' 10.0.0.5, 10.1.0.0/16 ,::1,fd00::/8, loopback')).toEqual({ trust: ['10.0.0.5', '10.1.0.0/16', '::1', 'fd00::/8', 'loopback'] });
    expect(loadConfig({ TRUST_PROXY: '192.168.0.0/24,uniquelocal' }).TRUST_PROXY).toEqual(['192.168.0.0/24', 'uniquelocal']);
  });

  it('refuses trusting everyone and names bad entries', () => {
    for (const v of ['true', 'on', '*']) expect(() => loadConfig({ TRUST_PROXY: v })).toThrow(/TRUST_PROXY: trusting every address lets any client choose its own IP/);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.1,proxy.local,10.0.0.0/33' })).toThrow(/TRUST_PROXY: “proxy\.local”, “10\.0\.0\.0\/33” is not an IP address/);
    expect(parseTrustProxy('1.2.3.4/8/1')).toHaveProperty('error');
    expect(parseTrustProxy('::1/129')).toHaveProperty('error');
  });

  it('gives Fastify a request.ip that only the trusted proxies can change', async () => {
    const ipSeen = async (trust: TrustProxy, remoteAddress: string, forwardedFor: string) => {
      const app = Fastify({ logger: false, trustProxy: fastifyTrustProxy(trust) });
      app.get('/ip', async (request) => request.ip);
      const r = await app.inject({ method: 'GET', url: '/ip', remoteAddress, headers: { 'x-forwarded-for': forwardedFor } });
      await app.close();
      return r.body;
    };
    // off: a forged header changes nothing
    expect(await ipSeen(false, '127.0.0.1', '203.0.113.9')).toBe('127.0.0.1');
    // a named proxy: its header is believed; anyone else's is not
    expect(await ipSeen(['127.0.0.1'], '127.0.0.1', '203.0.113.9')).toBe('203.0.113.9');
    expect(await ipSeen(['127.0.0.1'], '198.51.100.7', '203.0.113.9')).toBe('198.51.100.7');
    expect(await ipSeen(['10.0.0.0/8'], '10.1.2.3', '192.0.2.1, 203.0.113.9')).toBe('203.0.113.9');
    // hops: the nth address from the gateway (Fastify 5 alone would trust nobody for a bare number)
    expect(await ipSeen(1, '127.0.0.1', '192.0.2.1, 203.0.113.9')).toBe('203.0.113.9');
    expect(await ipSeen(2, '127.0.0.1', '192.0.2.1, 203.0.113.9')).toBe('192.0.2.1');
  });
});
