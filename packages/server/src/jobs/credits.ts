import { ANALYSIS_CREDIT_COST, NO_SUBSCRIPTION_MESSAGE } from '@mieux-disant/domain';
import type { AppContext } from '../context';
import { NOT_ENOUGH_CREDITS, creditsOf } from '../db/credits';
import { paymentRequired } from '../errors';
import { subscriptionOf } from '../payments/billing';

/**
 * 402 before any file is decoded when the company cannot pay for an analysis (no subscription, too
 * few credits). The charge itself is `chargeCredits` inside the creation transaction, which checks
 * the balance again atomically.
 */
export async function assertCanPayAnalysis(ctx: AppContext, companyId: string): Promise<void> {
  if (!(await subscriptionOf(ctx, companyId)))
    throw paymentRequired(NO_SUBSCRIPTION_MESSAGE, 'NO_SUBSCRIPTION');
  if ((await creditsOf(ctx.db, companyId)) < ANALYSIS_CREDIT_COST) {
    throw paymentRequired(NOT_ENOUGH_CREDITS, 'NO_CREDITS');
  }
}
