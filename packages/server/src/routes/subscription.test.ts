import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { chargeCredits, creditsOf, refundCredits } from '../db/credits';
import { checkoutSessions, creditsLedger } from '../db/schema';
import { databaseKinds, setupServer } from '../../test/harness';

const DAY = 24 * 3600_000;

describe.each(databaseKinds)('subscription in test mode on %s', (kind) => {
  const server = setupServer(kind);

  /** Subscribes through the real test-mode pages; answers the checkout session id. */
  async function subscribe(token: string, type: 'Standard' | 'Premium') {
    const checkout = await server.call('POST', '/api/subscription/checkout', { token, body: { type } });
    expect(checkout.status).toBe(200);
    expect(checkout.headers['content-type']).toContain('application/json');
    const url = new URL(checkout.body as string);
    const page = await server.call('GET', url.pathname);
    expect(page.status).toBe(200);
    expect(page.raw).toContain('Mode test');
    const session = url.pathname.split('/').at(-1)!;
    const paid = await server.call('POST', `/api/subscription/test-checkout/${session}/pay`, {
      body: '',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(paid.status).toBe(303);
    expect(paid.headers.location).toBe(`http://mieux-disant.test/checkout-status?session=${session}`);
    return session;
  }

  /** A fresh session after the clock moved past the session lifetime. */
  async function login(user: { email: string; password: string }): Promise<string> {
    const reply = await server.call('POST', '/api/auth/login', {
      body: { email: user.email, password: user.password },
    });
    return reply.body.token as string;
  }

  it('subscribes through the test checkout page and records a real session', async () => {
    const owner = await server.createUser();
    const before = await server.call('GET', '/api/subscription', { token: owner.token });
    expect(before.body).toEqual({
      type: null,
      nextSubscription: null,
      cancellationDate: null,
      changeDate: null,
    });
    const checkout = await server.call('POST', '/api/subscription/checkout', {
      token: owner.token,
      body: { type: 'Premium' },
    });
    const url = new URL(checkout.body as string);
    expect(url.origin).toBe('http://mieux-disant.test');
    const session = url.pathname.split('/').at(-1)!;
    const page = await server.call('GET', url.pathname);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.raw).toContain('Abonnement Premium');
    expect(page.raw).toContain('2200 €/mois');
    expect(page.raw).toContain('Mode test');
    const pending = await server.call('GET', `/api/subscription/checkout/info?sessionId=${session}`, {
      token: owner.token,
    });
    expect(pending.body).toMatchObject({ status: 'pending', price: '2200.00', subscription: 'Premium' });
    expect(pending.body.sessionUrl).toBe(checkout.body);
    await server.call('POST', `/api/subscription/test-checkout/${session}/pay`, {
      body: '',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    const info = await server.call('GET', `/api/subscription/checkout/info?sessionId=${session}`, {
      token: owner.token,
    });
    expect(info.body).toMatchObject({
      status: 'success',
      price: '2200.00',
      subscription: 'Premium',
      sessionUrl: null,
    });
    expect(info.body.transactionId).toMatch(/^test_[0-9a-f]{24}$/);
    const after = await server.call('GET', '/api/subscription', { token: owner.token });
    expect(after.body.type).toBe('Premium');
    expect((await server.call('GET', '/api/auth/remaining_tokens', { token: owner.token })).body).toEqual({
      remainingTokens: 1700,
    });
    expect(server.lastMail(owner.email).subject).toBe('Mieux-Disant : confirmation de votre paiement');
    // Paying twice changes nothing.
    await server.call('POST', `/api/subscription/test-checkout/${session}/pay`, {
      body: '',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(await creditsOf(server.ctx.db, owner.companyId)).toBe(1700);
    const again = await server.call('POST', '/api/subscription/checkout', {
      token: owner.token,
      body: { type: 'Standard' },
    });
    expect(again.status).toBe(409);
  });

  it('cancels a test checkout: status fail, no subscription', async () => {
    const owner = await server.createUser();
    const checkout = await server.call('POST', '/api/subscription/checkout', {
      token: owner.token,
      body: { type: 'Standard' },
    });
    const session = new URL(checkout.body as string).pathname.split('/').at(-1)!;
    const cancelled = await server.call('POST', `/api/subscription/test-checkout/${session}/cancel`, {
      body: '',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(cancelled.status).toBe(303);
    const info = await server.call('GET', `/api/subscription/checkout/info?sessionId=${session}`, {
      token: owner.token,
    });
    expect(info.body.status).toBe('fail');
    expect((await server.call('GET', '/api/subscription', { token: owner.token })).body.type).toBeNull();
  });

  it("hides another company's checkout session", async () => {
    const owner = await server.createUser();
    const other = await server.createUser();
    const checkout = await server.call('POST', '/api/subscription/checkout', {
      token: owner.token,
      body: { type: 'Standard' },
    });
    const session = new URL(checkout.body as string).pathname.split('/').at(-1)!;
    const reply = await server.call('GET', `/api/subscription/checkout/info?sessionId=${session}`, {
      token: other.token,
    });
    expect(reply.status).toBe(404);
  });

  it('switches plan at the end of the period and renews credits each period', async () => {
    const owner = await server.createUser();
    await subscribe(owner.token, 'Standard');
    expect(await creditsOf(server.ctx.db, owner.companyId)).toBe(800);
    const change = await server.call('PUT', '/api/subscription', {
      token: owner.token,
      body: { type: 'Premium' },
    });
    expect(change.body.type).toBe('Standard');
    expect(change.body.nextSubscription).toBe('Premium');
    expect(new Date(change.body.changeDate).getTime()).toBeGreaterThan(Date.now() + 27 * DAY);
    const twice = await server.call('PUT', '/api/subscription', {
      token: owner.token,
      body: { type: 'Premium' },
    });
    expect(twice.body).toEqual({
      message: 'Changement de formule déjà pris en compte',
      code: 'CHANGE_PENDING',
    });
    await chargeCredits(server.ctx.db, owner.companyId, 100, 'analysis');
    expect(await creditsOf(server.ctx.db, owner.companyId)).toBe(700);
    server.clock.advance(32 * DAY);
    owner.token = await login(owner);
    const renewed = await server.call('GET', '/api/subscription', { token: owner.token });
    expect(renewed.body).toMatchObject({ type: 'Premium', nextSubscription: null, changeDate: null });
    expect(await creditsOf(server.ctx.db, owner.companyId)).toBe(1500);
    const seats = await server.call('GET', '/api/auth/seats', { token: owner.token });
    expect(seats.body.totalSeats).toBe(5);
  });

  it('cancels at the end of the period; then no subscription and no credits', async () => {
    const owner = await server.createUser();
    await subscribe(owner.token, 'Standard');
    const cancel = await server.call('DELETE', '/api/subscription', { token: owner.token });
    expect(cancel.body.type).toBe('Standard');
    expect(cancel.body.cancellationDate).not.toBeNull();
    const switchTry = await server.call('PUT', '/api/subscription', {
      token: owner.token,
      body: { type: 'Premium' },
    });
    expect(switchTry.status).toBe(409);
    expect((await server.call('DELETE', '/api/subscription', { token: owner.token })).body.message).toBe(
      'Désabonnement déjà pris en compte',
    );
    server.clock.advance(32 * DAY);
    owner.token = await login(owner);
    expect((await server.call('GET', '/api/subscription', { token: owner.token })).body.type).toBeNull();
    expect(await creditsOf(server.ctx.db, owner.companyId)).toBe(0);
  });

  it('charges and refunds credits with a ledger; 402 when short', async () => {
    const owner = await server.createUser({ plan: 'Standard', credits: 150 });
    expect(await chargeCredits(server.ctx.db, owner.companyId, 100)).toBe(50);
    await expect(chargeCredits(server.ctx.db, owner.companyId, 100)).rejects.toMatchObject({
      status: 402,
      code: 'NO_CREDITS',
    });
    expect(await refundCredits(server.ctx.db, owner.companyId, 100)).toBe(150);
    const ledger = await server.ctx.db
      .select()
      .from(creditsLedger)
      .where(eq(creditsLedger.companyId, owner.companyId));
    expect(ledger.map((l) => l.delta)).toEqual([-100, 100]);
  });

  it('stores the checkout session with its URL', async () => {
    const owner = await server.createUser();
    const checkout = await server.call('POST', '/api/subscription/checkout', {
      token: owner.token,
      body: { type: 'Standard' },
    });
    const session = new URL(checkout.body as string).pathname.split('/').at(-1)!;
    const [row] = await server.ctx.db.select().from(checkoutSessions).where(eq(checkoutSessions.id, session));
    expect(row).toMatchObject({ plan: 'Standard', price: '1300.00', status: 'pending', provider: 'test' });
  });
});
