import { describe, expect, it } from 'vitest';
import { coverDays, dayOfNumber, numberOfDay, periodOf, periodStart, yearOfNumber, type Grain, type Piece } from './buckets.ts';

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

  describe('a day range as folded periods', () => {
    const inPiece = (day: number, p: Piece) => {
      const start = periodStart(day, p.grain);
      return (p.from === null || start >= p.from) && (p.to === null || start <= p.to);
    };
    const d = numberOfDay;
    it('covers every day of the range once and no day outside it, whatever the range and the coarsest grain', () => {
      const window = { from: d('2023-11-01'), to: d('2027-02-28') };
      const bounds = [null, d('2024-01-01'), d('2024-02-29'), d('2024-03-01'), d('2024-12-31'), d('2025-01-01'), d('2025-03-15'), d('2025-09-10'), d('2026-12-31')];
      const wrong: string[] = [];
      for (const grain of ['year', 'month', 'day'] as Grain[]) {
        for (const from of bounds) {
          for (const to of bounds) {
            const pieces = coverDays(from, to, grain);
            for (let day = window.from; day <= window.to; day++) {
              const inRange = (from === null || day >= from) && (to === null || day <= to);
              const times = pieces.filter((p) => inPiece(day, p)).length;
              if (times !== (inRange ? 1 : 0)) wrong.push(`${grain} ${from}..${to}: ${dayOfNumber(day)} read ${times} times`);
            }
            // never a grain coarser than asked
            if (grain !== 'year') expect(pieces.every((p) => p.grain !== 'year')).toBe(true);
            if (grain === 'day') expect(pieces.every((p) => p.grain === 'day')).toBe(true);
          }
        }
      }
      expect(wrong.slice(0, 5)).toEqual([]);
    });
    it('reads whole years where it can, then whole months, then days', () => {
      expect(coverDays(null, null, 'year')).toEqual([{ grain: 'year', from: null, to: null }]);
      expect(coverDays(d('2025-01-01'), d('2025-12-31'), 'year')).toEqual([{ grain: 'year', from: d('2025-01-01'), to: d('2025-01-01') }]);
      expect(coverDays(d('2025-03-15'), d('2025-09-10'), 'year')).toEqual([
        { grain: 'month', from: d('2025-04-01'), to: d('2025-08-01') },
        { grain: 'day', from: d('2025-03-15'), to: d('2025-03-31') },
        { grain: 'day', from: d('2025-09-01'), to: d('2025-09-10') },
      ]);
      expect(coverDays(d('2025-03-15'), d('2025-03-14'), 'year')).toEqual([]);
    });
  });
});
