import { describe, expect, it } from 'vitest';
import { isoWeekLabel, mondayOf, weeksOf } from './weeks.ts';

describe('statistics weeks (China days, Monday to Sunday)', () => {
  it('finds the Monday of any day of its week', () => {
    expect(mondayOf('2026-11-23')).toBe('2026-11-23'); // a Monday
    expect(mondayOf('2026-11-29')).toBe('2026-11-23'); // its Sunday
    expect(mondayOf('2026-11-22')).toBe('2026-11-16'); // the Sunday before
    expect(mondayOf('2027-01-01')).toBe('2026-12-28'); // across a year
  });

  it('labels ISO weeks, the first week holding 4 January', () => {
    expect(isoWeekLabel('2026-11-23')).toBe('2026-W48');
    expect(isoWeekLabel('2026-12-28')).toBe('2026-W53');
    expect(isoWeekLabel('2027-01-04')).toBe('2027-W01');
    expect(isoWeekLabel('2024-12-30')).toBe('2025-W01');
  });

  it('lists the weeks of a range newest first, partial weeks included', () => {
    expect(weeksOf('2026-11-04', '2026-11-24')).toEqual(['2026-11-23', '2026-11-16', '2026-11-09', '2026-11-02']);
    expect(weeksOf('2026-11-24', '2026-11-24')).toEqual(['2026-11-23']);
  });
});
