import { describe, expect, it } from 'vitest';
import { retryDelay, withRetry } from './retry';

describe('retryDelay', () => {
  it('backs off 2000 then 3000 ms, then gives up after the third attempt', () => {
    expect(retryDelay(1, {})).toBe(2000);
    expect(retryDelay(2, { code: 'server_error' })).toBe(3000);
    expect(retryDelay(3, {})).toBe('give-up');
    expect(retryDelay(4, { code: 'rate_limit_exceeded', retryAfter: 1 })).toBe('give-up');
  });

  it('waits the retry-after seconds on rate_limit_exceeded', () => {
    expect(retryDelay(1, { code: 'rate_limit_exceeded', retryAfter: '7' })).toBe(7000);
    expect(retryDelay(2, { code: 'rate_limit_exceeded', retryAfter: 0.5 })).toBe(500);
    expect(retryDelay(1, { code: 'rate_limit_exceeded', retryAfter: 0 })).toBe(0);
  });

  it('waits 1 s when the retry-after is absent or unreadable', () => {
    for (const retryAfter of [undefined, null, '', 'Wed, 21 Oct 2026 07:28:00 GMT', -3]) {
      expect(retryDelay(1, { code: 'rate_limit_exceeded', retryAfter })).toBe(1000);
    }
  });

  it('never waits more than 30000 ms', () => {
    expect(retryDelay(1, { code: 'rate_limit_exceeded', retryAfter: 120 })).toBe(30000);
  });

  it('refuses an attempt number that is not a positive integer', () => {
    expect(() => retryDelay(0, {})).toThrow(RangeError);
    expect(() => retryDelay(1.5, {})).toThrow(RangeError);
  });
});

describe('withRetry', () => {
  const failing = (failures: unknown[]) => {
    const calls: number[] = [];
    const run = async (n: number) => {
      calls.push(n);
      if (n <= failures.length) throw failures[n - 1];
      return `réponse ${n}`;
    };
    return { calls, run };
  };
  const options = (waits: number[]) => ({
    failureOf: (error: unknown) => error as { code?: string; retryAfter?: string },
    sleep: async (ms: number) => {
      waits.push(ms);
    },
  });

  it('answers the first attempt that succeeds, waiting the policy between failures', async () => {
    const waits: number[] = [];
    const { calls, run } = failing([
      { code: 'server_error' },
      { code: 'rate_limit_exceeded', retryAfter: '4' },
    ]);
    await expect(withRetry(run, options(waits))).resolves.toBe('réponse 3');
    expect(calls).toEqual([1, 2, 3]);
    expect(waits).toEqual([2000, 4000]);
  });

  it('throws the third failure as it is, without waiting after it', async () => {
    const waits: number[] = [];
    const last = new Error('troisième échec');
    const { calls, run } = failing([{}, {}, last]);
    await expect(withRetry(run, options(waits))).rejects.toBe(last);
    expect(calls).toEqual([1, 2, 3]);
    expect(waits).toEqual([2000, 3000]);
  });
});
