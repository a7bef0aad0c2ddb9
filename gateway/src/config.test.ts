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

  it('refuses the captcha bypass and the development secret in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', CAPTCHA_BYPASS_CODE: '0000', JWT_SECRET: 'x'.repeat(40) })).toThrow(/CAPTCHA_BYPASS_CODE/);
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/JWT_SECRET/);
    expect(loadConfig({ NODE_ENV: 'test', CAPTCHA_BYPASS_CODE: '0000' }).CAPTCHA_BYPASS_CODE).toBe('0000');
  });
});
