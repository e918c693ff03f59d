import type { PlanType } from '@mieux-disant/domain';
import { PLANS } from '@mieux-disant/domain';
import Stripe from 'stripe';
import type { StripeConfig } from '../config';
import type { PaymentProvider, WebhookOutcome } from './provider';

const euroCents = (plan: PlanType) => PLANS[plan].priceEurosPerMonth * 100;
const fromUnix = (seconds: number) => new Date(seconds * 1000);
const idOf = (value: unknown): string | null =>
  typeof value === 'string'
    ? value
    : value && typeof value === 'object' && 'id' in value
      ? String(value.id)
      : null;

// The few fields we read from Stripe's objects; Stripe's own types differ between API versions.
interface CheckoutSessionObject {
  id: string;
  metadata?: Record<string, string> | null;
  client_reference_id?: string | null;
  payment_status?: string;
  subscription?: unknown;
  invoice?: unknown;
  payment_intent?: unknown;
}
interface InvoiceObject {
  id: string;
  billing_reason?: string | null;
  subscription?: unknown;
  parent?: { subscription_details?: { subscription?: unknown } | null } | null;
  lines?: { data?: { period?: { start: number; end: number } }[] };
}

/** Stripe: Checkout Sessions in subscription mode, changes and cancellations at period end, signed webhooks. */
export function createStripeProvider(config: StripeConfig): PaymentProvider {
  const stripe = new Stripe(config.secretKey, {
    maxNetworkRetries: 1,
    telemetry: false,
    ...(config.apiHost ? { host: config.apiHost } : {}),
    ...(config.apiPort ? { port: config.apiPort } : {}),
    ...(config.apiProtocol ? { protocol: config.apiProtocol } : {}),
  });

  const priceData = (plan: PlanType) => ({
    currency: 'eur',
    unit_amount: euroCents(plan),
    recurring: { interval: 'month' as const },
  });

  return {
    name: 'stripe',
    async createCheckout(request) {
      const session = await stripe.checkout.sessions.create({
        mode: 'subscription',
        line_items: [
          {
            quantity: 1,
            price_data: {
              ...priceData(request.plan),
              product_data: { name: `Mieux-Disant ${request.plan}` },
            },
          },
        ],
        customer_email: request.customerEmail,
        client_reference_id: request.sessionId,
        metadata: { sessionId: request.sessionId, companyId: request.companyId, plan: request.plan },
        subscription_data: { metadata: { companyId: request.companyId, plan: request.plan } },
        success_url: request.returnUrl,
        cancel_url: request.returnUrl,
      });
      if (!session.url) throw new Error('Stripe did not return a checkout URL');
      return { url: session.url, providerSessionId: session.id };
    },
    async changePlan(subscription, plan) {
      if (!subscription.providerSubscriptionId) return;
      const current = await stripe.subscriptions.retrieve(subscription.providerSubscriptionId);
      const item = current.items.data[0];
      if (!item) throw new Error('Stripe subscription without items');
      // No proration: the new price is charged from the next invoice, i.e. at the end of the period.
      await stripe.subscriptions.update(subscription.providerSubscriptionId, {
        proration_behavior: 'none',
        items: [{ id: item.id, price_data: { ...priceData(plan), product: idOf(item.price.product) ?? '' } }],
        metadata: { plan },
      });
    },
    async cancel(subscription) {
      if (!subscription.providerSubscriptionId) return;
      await stripe.subscriptions.update(subscription.providerSubscriptionId, { cancel_at_period_end: true });
    },
    async checkoutState(providerSessionId) {
      const session = await stripe.checkout.sessions.retrieve(providerSessionId);
      return session.status === 'complete' ? 'complete' : session.status === 'expired' ? 'expired' : 'open';
    },
    async readWebhook(rawBody, signature) {
      const event = stripe.webhooks.constructEvent(rawBody, signature, config.webhookSecret);
      return outcomeOf(event.type, event.data.object as unknown);
    },
  };
}

function outcomeOf(type: string, object: unknown): WebhookOutcome {
  switch (type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded': {
      const session = object as CheckoutSessionObject;
      const sessionId = session.metadata?.sessionId ?? session.client_reference_id;
      if (!sessionId) return { kind: 'ignored', type };
      if (session.payment_status === 'unpaid') return { kind: 'validating', sessionId };
      return {
        kind: 'paid',
        sessionId,
        transactionId: idOf(session.invoice) ?? idOf(session.payment_intent) ?? session.id,
        providerSubscriptionId: idOf(session.subscription),
      };
    }
    case 'checkout.session.expired':
    case 'checkout.session.async_payment_failed': {
      const session = object as CheckoutSessionObject;
      const sessionId = session.metadata?.sessionId ?? session.client_reference_id;
      return sessionId ? { kind: 'failed', sessionId } : { kind: 'ignored', type };
    }
    case 'invoice.paid': {
      const invoice = object as InvoiceObject;
      const subscription =
        idOf(invoice.subscription) ?? idOf(invoice.parent?.subscription_details?.subscription);
      const period = invoice.lines?.data?.[0]?.period;
      // The first invoice is the checkout's; later ones open a new period.
      if (invoice.billing_reason !== 'subscription_cycle' || !subscription || !period)
        return { kind: 'ignored', type };
      return {
        kind: 'renewed',
        providerSubscriptionId: subscription,
        periodStart: fromUnix(period.start),
        periodEnd: fromUnix(period.end),
      };
    }
    case 'customer.subscription.deleted':
      return { kind: 'ended', providerSubscriptionId: (object as { id: string }).id };
    default:
      return { kind: 'ignored', type };
  }
}
