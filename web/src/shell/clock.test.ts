import { afterEach, describe, expect, it, vi } from 'vitest';
import { msToNextMinute, startMinuteTicker } from './clock.ts';

describe('minute clock', () => {
  afterEach(() => vi.useRealTimers());

  it('waits until the next minute boundary', () => {
    expect(msToNextMinute(Date.UTC(2026, 0, 1, 8, 30, 15, 500))).toBe(44_500);
    expect(msToNextMinute(Date.UTC(2026, 0, 1, 8, 30, 59, 999))).toBe(1);
    expect(msToNextMinute(Date.UTC(2026, 0, 1, 8, 30, 0, 0))).toBe(60_000);
  });

  it('ticks at the boundary, then every 60 s, and stops', () => {
    vi.useFakeTimers();
    vi.setSystemTime(Date.UTC(2026, 0, 1, 8, 30, 50));
    const tick = vi.fn();
    const stop = startMinuteTicker(tick);
    vi.advanceTimersByTime(9_999);
    expect(tick).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(tick).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(120_000);
    expect(tick).toHaveBeenCalledTimes(3);
    stop();
    vi.advanceTimersByTime(600_000);
    expect(tick).toHaveBeenCalledTimes(3);
  });

  it('can be stopped before the first tick', () => {
    vi.useFakeTimers();
    const tick = vi.fn();
    startMinuteTicker(tick)();
    vi.advanceTimersByTime(180_000);
    expect(tick).not.toHaveBeenCalled();
  });
});
