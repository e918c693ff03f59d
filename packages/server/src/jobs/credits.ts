import { ANALYSIS_CREDIT_COST } from '@mieux-disant/domain';
import type { AppContext } from '../context';
import { chargeCredits, creditsOf, refundCredits } from '../db/credits';
import type { Queryable } from '../db/index';
import { paymentRequired } from '../errors';
import { subscriptionOf } from '../payments/billing';

export const NO_SUBSCRIPTION_MESSAGE = 'Un abonnement actif est nécessaire pour lancer une analyse.';
export const NO_CREDITS_MESSAGE = `Crédits insuffisants : une analyse coûte ${ANALYSIS_CREDIT_COST} crédits.`;

/** 402 before any work when the company cannot pay for an analysis (no subscription, too few credits). */
export async function assertCanPayAnalysis(ctx: AppContext, companyId: string): Promise<void> {
  if (!(await subscriptionOf(ctx, companyId)))
    throw paymentRequired(NO_SUBSCRIPTION_MESSAGE, 'NO_SUBSCRIPTION');
  if ((await creditsOf(ctx.db, companyId)) < ANALYSIS_CREDIT_COST) {
    throw paymentRequired(NO_CREDITS_MESSAGE, 'NO_CREDITS');
  }
}

/** Charges one analysis (phase 1 start) inside the caller's transaction; 402 when the balance is short. */
export async function chargeAnalysis(db: Queryable, companyId: string, tenderId: string): Promise<void> {
  await chargeCredits(db, companyId, ANALYSIS_CREDIT_COST, 'analysis', tenderId);
}

/** Gives back the credits of a failed phase 1, inside the caller's transaction. */
export async function refundAnalysis(db: Queryable, companyId: string, tenderId: string): Promise<void> {
  await refundCredits(db, companyId, ANALYSIS_CREDIT_COST, 'analysis_refund', tenderId);
}
