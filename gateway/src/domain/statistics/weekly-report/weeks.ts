import { addCalendarDays, calendarDaysBetween } from '../../calendar/registry-days.ts';

/**
 * Calendar arithmetic of the statistics on China days (yyyy-MM-dd): weeks run Monday to Sunday, a day begins at
 * 00:00 China time (UTC+8, no daylight saving). Pure, so it is unit-tested.
 */
const toUtc = (day: string): number => Date.parse(`${day}T00:00:00Z`);

/** The Monday of the week holding `day`. */
export function mondayOf(day: string): string {
  const weekday = new Date(toUtc(day)).getUTCDay(); // 0 Sunday … 6 Saturday
  return addCalendarDays(day, -((weekday + 6) % 7));
}

/** ISO 8601 week label of the week starting on `monday`, e.g. 2026-W48 (the week's Thursday decides the year). */
export function isoWeekLabel(monday: string): string {
  const thursday = addCalendarDays(monday, 3);
  const year = Number(thursday.slice(0, 4));
  const week = Math.floor(calendarDaysBetween(mondayOf(`${year}-01-04`), monday) / 7) + 1;
  return `${year}-W${String(week).padStart(2, '0')}`;
}

/**
 * The Mondays of the weeks a range touches, newest first: from the week of `end` back to the week of `start`.
 */
export function weeksOf(start: string, end: string): string[] {
  const out: string[] = [];
  for (let m = mondayOf(end); m >= mondayOf(start); m = addCalendarDays(m, -7)) out.push(m);
  return out;
}
