import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../src/db/schema';
import type { Reply } from './harness';
import { setupServer } from './harness';

// Sign-up, reset request and invitation must not tell whether an address has an account: same answer,
// same time. Each case is measured over 50 tries, the two paths interleaved so that a slow moment of
// the machine hits both; the medians must be within 20 % of each other.
const TRIES = 50;
const TOLERANCE = 0.2;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] as number;
};

async function timed(run: () => Promise<Reply>): Promise<{ ms: number; reply: Reply }> {
  const start = performance.now();
  const reply = await run();
  return { ms: performance.now() - start, reply };
}

/** Runs both paths TRIES times, interleaved; answers the two medians and every reply's shape. */
async function measure(existing: (i: number) => Promise<Reply>, fresh: (i: number) => Promise<Reply>) {
  const times = { existing: [] as number[], fresh: [] as number[] };
  const shapes = new Set<string>();
  for (let i = 0; i < TRIES; i += 1) {
    for (const [name, run] of [
      ['existing', existing],
      ['fresh', fresh],
    ] as const) {
      const { ms, reply } = await timed(() => run(i));
      expect(reply.status).toBe(200);
      shapes.add(JSON.stringify(shape(reply.body)));
      times[name].push(ms);
    }
  }
  return { existing: median(times.existing), fresh: median(times.fresh), shapes };
}

/** The answer with its variable values (ids, tokens, names) replaced by their type. */
function shape(body: unknown): unknown {
  if (Array.isArray(body)) return body.map(shape);
  if (body && typeof body === 'object')
    return Object.fromEntries(Object.entries(body).map(([k, v]) => [k, shape(v)]));
  return typeof body === 'string' && body.length > 20 ? 'string' : body;
}

function expectSameTime(result: { existing: number; fresh: number }) {
  const ratio = result.existing / result.fresh;
  console.info(
    `median ${result.existing.toFixed(1)} ms (address with an account) vs ${result.fresh.toFixed(1)} ms (without): ratio ${ratio.toFixed(3)}`,
  );
  expect(Math.abs(ratio - 1)).toBeLessThanOrEqual(TOLERANCE);
}

describe('no account enumeration by answer or time', () => {
  const server = setupServer('pglite', { config: { uniformAnswerMs: 120 } });

  it('answers a sign-up the same, in the same time, whether the address has an account or not', async () => {
    const owner = await server.createUser();
    const body = (email: string) => ({
      firstname: 'Camille',
      lastname: 'Durand',
      company: 'BTP Durand',
      email,
      password: 'Bouleau-Granit-Velours-92',
      confirmPassword: 'Bouleau-Granit-Velours-92',
    });
    const run = Date.now();
    const result = await measure(
      () => server.call('POST', '/api/auth/signup', { body: body(owner.email) }),
      (i) => server.call('POST', '/api/auth/signup', { body: body(`neuf-${run}-${i}@example.test`) }),
    );
    expect(result.shapes.size).toBe(1);
    expect(server.lastMail(owner.email).subject).toBe('Mieux-Disant : tentative de création de compte');
    expectSameTime(result);
  });

  it('answers a reset request the same, in the same time, whether the address has an account or not', async () => {
    const owner = await server.createUser();
    const result = await measure(
      () => server.call('PUT', '/api/auth/password_reset_request', { body: { email: owner.email } }),
      (i) =>
        server.call('PUT', '/api/auth/password_reset_request', {
          body: { email: `absent-${i}@example.test` },
        }),
    );
    expect(result.shapes.size).toBe(1);
    expect(server.lastMail(owner.email).subject).toContain('réinitialisation');
    expectSameTime(result);
  });

  it('answers an invitation the same, in the same time, when the address belongs to another company', async () => {
    const admin = await server.createUser({ plan: 'Premium', companyName: 'Travaux Martin' });
    const elsewhere = await server.createUser({ companyName: 'Autre Société' });
    const invite = (email: string) =>
      server.call('POST', '/api/auth/invite', {
        token: admin.token,
        body: { email, firstname: 'Léa', lastname: 'Roux' },
      });
    const run = Date.now();
    const result = await measure(
      () => invite(elsewhere.email),
      async (i) => {
        const email = `invitee-${run}-${i}@example.test`;
        const reply = await invite(email);
        // Frees the seat for the next try.
        await server.ctx.db.delete(users).where(eq(users.email, email));
        return reply;
      },
    );
    expect(result.shapes.size).toBe(1);
    const mail = server.lastMail(elsewhere.email);
    expect(mail.subject).toContain('vous invite à rejoindre Travaux Martin');
    expect(mail.text).toContain('Votre adresse e-mail a déjà un compte Mieux-Disant');
    // The other company's user was not moved.
    const [row] = await server.ctx.db.select().from(users).where(eq(users.email, elsewhere.email));
    expect(row?.companyId).toBe(elsewhere.companyId);
    expectSameTime(result);
  });

  it('counts the seat of an invitation the same whether the address has an account elsewhere or not', async () => {
    const elsewhere = await server.createUser({ companyName: 'Autre Société' });
    const seatsAfterInviting = async (email: string) => {
      const admin = await server.createUser({ plan: 'Standard' });
      const invite = (address: string) =>
        server.call('POST', '/api/auth/invite', {
          token: admin.token,
          body: { email: address, firstname: 'Léa', lastname: 'Roux' },
        });
      expect((await invite(email)).status).toBe(200);
      const seats = await server.call('GET', '/api/auth/seats', { token: admin.token });
      const full = await invite(`encore-${Date.now()}@example.test`);
      const { totalSeats, usedSeats, remainingSeats } = seats.body as Record<string, number>;
      return { totalSeats, usedSeats, remainingSeats, next: [full.status, full.body.code] };
    };
    const existing = await seatsAfterInviting(elsewhere.email);
    const fresh = await seatsAfterInviting(`nouveau-${Date.now()}@example.test`);
    expect(existing).toEqual(fresh);
    // Standard: two seats, the admin's and the invitation's; the next invitation finds none left.
    expect(fresh).toEqual({ totalSeats: 2, usedSeats: 2, remainingSeats: 0, next: [409, 'NO_SEAT_LEFT'] });
  });
});
