import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '../context';
import { throttles } from '../db/schema';
import { HttpError } from '../errors';
import { secondsUntil } from './throttle';

/**
 * Attempt limits on every secret check (password, e-mail code, reset link): per account and per client
 * address, in the shared `throttles` table. Each check is counted before it runs, so a burst of
 * parallel guesses is counted in full; past `free` checks, each one makes the next wait longer
 * (base, 2 × base, 4 × base… up to `maxDelayMs`). A success forgets the account's count.
 */
export interface AttemptRule {
  free: number;
  baseDelayMs: number;
  maxDelayMs: number;
  /** A count is forgotten this long after its last check. */
  forgetMs: number;
}

/** Per account: 5 free tries, then 1 s, 2 s, 4 s… up to 15 minutes. */
export const ACCOUNT_RULE: AttemptRule = {
  free: 5,
  baseDelayMs: 1000,
  maxDelayMs: 15 * 60_000,
  forgetMs: 3600_000,
};
/** Per client address: more free tries, since an office shares one address. */
export const ADDRESS_RULE: AttemptRule = { ...ACCOUNT_RULE, free: 30 };
/** E-mail codes: each code allows 5 tries (codes.ts); the account gets two codes' worth. */
export const CODE_RULE: AttemptRule = { ...ACCOUNT_RULE, free: 10 };

export interface AttemptKey {
  key: string;
  rule: AttemptRule;
}

export const accountKey = (scope: string, account: string, rule = ACCOUNT_RULE): AttemptKey => ({
  key: `${scope}:account:${account.toLowerCase()}`,
  rule,
});
export const addressKey = (scope: string, address: string): AttemptKey => ({
  key: `${scope}:address:${address}`,
  rule: ADDRESS_RULE,
});

export function delayAfter(hits: number, rule: AttemptRule): number {
  if (hits <= rule.free) return 0;
  return Math.min(rule.maxDelayMs, rule.baseDelayMs * 2 ** Math.min(30, hits - rule.free - 1));
}

export function tooManyAttempts(seconds: number): HttpError {
  const wait =
    seconds >= 120 ? `${Math.ceil(seconds / 60)} minutes` : `${seconds} seconde${seconds > 1 ? 's' : ''}`;
  return new HttpError(429, 'TOO_MANY_ATTEMPTS', `Trop de tentatives. Veuillez réessayer dans ${wait}.`, {
    'retry-after': String(seconds),
  });
}

/**
 * Counts one check on every key, or throws a French 429 with `retry-after` when one of them is still
 * waiting (nothing is counted then). Answers the number of earlier checks on the first key.
 */
export async function beginAttempt(ctx: AppContext, keys: AttemptKey[]): Promise<number> {
  const now = ctx.now();
  const outcome = await ctx.db.transaction(async (tx) => {
    const rows = [];
    for (const { key, rule } of keys) {
      const resetAt = new Date(now.getTime() + rule.forgetMs);
      await tx.insert(throttles).values({ key, hits: 0, resetAt }).onConflictDoNothing();
      const [row] = await tx.select().from(throttles).where(eq(throttles.key, key)).for('update');
      const fresh = !row || row.resetAt <= now;
      rows.push({
        key,
        rule,
        resetAt,
        hits: fresh ? 0 : row.hits,
        blockedUntil: fresh ? null : row.blockedUntil,
      });
    }
    const waits = rows.map((r) =>
      r.blockedUntil && r.blockedUntil > now ? secondsUntil(r.blockedUntil, now) : 0,
    );
    const wait = Math.max(0, ...waits);
    if (wait > 0) return { wait, earlier: 0 };
    for (const r of rows) {
      const hits = r.hits + 1;
      const delay = delayAfter(hits, r.rule);
      await tx
        .update(throttles)
        .set({ hits, resetAt: r.resetAt, blockedUntil: delay > 0 ? new Date(now.getTime() + delay) : null })
        .where(eq(throttles.key, r.key));
    }
    return { wait: 0, earlier: rows[0]?.hits ?? 0 };
  });
  if (outcome.wait > 0) throw tooManyAttempts(outcome.wait);
  return outcome.earlier;
}

/**
 * After a right secret: the account's count is forgotten, and the address gets this check back (an
 * office behind one address logs in all day without ever waiting).
 */
export async function attemptSucceeded(ctx: AppContext, keys: AttemptKey[]): Promise<void> {
  const [account, ...addresses] = keys;
  if (account) await ctx.db.delete(throttles).where(eq(throttles.key, account.key));
  for (const { key, rule } of addresses) {
    await ctx.db
      .update(throttles)
      .set({
        hits: sql`greatest(${throttles.hits} - 1, 0)`,
        blockedUntil: sql`CASE WHEN ${throttles.hits} - 1 <= ${rule.free} THEN NULL ELSE ${throttles.blockedUntil} END`,
      })
      .where(eq(throttles.key, key));
  }
}

/**
 * Counts a check on the keys (the account first), runs it, and gives the count back when it passed.
 * Answers whether it passed and how many checks of the account came before.
 */
export async function checkWithLimit(
  ctx: AppContext,
  keys: AttemptKey[],
  check: () => Promise<boolean>,
): Promise<{ ok: boolean; earlier: number }> {
  const earlier = await beginAttempt(ctx, keys);
  const ok = await check();
  if (ok) await attemptSucceeded(ctx, keys);
  return { ok, earlier };
}

/** The keys of a password check: the account (by e-mail address) and the client address. */
export const passwordKeys = (email: string, ip: string): AttemptKey[] => [
  accountKey('password', email),
  addressKey('password', ip),
];
