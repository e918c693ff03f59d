import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditsOf } from '../db/credits';
import { createStripeProvider } from './stripe';
import { databaseKinds, setupServer } from '../../test/harness';

const WEBHOOK_SECRET = 'whsec_test_secret_for_mieux_disant';
const SECRET_KEY = 'sk_test_mieux_disant';

interface StripeCall {
  method: string;
  path: string;
  form: Record<string, string>;
  authorization: string | undefined;
}

/** A local server speaking the part of Stripe's HTTP API the provider uses. */
function fakeStripe() {
  const calls: StripeCall[] = [];
  const subscription = {
    id: 'sub_123',
    object: 'subscription',
    status: 'active',
    items: {
      object: 'list',
      data: [{ id: 'si_123', object: 'subscription_item', price: { id: 'price_1', product: 'prod_1' } }],
    },
  };
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      const path = (req.url ?? '').split('?')[0]!;
      calls.push({
        method: req.method ?? '',
        path,
        form: Object.fromEntries(new URLSearchParams(body)),
        authorization: req.headers.authorization,
      });
      res.setHeader('content-type', 'application/json');
      if (req.method === 'GET' && path === '/v1/checkout/sessions/cs_test_abc') {
        res.end(JSON.stringify({ id: 'cs_test_abc', object: 'checkout.session', status: 'complete' }));
      } else if (req.method === 'POST' && path === '/v1/checkout/sessions') {
        res.end(
          JSON.stringify({
            id: 'cs_test_abc',
            object: 'checkout.session',
            url: 'https://checkout.stripe.test/c/pay/cs_test_abc',
          }),
        );
      } else if (path === '/v1/subscriptions/sub_123') {
        res.end(JSON.stringify(subscription));
      } else {
        res.statusCode = 404;
        res.end(
          JSON.stringify({ error: { type: 'invalid_request_error', message: `No such route ${path}` } }),
        );
      }
    });
  });
  return { server, calls };
}

describe.each(databaseKinds)('Stripe provider on %s', (kind) => {
  const stripeApi = fakeStripe();
  let port = 0;
  beforeAll(async () => {
    await new Promise<void>((resolve) => stripeApi.server.listen(0, '127.0.0.1', resolve));
    port = (stripeApi.server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => stripeApi.server.close(() => resolve())));
  const server = setupServer(kind, {
    overrides: () => ({
      payments: createStripeProvider({
        secretKey: SECRET_KEY,
        webhookSecret: WEBHOOK_SECRET,
        apiHost: '127.0.0.1',
        apiPort: port,
        apiProtocol: 'http',
      }),
    }),
  });
  const signer = new Stripe(SECRET_KEY);

  async function sendEvent(type: string, object: Record<string, unknown>, secret = WEBHOOK_SECRET) {
    const payload = JSON.stringify({
      id: `evt_${type}_${Date.now()}`,
      object: 'event',
      type,
      data: { object },
    });
    const signature = signer.webhooks.generateTestHeaderString({ payload, secret });
    return server.call('POST', '/api/subscription/webhook', {
      body: payload,
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    });
  }

  it('runs a subscription: checkout session, signed webhook, change, renewal, cancellation, end', async () => {
    const owner = await server.createUser();
    const checkout = await server.call('POST', '/api/subscription/checkout', {
      token: owner.token,
      body: { type: 'Standard' },
    });
    expect(checkout.body).toBe('https://checkout.stripe.test/c/pay/cs_test_abc');
    const created = stripeApi.calls.find((c) => c.path === '/v1/checkout/sessions')!;
    expect(created.authorization).toBe(`Bearer ${SECRET_KEY}`);
    expect(created.form).toMatchObject({
      mode: 'subscription',
      'line_items[0][price_data][currency]': 'eur',
      'line_items[0][price_data][unit_amount]': '130000',
      'line_items[0][price_data][recurring][interval]': 'month',
      customer_email: owner.email,
    });
    const sessionId = created.form['metadata[sessionId]']!;
    expect(created.form.success_url).toBe(`http://mieux-disant.test/checkout-status?session=${sessionId}`);

    // A forged event is refused and changes nothing.
    const forged = await sendEvent(
      'checkout.session.completed',
      { id: 'cs_test_abc', metadata: { sessionId }, payment_status: 'paid', subscription: 'sub_123' },
      'whsec_wrong',
    );
    expect(forged.status).toBe(400);
    expect(forged.body.code).toBe('INVALID_SIGNATURE');
    expect(await creditsOf(server.ctx.db, owner.companyId)).toBe(0);

    // Back from Stripe before the webhook: Stripe says complete, so the payment is being validated.
    const early = await server.call('GET', `/api/subscription/checkout/info?sessionId=${sessionId}`, {
      token: owner.token,
    });
    expect(early.body).toMatchObject({ status: 'validating', sessionUrl: null });

    const paid = await sendEvent('checkout.session.completed', {
      id: 'cs_test_abc',
      metadata: { sessionId },
      payment_status: 'paid',
      subscription: 'sub_123',
      invoice: 'in_first',
    });
    expect(paid.status).toBe(200);
    const info = await server.call('GET', `/api/subscription/checkout/info?sessionId=${sessionId}`, {
      token: owner.token,
    });
    expect(info.body).toMatchObject({
      status: 'success',
      transactionId: 'in_first',
      subscription: 'Standard',
    });
    expect(await creditsOf(server.ctx.db, owner.companyId)).toBe(800);
    expect(server.lastMail(owner.email).subject).toBe('Mieux-Disant : confirmation de votre paiement');

    const change = await server.call('PUT', '/api/subscription', {
      token: owner.token,
      body: { type: 'Premium' },
    });
    expect(change.body.nextSubscription).toBe('Premium');
    const update = stripeApi.calls
      .filter((c) => c.method === 'POST' && c.path === '/v1/subscriptions/sub_123')
      .at(-1)!;
    expect(update.form).toMatchObject({
      proration_behavior: 'none',
      'items[0][id]': 'si_123',
      'items[0][price_data][unit_amount]': '220000',
      'items[0][price_data][product]': 'prod_1',
    });

    const start = Math.floor(Date.now() / 1000) + 30 * 86400;
    const renewal = {
      id: 'in_second',
      billing_reason: 'subscription_cycle',
      parent: { subscription_details: { subscription: 'sub_123' } },
      lines: { data: [{ period: { start, end: start + 31 * 86400 } }] },
    };
    await sendEvent('invoice.paid', renewal);
    await sendEvent('invoice.paid', renewal); // replayed: no second renewal
    const renewed = await server.call('GET', '/api/subscription', { token: owner.token });
    expect(renewed.body).toMatchObject({ type: 'Premium', nextSubscription: null });
    expect(await creditsOf(server.ctx.db, owner.companyId)).toBe(1500);

    const cancel = await server.call('DELETE', '/api/subscription', { token: owner.token });
    expect(cancel.body.cancellationDate).toBe(new Date((start + 31 * 86400) * 1000).toISOString());
    const cancelCall = stripeApi.calls.at(-1)!;
    expect(cancelCall.form).toEqual({ cancel_at_period_end: 'true' });

    await sendEvent('customer.subscription.deleted', { id: 'sub_123', object: 'subscription' });
    expect((await server.call('GET', '/api/subscription', { token: owner.token })).body.type).toBeNull();
    expect(await creditsOf(server.ctx.db, owner.companyId)).toBe(0);
  });

  it('marks an expired checkout as failed', async () => {
    const owner = await server.createUser();
    await server.call('POST', '/api/subscription/checkout', {
      token: owner.token,
      body: { type: 'Premium' },
    });
    const sessionId = stripeApi.calls.filter((c) => c.path === '/v1/checkout/sessions').at(-1)!.form[
      'metadata[sessionId]'
    ]!;
    await sendEvent('checkout.session.expired', { id: 'cs_test_abc', metadata: { sessionId } });
    const info = await server.call('GET', `/api/subscription/checkout/info?sessionId=${sessionId}`, {
      token: owner.token,
    });
    expect(info.body.status).toBe('fail');
  });

  it('has no test-mode checkout page when Stripe is configured', async () => {
    const reply = await server.call('GET', '/api/subscription/test-checkout/cs_aaaaaaaaaaaaaaaa');
    expect(reply.status).toBe(404);
  });
});
