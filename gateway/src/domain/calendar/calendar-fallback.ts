import type { FastifyBaseLogger } from 'fastify';
import { CalendarNotInitialisedError } from './working-days.ts';

/**
 * A count the registry makes in calendar days because a year has no trade calendar yet (an administrator initialises
 * each year on 交易日历): the submission or step goes on, and the log asks for the calendar. Once an hour per year and
 * count, not once per call: a line per submission buries the log. Any other error is thrown on.
 */
export function countedInCalendarDays(log: FastifyBaseLogger, error: unknown, counted: string, nowMs = Date.now()): void {
  if (!(error instanceof CalendarNotInitialisedError)) throw error;
  if (fallbackToLog(`${error.year} ${counted}`, nowMs)) {
    log.warn({ year: error.year }, `trade calendar not initialised: ${counted} counted in calendar days (logged once an hour per year and count)`);
  }
}

const FALLBACK_LOG_EVERY_MS = 3600_000;
const fallbackLoggedAt = new Map<string, number>();

/** Whether this fallback (a year and a count) is logged: none logged for it within the hour; records it when so. */
export function fallbackToLog(key: string, nowMs: number, loggedAt: Map<string, number> = fallbackLoggedAt): boolean {
  const last = loggedAt.get(key);
  if (last !== undefined && nowMs - last < FALLBACK_LOG_EVERY_MS) return false;
  loggedAt.set(key, nowMs);
  return true;
}
