import type { ServerConfig } from '../config';
import type { PaymentProvider } from './provider';
import { createStripeProvider } from './stripe';
import { createTestProvider } from './test-provider';

/** Stripe when STRIPE_SECRET_KEY is set, else the built-in test mode. */
export function createPaymentProvider(config: ServerConfig): PaymentProvider {
  return config.stripe ? createStripeProvider(config.stripe) : createTestProvider(config.publicUrl);
}
