import { useQuery } from '@tanstack/react-query';
import type { Dayjs } from 'dayjs';
import { fetchCalendarStatus } from '../../../api/calendar';

/**
 * From October on, a working-day deadline set today (a publicity audit, a validation, a timer) may fall in the next
 * year. Until that year's trade calendar is initialised the gateway counts such deadlines in calendar days and only
 * logs a warning (domain/calendar/deadlines.ts): the administrators who can initialise it are told in the browser.
 */
export const NEXT_YEAR_NOTICE_FROM_MONTH = 10;

/** The year whose calendar should be ready by `today` (a registry date), or undefined before October. */
export function nextYearToInitialise(today: Dayjs): number | undefined {
  return today.month() + 1 >= NEXT_YEAR_NOTICE_FROM_MONTH ? today.year() + 1 : undefined;
}

/** Whether `year`'s calendar has no days yet. Asked only when enabled. */
export function useCalendarMissing(year: number | undefined, enabled: boolean): boolean {
  const q = useQuery({
    queryKey: ['tradeCalendar', year, 'status'],
    queryFn: () => fetchCalendarStatus(year!),
    enabled: enabled && year !== undefined,
  });
  return q.data?.days === 0;
}
