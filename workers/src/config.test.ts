import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('workers configuration', () => {
  it('takes the defaults for an empty environment', () => {
    expect(loadConfig({})).toEqual({
      ENGINE_REST_URL: 'http://127.0.0.1:8080/engine-rest',
      ENGINE_REST_USER: 'admin',
      ENGINE_REST_PASSWORD: 'admin',
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/registry',
      DATABASE_POOL_MAX: 5,
      WORKER_MAX_TASKS: 10,
      WORKER_LOCK_MS: 60_000,
      WORKER_LONG_POLL_MS: 20_000,
      WORKER_POLL_INTERVAL_MS: 20,
      LOG_LEVEL: 'info',
    });
  });

  it('reads numbers from strings and treats an empty value as unset', () => {
    const c = loadConfig({ WORKER_MAX_TASKS: '4', WORKER_LOCK_MS: '30000', WORKER_LONG_POLL_MS: '', LOG_LEVEL: 'debug' });
    expect(c.WORKER_MAX_TASKS).toBe(4);
    expect(c.WORKER_LOCK_MS).toBe(30_000);
    expect(c.WORKER_LONG_POLL_MS).toBe(20_000);
    expect(c.LOG_LEVEL).toBe('debug');
    // only plain digits: zod's own coercion read these as 16 and 1000
    expect(() => loadConfig({ WORKER_MAX_TASKS: '0x10' })).toThrow(/WORKER_MAX_TASKS: must be a whole number between 1 and 100/);
    expect(() => loadConfig({ WORKER_LOCK_MS: '1e4' })).toThrow(/WORKER_LOCK_MS: must be a whole number/);
  });

  it('names every bad value with a message a person can act on', () => {
    let error: unknown;
    try {
      loadConfig({
        ENGINE_REST_URL: 'engine:8080',
        DATABASE_URL: 'mysql://x',
        WORKER_MAX_TASKS: 'ten',
        WORKER_LOCK_MS: '500',
        WORKER_LONG_POLL_MS: '2.5',
        LOG_LEVEL: 'loud',
      });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const text = String((error as Error).message);
    expect(text).toMatch(/ENGINE_REST_URL: must be an http\(s\) URL/);
    expect(text).toMatch(/DATABASE_URL: must be a postgres:\/\/ URL/);
    expect(text).toMatch(/WORKER_MAX_TASKS: must be a whole number between 1 and 100/);
    expect(text).toMatch(/WORKER_LOCK_MS: must be at least 1000/);
    expect(text).toMatch(/WORKER_LONG_POLL_MS: must be a whole number/);
    expect(text).toMatch(/LOG_LEVEL: must be one of/);
  });

  it('refuses out-of-range counts', () => {
    expect(() => loadConfig({ WORKER_MAX_TASKS: '0' })).toThrow(/WORKER_MAX_TASKS: must be at least 1/);
    expect(() => loadConfig({ WORKER_LONG_POLL_MS: '3600000' })).toThrow(/WORKER_LONG_POLL_MS: must be at most 1800000/);
  });
});
