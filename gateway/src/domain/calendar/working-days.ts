import type { Knex } from 'knex';
import { dayNatures } from '@ccer/contracts';
import { AppError } from '../../errors.ts';
import { addCalendarDays } from './registry-days.ts';

/**
 * Working-day arithmetic over the trade calendar (architecture §5 deadlines). The core is pure:
 * it works on the set of non-working dates of the initialised years. A day counts as working only
 * when the calendar says so ('1'), never by its weekday, so a make-up working Saturday counts and a
 * weekday holiday does not. Stepping into a year that has not been initialised is an error
 * (处理失败, 请先初始化当前年度！) rather than a guess.
 */
export interface CalendarData {
  /** Years that have their days in the calendar. */
  initialisedYears: ReadonlySet<number>;
  /** Dates (yyyy-MM-dd) of those years that are rest days or holidays. */
  nonWorking: ReadonlySet<string>;
}

export class CalendarNotInitialisedError extends AppError {
  constructor(readonly year: number) {
    super(400, 'BAD_REQUEST', 'calendarNotInitialised');
  }
}

const yearOf = (isoDate: string) => Number(isoDate.slice(0, 4));

export function isWorkingDay(cal: CalendarData, isoDate: string): boolean {
  const year = yearOf(isoDate);
  if (!cal.initialisedYears.has(year)) throw new CalendarNotInitialisedError(year);
  return !cal.nonWorking.has(isoDate);
}

/**
 * The date reached by counting `n` working days after `from` (the n-th working day after it).
 * n = 0 is `from` itself when it is a working day, else the next working day: a deadline never
 * falls on a rest day.
 */
export function addWorkingDaysIn(cal: CalendarData, from: string, n: number): string {
  if (!Number.isInteger(n) || n < 0) throw new RangeError(`n must be a whole number of 0 or more, got ${n}`);
  let day = from;
  if (n === 0) {
    while (!isWorkingDay(cal, day)) day = addCalendarDays(day, 1);
    return day;
  }
  let counted = 0;
  while (counted < n) {
    day = addCalendarDays(day, 1);
    if (isWorkingDay(cal, day)) counted++;
  }
  return day;
}

/** Working days after `from` up to and including `to`; 0 when `to` is not after `from`. */
export function workingDaysBetweenIn(cal: CalendarData, from: string, to: string): number {
  let count = 0;
  for (let day = addCalendarDays(from, 1); day <= to; day = addCalendarDays(day, 1)) {
    if (isWorkingDay(cal, day)) count++;
  }
  return count;
}

// ---- loading from the database

/** The calendar of the years fromYear..toYear in one query: the years that have days, and their non-working dates. */
export async function loadCalendar(db: Knex, fromYear: number, toYear: number): Promise<CalendarData> {
  const rows: Array<{ year: number | string; non_working: string[] | null }> = await db('trade_calendar')
    .whereBetween('year', [fromYear, toYear])
    .groupBy('year')
    .select('year', db.raw(`array_agg(cal_date::text) filter (where nature <> ?) as non_working`, [dayNatures.workday]));
  return { initialisedYears: new Set(rows.map((r) => Number(r.year))), nonWorking: new Set(rows.flatMap((r) => r.non_working ?? [])) };
}

/** Years worth loading for n working days: every real calendar year holds well over 200 of them. */
const yearsFor = (n: number) => Math.ceil(n / 200) + 1;

/**
 * Runs a computation over the calendar loaded from `fromYear`; when the computation walks past the
 * loaded years (a year of unusual holidays), loads further and runs it again.
 */
async function withCalendar<T>(db: Knex, fromYear: number, toYear: number, run: (cal: CalendarData) => T): Promise<T> {
  let last = toYear;
  for (;;) {
    const cal = await loadCalendar(db, fromYear, last);
    try {
      return run(cal);
    } catch (e) {
      if (!(e instanceof CalendarNotInitialisedError) || e.year <= last) throw e;
      last = e.year + 1;
    }
  }
}

export function addWorkingDays(db: Knex, from: string, n: number): Promise<string> {
  return withCalendar(db, yearOf(from), yearOf(from) + yearsFor(n), (cal) => addWorkingDaysIn(cal, from, n));
}

export function workingDaysBetween(db: Knex, from: string, to: string): Promise<number> {
  return withCalendar(db, yearOf(from), Math.max(yearOf(from), yearOf(to)), (cal) => workingDaysBetweenIn(cal, from, to));
}
