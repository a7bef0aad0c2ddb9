import { z } from 'zod';
import { numeric } from './validation/input-values.ts';
import { activityId, engineId } from './ids.ts';
import { token } from './messages.ts';
import { isoDate } from './validation/shared-helpers.ts';

/**
 * Trade calendar (交易日历, /system/tradeDate, registry spec §7 "System settings") and the
 * working-day deadlines computed from it (architecture §5).
 *
 * Nature codes of a day (stored in trade_calendar.nature):
 *   '1' 工作日 working day, '2' 休息日 rest day (weekend), '3' 节假日 public holiday.
 * Only '1' counts as a working day; a Saturday set to '1' is a make-up working day (调休上班).
 */
export const dayNatures = { workday: '1', restDay: '2', holiday: '3' } as const;
export const dayNatureCodes = ['1', '2', '3'] as const;
export type DayNature = (typeof dayNatureCodes)[number];

/** Years the calendar can hold: wide enough for any deadline, narrow enough to catch typos. */
export const CALENDAR_MIN_YEAR = 2000;
export const CALENDAR_MAX_YEAR = 2100;

const yearField = numeric(
  z
    .number({ error: token('calendarYear', CALENDAR_MIN_YEAR, CALENDAR_MAX_YEAR) })
    .int({ error: token('calendarYear', CALENDAR_MIN_YEAR, CALENDAR_MAX_YEAR) })
    .min(CALENDAR_MIN_YEAR, { error: token('calendarYear', CALENDAR_MIN_YEAR, CALENDAR_MAX_YEAR) })
    .max(CALENDAR_MAX_YEAR, { error: token('calendarYear', CALENDAR_MIN_YEAR, CALENDAR_MAX_YEAR) }),
);

/** A calendar day, yyyy-MM-dd, that exists (no 2026-02-30): the forms' one date schema. */
export const isoDateField = isoDate;

/** GET /api/calendar/list?year=&month= : the days of a year, or of one month of it. */
export const calendarListQuery = z.object({
  year: yearField,
  month: numeric(
    z
      .number({ error: token('calendarMonth') })
      .int({ error: token('calendarMonth') })
      .min(1, { error: token('calendarMonth') })
      .max(12, { error: token('calendarMonth') })
      .optional(),
  ),
});
export type CalendarListQuery = z.infer<typeof calendarListQuery>;

export const calendarDaySchema = z.object({
  /** yyyy-MM-dd */
  calDate: z.string(),
  nature: z.enum(dayNatureCodes),
  remark: z.string().nullable(),
  updatedAt: z.string(),
  updatedBy: z.string().nullable(),
});
export type CalendarDay = z.infer<typeof calendarDaySchema>;

/**
 * GET /api/calendar/status?year= : how many days a year has in the calendar (0: not initialised), for a page that asks
 * whether a year is ready without the list's 400 (the home page's notice of a missing next year).
 */
export const calendarStatusQuery = z.object({ year: yearField });
export const calendarStatusSchema = z.object({ year: z.number().int(), days: z.number().int() });
export type CalendarStatus = z.infer<typeof calendarStatusSchema>;

/** GET /api/calendar/init?year= */
export const calendarInitQuery = z.object({ year: yearField });
export const calendarInitResultSchema = z.object({
  year: z.number().int(),
  /** Days written by this call (0 when the year was already complete: manual changes are kept). */
  created: z.number().int(),
  /** Days of the year in the calendar after the call (365 or 366). */
  total: z.number().int(),
});
export type CalendarInitResult = z.infer<typeof calendarInitResultSchema>;

/** PUT /api/calendar/nature-day */
export const natureDayBody = z.object({
  date: isoDateField,
  nature: z.enum(dayNatureCodes, { error: token('calendarNature') }),
  remark: z.string().trim().max(200, { error: token('maxLength', 200) }).optional(),
});
export type NatureDayBody = z.infer<typeof natureDayBody>;

/**
 * POST /api/process/timer/move: moves the deadline of a running instance — its timer jobs and the
 * due date of its open user tasks (optionally only those of one activity) — to `dueDate`, or to the
 * end of the N-th working day from today.
 */
export const timerMoveBody = z
  .object({
    processInstanceId: engineId(),
    activityId: activityId().optional(),
    workingDays: numeric(
      z
        .number({ error: token('nonNegativeInteger') })
        .int({ error: token('nonNegativeInteger') })
        .min(0, { error: token('nonNegativeInteger') })
        .max(3650, { error: token('notGreaterThan', 3650) })
        .optional(),
    ),
    /** An ISO 8601 date-time with its offset (or Z). */
    dueDate: z.iso.datetime({ offset: true, error: token('dateFormat') }).optional(),
  })
  .refine((b) => (b.workingDays === undefined) !== (b.dueDate === undefined), { path: ['workingDays'], error: token('timerMoveTarget') });
export type TimerMoveBody = z.infer<typeof timerMoveBody>;

export const timerMoveResultSchema = z.object({
  /** The new deadline, ISO 8601. */
  dueDate: z.string(),
  timers: z.array(z.object({ jobId: z.string(), previousDueDate: z.string().nullable() })),
  tasks: z.array(z.object({ taskId: z.string(), taskDefinitionKey: z.string(), previousDue: z.string().nullable() })),
});
export type TimerMoveResult = z.infer<typeof timerMoveResultSchema>;
