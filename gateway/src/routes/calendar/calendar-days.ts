import { dayNatures, type CalendarDay, type DayNature } from '@ccer/contracts';
import { addCalendarDays } from '../../domain/calendar/registry-days.ts';

/** The days of a year as init creates them: Saturdays and Sundays rest days, the others working days. */
export function defaultYear(year: number): Array<{ calDate: string; nature: DayNature }> {
  const days: Array<{ calDate: string; nature: DayNature }> = [];
  for (let d = `${year}-01-01`; d.startsWith(`${year}-`); d = addCalendarDays(d, 1)) {
    const weekday = new Date(`${d}T00:00:00Z`).getUTCDay();
    days.push({ calDate: d, nature: weekday === 0 || weekday === 6 ? dayNatures.restDay : dayNatures.workday });
  }
  return days;
}

/** First and last day of a month, yyyy-MM-dd. */
export function monthBounds(year: number, month: number): [string, string] {
  const first = `${year}-${String(month).padStart(2, '0')}-01`;
  const nextFirst = month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`;
  return [first, addCalendarDays(nextFirst, -1)];
}

export function toCalendarDay(r: Record<string, unknown>): CalendarDay {
  return {
    calDate: r.cal_date as string,
    nature: r.nature as DayNature,
    remark: (r.remark as string | null) ?? null,
    updatedAt: new Date(r.updated_at as string | Date).toISOString(),
    updatedBy: (r.updated_by_name as string | null) ?? null,
  };
}
