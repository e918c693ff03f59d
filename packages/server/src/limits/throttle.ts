import { lt, sql } from 'drizzle-orm';
import type { Queryable } from '../db/index';
import { throttles } from '../db/schema';

// Counters every server instance shares: they live in the database (table `throttles`), so neither a
// restart nor a second instance resets them.

/**
 * A fixed window: counts one hit on `key` and answers the hits in the current window and when it ends.
 * One statement, so parallel hits from several instances count exactly.
 */
export async function countHit(db: Queryable, key: string, windowMs: number, now: Date) {
  const at = sql`${now.toISOString()}::timestamptz`;
  const [row] = await db
    .insert(throttles)
    .values({ key, hits: 1, resetAt: new Date(now.getTime() + windowMs) })
    .onConflictDoUpdate({
      target: throttles.key,
      set: {
        hits: sql`CASE WHEN ${throttles.resetAt} <= ${at} THEN 1 ELSE ${throttles.hits} + 1 END`,
        resetAt: sql`CASE WHEN ${throttles.resetAt} <= ${at} THEN excluded.reset_at ELSE ${throttles.resetAt} END`,
      },
    })
    .returning({ hits: throttles.hits, resetAt: throttles.resetAt });
  return row!;
}

/** Counts one hit and answers how many seconds to wait, 0 when it is within `max` per `windowMs`. */
export async function hitWindow(
  db: Queryable,
  key: string,
  rule: { max: number; windowMs: number },
  now: Date,
): Promise<number> {
  const { hits, resetAt } = await countHit(db, key, rule.windowMs, now);
  return hits <= rule.max ? 0 : secondsUntil(resetAt, now);
}

/**
 * A store for @fastify/rate-limit in the same table, so its per-address limits (sign-up, reset
 * request, code resend) are shared by every instance and survive a restart.
 */
export function throttleStore(db: Queryable, now: () => Date) {
  type Done = (error: Error | null, result?: { current: number; ttl: number }) => void;
  return class ThrottleStore {
    // The plugin constructs the store with its options (unused: the window and max come with each hit).
    constructor(
      _options?: unknown,
      private readonly prefix: string = 'rate',
    ) {}

    incr(key: string, done: Done, timeWindow: number) {
      const at = now();
      countHit(db, `${this.prefix}:${key}`, timeWindow, at).then(
        ({ hits, resetAt }) =>
          done(null, { current: hits, ttl: Math.max(0, resetAt.getTime() - at.getTime()) }),
        (error: Error) => done(error),
      );
    }

    child(params: object) {
      // The plugin passes the route's merged options with the route itself as `routeInfo`.
      const { routeInfo } = params as { routeInfo: { method: string | string[]; url: string } };
      return new ThrottleStore(undefined, `rate:${String(routeInfo.method)}:${routeInfo.url}`);
    }
  };
}

export const secondsUntil = (until: Date, now: Date): number =>
  Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000));

/** Forgets the counters whose window ended (called now and then; a stale row is harmless). */
export async function sweepThrottles(db: Queryable, now: Date): Promise<void> {
  await db.delete(throttles).where(lt(throttles.resetAt, now));
}
