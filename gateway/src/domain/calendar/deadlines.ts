import type { Knex } from 'knex';
import type { FastifyBaseLogger } from 'fastify';
import { REGISTRY_OFFSET, REGISTRY_OFFSET_MS } from '@ccer/contracts';
import { isoDay } from '../server-time.ts';
import { addWorkingDays } from './working-days.ts';
import { addCalendarDays } from './registry-days.ts';
import { countedInCalendarDays } from './calendar-fallback.ts';

/**
 * Deadlines in working days (architecture §5): a deadline is the end of its last day in the
 * registry's time zone (Asia/Shanghai is UTC+8 all year: China has no daylight saving time).
 */

/** The last second of a registry day, as an instant. */
export function endOfRegistryDay(isoDate: string): Date {
  return new Date(`${isoDate}T23:59:59${REGISTRY_OFFSET}`);
}

/** The end of the n-th working day after today (server time); the year must be initialised. */
export async function workingDayDeadline(db: Knex, n: number, now = new Date()): Promise<Date> {
  return endOfRegistryDay(await addWorkingDays(db, isoDay(now), n));
}

/**
 * The same deadline for a process start. A submission must not fail because an administrator has
 * not initialised next year's calendar yet (e.g. in the last days of December): the deadline then
 * falls back to n calendar days and a warning asks for the calendar to be initialised.
 */
export async function startDeadline(db: Knex, log: FastifyBaseLogger, n: number, now = new Date()): Promise<Date> {
  try {
    return await workingDayDeadline(db, n, now);
  } catch (e) {
    countedInCalendarDays(log, e, 'deadline', now.getTime());
    return endOfRegistryDay(addCalendarDays(isoDay(now), n));
  }
}

/** An instant as ISO 8601 in the registry's offset (what users and the engine read). */
export function registryIso(instant: Date): string {
  const shifted = new Date(instant.getTime() + REGISTRY_OFFSET_MS).toISOString().slice(0, 19);
  return `${shifted}${REGISTRY_OFFSET}`;
}
