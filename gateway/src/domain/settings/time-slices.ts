/**
 * Trading-period rules (交易时段): times are HH:mm of one day, a period is [start, end) and two periods of one
 * business type overlap when each starts before the other ends (09:30–11:30 and 11:30–13:00 do not overlap).
 */
export interface SliceSpan {
  sliceNo?: number;
  sliceName: string;
  startTime: string;
  endTime: string;
  businessType: string;
}

export const spansOverlap = (a: Pick<SliceSpan, 'startTime' | 'endTime'>, b: Pick<SliceSpan, 'startTime' | 'endTime'>): boolean =>
  a.startTime < b.endTime && b.startTime < a.endTime;

/** The first period of the same business type (other than the candidate itself) that overlaps it. */
export function findOverlap<T extends SliceSpan>(candidate: SliceSpan, existing: readonly T[]): T | undefined {
  return existing
    .filter((s) => s.businessType === candidate.businessType && (candidate.sliceNo === undefined || s.sliceNo !== candidate.sliceNo))
    .sort((x, y) => x.startTime.localeCompare(y.startTime))
    .find((s) => spansOverlap(candidate, s));
}

/** Message-token arguments are ':'-separated: times keep a look-alike ratio sign (U+2236) instead. */
export const tokenArg = (s: string): string => s.replaceAll(':', '\u2236');
