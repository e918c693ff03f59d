import { ANALYSIS_CREDIT_COST } from '@mieux-disant/domain';
import { and, eq, gte, sql } from 'drizzle-orm';
import { paymentRequired } from '../errors';
import type { Queryable } from './index';
import { companies, creditsLedger } from './schema';

// companies.credits is the balance; every movement also writes a credits_ledger row, in the same
// transaction when the caller passes one.

export const NOT_ENOUGH_CREDITS = `Crédits insuffisants : une analyse coûte ${ANALYSIS_CREDIT_COST} crédits.`;

/** Takes `amount` credits; 402 (NO_CREDITS) without touching anything when the balance is short. */
export async function chargeCredits(
  db: Queryable,
  companyId: string,
  amount: number,
  reason = 'analysis',
  tenderId: string | null = null,
): Promise<number> {
  const [row] = await db
    .update(companies)
    .set({ credits: sql`${companies.credits} - ${amount}` })
    .where(and(eq(companies.id, companyId), gte(companies.credits, amount)))
    .returning({ credits: companies.credits });
  if (!row) throw paymentRequired(NOT_ENOUGH_CREDITS, 'NO_CREDITS');
  await db.insert(creditsLedger).values({ companyId, delta: -amount, reason, tenderId });
  return row.credits;
}

/** Gives `amount` credits back (a failed analysis). */
export async function refundCredits(
  db: Queryable,
  companyId: string,
  amount: number,
  reason = 'analysis_refund',
  tenderId: string | null = null,
): Promise<number> {
  const [row] = await db
    .update(companies)
    .set({ credits: sql`${companies.credits} + ${amount}` })
    .where(eq(companies.id, companyId))
    .returning({ credits: companies.credits });
  await db.insert(creditsLedger).values({ companyId, delta: amount, reason, tenderId });
  return row?.credits ?? 0;
}

/** Sets the balance (a new billing period), recording the difference. */
export async function setCredits(
  db: Queryable,
  companyId: string,
  credits: number,
  reason: string,
): Promise<void> {
  const [before] = await db
    .select({ credits: companies.credits })
    .from(companies)
    .where(eq(companies.id, companyId))
    .for('update');
  if (!before) return;
  await db.update(companies).set({ credits }).where(eq(companies.id, companyId));
  await db.insert(creditsLedger).values({ companyId, delta: credits - before.credits, reason });
}

export async function creditsOf(db: Queryable, companyId: string): Promise<number> {
  const [row] = await db
    .select({ credits: companies.credits })
    .from(companies)
    .where(eq(companies.id, companyId));
  return row?.credits ?? 0;
}
