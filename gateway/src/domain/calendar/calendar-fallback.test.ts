import { describe, expect, it } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import { countedInCalendarDays, fallbackToLog } from './calendar-fallback.ts';
import { CalendarNotInitialisedError } from './working-days.ts';

describe('a count in calendar days for a year without a trade calendar', () => {
  it('is logged once an hour per missing year and count, not once per submission', () => {
    const loggedAt = new Map<string, number>();
    const t0 = Date.UTC(2026, 11, 28, 2);
    expect(fallbackToLog('2027 deadline', t0, loggedAt)).toBe(true);
    expect(fallbackToLog('2027 deadline', t0 + 1000, loggedAt)).toBe(false);
    expect(fallbackToLog('2027 deadline', t0 + 59 * 60_000, loggedAt)).toBe(false);
    // another year, another count: a message of its own
    expect(fallbackToLog('2028 deadline', t0 + 1000, loggedAt)).toBe(true);
    expect(fallbackToLog('2027 publicity', t0 + 1000, loggedAt)).toBe(true);
    expect(fallbackToLog('2027 deadline', t0 + 60 * 60_000, loggedAt)).toBe(true);
    expect(fallbackToLog('2027 deadline', t0 + 61 * 60_000, loggedAt)).toBe(false);
  });

  it('writes one warning naming the year and the count for many calls, and throws any other error on', () => {
    const lines: Array<{ year: number; msg: string }> = [];
    const log = { warn: (fields: { year: number }, msg: string) => void lines.push({ ...fields, msg }) } as unknown as FastifyBaseLogger;
    const t0 = Date.UTC(2031, 0, 2, 2);
    for (let i = 0; i < 50; i++) countedInCalendarDays(log, new CalendarNotInitialisedError(2031), 'publicity', t0 + i * 1000);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ year: 2031, msg: expect.stringContaining('publicity counted in calendar days') });
    const other = new Error('connection refused');
    expect(() => countedInCalendarDays(log, other, 'publicity', t0)).toThrow(other);
  });
});
