import { describe, expect, it } from 'vitest';
import { addWorkingDaysIn, CalendarNotInitialisedError, workingDaysBetweenIn, type CalendarData } from './working-days.ts';
import { endOfRegistryDay, registryIso } from './deadlines.ts';
import { addCalendarDays } from './registry-days.ts';

/** A calendar as init builds it (weekends rest days), with changes on top. */
function calendar(years: number[], changes: { holidays?: string[]; workdays?: string[] } = {}): CalendarData {
  const nonWorking = new Set<string>();
  for (const year of years) {
    for (let d = `${year}-01-01`; d.startsWith(String(year)); d = addCalendarDays(d, 1)) {
      const weekday = new Date(`${d}T00:00:00Z`).getUTCDay();
      if (weekday === 0 || weekday === 6) nonWorking.add(d);
    }
  }
  changes.holidays?.forEach((d) => nonWorking.add(d));
  changes.workdays?.forEach((d) => nonWorking.delete(d));
  return { initialisedYears: new Set(years), nonWorking };
}

describe('working days', () => {
  // 2026-11-20 is a Friday, 2026-11-21 a Saturday
  const cal = calendar([2026, 2027]);

  it('skips weekends', () => {
    expect(addWorkingDaysIn(cal, '2026-11-20', 1)).toBe('2026-11-23');
    expect(addWorkingDaysIn(cal, '2026-11-21', 5)).toBe('2026-11-27');
    expect(addWorkingDaysIn(cal, '2026-11-16', 5)).toBe('2026-11-23');
    expect(workingDaysBetweenIn(cal, '2026-11-20', '2026-11-27')).toBe(5);
    expect(workingDaysBetweenIn(cal, '2026-11-27', '2026-11-20')).toBe(0);
  });

  it('skips holidays', () => {
    const national = calendar([2026], { holidays: ['2026-10-01', '2026-10-02', '2026-10-05', '2026-10-06', '2026-10-07'] });
    // Wednesday 30 September + 1 → Thursday 8 October
    expect(addWorkingDaysIn(national, '2026-09-30', 1)).toBe('2026-10-08');
    expect(workingDaysBetweenIn(national, '2026-09-30', '2026-10-09')).toBe(2);
  });

  it('counts a make-up working Saturday', () => {
    const makeUp = calendar([2026], { workdays: ['2026-11-21'] });
    expect(addWorkingDaysIn(makeUp, '2026-11-20', 1)).toBe('2026-11-21');
    expect(addWorkingDaysIn(makeUp, '2026-11-20', 2)).toBe('2026-11-23');
    expect(workingDaysBetweenIn(makeUp, '2026-11-20', '2026-11-23')).toBe(2);
  });

  it('crosses into the next year when it is initialised', () => {
    // Thursday 31 December 2026; 1 January 2027 a holiday, then the weekend
    const newYear = calendar([2026, 2027], { holidays: ['2027-01-01'] });
    expect(addWorkingDaysIn(newYear, '2026-12-31', 1)).toBe('2027-01-04');
    expect(workingDaysBetweenIn(newYear, '2026-12-30', '2027-01-05')).toBe(3);
  });

  it('refuses to count into a year that is not initialised', () => {
    const only2026 = calendar([2026]);
    expect(() => addWorkingDaysIn(only2026, '2026-12-30', 5)).toThrow(CalendarNotInitialisedError);
    try {
      addWorkingDaysIn(only2026, '2026-12-30', 5);
    } catch (e) {
      expect((e as CalendarNotInitialisedError).year).toBe(2027);
      expect((e as CalendarNotInitialisedError).message).toBe('calendarNotInitialised');
      expect((e as CalendarNotInitialisedError).status).toBe(400);
    }
    // within the initialised year it still works
    expect(addWorkingDaysIn(only2026, '2026-12-28', 2)).toBe('2026-12-30');
  });

  it('n = 0 is the day itself, or the next working day when it is a rest day', () => {
    expect(addWorkingDaysIn(cal, '2026-11-20', 0)).toBe('2026-11-20');
    expect(addWorkingDaysIn(cal, '2026-11-21', 0)).toBe('2026-11-23');
    expect(workingDaysBetweenIn(cal, '2026-11-20', '2026-11-20')).toBe(0);
    expect(() => addWorkingDaysIn(cal, '2026-11-20', -1)).toThrow(RangeError);
  });

  it('handles leap days and long spans', () => {
    const leap = calendar([2028]);
    // Monday 28 February 2028 + 1 → Tuesday 29 February
    expect(addWorkingDaysIn(leap, '2028-02-28', 1)).toBe('2028-02-29');
    expect(workingDaysBetweenIn(leap, '2027-12-31', '2028-12-31')).toBe(260);
    // 2026 has 261 weekdays, the first on Thursday 1 January and the last on Thursday 31 December
    expect(addWorkingDaysIn(cal, '2026-01-01', 260)).toBe('2026-12-31');
    expect(addWorkingDaysIn(cal, '2026-01-01', 261)).toBe('2027-01-01');
  });
});

describe('deadlines', () => {
  it('end at the last second of the registry day (UTC+8)', () => {
    expect(endOfRegistryDay('2026-11-27').toISOString()).toBe('2026-11-27T15:59:59.000Z');
    expect(registryIso(endOfRegistryDay('2026-11-27'))).toBe('2026-11-27T23:59:59+08:00');
  });
});
