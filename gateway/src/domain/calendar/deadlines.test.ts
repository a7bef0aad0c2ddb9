import { describe, expect, it } from 'vitest';
import { fallbackToLog } from './deadlines.ts';

describe('the calendar-day fallback of a start deadline', () => {
  it('is logged once an hour per missing year, not once per submission', () => {
    const loggedAt = new Map<number, number>();
    const t0 = Date.UTC(2026, 11, 28, 2);
    expect(fallbackToLog(2027, t0, loggedAt)).toBe(true);
    expect(fallbackToLog(2027, t0 + 1000, loggedAt)).toBe(false);
    expect(fallbackToLog(2027, t0 + 59 * 60_000, loggedAt)).toBe(false);
    // another year is a message of its own
    expect(fallbackToLog(2028, t0 + 1000, loggedAt)).toBe(true);
    expect(fallbackToLog(2027, t0 + 60 * 60_000, loggedAt)).toBe(true);
    expect(fallbackToLog(2027, t0 + 61 * 60_000, loggedAt)).toBe(false);
  });
});
