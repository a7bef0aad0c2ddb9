import { describe, expect, it } from 'vitest';
import dayjs from 'dayjs';
import { disableAfterEnd, disableBeforeStart, orderedPair } from './date-range';

describe('date range pickers', () => {
  const d = (s: string) => dayjs(s);

  it('a start may not be after the end', () => {
    const f = disableAfterEnd(d('2024-05-10'), 'day');
    expect(f(d('2024-05-11'))).toBe(true);
    expect(f(d('2024-05-10'))).toBe(false);
    expect(f(d('2024-05-09'))).toBe(false);
  });

  it('an end may not be before the start', () => {
    const f = disableBeforeStart(d('2024-05-10'), 'day');
    expect(f(d('2024-05-09'))).toBe(true);
    expect(f(d('2024-05-10'))).toBe(false);
  });

  it('compares years for year pickers', () => {
    expect(disableAfterEnd(d('2024-01-01'), 'year')(d('2024-12-31'))).toBe(false);
    expect(disableAfterEnd(d('2024-01-01'), 'year')(d('2025-01-01'))).toBe(true);
    expect(disableBeforeStart(d('2024-06-01'), 'year')(d('2024-01-01'))).toBe(false);
  });

  it('nothing is disabled while the other end is empty', () => {
    expect(disableAfterEnd(undefined, 'day')(d('2099-01-01'))).toBe(false);
    expect(disableBeforeStart(null, 'day')(d('1900-01-01'))).toBe(false);
  });

  it('orders a crossed pair', () => {
    const [s, e] = orderedPair([d('2024-05-10'), d('2024-05-01')], 'day');
    expect(s?.format('YYYY-MM-DD')).toBe('2024-05-01');
    expect(e?.format('YYYY-MM-DD')).toBe('2024-05-10');
  });
});
