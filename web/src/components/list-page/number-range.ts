/** The number-range widget's rules (spec 000 §2.9): numeric only, rounded, min never above max. */
export type NumberRangeValue = [number | undefined, number | undefined];

/** Rounds half away from zero to `precision` decimals, without the binary drift of n * 10^p. */
export function roundTo(n: number, precision: number): number {
  const sign = n < 0 ? -1 : 1;
  const shifted = Math.round(Number(`${Math.abs(n)}e${precision}`));
  return sign * Number(`${shifted}e-${precision}`);
}

/** Reads what the user typed: blank or non-numeric text is cleared (undefined); numbers are rounded. */
export function parseNumber(text: string | number | null | undefined, precision?: number): number | undefined {
  if (text === null || text === undefined) return undefined;
  const s = String(text).trim();
  if (s === '') return undefined;
  const n = Number(s);
  if (!Number.isFinite(n)) return undefined;
  return precision === undefined ? n : roundTo(n, precision);
}

/**
 * Commits one end of the range. When the new value would put min above max, the edited end
 * takes the other end's value, so the range stays ordered and the other end is kept.
 */
export function commitRangeEnd(
  range: NumberRangeValue | undefined,
  end: 0 | 1,
  text: string | number | null | undefined,
  precision?: number,
): NumberRangeValue {
  const next: NumberRangeValue = [range?.[0], range?.[1]];
  let v = parseNumber(text, precision);
  const other = next[end === 0 ? 1 : 0];
  if (v !== undefined && other !== undefined && (end === 0 ? v > other : v < other)) v = other;
  next[end] = v;
  return next;
}

/** True when the range is empty on both ends (nothing to send). */
export const isEmptyRange = (r: NumberRangeValue | undefined): boolean => !r || (r[0] === undefined && r[1] === undefined);
