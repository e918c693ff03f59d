import { ANALYSIS_CREDIT_COST } from '@mieux-disant/domain';
import { and, eq, gte, sql } from 'drizzle-orm';
import type { AppContext } from '../context';
import type { Queryable } from '../db/index';
import { companies, creditsLedger } from '../db/schema';
import { paymentRequired } from '../errors';
import { subscriptionOf } from '../payments/billing';

export const NO_SUBSCRIPTION_MESSAGE = 'Un abonnement actif est nécessaire pour lancer une analyse.';
export const NO_CREDITS_MESSAGE = `Crédits insuffisants : une analyse coûte ${ANALYSIS_CREDIT_COST} crédits.`;

/** 402 before any work when the company cannot pay for an analysis (no subscription, too few credits). */
export async function assertCanPayAnalysis(ctx: AppContext, companyId: string): Promise<void> {
  if (!(await subscriptionOf(ctx, companyId)))
    throw paymentRequired(NO_SUBSCRIPTION_MESSAGE, 'NO_SUBSCRIPTION');
  const [row] = await ctx.db
    .select({ credits: companies.credits })
    .from(companies)
    .where(eq(companies.id, companyId));
  if (!row || row.credits < ANALYSIS_CREDIT_COST) throw paymentRequired(NO_CREDITS_MESSAGE, 'NO_CREDITS');
}

/** Charges one analysis inside the caller's transaction; 402 when the balance is short. */
export async function chargeAnalysis(ctx: AppContext, db: Queryable, companyId: string, tenderId: string) {
  const [row] = await db
    .update(companies)
    .set({ credits: sql`${companies.credits} - ${ANALYSIS_CREDIT_COST}` })
    .where(and(eq(companies.id, companyId), gte(companies.credits, ANALYSIS_CREDIT_COST)))
    .returning({ credits: companies.credits });
  if (!row) throw paymentRequired(NO_CREDITS_MESSAGE, 'NO_CREDITS');
  await db
    .insert(creditsLedger)
    .values({ companyId, delta: -ANALYSIS_CREDIT_COST, reason: 'analysis', tenderId });
  void ctx;
}

/** Gives back the credits of a failed phase 1, inside the caller's transaction. */
export async function refundAnalysis(ctx: AppContext, db: Queryable, companyId: string, tenderId: string) {
  await db
    .update(companies)
    .set({ credits: sql`${companies.credits} + ${ANALYSIS_CREDIT_COST}` })
    .where(eq(companies.id, companyId));
  await db
    .insert(creditsLedger)
    .values({ companyId, delta: ANALYSIS_CREDIT_COST, reason: 'analysis_refund', tenderId });
  void ctx;
}
