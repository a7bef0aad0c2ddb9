import { describe, expect, it } from 'vitest';
import dayjs from 'dayjs';
import { nextYearToInitialise } from './next-year-calendar';

describe('the next year whose trade calendar should be ready', () => {
  it('is asked for from October 1 to December 31 of the registry year', () => {
    expect(nextYearToInitialise(dayjs('2026-09-30'))).toBeUndefined();
    expect(nextYearToInitialise(dayjs('2026-01-01'))).toBeUndefined();
    expect(nextYearToInitialise(dayjs('2026-10-01'))).toBe(2027);
    expect(nextYearToInitialise(dayjs('2026-12-31'))).toBe(2027);
  });
});
