import { randomBytes } from 'node:crypto';
import {
  PLANS,
  checkoutInfo,
  checkoutInfoQuery,
  checkoutUrl,
  planBody,
  subscriptionInfo as subscriptionInfoAnswer,
  testCheckoutParam,
  webhookAnswer,
} from '@mieux-disant/domain';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { assertCompany, currentUser } from '../auth/access';
import { checkoutSessions, subscriptions } from '../db/schema';
import { badRequest, conflict, notFound } from '../errors';
import {
  completeCheckout,
  endProviderSubscription,
  failCheckout,
  markValidating,
  renewProviderPeriod,
  subscriptionInfo,
  subscriptionOf,
} from '../payments/billing';
import type { WebhookOutcome } from '../payments/provider';
import { testCheckoutPage } from '../payments/test-checkout-page';
import { refusals } from './replies';
import { useSmallBodies } from './schemas';

const info = { 200: subscriptionInfoAnswer };
const toStatusPage = { 303: z.void().describe('Vers la page de statut du paiement (/checkout-status).') };
const testPage = {
  200: {
    description: 'La page de paiement du mode test.',
    content: { 'text/html': { schema: z.string() } },
  },
  ...refusals(404),
};

const NO_SUBSCRIPTION = "Vous n'avez pas d'abonnement en cours.";

/** SPEC.md §7 subscription, under /api/subscription: company administrators (user_admin) and admin. */
export const subscriptionRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  useSmallBodies(app);

  // The test-mode page posts plain HTML forms.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  app.get('/', { config: { access: 'user_admin' }, schema: { response: info } }, async (request) =>
    subscriptionInfo(await subscriptionOf(ctx, currentUser(request).companyId)),
  );

  const change = { body: planBody, response: { ...info, ...refusals(409) } };
  app.put('/', { config: { access: 'user_admin' }, schema: change }, async (request) => {
    const user = currentUser(request);
    const current = await subscriptionOf(ctx, user.companyId);
    if (!current) throw conflict(NO_SUBSCRIPTION, 'NO_SUBSCRIPTION');
    if (current.cancellationDate)
      throw conflict(
        'Désabonnement en attente. Vous ne pouvez pas changer de formule',
        'CANCELLATION_PENDING',
      );
    const target = request.body.type;
    // Asking for the current plan withdraws a pending change.
    const nextPlan = target === current.plan ? null : target;
    if (nextPlan === current.nextPlan)
      throw conflict('Changement de formule déjà pris en compte', 'CHANGE_PENDING');
    await ctx.payments.changePlan(current, nextPlan ?? current.plan);
    const [updated] = await ctx.db
      .update(subscriptions)
      .set({ nextPlan, changeDate: nextPlan ? current.periodEnd : null, updatedAt: ctx.now() })
      .where(eq(subscriptions.companyId, user.companyId))
      .returning();
    return subscriptionInfo(updated ?? null);
  });

  const cancel = { response: { ...info, ...refusals(409) } };
  app.delete('/', { config: { access: 'user_admin' }, schema: cancel }, async (request) => {
    const user = currentUser(request);
    const current = await subscriptionOf(ctx, user.companyId);
    if (!current) throw conflict(NO_SUBSCRIPTION, 'NO_SUBSCRIPTION');
    if (current.cancellationDate) throw conflict('Désabonnement déjà pris en compte', 'CANCELLATION_PENDING');
    await ctx.payments.cancel(current);
    const [updated] = await ctx.db
      .update(subscriptions)
      .set({ cancellationDate: current.periodEnd, nextPlan: null, changeDate: null, updatedAt: ctx.now() })
      .where(eq(subscriptions.companyId, user.companyId))
      .returning();
    return subscriptionInfo(updated ?? null);
  });

  app.post(
    '/checkout',
    {
      config: { access: 'user_admin' },
      schema: { body: planBody, response: { 200: checkoutUrl, ...refusals(409) } },
    },
    async (request, replyTo) => {
      const user = currentUser(request);
      if (await subscriptionOf(ctx, user.companyId))
        throw conflict(
          'Vous avez déjà un abonnement : changez de formule depuis la page Abonnement.',
          'ALREADY_SUBSCRIBED',
        );
      const plan = PLANS[request.body.type];
      const id = `cs_${randomBytes(24).toString('base64url')}`;
      const price = plan.priceEurosPerMonth.toFixed(2);
      await ctx.db.insert(checkoutSessions).values({
        id,
        companyId: user.companyId,
        userId: user.id,
        plan: plan.type,
        price,
        provider: ctx.payments.name,
      });
      const checkout = await ctx.payments.createCheckout({
        sessionId: id,
        plan: plan.type,
        price,
        companyId: user.companyId,
        customerEmail: user.email,
        returnUrl: `${ctx.config.publicUrl}/checkout-status?session=${id}`,
      });
      await ctx.db
        .update(checkoutSessions)
        .set({ url: checkout.url, providerSessionId: checkout.providerSessionId })
        .where(eq(checkoutSessions.id, id));
      // A JSON string: the URL the browser goes to.
      return replyTo.type('application/json; charset=utf-8').send(JSON.stringify(checkout.url));
    },
  );

  app.get(
    '/checkout/info',
    {
      config: { access: 'user_admin' },
      schema: { querystring: checkoutInfoQuery, response: { 200: checkoutInfo, ...refusals(404) } },
    },
    async (request) => {
      const [session] = await ctx.db
        .select()
        .from(checkoutSessions)
        .where(eq(checkoutSessions.id, request.query.sessionId));
      if (!session) throw notFound('Session de paiement introuvable.');
      assertCompany(request, session.companyId);
      const status = await liveStatus(session);
      return {
        status,
        date: (session.completedAt ?? session.createdAt).toISOString(),
        price: session.price,
        subscription: session.plan,
        transactionId: session.transactionId,
        sessionUrl: status === 'pending' ? session.url : null,
      };
    },
  );

  /**
   * Back from the provider before its webhook arrived: a checkout the provider reports complete is
   * 'validating' until the webhook settles it; an expired one has failed.
   */
  async function liveStatus(session: typeof checkoutSessions.$inferSelect) {
    if (session.status !== 'pending' || !session.providerSessionId || !ctx.payments.checkoutState)
      return session.status;
    const state = await ctx.payments.checkoutState(session.providerSessionId).catch((err: unknown) => {
      ctx.log.warn({ err }, 'checkout state unavailable');
      return 'open' as const;
    });
    if (state === 'complete') {
      await markValidating(ctx, session.id);
      return 'validating';
    }
    if (state === 'expired') {
      await failCheckout(ctx, session.id);
      return 'fail';
    }
    return session.status;
  }

  const readWebhook = ctx.payments.readWebhook?.bind(ctx.payments);
  if (readWebhook) {
    // The signature covers the exact bytes: this route alone reads JSON as a raw buffer.
    await app.register(async (hook) => {
      hook.removeContentTypeParser('application/json');
      hook.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_req, body, done) =>
        done(null, body),
      );
      const webhook = {
        config: { access: 'anonymous' },
        bodyLimit: 1024 * 1024,
        schema: { response: { 200: webhookAnswer } },
      } as const;
      hook.post('/webhook', webhook, async (request) => {
        const signature = request.headers['stripe-signature'];
        let outcome: WebhookOutcome;
        try {
          outcome = await readWebhook(request.body as Buffer, typeof signature === 'string' ? signature : '');
        } catch {
          throw badRequest('Signature du webhook invalide.', 'INVALID_SIGNATURE');
        }
        await applyWebhook(outcome);
        return { received: true };
      });
    });
  }

  async function applyWebhook(outcome: WebhookOutcome): Promise<void> {
    switch (outcome.kind) {
      case 'paid':
        await completeCheckout(ctx, outcome.sessionId, outcome);
        return;
      case 'validating':
        await markValidating(ctx, outcome.sessionId);
        return;
      case 'failed':
        await failCheckout(ctx, outcome.sessionId);
        return;
      case 'renewed':
        await renewProviderPeriod(
          ctx,
          outcome.providerSubscriptionId,
          outcome.periodStart,
          outcome.periodEnd,
        );
        return;
      case 'ended':
        await endProviderSubscription(ctx, outcome.providerSubscriptionId);
        return;
      case 'ignored':
        return;
      default: {
        const never: never = outcome;
        throw new Error(`unhandled webhook outcome ${String(never)}`);
      }
    }
  }

  if (ctx.payments.name !== 'test') return;

  // Built-in test mode. The browser comes here without its token (a plain navigation): the
  // unguessable session id (192 random bits) is the capability, as a provider's checkout URL is.
  async function testSession(id: string) {
    const [session] = await ctx.db.select().from(checkoutSessions).where(eq(checkoutSessions.id, id));
    if (!session || session.provider !== 'test') throw notFound('Session de paiement introuvable.');
    return session;
  }
  const statusPage = (id: string) =>
    `${ctx.config.publicUrl}/checkout-status?session=${encodeURIComponent(id)}`;

  app.get(
    '/test-checkout/:session',
    { config: { access: 'anonymous' }, schema: { params: testCheckoutParam, response: testPage } },
    async (request, replyTo) => {
      const session = await testSession(request.params.session);
      return replyTo.type('text/html; charset=utf-8').send(testCheckoutPage(session));
    },
  );

  app.post(
    '/test-checkout/:session/pay',
    {
      config: { access: 'anonymous' },
      schema: { params: testCheckoutParam, response: { ...toStatusPage, ...refusals(404) } },
    },
    async (request, replyTo) => {
      const session = await testSession(request.params.session);
      await completeCheckout(ctx, session.id, { transactionId: `test_${randomBytes(12).toString('hex')}` });
      return replyTo.redirect(statusPage(session.id), 303);
    },
  );

  app.post(
    '/test-checkout/:session/cancel',
    {
      config: { access: 'anonymous' },
      schema: { params: testCheckoutParam, response: { ...toStatusPage, ...refusals(404) } },
    },
    async (request, replyTo) => {
      const session = await testSession(request.params.session);
      await failCheckout(ctx, session.id);
      return replyTo.redirect(statusPage(session.id), 303);
    },
  );
};
