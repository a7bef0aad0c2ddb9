import { describe, expect, it } from 'vitest';
import { compactDateTime, isoDay } from './server-time.ts';

describe('server time', () => {
  it('formats yyyymmddhhmmss in China time', () => {
    expect(compactDateTime(new Date('2026-11-21T16:05:09Z'))).toBe('20261122000509');
  });
  it("reads China time as the zone's own formatter does, at every hour over the years and across the old summer time", () => {
    const formatter = new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Shanghai', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' });
    const byFormatter = (d: Date) => {
      const p = Object.fromEntries(formatter.formatToParts(d).map((x) => [x.type, x.value]));
      return `${p.year}${p.month}${p.day}${p.hour}${p.minute}${p.second}`;
    };
    // every 7 hours and 13 minutes from 1986 (summer time) to 2040, and the first moments of 1992
    const moments = [Date.UTC(1991, 11, 31, 15, 59, 59), Date.UTC(1991, 11, 31, 16, 0, 0)];
    for (let t = Date.UTC(1986, 0, 1); t < Date.UTC(2040, 0, 1); t += (7 * 60 + 13) * 60_000 + 17_000) moments.push(t);
    for (const t of moments) expect(compactDateTime(new Date(t))).toBe(byFormatter(new Date(t)));
  });
  it('gives the registry day', () => {
    expect(isoDay(new Date('2026-11-21T15:59:59Z'))).toBe('2026-11-21');
    expect(isoDay(new Date('2026-11-21T16:00:00Z'))).toBe('2026-11-22');
  });
});
