import type { Knex } from 'knex';
import type { FastifyBaseLogger } from 'fastify';
import { workingDaysBetween } from '../calendar/working-days.ts';
import { countedInCalendarDays } from '../calendar/calendar-fallback.ts';
import { calendarDaysBetween } from '../calendar/registry-days.ts';

/**
 * Working days a paused publicity still has: those after today up to its last day (the trade calendar; calendar
 * days when a year is not initialised, as the period itself was counted then). A resume gives them back.
 */
export async function remainingPublicityDays(db: Knex | Knex.Transaction, log: FastifyBaseLogger, today: string, endDate: string): Promise<number> {
  try {
    return await workingDaysBetween(db as Knex, today, endDate);
  } catch (e) {
    countedInCalendarDays(log, e, 'remaining publicity');
    return Math.max(0, calendarDaysBetween(today, endDate));
  }
}
