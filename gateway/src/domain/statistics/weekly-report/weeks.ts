/**
 * Calendar arithmetic of the statistics on China days (yyyy-MM-dd): weeks run Monday to Sunday, a day begins at
 * 00:00 China time (UTC+8, no daylight saving). Pure, so it is unit-tested.
 */
const DAY_MS = 86_400_000;

const toUtc = (day: string): number => Date.parse(`${day}T00:00:00Z`);
const fromUtc = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

export const addDays = (day: string, days: number): string => fromUtc(toUtc(day) + days * DAY_MS);

/** The Monday of the week holding `day`. */
export function mondayOf(day: string): string {
  const weekday = new Date(toUtc(day)).getUTCDay(); // 0 Sunday … 6 Saturday
  return addDays(day, -((weekday + 6) % 7));
}

/** Whole days from `a` to `b` (b − a). */
export const daysBetween = (a: string, b: string): number => Math.round((toUtc(b) - toUtc(a)) / DAY_MS);

/** The instant a China day begins. */
export const chinaDayStart = (day: string): Date => new Date(Date.parse(`${day}T00:00:00+08:00`));

/** ISO 8601 week label of the week starting on `monday`, e.g. 2026-W48 (the week's Thursday decides the year). */
export function isoWeekLabel(monday: string): string {
  const thursday = addDays(monday, 3);
  const year = Number(thursday.slice(0, 4));
  const week = Math.floor(daysBetween(mondayOf(`${year}-01-04`), monday) / 7) + 1;
  return `${year}-W${String(week).padStart(2, '0')}`;
}

/**
 * The Mondays of the weeks a range touches, newest first: from the week of `end` back to the week of `start`.
 */
export function weeksOf(start: string, end: string): string[] {
  const out: string[] = [];
  for (let m = mondayOf(end); m >= mondayOf(start); m = addDays(m, -7)) out.push(m);
  return out;
}
