import type { AuthAnswer } from '@mieux-disant/domain';
import { and, count, eq, ne } from 'drizzle-orm';
import type { AppContext } from '../context';
import type { Queryable } from '../db/index';
import type { Role } from '../db/schema';
import { companies, files, seatHolds, tenders, users } from '../db/schema';
import { FileStore } from '../files/store';
import { confirmationCodeMail } from '../mail/messages';
import { subscriptionOf } from '../payments/billing';
import { issueCode } from './codes';
import { hashSecret } from './crypto';
import { issueSession } from './sessions';

export const normaliseEmail = (email: string) => email.trim().toLowerCase();

export interface AccountRow {
  id: string;
  companyId: string;
  email: string;
  firstname: string;
  lastname: string;
  role: Role;
  emailConfirmed: boolean;
  adminValidated: boolean;
}

/** The login/sign-up answer of DECISIONS.md (without the token). */
export async function accountView(ctx: AppContext, user: AccountRow): Promise<Omit<AuthAnswer, 'token'>> {
  const [company] = await ctx.db
    .select({ credits: companies.credits })
    .from(companies)
    .where(eq(companies.id, user.companyId));
  const subscription = await subscriptionOf(ctx, user.companyId);
  return {
    id: user.id,
    firstname: user.firstname,
    lastname: user.lastname,
    status: user.emailConfirmed,
    admin_validated: user.adminValidated ? 1 : 0,
    subscription: subscription?.plan ?? null,
    role: user.role,
    credits: company?.credits ?? 0,
  };
}

export async function findUserByEmail(ctx: AppContext, email: string) {
  const [user] = await ctx.db
    .select()
    .from(users)
    .where(eq(users.email, normaliseEmail(email)))
    .limit(1);
  return user ?? null;
}

export async function findUser(ctx: AppContext, id: string) {
  const [user] = await ctx.db.select().from(users).where(eq(users.id, id)).limit(1);
  return user ?? null;
}

export interface NewAccount {
  firstname: string;
  lastname: string;
  company: string;
  email: string;
  password: string;
}

/**
 * A new company with its first user (user_admin, unconfirmed, not validated) and a session; answers
 * the confirmation-code mail for the caller to send (sign-up sends it after answering).
 */
export async function createAccount(ctx: AppContext, input: NewAccount) {
  const passwordHash = await hashSecret(input.password, ctx.config.scryptN);
  const { user, token, code } = await ctx.db.transaction(async (tx) => {
    const [company] = await tx.insert(companies).values({ name: input.company }).returning();
    const [created] = await tx
      .insert(users)
      .values({
        companyId: company!.id,
        email: normaliseEmail(input.email),
        firstname: input.firstname,
        lastname: input.lastname,
        passwordHash,
        role: 'user_admin',
      })
      .returning();
    const token = await issueSession(ctx, tx, created!.id);
    const code = await issueCode(ctx, tx, created!.id, 'confirm_mail');
    return { user: created!, token, code };
  });
  return { user, token, mail: confirmationCodeMail(user.email, user.firstname, code) };
}

export async function sendConfirmationCode(
  ctx: AppContext,
  user: { id: string; email: string; firstname: string },
) {
  const code = await issueCode(ctx, ctx.db, user.id, 'confirm_mail');
  await ctx.mailer.send(confirmationCodeMail(user.email, user.firstname, code));
}

export async function seatsOf(ctx: AppContext, db: Queryable, companyId: string, totalSeats: number) {
  const [company] = await db
    .select({ name: companies.name })
    .from(companies)
    .where(eq(companies.id, companyId));
  const [members] = await db.select({ n: count() }).from(users).where(eq(users.companyId, companyId));
  const [held] = await db.select({ n: count() }).from(seatHolds).where(eq(seatHolds.companyId, companyId));
  const usedSeats = (members?.n ?? 0) + (held?.n ?? 0);
  return {
    company: company?.name ?? '',
    totalSeats,
    usedSeats,
    remainingSeats: Math.max(0, totalSeats - usedSeats),
  };
}

/**
 * The seat an invitation takes, whether the address is new (a user row) or has an account in another
 * company (a seat hold, see seatHolds): the seat count answers the same on both paths.
 */
export async function takeSeat(
  db: Queryable,
  companyId: string,
  email: string,
  existing: { companyId: string } | undefined,
): Promise<void> {
  if (!existing) {
    await db.delete(seatHolds).where(and(eq(seatHolds.companyId, companyId), eq(seatHolds.email, email)));
  } else if (existing.companyId !== companyId) {
    await db.insert(seatHolds).values({ companyId, email }).onConflictDoNothing();
  }
}

/**
 * Deletes a user. When they are the last user of their company, the company goes with them: its
 * tenders, files (rows by cascade, blobs no other tender references), subscription and ledger.
 */
export async function deleteAccount(ctx: AppContext, user: { id: string; companyId: string }) {
  const removedHashes = await ctx.db.transaction(async (tx) => {
    const [others] = await tx
      .select({ n: count() })
      .from(users)
      .where(and(eq(users.companyId, user.companyId), ne(users.id, user.id)));
    if ((others?.n ?? 0) > 0) {
      await tx.delete(users).where(eq(users.id, user.id));
      return [];
    }
    const hashes = await tx
      .selectDistinct({ sha256: files.sha256 })
      .from(files)
      .innerJoin(tenders, eq(tenders.id, files.tenderId))
      .where(eq(tenders.companyId, user.companyId));
    await tx.delete(companies).where(eq(companies.id, user.companyId));
    return hashes.map((h) => h.sha256);
  });
  const store = new FileStore(ctx.config.dataDir);
  for (const hash of removedHashes) {
    // A blob is shared by content: keep it if any other tender still refers to it.
    const [still] = await ctx.db.select({ n: count() }).from(files).where(eq(files.sha256, hash));
    if ((still?.n ?? 0) === 0) await store.remove(hash);
  }
}
