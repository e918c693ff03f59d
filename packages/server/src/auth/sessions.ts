import { and, eq, inArray, isNull, lt, ne, or } from 'drizzle-orm';
import type { AppContext } from '../context';
import type { Queryable } from '../db/index';
import type { TokenKind } from '../db/schema';
import { emailCodes, tokens } from '../db/schema';
import { newToken, tokenHash } from './crypto';

export const RESET_TTL_MS = 3600_000;
export const INVITE_TTL_MS = 7 * 24 * 3600_000;

/** Creates a token of `kind` for `userId`; only its hash is stored. Answers the token itself. */
export async function issueToken(
  ctx: AppContext,
  db: Queryable,
  userId: string,
  kind: TokenKind,
  ttlMs: number,
): Promise<string> {
  const token = newToken();
  await db.insert(tokens).values({
    userId,
    kind,
    tokenHash: tokenHash(token),
    expiresAt: new Date(ctx.now().getTime() + ttlMs),
  });
  return token;
}

export const issueSession = (ctx: AppContext, db: Queryable, userId: string) =>
  issueToken(ctx, db, userId, 'session', ctx.config.sessionTtlMs);

/** Revokes every live token of the user of these kinds, except `keepTokenId`. */
export async function revokeTokens(
  ctx: AppContext,
  db: Queryable,
  userId: string,
  kinds: TokenKind[],
  keepTokenId?: string,
): Promise<void> {
  await db
    .update(tokens)
    .set({ revokedAt: ctx.now() })
    .where(
      and(
        eq(tokens.userId, userId),
        inArray(tokens.kind, kinds),
        isNull(tokens.revokedAt),
        keepTokenId ? ne(tokens.id, keepTokenId) : undefined,
      ),
    );
}

export async function revokeToken(ctx: AppContext, tokenId: string): Promise<void> {
  await ctx.db.update(tokens).set({ revokedAt: ctx.now() }).where(eq(tokens.id, tokenId));
}

/** Kept this long after expiry or revocation, for the record; then deleted. */
export const PURGE_AFTER_MS = 24 * 3600_000;

/** Deletes long-dead tokens and codes. Run at start and every hour by main.ts. */
export async function purgeExpired(ctx: AppContext): Promise<{ tokens: number; codes: number }> {
  const before = new Date(ctx.now().getTime() - PURGE_AFTER_MS);
  const deadTokens = await ctx.db
    .delete(tokens)
    .where(or(lt(tokens.expiresAt, before), lt(tokens.revokedAt, before), lt(tokens.usedAt, before)))
    .returning({ id: tokens.id });
  const deadCodes = await ctx.db
    .delete(emailCodes)
    .where(or(lt(emailCodes.expiresAt, before), lt(emailCodes.usedAt, before)))
    .returning({ id: emailCodes.id });
  return { tokens: deadTokens.length, codes: deadCodes.length };
}
