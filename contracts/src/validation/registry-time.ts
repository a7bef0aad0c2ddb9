import { z } from 'zod';
import { token } from '../messages.ts';

/**
 * Times people type or pick are the registry's (China time, UTC+8 all year): a time written without a zone
 * ("2026-12-01", "2026-12-01 09:00[:00]", as the pickers send it) is read in it; one with a zone (Z, +08:00) as written.
 */
export const REGISTRY_OFFSET = '+08:00';
/** The same offset in milliseconds and minutes: China time has kept UTC+8, without summer time, since 1992. */
export const REGISTRY_OFFSET_MS = 8 * 3_600_000;
export const REGISTRY_OFFSET_MINUTES = 8 * 60;

/** The registry's day (yyyy-MM-dd) of a moment from 1992 on. */
export const registryDayOf = (instant: Date): string => new Date(instant.getTime() + REGISTRY_OFFSET_MS).toISOString().slice(0, 10);

const INSTANT = /^(\d{4}-\d{2}-\d{2})(?:[ T](\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?)(Z|[+-]\d{2}:\d{2})?)?$/;

/** The instant of a text INSTANT matched, or undefined when its day or time is not one (2026-02-30, 25:00). */
function instantOf([, day, time, zone]: RegExpExecArray, endOfDay: boolean): Date | undefined {
  // Date rolls 2026-02-30 over to March: the day must be a day of the calendar
  const midnight = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(midnight.getTime()) || midnight.toISOString().slice(0, 10) !== day) return undefined;
  const d = new Date(`${day}T${time ?? (endOfDay ? '23:59:59.999' : '00:00:00')}${zone ?? REGISTRY_OFFSET}`);
  return Number.isNaN(d.getTime()) ? undefined : d;
}

/**
 * The instant a date or date-time text names, or undefined when it names none (2026-02-30, 25:00). A bare date is
 * its day's first second, or its last with `endOfDay` (an inclusive upper bound of a search).
 */
export function registryInstantOf(text: string, endOfDay = false): Date | undefined {
  const m = INSTANT.exec(text.trim());
  return m ? instantOf(m, endOfDay) : undefined;
}

/** As registryInstantOf, for a text that must name a time of day too (a publication's moment): a bare date names none. */
export function registryDateTimeOf(text: string): Date | undefined {
  const m = INSTANT.exec(text.trim());
  return m?.[2] === undefined ? undefined : instantOf(m, false);
}

/**
 * A bound of a time-range search (sent from …, sent to …) in registry time, given as a date or a date-time; an empty
 * text is no bound. It reads as an ISO instant; the upper bound of a bare date takes in the whole day.
 */
export const registryTimeBound = (edge: 'from' | 'to') =>
  z
    .string()
    .trim()
    .max(40, { error: token('dateFormat') })
    .optional()
    .transform((text, ctx) => {
      if (!text) return undefined;
      const instant = registryInstantOf(text, edge === 'to');
      if (!instant) {
        ctx.issues.push({ code: 'custom', input: text, message: token('dateFormat') });
        return z.NEVER;
      }
      return instant.toISOString();
    });
