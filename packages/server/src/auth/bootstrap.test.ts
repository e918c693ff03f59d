import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../db/schema';
import { databaseKinds, setupServer } from '../../test/harness';
import { ensureAdministrator } from './bootstrap';

describe.each(databaseKinds)('first-start administrator on %s', (kind) => {
  const server = setupServer(kind);

  it('creates the administrator once with a generated password printed once', async () => {
    const printed: string[] = [];
    const first = await ensureAdministrator(server.ctx, (line) => printed.push(line));
    expect(first).toEqual({ created: true, email: 'admin@mieux-disant.local' });
    expect(printed).toHaveLength(1);
    const password = /mot de passe : (\S+)/.exec(printed[0]!)?.[1];
    expect(password).toBeTruthy();
    const login = await server.call('POST', '/api/auth/login', {
      body: { email: 'admin@mieux-disant.local', password },
    });
    expect(login.body).toMatchObject({ role: 'admin', status: true, admin_validated: 1 });
    const second = await ensureAdministrator(server.ctx, (line) => printed.push(line));
    expect(second.created).toBe(false);
    expect(printed).toHaveLength(1);
    const admins = await server.ctx.db.select().from(users).where(eq(users.role, 'admin'));
    expect(admins).toHaveLength(1);
  });
});

describe.each(databaseKinds)('administrator from ADMIN_EMAIL / ADMIN_PASSWORD on %s', (kind) => {
  const server = setupServer(kind, {
    config: { adminEmail: 'Chef@Example.test', adminPassword: 'secret-admin-42' },
  });

  it('uses the configured address and password and never prints the password', async () => {
    const printed: string[] = [];
    await ensureAdministrator(server.ctx, (line) => printed.push(line));
    expect(printed.join('')).not.toContain('secret-admin-42');
    const login = await server.call('POST', '/api/auth/login', {
      body: { email: 'chef@example.test', password: 'secret-admin-42' },
    });
    expect(login.body.role).toBe('admin');
  });
});
