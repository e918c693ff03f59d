/** Language-model calls (SPEC.md §8, §9): 3 attempts, exponential backoff x1.5 from 2 s, at most 30 s. */
export const RETRY_POLICY = { attempts: 3, baseDelayMs: 2000, maxDelayMs: 30000, multiplier: 1.5 } as const;

export const RATE_LIMIT_CODE = 'rate_limit_exceeded';
const DEFAULT_RETRY_AFTER_SECONDS = 1;

/** The retry-after value in seconds; absent, negative or not a number (an HTTP date) gives 1 s. */
function retryAfterSeconds(value: string | number | null | undefined): number {
  const seconds = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof seconds === 'number' && Number.isFinite(seconds) && seconds >= 0
    ? seconds
    : DEFAULT_RETRY_AFTER_SECONDS;
}

/**
 * How long to wait after failed attempt `attempt` (1-based) before the next one, or 'give-up' after
 * the last. A rate limit waits what the server asks (retry-after seconds, default 1); anything else
 * backs off 2000, 3000 ms… Every delay is capped at 30000 ms.
 */
export function retryDelay(
  attempt: number,
  error: { code?: string | null; retryAfter?: string | number | null },
): number | 'give-up' {
  if (!Number.isInteger(attempt) || attempt < 1) throw new RangeError('attempt must be a positive integer');
  if (attempt >= RETRY_POLICY.attempts) return 'give-up';
  const delay =
    error.code === RATE_LIMIT_CODE
      ? retryAfterSeconds(error.retryAfter) * 1000
      : RETRY_POLICY.baseDelayMs * RETRY_POLICY.multiplier ** (attempt - 1);
  return Math.min(Math.round(delay), RETRY_POLICY.maxDelayMs);
}

/** What a failed attempt tells the policy: its error code and the server's retry-after, if any. */
export interface RetryFailure {
  code?: string | null;
  retryAfter?: string | number | null;
}

export interface RetryOptions {
  /** How an error counts (a rate limit waits its retry-after). */
  failureOf: (error: unknown) => RetryFailure;
  /** Waits the delay; passed in, as the domain reads no clock. */
  sleep: (ms: number) => Promise<void>;
}

/**
 * Runs `attempt` (given its 1-based number) under RETRY_POLICY: after a failure it waits what
 * retryDelay says and tries again; the last attempt's error is thrown as it is.
 */
export async function withRetry<T>(attempt: (n: number) => Promise<T>, options: RetryOptions): Promise<T> {
  for (let n = 1; ; n += 1) {
    try {
      return await attempt(n);
    } catch (error) {
      const delay = retryDelay(n, options.failureOf(error));
      if (delay === 'give-up') throw error;
      await options.sleep(delay);
    }
  }
}
