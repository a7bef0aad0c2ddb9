import { describe, expect, it } from 'vitest';
import { day, iso, isoNonNull } from './timestamps.ts';

describe('timestamps as the API sends them', () => {
  it('gives a time in UTC ISO 8601 from a Date or a database string, and null for none', () => {
    expect(iso(new Date('2026-12-05T10:00:00+08:00'))).toBe('2026-12-05T02:00:00.000Z');
    expect(iso('2026-12-05 10:00:00+08')).toBe('2026-12-05T02:00:00.000Z');
    expect(iso(null)).toBeNull();
    expect(iso(undefined)).toBeNull();
    expect(isoNonNull('2026-01-01T00:00:00Z')).toBe('2026-01-01T00:00:00.000Z');
  });

  it('gives a date as yyyy-MM-dd: the text as read, a Date by its own fields', () => {
    expect(day('2026-12-05')).toBe('2026-12-05');
    expect(day('2026-12-05T00:00:00')).toBe('2026-12-05');
    // a Date at local midnight (how pg makes a date without the text parser) keeps its day in any zone
    expect(day(new Date(2026, 11, 5))).toBe('2026-12-05');
    expect(day(null)).toBeNull();
    expect(day('')).toBeNull();
  });
});
