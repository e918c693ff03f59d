import type { PlanType } from '@mieux-disant/domain';

export interface CheckoutRequest {
  /** Our checkout session id (checkout_sessions.id). */
  sessionId: string;
  plan: PlanType;
  /** Euros per month, decimal string. */
  price: string;
  companyId: string;
  customerEmail: string;
  /** Where the provider sends the browser back: /checkout-status?session=… */
  returnUrl: string;
}

export interface ProviderSubscriptionRef {
  providerSubscriptionId: string | null;
}

/** What a provider's webhook event means for us, whatever the provider. */
export type WebhookOutcome =
  | {
      kind: 'paid';
      sessionId: string;
      transactionId: string;
      providerSubscriptionId: string | null;
      periodStart?: Date;
      periodEnd?: Date;
    }
  | { kind: 'validating'; sessionId: string }
  | { kind: 'failed'; sessionId: string }
  | { kind: 'renewed'; providerSubscriptionId: string; periodStart: Date; periodEnd: Date }
  | { kind: 'ended'; providerSubscriptionId: string }
  | { kind: 'ignored'; type: string };

/**
 * A payment provider. Two implementations: the built-in test mode (a server page marked 'Mode test')
 * and Stripe (Checkout Sessions and a signed webhook). Both record the outcome in checkout_sessions and
 * subscriptions through src/payments/billing.ts.
 */
export interface PaymentProvider {
  readonly name: 'test' | 'stripe';
  /** Creates the provider's checkout; answers the URL to send the browser to. */
  createCheckout(request: CheckoutRequest): Promise<{ url: string; providerSessionId: string | null }>;
  /** Switches plan at the end of the current period. */
  changePlan(subscription: ProviderSubscriptionRef, plan: PlanType): Promise<void>;
  /** Cancels at the end of the current period. */
  cancel(subscription: ProviderSubscriptionRef): Promise<void>;
  /** Where the provider's checkout stands, for a session the webhook has not settled yet. */
  checkoutState?(providerSessionId: string): Promise<'open' | 'complete' | 'expired'>;
  /** Verifies a webhook call's signature (throws when wrong) and says what it means. */
  readWebhook?(rawBody: Buffer, signature: string): Promise<WebhookOutcome>;
}
