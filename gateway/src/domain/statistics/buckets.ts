import type { StatisticsPeriod } from '@ccer/contracts';

/**
 * Time buckets in China time (UTC+8, no daylight saving). The aggregates group by the China day as a day number
 * since 1970-01-01 (cheap integer arithmetic in SQL, see CHINA_DAY_SQL); the period's label is made here.
 */
const CHINA_OFFSET_SECONDS = 8 * 3600;

/** SQL of a timestamptz column's China day number. */
export const chinaDaySql = (column: string) => `((extract(epoch from ${column})::bigint + ${CHINA_OFFSET_SECONDS}) / 86400)::int`;

/** The China day (yyyy-MM-dd) of a day number. */
export const dayOfNumber = (n: number): string => new Date(n * 86_400_000).toISOString().slice(0, 10);

/** A day number's period label: yyyy, yyyy-MM or yyyy-MM-dd. */
export function periodOf(dayNumber: number, period: StatisticsPeriod): string {
  const d = dayOfNumber(dayNumber);
  return period === 'year' ? d.slice(0, 4) : period === 'month' ? d.slice(0, 7) : d;
}

/** The instant a China day starts (inclusive lower bound) and the instant after it ends (exclusive upper bound). */
export const chinaDayStart = (day: string): string => `${day}T00:00:00+08:00`;
export function chinaDayEnd(day: string): string {
  const next = new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  return `${next}T00:00:00+08:00`;
}

/** The China year (as a number) of a day number. */
export const yearOfNumber = (n: number): number => Number(dayOfNumber(n).slice(0, 4));
