import type { PlanType } from '@mieux-disant/domain';
import { PLANS } from '@mieux-disant/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../context';
import { setCredits } from '../db/credits';
import type { Queryable } from '../db/index';
import { checkoutSessions, subscriptions, users } from '../db/schema';
import { paymentConfirmationMail } from '../mail/messages';

export type SubscriptionRow = typeof subscriptions.$inferSelect;

/** Stripe's renewal arrives by webhook; until it does, a just-ended Stripe period stays usable this long. */
export const PROVIDER_GRACE_MS = 3 * 24 * 3600_000;

/** The same day and time one month later (the last day of a shorter month). */
export function addMonth(date: Date): Date {
  const next = new Date(date.getTime());
  const day = next.getUTCDate();
  next.setUTCDate(1);
  next.setUTCMonth(next.getUTCMonth() + 1);
  const lastDay = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0)).getUTCDate();
  next.setUTCDate(Math.min(day, lastDay));
  return next;
}

/**
 * The company's running subscription, or null. A test-mode subscription whose period ended is rolled
 * here (lazily, on first use): a pending plan change takes effect, credits renew; a cancelled one ends
 * and its credits lapse. Stripe subscriptions are rolled by their webhook instead.
 * Not for use inside a transaction (it reads through ctx.db).
 */
export async function subscriptionOf(ctx: AppContext, companyId: string): Promise<SubscriptionRow | null> {
  const [row] = await ctx.db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.companyId, companyId))
    .limit(1);
  if (!row) return null;
  const now = ctx.now().getTime();
  if (row.provider !== 'test') return row.periodEnd.getTime() + PROVIDER_GRACE_MS > now ? row : null;
  if (row.periodEnd.getTime() > now) return row;
  return ctx.db.transaction((tx) => rollPeriods(ctx, tx, row));
}

async function rollPeriods(
  ctx: AppContext,
  tx: Queryable,
  row: SubscriptionRow,
): Promise<SubscriptionRow | null> {
  const [current] = await tx
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.companyId, row.companyId))
    .for('update');
  if (!current) return null;
  if (current.periodEnd.getTime() > ctx.now().getTime()) return current; // another request rolled it
  if (current.cancellationDate) {
    await endSubscription(tx, current.companyId);
    return null;
  }
  let { periodStart, periodEnd } = current;
  while (periodEnd.getTime() <= ctx.now().getTime()) {
    periodStart = periodEnd;
    periodEnd = addMonth(periodEnd);
  }
  return startPeriod(tx, current, current.nextPlan ?? current.plan, periodStart, periodEnd);
}

/** A new period: the pending plan (if any) takes effect and the plan's monthly credits are granted. */
export async function startPeriod(
  tx: Queryable,
  current: SubscriptionRow,
  plan: PlanType,
  periodStart: Date,
  periodEnd: Date,
): Promise<SubscriptionRow> {
  const [updated] = await tx
    .update(subscriptions)
    .set({ plan, periodStart, periodEnd, nextPlan: null, changeDate: null, updatedAt: periodStart })
    .where(eq(subscriptions.companyId, current.companyId))
    .returning();
  await setCredits(tx, current.companyId, PLANS[plan].creditsPerMonth, 'renewal');
  return updated!;
}

export async function endSubscription(tx: Queryable, companyId: string): Promise<void> {
  await tx.delete(subscriptions).where(eq(subscriptions.companyId, companyId));
  await setCredits(tx, companyId, 0, 'subscription_ended');
}

/** The answer of GET /subscription (SPEC.md §3). */
export function subscriptionInfo(row: SubscriptionRow | null) {
  return {
    type: row?.plan ?? null,
    nextSubscription: row?.nextPlan ?? null,
    cancellationDate: row?.cancellationDate?.toISOString() ?? null,
    changeDate: row?.changeDate?.toISOString() ?? null,
  };
}

export interface PaidCheckout {
  transactionId: string;
  providerSubscriptionId?: string | null;
  periodStart?: Date;
  periodEnd?: Date;
}

/**
 * Records a paid checkout once (a replayed webhook or a double click changes nothing): the session
 * becomes success, the company's subscription starts with the plan's credits plus its bonus, and the
 * payer gets a confirmation mail. Answers false when the session was already settled.
 */
export async function completeCheckout(
  ctx: AppContext,
  sessionId: string,
  paid: PaidCheckout,
): Promise<boolean> {
  const now = ctx.now();
  const settled = await ctx.db.transaction(async (tx) => {
    const [session] = await tx
      .update(checkoutSessions)
      .set({ status: 'success', transactionId: paid.transactionId, completedAt: now })
      .where(
        and(eq(checkoutSessions.id, sessionId), inArray(checkoutSessions.status, ['pending', 'validating'])),
      )
      .returning();
    if (!session) return null;
    const periodStart = paid.periodStart ?? now;
    const values = {
      plan: session.plan,
      provider: session.provider,
      providerSubscriptionId: paid.providerSubscriptionId ?? null,
      periodStart,
      periodEnd: paid.periodEnd ?? addMonth(periodStart),
      nextPlan: null,
      changeDate: null,
      cancellationDate: null,
      updatedAt: now,
    };
    await tx
      .insert(subscriptions)
      .values({ companyId: session.companyId, ...values })
      .onConflictDoUpdate({ target: subscriptions.companyId, set: values });
    const plan = PLANS[session.plan];
    await setCredits(tx, session.companyId, plan.creditsPerMonth + plan.bonusCredits, 'subscription');
    return session;
  });
  if (!settled) return false;
  const [payer] = settled.userId
    ? await ctx.db.select().from(users).where(eq(users.id, settled.userId))
    : [undefined];
  if (payer) {
    await ctx.mailer.send(
      paymentConfirmationMail(payer.email, payer.firstname, {
        plan: settled.plan,
        price: settled.price,
        transactionId: paid.transactionId,
        date: now.toISOString(),
      }),
    );
  }
  return true;
}

/** A checkout given up or refused; a settled session stays as it is. */
export async function failCheckout(ctx: AppContext, sessionId: string): Promise<void> {
  await ctx.db
    .update(checkoutSessions)
    .set({ status: 'fail', completedAt: ctx.now() })
    .where(
      and(eq(checkoutSessions.id, sessionId), inArray(checkoutSessions.status, ['pending', 'validating'])),
    );
}

export async function markValidating(ctx: AppContext, sessionId: string): Promise<void> {
  await ctx.db
    .update(checkoutSessions)
    .set({ status: 'validating' })
    .where(and(eq(checkoutSessions.id, sessionId), eq(checkoutSessions.status, 'pending')));
}

/** A provider opened a new period (Stripe's invoice.paid): pending plan change applies, credits renew. */
export async function renewProviderPeriod(
  ctx: AppContext,
  providerSubscriptionId: string,
  periodStart: Date,
  periodEnd: Date,
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.providerSubscriptionId, providerSubscriptionId))
      .for('update');
    // A replayed event (same or older period) changes nothing.
    if (!row || row.periodEnd.getTime() >= periodEnd.getTime()) return;
    await startPeriod(tx, row, row.nextPlan ?? row.plan, periodStart, periodEnd);
  });
}

export async function endProviderSubscription(
  ctx: AppContext,
  providerSubscriptionId: string,
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ companyId: subscriptions.companyId })
      .from(subscriptions)
      .where(eq(subscriptions.providerSubscriptionId, providerSubscriptionId));
    if (row) await endSubscription(tx, row.companyId);
  });
}
