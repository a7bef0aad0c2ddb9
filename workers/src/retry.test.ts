import { describe, expect, it } from 'vitest';
import { defaultRetryPolicy, nextRetry } from './retry.ts';

describe('nextRetry', () => {
  it('starts with 3 retries and a 10 s wait on the first failure (retries not yet counted)', () => {
    expect(nextRetry(null)).toEqual({ retries: 3, retryTimeout: 10_000 });
    expect(nextRetry(undefined)).toEqual({ retries: 3, retryTimeout: 10_000 });
  });

  it('counts down with a growing wait, then reports 0 (an incident)', () => {
    expect(nextRetry(3)).toEqual({ retries: 2, retryTimeout: 60_000 });
    expect(nextRetry(2)).toEqual({ retries: 1, retryTimeout: 300_000 });
    expect(nextRetry(1)).toEqual({ retries: 0, retryTimeout: 0 });
  });

  it('never goes below 0, even for a task already at 0', () => {
    expect(nextRetry(0)).toEqual({ retries: 0, retryTimeout: 0 });
    expect(nextRetry(-2)).toEqual({ retries: 0, retryTimeout: 0 });
  });

  it('uses the shortest wait when an operator raised retries above the policy', () => {
    expect(nextRetry(10)).toEqual({ retries: 9, retryTimeout: 10_000 });
  });

  it('follows a custom policy, and an empty one fails straight to an incident', () => {
    const policy = { backoffMs: [1_000, 5_000] };
    expect(nextRetry(null, policy)).toEqual({ retries: 2, retryTimeout: 1_000 });
    expect(nextRetry(2, policy)).toEqual({ retries: 1, retryTimeout: 5_000 });
    expect(nextRetry(1, policy)).toEqual({ retries: 0, retryTimeout: 0 });
    expect(nextRetry(null, { backoffMs: [] })).toEqual({ retries: 0, retryTimeout: 0 });
  });

  it('gives four attempts in all with the default policy', () => {
    let retries: number | null = null;
    const waits: number[] = [];
    for (let attempt = 1; attempt <= 10; attempt++) {
      const d = nextRetry(retries);
      if (d.retries === 0) {
        expect(attempt).toBe(defaultRetryPolicy.backoffMs.length + 1);
        break;
      }
      waits.push(d.retryTimeout);
      retries = d.retries;
    }
    expect(waits).toEqual([10_000, 60_000, 300_000]);
  });
});
