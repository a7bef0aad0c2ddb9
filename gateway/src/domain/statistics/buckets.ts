import { REGISTRY_OFFSET_MS, type StatisticsPeriod } from '@ccer/contracts';

/**
 * Time buckets in China time (UTC+8, no daylight saving). The aggregates group by the China day as a day number
 * since 1970-01-01 (cheap integer arithmetic in SQL, see CHINA_DAY_SQL); the period's label is made here.
 */
const CHINA_OFFSET_SECONDS = REGISTRY_OFFSET_MS / 1000;

/** SQL of a timestamptz column's China day number. */
export const chinaDaySql = (column: string) => `((extract(epoch from ${column})::bigint + ${CHINA_OFFSET_SECONDS}) / 86400)::int`;

/** The China day (yyyy-MM-dd) of a day number. */
export const dayOfNumber = (n: number): string => new Date(n * 86_400_000).toISOString().slice(0, 10);

/** A day number's period label: yyyy, yyyy-MM or yyyy-MM-dd. */
export function periodOf(dayNumber: number, period: StatisticsPeriod): string {
  const d = dayOfNumber(dayNumber);
  return period === 'year' ? d.slice(0, 4) : period === 'month' ? d.slice(0, 7) : d;
}

/** The China year (as a number) of a day number. */
export const yearOfNumber = (n: number): number => Number(dayOfNumber(n).slice(0, 4));

/** A China day (yyyy-MM-dd) as a day number. */
export const numberOfDay = (day: string): number => Date.parse(`${day}T00:00:00Z`) / 86_400_000;

/**
 * The grains the ledger's figures are folded by (ledger_figure.grain): a row holds a whole year, month or day,
 * keyed by the number of its first day.
 */
export const GRAINS = { year: 1, month: 2, day: 3 } as const;
export type Grain = keyof typeof GRAINS;
const FINER: Record<Grain, Grain | null> = { year: 'month', month: 'day', day: null };

const utc = (n: number) => new Date(n * 86_400_000);
const numberOf = (y: number, m: number, d: number) => Date.UTC(y, m, d) / 86_400_000;
/** The first day of the period (of the grain) a day falls in. */
export function periodStart(n: number, grain: Grain): number {
  const d = utc(n);
  return grain === 'year' ? numberOf(d.getUTCFullYear(), 0, 1) : grain === 'month' ? numberOf(d.getUTCFullYear(), d.getUTCMonth(), 1) : n;
}
/** The first day of the next period. */
function nextPeriod(n: number, grain: Grain): number {
  const d = utc(periodStart(n, grain));
  return grain === 'year' ? numberOf(d.getUTCFullYear() + 1, 0, 1) : grain === 'month' ? numberOf(d.getUTCFullYear(), d.getUTCMonth() + 1, 1) : n + 1;
}

/** Folded rows of one grain whose first day lies in [from, to] (a null bound is open). */
export interface Piece {
  grain: Grain;
  from: number | null;
  to: number | null;
}

/**
 * A range of China days [from, to] (a null bound is open) as the fewest folded rows: the whole periods of the coarsest
 * grain inside it, then the rest at finer grains. `coarsest` is the coarsest grain the reader can use (a report by
 * month cannot read whole years). An empty range covers nothing.
 */
export function coverDays(from: number | null, to: number | null, coarsest: Grain): Piece[] {
  if (from !== null && to !== null && from > to) return [];
  const finer = FINER[coarsest];
  if (!finer || (from === null && to === null)) return [{ grain: coarsest, from, to }];
  // the first whole period at or after `from`, the last whole one ending at or before `to`
  const first = from === null ? null : periodStart(from, coarsest) === from ? from : nextPeriod(from, coarsest);
  const last = to === null ? null : nextPeriod(to, coarsest) === to + 1 ? periodStart(to, coarsest) : periodStart(periodStart(to, coarsest) - 1, coarsest);
  if (first !== null && last !== null && first > last) return coverDays(from, to, finer);
  const pieces: Piece[] = [{ grain: coarsest, from: first, to: last }];
  if (from !== null && first !== null && from < first) pieces.push(...coverDays(from, first - 1, finer));
  if (to !== null && last !== null) {
    const after = nextPeriod(last, coarsest);
    if (after <= to) pieces.push(...coverDays(after, to, finer));
  }
  return pieces;
}
