// Bad input on the account, admin and subscription routes: a French 400 and nothing written.
import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { checkoutSessions, companies, emailCodes, tokens, users } from '../src/db/schema';
import { databaseKinds, setupServer } from './harness';

const valid = {
  firstname: 'Camille',
  lastname: 'Durand',
  company: 'BTP Durand',
  email: 'camille@example.test',
  password: 'motdepasse-solide',
  confirmPassword: 'motdepasse-solide',
};
// Long enough to break every field's cap, short enough to stay under the 64 KB body limit.
const huge = 'a'.repeat(20_000);

describe.each(databaseKinds)('bad input on account routes on %s', (kind) => {
  const server = setupServer(kind);

  async function counts() {
    const db = server.ctx.db;
    const n = async (
      table: typeof users | typeof companies | typeof tokens | typeof checkoutSessions | typeof emailCodes,
    ) => (await db.select({ n: count() }).from(table))[0]!.n;
    return {
      users: await n(users),
      companies: await n(companies),
      tokens: await n(tokens),
      sessions: await n(checkoutSessions),
      codes: await n(emailCodes),
    };
  }

  /** Calls, expects a 400 with a French message and no row written anywhere. */
  async function refused(method: 'POST' | 'PUT' | 'GET', url: string, body: unknown, token?: string) {
    const before = await counts();
    const reply = await server.call(method, url, { body, token });
    expect(reply.status, `${url} ${String(JSON.stringify(body)).slice(0, 80)}`).toBe(400);
    expect(reply.body.code).toMatch(/^[A-Z_]+$/);
    expect(reply.body.message).toMatch(/[a-zé]/);
    expect(JSON.stringify(reply.body)).not.toMatch(/at .*\.ts:\d+|stack/i);
    expect(await counts()).toEqual(before);
    return reply.body as { message: string; code: string };
  }

  it('refuses bad sign-ups', async () => {
    await refused('POST', '/api/auth/signup', { ...valid, firstname: 123 });
    await refused('POST', '/api/auth/signup', { ...valid, email: undefined });
    await refused('POST', '/api/auth/signup', {});
    await refused('POST', '/api/auth/signup', [valid]);
    await refused('POST', '/api/auth/signup', { ...valid, email: `${huge}@example.test` });
    await refused('POST', '/api/auth/signup', { ...valid, company: huge });
    await refused('POST', '/api/auth/signup', { ...valid, password: huge, confirmPassword: huge });
    await refused('POST', '/api/auth/signup', { ...valid, password: 'court', confirmPassword: 'court' });
    const html = await refused('POST', '/api/auth/signup', {
      ...valid,
      firstname: '<script>alert(1)</script>',
    });
    expect(html.message).toBe('Données invalides (firstname) : Les caractères < et > ne sont pas autorisés.');
    await refused('POST', '/api/auth/signup', { ...valid, company: '<img src=x onerror=alert(1)>' });
    await refused('POST', '/api/auth/signup', { ...valid, firstname: '   ' });
  });

  it('refuses bad logins, codes and reset requests', async () => {
    const user = await server.createUser({ confirmed: false, validated: false });
    await refused('POST', '/api/auth/login', { email: ['a'], password: 'x' });
    await refused('POST', '/api/auth/login', { email: 'a@b.fr', password: huge });
    await refused('PUT', '/api/auth/confirm_mail', { code: 'abcdef' }, user.token);
    await refused('PUT', '/api/auth/confirm_mail', { code: 123456 }, user.token);
    await refused('PUT', '/api/auth/confirm_mail', { code: '1234567' }, user.token);
    await refused('PUT', '/api/auth/password_reset_request', { email: 'pas-un-mail' });
    await refused('PUT', '/api/auth/password_reset', { password: 'nouveau-mdp', prToken: huge });
    await refused('PUT', '/api/auth/password_reset', { password: 'nouveau-mdp', prToken: 'inconnu' });
  });

  it('refuses bad invitations, admin updates and plan names', async () => {
    const owner = await server.createUser({ plan: 'Premium' });
    const admin = await server.createUser({ role: 'admin' });
    await refused(
      'POST',
      '/api/auth/invite',
      { email: 'x@example.test', firstname: '<b>X</b>', lastname: 'Y' },
      owner.token,
    );
    await refused('POST', '/api/auth/invite', { email: 'x@example.test', firstname: 'X' }, owner.token);
    await refused(
      'POST',
      '/api/auth/invite',
      { email: 'x@example.test', firstname: huge, lastname: 'Y' },
      owner.token,
    );
    await refused('PUT', `/api/admin/updateUser/${owner.id}`, { lastname: '<i>Nom</i>' }, admin.token);
    await refused('PUT', `/api/admin/updateUser/${owner.id}`, { role: 'superadmin' }, admin.token);
    await refused('PUT', `/api/admin/updateUser/${owner.id}`, { admin_validated: 'oui' }, admin.token);
    await refused('PUT', '/api/admin/updateUser/pas-un-uuid', { firstname: 'A' }, admin.token);
    await refused('GET', `/api/admin/search?term=${'a'.repeat(500)}`, undefined, admin.token);
    await refused('POST', '/api/subscription/checkout', { type: 'Gold' }, owner.token);
    await refused('PUT', '/api/subscription', { type: null }, owner.token);
    await refused('GET', '/api/subscription/test-checkout/..%2F..%2Fetc%2Fpasswd', undefined);
  });
});
