import { describe, expect, it } from 'vitest';
import { findOverlap, spansOverlap, tokenArg } from './time-slices.ts';

const slice = (sliceNo: number, startTime: string, endTime: string, businessType = '1') => ({ sliceNo, sliceName: `s${sliceNo}`, startTime, endTime, businessType });

describe('trading-period overlap', () => {
  it('treats periods as half-open: touching ends do not overlap', () => {
    expect(spansOverlap({ startTime: '09:30', endTime: '11:30' }, { startTime: '11:30', endTime: '13:00' })).toBe(false);
    expect(spansOverlap({ startTime: '09:30', endTime: '11:31' }, { startTime: '11:30', endTime: '13:00' })).toBe(true);
  });

  it('finds containment either way and partial overlaps', () => {
    const existing = [slice(1, '09:30', '11:30'), slice(2, '13:00', '15:00')];
    expect(findOverlap({ sliceName: 'x', startTime: '10:00', endTime: '10:30', businessType: '1' }, existing)?.sliceNo).toBe(1);
    expect(findOverlap({ sliceName: 'x', startTime: '08:00', endTime: '16:00', businessType: '1' }, existing)?.sliceNo).toBe(1);
    expect(findOverlap({ sliceName: 'x', startTime: '14:59', endTime: '15:30', businessType: '1' }, existing)?.sliceNo).toBe(2);
    expect(findOverlap({ sliceName: 'x', startTime: '11:30', endTime: '13:00', businessType: '1' }, existing)).toBeUndefined();
  });

  it('compares only within one business type and skips the period being edited', () => {
    const existing = [slice(1, '09:30', '11:30', '1'), slice(2, '09:00', '10:00', '2')];
    expect(findOverlap({ sliceName: 'x', startTime: '09:00', endTime: '09:45', businessType: '2', sliceNo: 2 }, existing)).toBeUndefined();
    expect(findOverlap({ sliceName: 'x', startTime: '09:00', endTime: '09:45', businessType: '2' }, existing)?.sliceNo).toBe(2);
    expect(findOverlap({ sliceName: 'x', startTime: '09:00', endTime: '12:00', businessType: '1', sliceNo: 1 }, existing)).toBeUndefined();
  });

  it('keeps token arguments free of the separator', () => {
    expect(tokenArg('09:30')).not.toContain(':');
  });
});
