/**
 * What to tell the engine when a handler fails unexpectedly. Camunda counts retries down on the
 * external task; when we report 0 it raises an incident (visible in Cockpit) and stops fetching it.
 */
export interface RetryPolicy {
  /** Wait before the 1st, 2nd, 3rd… retry; its length is the number of retries after the first failure. */
  backoffMs: readonly number[];
}

export const defaultRetryPolicy: RetryPolicy = { backoffMs: [10_000, 60_000, 300_000] };

export interface RetryDecision {
  /** Retries left after this failure; 0 means an incident. */
  retries: number;
  /** How long the engine waits before the task may be fetched again. */
  retryTimeout: number;
}

/**
 * taskRetries is the task's `retries` as fetched: null on the first attempt (the engine has not
 * counted yet), otherwise what the previous failure reported.
 */
export function nextRetry(taskRetries: number | null | undefined, policy: RetryPolicy = defaultRetryPolicy): RetryDecision {
  const max = policy.backoffMs.length;
  const left = taskRetries == null ? max : Math.max(0, Math.floor(taskRetries) - 1);
  if (left === 0 || max === 0) return { retries: 0, retryTimeout: 0 };
  // fewer retries left → later attempt → longer wait; an operator may set retries above max in Cockpit
  const index = Math.min(max - 1, Math.max(0, max - left));
  return { retries: left, retryTimeout: policy.backoffMs[index]! };
}
