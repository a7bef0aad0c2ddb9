import { describe, expect, it } from 'vitest';
import { defaultYear, monthBounds } from './calendar-days.ts';

describe('calendar init days', () => {
  it('makes every day of a year, Saturdays and Sundays rest days', () => {
    const y2026 = defaultYear(2026);
    expect(y2026).toHaveLength(365);
    expect(y2026[0]).toEqual({ calDate: '2026-01-01', nature: '1' }); // Thursday
    expect(y2026[2]).toEqual({ calDate: '2026-01-03', nature: '2' }); // Saturday
    expect(y2026[3]).toEqual({ calDate: '2026-01-04', nature: '2' }); // Sunday
    expect(y2026.at(-1)).toEqual({ calDate: '2026-12-31', nature: '1' });
    expect(y2026.filter((d) => d.nature === '2')).toHaveLength(104);
    expect(defaultYear(2028)).toHaveLength(366);
  });

  it('bounds a month', () => {
    expect(monthBounds(2028, 2)).toEqual(['2028-02-01', '2028-02-29']);
    expect(monthBounds(2026, 2)).toEqual(['2026-02-01', '2026-02-28']);
    expect(monthBounds(2026, 12)).toEqual(['2026-12-01', '2026-12-31']);
  });
});
