import { describe, expect, it } from 'vitest';
import { addCalendarDays, calendarDaysBetween, registryDayEnd, registryDayStart, startOfRegistryDayOf } from './registry-days.ts';

describe("the registry's days (China time)", () => {
  it('adds calendar days across months, years and leap days', () => {
    expect(addCalendarDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addCalendarDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addCalendarDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addCalendarDays('2026-12-07', 0)).toBe('2026-12-07');
  });

  it('counts calendar days between two days, negative backwards', () => {
    expect(calendarDaysBetween('2026-11-01', '2026-12-01')).toBe(30);
    expect(calendarDaysBetween('2028-02-01', '2028-03-01')).toBe(29);
    expect(calendarDaysBetween('2026-12-07', '2026-12-07')).toBe(0);
    expect(calendarDaysBetween('2026-12-07', '2026-12-01')).toBe(-6);
    // the count and the addition agree
    expect(addCalendarDays('2026-01-15', calendarDaysBetween('2026-01-15', '2027-03-02'))).toBe('2027-03-02');
  });

  it('begins a day at 16:00 UTC of the day before and ends it at the next one', () => {
    expect(registryDayStart('2026-11-23').toISOString()).toBe('2026-11-22T16:00:00.000Z');
    expect(registryDayEnd('2026-02-28').toISOString()).toBe('2026-02-28T16:00:00.000Z');
    expect(registryDayEnd('2024-12-31').toISOString()).toBe('2024-12-31T16:00:00.000Z');
  });

  it("finds the start of the registry's day a moment falls in", () => {
    // 18:00 in China
    expect(startOfRegistryDayOf(new Date('2026-11-21T10:00:00Z')).toISOString()).toBe('2026-11-20T16:00:00.000Z');
    // 00:30 of the next day in China
    expect(startOfRegistryDayOf(new Date('2026-11-21T16:30:00Z')).toISOString()).toBe('2026-11-21T16:00:00.000Z');
  });
});
