import { describe, expect, it } from 'vitest';
import { loadConfig, ConfigError } from './config.ts';

describe('gateway configuration', () => {
  it('takes defaults for an empty environment', () => {
    const c = loadConfig({});
    expect(c.PORT).toBe(3000);
    expect(c.SEED_DEMO).toBe(true);
  });

  it('names each bad value', () => {
    expect(() => loadConfig({ PORT: 'abc', ENGINE_REST_URL: 'nope' })).toThrow(ConfigError);
    try {
      loadConfig({ PORT: '70000', ENGINE_REST_URL: 'nope' });
    } catch (e) {
      expect(String(e)).toMatch(/PORT/);
      expect(String(e)).toMatch(/ENGINE_REST_URL: must be a URL/);
    }
  });

  it('reads a number only as plain digits, and words the refusal for an operator (no message token)', () => {
    expect(loadConfig({ PORT: '3100', SESSION_HOURS: '1.5' })).toMatchObject({ PORT: 3100, SESSION_HOURS: 1.5 });
    for (const PORT of ['0x10', '1e3', 'abc']) expect(() => loadConfig({ PORT })).toThrow(/PORT: PORT must be a number$/m);
    expect(() => loadConfig({ PORT: '0' })).toThrow(/PORT: PORT must not be less than 1$/m);
  });

  it('refuses the captcha bypass and the development secret in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', CAPTCHA_BYPASS_CODE: '0000', JWT_SECRET: 'x'.repeat(40) })).toThrow(/CAPTCHA_BYPASS_CODE/);
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/JWT_SECRET/);
    expect(loadConfig({ NODE_ENV: 'test', CAPTCHA_BYPASS_CODE: '0000' }).CAPTCHA_BYPASS_CODE).toBe('0000');
  });

  it('reads the markets’ address, secret and back-off, and wants a secret with an address', () => {
    const c = loadConfig({ MARKET_SYNC_URL: 'http://127.0.0.1:9100', MARKET_SYNC_SECRET: 's'.repeat(32), MARKET_SYNC_BACKOFF_SECONDS: '1, 2,3' });
    expect(c.MARKET_SYNC_BACKOFF_SECONDS).toEqual([1, 2, 3]);
    expect(loadConfig({}).MARKET_SYNC_BACKOFF_SECONDS).toEqual([5, 30, 120, 600, 1800]);
    expect(() => loadConfig({ MARKET_SYNC_URL: 'http://127.0.0.1:9100' })).toThrow(/MARKET_SYNC_SECRET/);
    expect(() => loadConfig({ MARKET_SYNC_BACKOFF_SECONDS: '5,,30' })).toThrow(/MARKET_SYNC_BACKOFF_SECONDS/);
  });

  it('reads the system mode the web build reads (A unless B), one message for a bad value', () => {
    expect(loadConfig({}).VITE_SYSTEM_MODE).toBe('A');
    expect(loadConfig({ VITE_SYSTEM_MODE: 'B' }).VITE_SYSTEM_MODE).toBe('B');
    expect(() => loadConfig({ VITE_SYSTEM_MODE: 'b' })).toThrow(ConfigError);
    try {
      loadConfig({ VITE_SYSTEM_MODE: 'C', PORT: 'abc' });
      expect.unreachable();
    } catch (e) {
      const lines = String((e as Error).message).split('\n').filter((l) => l.includes('VITE_SYSTEM_MODE'));
      expect(lines).toEqual(['  VITE_SYSTEM_MODE: must be A or B']);
      expect(String(e)).toMatch(/PORT/);
    }
  });
});
