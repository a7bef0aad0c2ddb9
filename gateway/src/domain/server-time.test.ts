import { describe, expect, it } from 'vitest';
import { compactDateTime, isoDay } from './server-time.ts';

describe('server time', () => {
  it('formats yyyymmddhhmmss in China time', () => {
    expect(compactDateTime(new Date('2026-11-21T16:05:09Z'))).toBe('20261122000509');
  });
  it('gives the registry day', () => {
    expect(isoDay(new Date('2026-11-21T15:59:59Z'))).toBe('2026-11-21');
    expect(isoDay(new Date('2026-11-21T16:00:00Z'))).toBe('2026-11-22');
  });
});
