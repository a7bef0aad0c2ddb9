import { describe, expect, it } from 'vitest';
import { checkCode, checkSend, hashCode, newCode, refusalToken, type SendHistory } from './rules.ts';

const limits = { resendSeconds: 60, dailyPerPhone: 10, hourlyPerIp: 30 };
const quiet: SendHistory = { lastToPhoneAt: null, toPhoneToday: 0, fromIpInHour: 0, oldestFromIpInHourAt: null };
const now = new Date('2026-11-21T10:00:00Z'); // 18:00 in China

describe('SMS code rules', () => {
  it('makes six-digit codes, keeping leading zeros, and random ones within range', () => {
    expect(newCode(() => 42)).toBe('000042');
    for (let i = 0; i < 50; i++) expect(newCode()).toMatch(/^\d{6}$/);
  });

  it('binds the stored hash to phone and purpose', () => {
    const h = hashCode('13812345678', 'forget', '123456');
    expect(h).toMatch(/^[0-9a-f]{64}$/);
    expect(hashCode('13812345678', 'forget', '123456')).toBe(h);
    expect(hashCode('13812345679', 'forget', '123456')).not.toBe(h);
    expect(hashCode('13812345678', 'login', '123456')).not.toBe(h);
  });

  it('refuses a second code to the same phone within the resend interval and says how long to wait', () => {
    const v = checkSend(now, { ...quiet, lastToPhoneAt: new Date(now.getTime() - 15_000), toPhoneToday: 1 }, limits);
    expect(v).toEqual({ ok: false, messageToken: 'smsTooFrequent', retryAfterSeconds: 45 });
    expect(refusalToken(v as Extract<typeof v, { ok: false }>)).toBe('smsTooFrequent:45');
    expect(checkSend(now, { ...quiet, lastToPhoneAt: new Date(now.getTime() - 60_000), toPhoneToday: 1 }, limits)).toEqual({ ok: true });
  });

  it('refuses after the daily limit per phone until midnight China time', () => {
    const v = checkSend(now, { ...quiet, lastToPhoneAt: new Date(now.getTime() - 3600_000), toPhoneToday: 10 }, limits);
    expect(v).toEqual({ ok: false, messageToken: 'smsDailyLimit', retryAfterSeconds: 6 * 3600 });
    expect(checkSend(now, { ...quiet, toPhoneToday: 9 }, limits).ok).toBe(true);
  });

  it('refuses after the hourly limit per IP until the oldest request leaves the hour (in minutes)', () => {
    const v = checkSend(now, { ...quiet, fromIpInHour: 30, oldestFromIpInHourAt: new Date(now.getTime() - 50 * 60_000) }, limits);
    expect(v).toEqual({ ok: false, messageToken: 'smsIpLimit', retryAfterSeconds: 600 });
    expect(refusalToken(v as Extract<typeof v, { ok: false }>)).toBe('smsIpLimit:10');
  });

  it('accepts a code once, before it expires and before too many wrong guesses', () => {
    const typed = hashCode('13812345678', 'forget', '123456');
    const stored = { codeHash: typed, expiresAt: new Date(now.getTime() + 1000), attempts: 0, consumedAt: null };
    expect(checkCode(now, stored, typed, 5)).toBe('ok');
    expect(checkCode(now, stored, hashCode('13812345678', 'forget', '654321'), 5)).toBe('wrong');
    expect(checkCode(now, { ...stored, expiresAt: now }, typed, 5)).toBe('expired');
    expect(checkCode(now, { ...stored, attempts: 5 }, typed, 5)).toBe('exhausted');
    expect(checkCode(now, { ...stored, consumedAt: now }, typed, 5)).toBe('consumed');
  });
});
