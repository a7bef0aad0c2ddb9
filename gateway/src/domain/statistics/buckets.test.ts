import { describe, expect, it } from 'vitest';
import { chinaDayEnd, chinaDayStart, dayOfNumber, periodOf, yearOfNumber } from './buckets.ts';

/** The day number SQL computes: (epoch seconds + 8 h) / 1 day, rounded down. */
const sqlDay = (iso: string) => Math.floor((Date.parse(iso) / 1000 + 8 * 3600) / 86400);

describe('China time buckets', () => {
  it('puts an instant on its China day, not its UTC day', () => {
    // 2025-12-31 16:30 UTC is 2026-01-01 00:30 in China
    expect(dayOfNumber(sqlDay('2025-12-31T16:30:00Z'))).toBe('2026-01-01');
    expect(dayOfNumber(sqlDay('2025-12-31T15:59:59Z'))).toBe('2025-12-31');
    expect(yearOfNumber(sqlDay('2025-12-31T16:00:00Z'))).toBe(2026);
  });
  it('labels a period by year, month or day', () => {
    const n = sqlDay('2026-03-05T02:00:00Z');
    expect(periodOf(n, 'year')).toBe('2026');
    expect(periodOf(n, 'month')).toBe('2026-03');
    expect(periodOf(n, 'day')).toBe('2026-03-05');
  });
  it('bounds a day range in China time, the end exclusive on the next day', () => {
    expect(chinaDayStart('2026-02-28')).toBe('2026-02-28T00:00:00+08:00');
    expect(chinaDayEnd('2026-02-28')).toBe('2026-03-01T00:00:00+08:00');
    expect(chinaDayEnd('2024-12-31')).toBe('2025-01-01T00:00:00+08:00');
    expect(Date.parse(chinaDayStart('2026-01-01'))).toBe(Date.parse('2025-12-31T16:00:00Z'));
  });
});
