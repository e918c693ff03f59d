import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { AppContext } from '../context';
import type { Queryable } from '../db/index';
import type { CODE_PURPOSES } from '../db/schema';
import { emailCodes } from '../db/schema';
import { badRequest } from '../errors';
import { hashSecret, newCode, verifySecret } from './crypto';

export type CodePurpose = (typeof CODE_PURPOSES)[number];

export const CODE_TTL_MS = 3600_000;
export const CODE_MAX_TRIES = 5;

/** A new 6-digit code for the user; earlier codes of the same purpose stop working. */
export async function issueCode(ctx: AppContext, db: Queryable, userId: string, purpose: CodePurpose) {
  const code = newCode();
  const now = ctx.now();
  await db
    .update(emailCodes)
    .set({ usedAt: now })
    .where(and(eq(emailCodes.userId, userId), eq(emailCodes.purpose, purpose), isNull(emailCodes.usedAt)));
  await db.insert(emailCodes).values({
    userId,
    purpose,
    codeHash: await hashSecret(code, ctx.config.scryptN),
    expiresAt: new Date(now.getTime() + CODE_TTL_MS),
  });
  return code;
}

/** Checks a code; throws a French 400 when it is wrong, expired or out of tries. Marks it used when right. */
export async function consumeCode(ctx: AppContext, userId: string, purpose: CodePurpose, code: string) {
  const [current] = await ctx.db
    .select()
    .from(emailCodes)
    .where(and(eq(emailCodes.userId, userId), eq(emailCodes.purpose, purpose), isNull(emailCodes.usedAt)))
    .orderBy(desc(emailCodes.createdAt))
    .limit(1);
  if (!current) throw badRequest('Aucun code en attente. Demandez un nouveau code.', 'CODE_INVALID');
  if (current.expiresAt.getTime() <= ctx.now().getTime())
    throw badRequest('Ce code a expiré. Demandez un nouveau code.', 'CODE_EXPIRED');
  // Count the try first, atomically, so parallel guesses cannot exceed the limit.
  const [counted] = await ctx.db
    .update(emailCodes)
    .set({ attempts: sql`${emailCodes.attempts} + 1` })
    .where(and(eq(emailCodes.id, current.id), lt(emailCodes.attempts, CODE_MAX_TRIES)))
    .returning({ attempts: emailCodes.attempts });
  if (!counted) throw badRequest('Trop de tentatives. Demandez un nouveau code.', 'CODE_LOCKED');
  if (!(await verifySecret(code, current.codeHash, ctx.config.scryptN))) {
    const left = CODE_MAX_TRIES - counted.attempts;
    throw badRequest(
      left > 0
        ? `Code de confirmation incorrect. Il vous reste ${left} tentative${left > 1 ? 's' : ''}.`
        : 'Code de confirmation incorrect. Trop de tentatives : demandez un nouveau code.',
      'CODE_INVALID',
    );
  }
  await ctx.db.update(emailCodes).set({ usedAt: ctx.now() }).where(eq(emailCodes.id, current.id));
}
