import { REGISTRY_OFFSET } from '@ccer/contracts';
import { isoDay } from '../server-time.ts';

/**
 * Day arithmetic on the registry's days (yyyy-MM-dd, China time: UTC+8 all year, no summer time): the one place for
 * adding and counting calendar days and for the instants a day begins and ends. Pure, so it is unit-tested.
 */

const DAY_MS = 86_400_000;
const utcMidnight = (day: string): number => Date.parse(`${day}T00:00:00Z`);

/** The calendar day `days` after (or before, when negative) `day`. */
export const addCalendarDays = (day: string, days: number): string => new Date(utcMidnight(day) + days * DAY_MS).toISOString().slice(0, 10);

/** Whole calendar days from `from` to `to` (to − from; negative when `to` is earlier). */
export const calendarDaysBetween = (from: string, to: string): number => Math.round((utcMidnight(to) - utcMidnight(from)) / DAY_MS);

/** The instant the registry's day `day` begins (its inclusive lower bound). */
export const registryDayStart = (day: string): Date => new Date(`${day}T00:00:00${REGISTRY_OFFSET}`);

/** The instant after the registry's day `day` ends: the next day's start (its exclusive upper bound). */
export const registryDayEnd = (day: string): Date => registryDayStart(addCalendarDays(day, 1));

/** The instant the registry's day holding `instant` began (a per-day limit counts from there). */
export const startOfRegistryDayOf = (instant: Date): Date => registryDayStart(isoDay(instant));
