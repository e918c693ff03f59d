import type { PaymentProvider } from './provider';

/** Built-in test mode: the checkout is a page of this server; no money moves. */
export function createTestProvider(publicUrl: string): PaymentProvider {
  return {
    name: 'test',
    async createCheckout(request) {
      return {
        url: `${publicUrl}/api/subscription/test-checkout/${encodeURIComponent(request.sessionId)}`,
        providerSessionId: null,
      };
    },
    async changePlan() {},
    async cancel() {},
  };
}
