import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../db/schema';
import { codeIn, databaseKinds, setupServer } from '../../test/harness';

describe.each(databaseKinds)('admin routes on %s', (kind) => {
  const server = setupServer(kind);

  it('searches names, e-mail and company, filters by validation, 10 results at most', async () => {
    const admin = await server.createUser({ role: 'admin' });
    for (let i = 0; i < 12; i += 1) {
      await server.createUser({ companyName: `Maçonnerie Lefèvre ${i}`, validated: i % 2 === 0 });
    }
    await server.createUser({ firstname: 'Zoé', lastname: 'Quintard', companyName: 'Électricité 100%' });
    const all = await server.call('GET', '/api/admin/search?term=lef%C3%A8vre&filter=all', {
      token: admin.token,
    });
    expect(all.status).toBe(200);
    expect(all.body).toHaveLength(10);
    expect(Object.keys(all.body[0]).sort()).toEqual(
      ['admin_validated', 'company', 'email', 'firstname', 'id', 'lastname', 'role'].sort(),
    );
    const waiting = await server.call('GET', '/api/admin/search?term=Lef%C3%A8vre&filter=not_validated', {
      token: admin.token,
    });
    expect(waiting.body).toHaveLength(6);
    expect(waiting.body.every((u: { admin_validated: boolean }) => u.admin_validated === false)).toBe(true);
    const byName = await server.call('GET', '/api/admin/search?term=quintard', { token: admin.token });
    expect(byName.body.map((u: { firstname: string }) => u.firstname)).toEqual(['Zoé']);
    // % in a term matches a percent sign, not everything.
    const percent = await server.call('GET', '/api/admin/search?term=100%25', { token: admin.token });
    expect(percent.body.map((u: { company: string }) => u.company)).toEqual(['Électricité 100%']);
    const badFilter = await server.call('GET', '/api/admin/search?filter=tous', { token: admin.token });
    expect(badFilter.status).toBe(400);
  });

  it('validates a user and mails them', async () => {
    const admin = await server.createUser({ role: 'admin' });
    const waiting = await server.createUser({ validated: false });
    const blocked = await server.call('GET', '/api/auth/seats', { token: waiting.token });
    expect(blocked.body.code).toBe('NOT_VALIDATED');
    const reply = await server.call('PUT', `/api/admin/validate/${waiting.id}`, { token: admin.token });
    expect(reply.body.message).toBe('Utilisateur validé avec succès.');
    expect(reply.body.data.admin_validated).toBe(true);
    expect(server.lastMail(waiting.email).subject).toBe('Mieux-Disant : votre compte a été validé');
    expect((await server.call('GET', '/api/auth/seats', { token: waiting.token })).status).toBe(200);
    const missing = await server.call('PUT', '/api/admin/validate/00000000-0000-4000-8000-000000000000', {
      token: admin.token,
    });
    expect(missing.status).toBe(404);
  });

  it('updates a user; a new e-mail takes effect once its code is confirmed', async () => {
    const admin = await server.createUser({ role: 'admin' });
    const user = await server.createUser();
    const reply = await server.call('PUT', `/api/admin/updateUser/${user.id}`, {
      token: admin.token,
      body: { firstname: 'Hélène', email: 'nouvelle@example.test' },
    });
    expect(reply.status).toBe(200);
    expect(reply.body.data).toMatchObject({ firstname: 'Hélène', email: user.email });
    const code = codeIn(server.lastMail('nouvelle@example.test'));
    const confirm = await server.call('PUT', '/api/auth/confirm_mail_update', {
      token: user.token,
      body: { code },
    });
    expect(confirm.body.data).toEqual({ email: 'nouvelle@example.test' });
    const [row] = await server.ctx.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ email: 'nouvelle@example.test', pendingEmail: null, firstname: 'Hélène' });
    const own = await server.call('PUT', `/api/admin/updateUser/${admin.id}`, {
      token: admin.token,
      body: { role: 'user' },
    });
    expect(own.status).toBe(409);
  });
});
