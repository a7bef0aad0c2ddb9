import { describe, expect, it } from 'vitest';
import { commitRangeEnd, isEmptyRange, parseNumber, roundTo } from './number-range';

describe('parseNumber', () => {
  it('clears blank and non-numeric input', () => {
    for (const s of ['', '  ', 'abc', '12abc', '1.2.3', 'Infinity', '-', null, undefined]) expect(parseNumber(s as string)).toBeUndefined();
  });
  it('keeps numbers, trimmed', () => {
    expect(parseNumber(' 12.5 ')).toBe(12.5);
    expect(parseNumber('-3')).toBe(-3);
    expect(parseNumber(7)).toBe(7);
  });
  it('rounds to the precision', () => {
    expect(parseNumber('1.005', 2)).toBe(1.01);
    expect(parseNumber('2.5', 0)).toBe(3);
    expect(parseNumber('-2.5', 0)).toBe(-3);
    expect(parseNumber('10.123456', 4)).toBe(10.1235);
    expect(parseNumber('10.1', 3)).toBe(10.1);
  });
});

describe('roundTo', () => {
  it('avoids binary drift', () => {
    expect(roundTo(1.255, 2)).toBe(1.26);
    expect(roundTo(0.1 + 0.2, 2)).toBe(0.3);
  });
});

describe('commitRangeEnd', () => {
  it('sets either end', () => {
    expect(commitRangeEnd(undefined, 0, '5')).toEqual([5, undefined]);
    expect(commitRangeEnd([5, undefined], 1, '9')).toEqual([5, 9]);
  });
  it('does not let min exceed max', () => {
    expect(commitRangeEnd([undefined, 10], 0, '12')).toEqual([10, 10]);
    expect(commitRangeEnd([8, 10], 1, '3')).toEqual([8, 8]);
  });
  it('allows min equal to max', () => {
    expect(commitRangeEnd([4, undefined], 1, '4')).toEqual([4, 4]);
  });
  it('clears an end given non-numeric text and keeps the other', () => {
    expect(commitRangeEnd([1, 10], 0, 'x')).toEqual([undefined, 10]);
  });
  it('rounds before comparing', () => {
    expect(commitRangeEnd([undefined, 1.2], 0, '1.24', 1)).toEqual([1.2, 1.2]);
    expect(commitRangeEnd([undefined, 1.3], 0, '1.24', 1)).toEqual([1.2, 1.3]);
  });
});

describe('isEmptyRange', () => {
  it('is empty with no ends', () => {
    expect(isEmptyRange(undefined)).toBe(true);
    expect(isEmptyRange([undefined, undefined])).toBe(true);
    expect(isEmptyRange([0, undefined])).toBe(false);
  });
});
