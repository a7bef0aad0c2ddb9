import type { Dayjs } from 'dayjs';

/** The unit a picker compares in: a day for date pickers, a year for year pickers. */
export type RangeUnit = 'day' | 'year';

type Maybe = Dayjs | null | undefined;

/** disabledDate of a start picker: nothing after the chosen end (spec 000 §2.9). */
export const disableAfterEnd = (end: Maybe, unit: RangeUnit) => (d: Dayjs): boolean => !!end && d.isAfter(end, unit);

/** disabledDate of an end picker: nothing before the chosen start. */
export const disableBeforeStart = (start: Maybe, unit: RangeUnit) => (d: Dayjs): boolean => !!start && d.isBefore(start, unit);

/** A start/end pair in order; when a typed value crosses the other end, the pair is swapped. */
export function orderedPair(pair: [Maybe, Maybe] | undefined, unit: RangeUnit): [Maybe, Maybe] {
  const [s, e] = pair ?? [undefined, undefined];
  return s && e && s.isAfter(e, unit) ? [e, s] : [s, e];
}
