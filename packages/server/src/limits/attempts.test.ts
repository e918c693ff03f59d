import { Writable } from 'node:stream';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { databaseKinds, setupServer, testConfig } from '../../test/harness';
import { ACCOUNT_RULE, ADDRESS_RULE, delayAfter } from './attempts';
import { sweepThrottles } from './throttle';

describe('delayAfter', () => {
  it('lets the free checks through, then doubles the wait up to its cap', () => {
    expect(delayAfter(ACCOUNT_RULE.free, ACCOUNT_RULE)).toBe(0);
    expect(delayAfter(ACCOUNT_RULE.free + 1, ACCOUNT_RULE)).toBe(1000);
    expect(delayAfter(ACCOUNT_RULE.free + 2, ACCOUNT_RULE)).toBe(2000);
    expect(delayAfter(ACCOUNT_RULE.free + 5, ACCOUNT_RULE)).toBe(16_000);
    expect(delayAfter(ACCOUNT_RULE.free + 100, ACCOUNT_RULE)).toBe(ACCOUNT_RULE.maxDelayMs);
  });
});

describe.each(databaseKinds)('attempt limits on every password check (%s)', (kind) => {
  const logLines: string[] = [];
  const server = setupServer(kind, {
    config: { logLevel: 'info' },
    overrides: () => ({
      logStream: new Writable({
        write(chunk: Buffer, _encoding, done) {
          logLines.push(chunk.toString());
          done();
        },
      }),
    }),
  });

  const inject = (options: InjectOptions & { ip?: string }) =>
    server.app.inject({ ...options, remoteAddress: options.ip ?? '127.0.0.1' });
  const login = (email: string, password: string, ip?: string) =>
    inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, ip });

  it('slows login down after 5 wrong passwords, with a French 429 and retry-after; a success is logged', async () => {
    const user = await server.createUser();
    for (let i = 0; i < ACCOUNT_RULE.free + 1; i += 1)
      expect((await login(user.email, 'pas-le-bon-1', '10.0.1.1')).statusCode).toBe(401);
    // Even the right password waits now, from another address too: the count is the account's.
    const blocked = await login(user.email, user.password, '10.0.1.2');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBe('1');
    expect(blocked.json()).toEqual({
      message: 'Trop de tentatives. Veuillez réessayer dans 1 seconde.',
      code: 'TOO_MANY_ATTEMPTS',
    });
    server.clock.advance(1100);
    expect((await login(user.email, 'pas-le-bon-2', '10.0.1.1')).statusCode).toBe(401);
    // The next wait is twice as long.
    expect((await login(user.email, user.password)).headers['retry-after']).toBe('2');
    server.clock.advance(2100);
    expect((await login(user.email, user.password)).statusCode).toBe(200);
    expect(logLines.join('')).toMatch(/"failedAttempts":7.*login after failed attempts/);
    // The success forgot the count.
    expect((await login(user.email, 'pas-le-bon-3')).statusCode).toBe(401);
    expect((await login(user.email, user.password)).statusCode).toBe(200);
  });

  it('counts an unknown address like a known one (no enumeration by the limit)', async () => {
    const replies = [];
    for (let i = 0; i < ACCOUNT_RULE.free + 2; i += 1)
      replies.push((await login('personne@example.test', 'quelconque', '10.0.2.1')).statusCode);
    expect(replies).toEqual([...Array<number>(ACCOUNT_RULE.free + 1).fill(401), 429]);
  });

  it('limits the password change and the account deletion of a stolen session', async () => {
    const user = await server.createUser();
    const change = (oldPassword: string) =>
      inject({
        method: 'PUT',
        url: '/api/auth/password_change',
        headers: { authorization: user.token },
        payload: { oldPassword, newPassword: 'Bouleau-Granit-Velours-92' },
      });
    const remove = (password: string) =>
      inject({
        method: 'PUT',
        url: '/api/auth/delete_account',
        headers: { authorization: user.token },
        payload: { password },
      });
    for (let i = 0; i < 3; i += 1) expect((await change(`faux-${i}`)).statusCode).toBe(400);
    for (let i = 0; i < 3; i += 1) expect((await remove(`faux-${i}`)).statusCode).toBe(400);
    const blocked = await remove(user.password);
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect((await change(user.password)).statusCode).toBe(429);
  });

  it('limits one client address across accounts', async () => {
    const ip = '10.0.3.1';
    const statuses: number[] = [];
    for (let i = 0; i < ADDRESS_RULE.free + 1; i += 1)
      statuses.push((await login(`essai${i}@example.test`, 'devine', ip)).statusCode);
    expect(statuses.filter((s) => s === 401)).toHaveLength(ADDRESS_RULE.free + 1);
    const user = await server.createUser();
    expect((await login(user.email, user.password, ip)).statusCode).toBe(429);
    // Another address is not affected.
    expect((await login(user.email, user.password, '10.0.3.2')).statusCode).toBe(200);
  });

  it('limits wrong reset links per address', async () => {
    const ip = '10.0.4.1';
    const reset = () =>
      inject({
        method: 'PUT',
        url: '/api/auth/password_reset',
        payload: { password: 'Bouleau-Granit-Velours-92', prToken: 'lien-invente' },
        ip,
      });
    for (let i = 0; i < ADDRESS_RULE.free + 1; i += 1) expect((await reset()).statusCode).toBe(400);
    expect((await reset()).statusCode).toBe(429);
  });

  it('limits e-mail codes per account beyond the code itself, even with a fresh code', async () => {
    const user = await server.createUser({ confirmed: false });
    const confirm = (code: string) =>
      inject({
        method: 'PUT',
        url: '/api/auth/confirm_mail',
        headers: { authorization: user.token },
        payload: { code },
      });
    const resend = () =>
      inject({
        method: 'PUT',
        url: '/api/auth/resend_email_confirmation',
        headers: { authorization: user.token },
      });
    const statuses: number[] = [];
    for (let round = 0; round < 3; round += 1) {
      await resend();
      for (let i = 0; i < 5; i += 1) statuses.push((await confirm('000000')).statusCode);
    }
    expect(statuses.slice(0, 10).every((s) => s === 400)).toBe(true);
    expect(statuses).toContain(429);
  });
});

describe('attempt limits shared by two server instances', () => {
  const server = setupServer('pglite');
  let second: Awaited<ReturnType<typeof buildApp>>;
  beforeAll(async () => {
    second = await buildApp(testConfig(server.dataDir), { database: server.database.handle });
  });
  afterAll(() => second.close());

  it('blocks on one instance what failed on the other', async () => {
    const user = await server.createUser();
    for (let i = 0; i < ACCOUNT_RULE.free + 1; i += 1) {
      const reply = await server.call('POST', '/api/auth/login', {
        body: { email: user.email, password: 'non' },
      });
      expect(reply.status).toBe(401);
    }
    const other = await second.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: user.password },
    });
    expect(other.statusCode).toBe(429);
  });
});

describe('per-address rate limit of the anonymous routes shared by two instances', () => {
  const rule = { authRateLimit: { max: 3, timeWindowMs: 60_000 } };
  const server = setupServer('pglite', { config: rule });
  let second: Awaited<ReturnType<typeof buildApp>>;
  beforeAll(async () => {
    second = await buildApp(testConfig(server.dataDir, rule), { database: server.database.handle });
  });
  afterAll(() => second.close());

  it('counts reset requests from one address across instances, in the database', async () => {
    const request = (app: typeof second) =>
      app.inject({
        method: 'PUT',
        url: '/api/auth/password_reset_request',
        payload: { email: 'quelquun@example.test' },
        remoteAddress: '10.0.9.1',
      });
    expect((await request(server.app)).statusCode).toBe(200);
    expect((await request(second)).statusCode).toBe(200);
    expect((await request(server.app)).statusCode).toBe(200);
    const blocked = await request(second);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toMatch(/^Trop de tentatives\. Veuillez réessayer dans \d+ secondes\.$/);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    const { rows } = await server.ctx.database.executeSql(
      "SELECT hits FROM throttles WHERE key LIKE 'rate:PUT:/api/auth/password_reset_request:%'",
    );
    expect(rows).toEqual([{ hits: 4 }]);
    // Once its window is over, the purge forgets the counter.
    await sweepThrottles(server.ctx.db, new Date(Date.now() + 61_000));
    const after = await server.ctx.database.executeSql(
      "SELECT count(*)::int AS n FROM throttles WHERE key LIKE 'rate:%'",
    );
    expect(after.rows).toEqual([{ n: 0 }]);
  });
});
