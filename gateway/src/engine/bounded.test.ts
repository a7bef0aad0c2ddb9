import { describe, expect, it } from 'vitest';
import { mapBounded } from './bounded.ts';

describe('mapBounded', () => {
  it('keeps the input order and never has more than the limit in flight', async () => {
    let inFlight = 0;
    let most = 0;
    const out = await mapBounded([5, 1, 4, 2, 3, 0, 6], 3, async (v, i) => {
      inFlight++;
      most = Math.max(most, inFlight);
      await new Promise((r) => setImmediate(r));
      for (let k = 0; k < v; k++) await Promise.resolve();
      inFlight--;
      return `${i}:${v}`;
    });
    expect(out).toEqual(['0:5', '1:1', '2:4', '3:2', '4:3', '5:0', '6:6']);
    expect(most).toBe(3);
  });

  it('runs in parallel rather than one after another', async () => {
    let inFlight = 0;
    let most = 0;
    await mapBounded([1, 2, 3, 4], 4, async () => {
      inFlight++;
      most = Math.max(most, inFlight);
      await new Promise((r) => setImmediate(r));
      inFlight--;
    });
    expect(most).toBe(4);
  });

  it('answers an empty list without calling', async () => {
    expect(await mapBounded([], 4, async () => 1)).toEqual([]);
  });

  it('fails as the first failing call fails', async () => {
    await expect(mapBounded([1, 2], 2, async (v) => { if (v === 2) throw new Error('two'); return v; })).rejects.toThrow('two');
  });
});
