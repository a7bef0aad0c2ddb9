import type { CalendarDay, CalendarInitResult, CalendarStatus, NatureDayBody } from '@ccer/contracts';
import { api } from './http';

/** The trade-calendar calls (/api/calendar/, registry spec §7). */
export const calendarUrls = {
  list: '/api/calendar/list',
  status: '/api/calendar/status',
  init: '/api/calendar/init',
  natureDay: '/api/calendar/nature-day',
} as const;

/**
 * A year's days. Quiet: a year that is not initialised answers 400 (处理失败, 请先初始化当前年度！),
 * which the page shows in place with its 初始化 button rather than as a toast.
 */
export const fetchCalendarYear = (year: number): Promise<CalendarDay[]> =>
  api.get<CalendarDay[]>(calendarUrls.list, { query: { year }, quiet: true }).then((r) => r.dataInfo);

/** How many days a year has in the calendar (0: not initialised). Quiet: it serves a notice, which a failure leaves out. */
export const fetchCalendarStatus = (year: number): Promise<CalendarStatus> =>
  api.get<CalendarStatus>(calendarUrls.status, { query: { year }, quiet: true }).then((r) => r.dataInfo);

export const initCalendarYear = (year: number) => api.get<CalendarInitResult>(calendarUrls.init, { query: { year } }).then((r) => r.dataInfo);

/** Quiet: 未做任何修改！ and field errors are shown by the dialog. */
export const setNatureDay = (body: NatureDayBody) => api.put<CalendarDay>(calendarUrls.natureDay, body, { quiet: true }).then((r) => r.dataInfo);
