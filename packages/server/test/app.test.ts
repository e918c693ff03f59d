import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { registerAccessControl } from '../src/auth/access';
import { openDatabase } from '../src/db/index';
import { companies } from '../src/db/schema';
import { databaseKinds, setupServer, testConfig } from './harness';

describe.each(databaseKinds)('app foundation on %s', (kind) => {
  const server = setupServer(kind, { config: { bodyLimit: 2 * 1024 * 1024 } });

  it('answers unknown API paths with a French JSON 404', async () => {
    const reply = await server.call('GET', '/api/nothing-here');
    expect(reply.status).toBe(404);
    expect(reply.body).toEqual({ message: 'Ressource introuvable.', code: 'NOT_FOUND' });
  });

  it('sends security headers', async () => {
    const reply = await server.call('GET', '/api/nothing-here');
    expect(reply.headers['content-security-policy']).toContain("default-src 'self'");
    expect(reply.headers['x-content-type-options']).toBe('nosniff');
    expect(reply.headers['strict-transport-security']).toBeDefined();
  });

  it('refuses a body over the limit with a French 413 and no stack', async () => {
    const user = await server.createUser({ plan: 'Standard', credits: 700 });
    const big = JSON.stringify({ title: 'x'.repeat(3 * 1024 * 1024) });
    const reply = await server.call('POST', '/api/tender/tender_creation', {
      token: user.token,
      body: big,
      headers: { 'content-type': 'application/json' },
    });
    expect(reply.status).toBe(413);
    expect(reply.body).toEqual({
      message: 'Les fichiers envoyés sont trop volumineux (limite : 2 Mo).',
      code: 'PAYLOAD_TOO_LARGE',
    });
  });

  it('refuses an anonymous upload before reading it', async () => {
    const reply = await server.call('POST', '/api/tender/tender_creation', {
      body: JSON.stringify({ title: 'x'.repeat(3 * 1024 * 1024) }),
      headers: { 'content-type': 'application/json' },
    });
    expect(reply.status).toBe(401);
  });

  it('keeps account forms to 64 KB', async () => {
    const reply = await server.call('POST', '/api/auth/login', {
      body: JSON.stringify({ email: 'a@b.fr', password: 'x'.repeat(100 * 1024) }),
      headers: { 'content-type': 'application/json' },
    });
    expect(reply.status).toBe(413);
    expect(reply.body).toEqual({
      message: 'La requête est trop volumineuse (limite : 64 Ko).',
      code: 'PAYLOAD_TOO_LARGE',
    });
  });

  it('answers malformed JSON with a French 400', async () => {
    const reply = await server.call('POST', '/api/auth/login', {
      body: '{"email": ',
      headers: { 'content-type': 'application/json' },
    });
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual({ message: 'Requête invalide.', code: 'INVALID_INPUT' });
  });

  it('names the field in French on schema errors', async () => {
    const reply = await server.call('POST', '/api/auth/signup', {
      body: {
        firstname: 'A',
        lastname: 'B',
        company: 'C',
        email: 'pas-un-mail',
        password: 'abcdefgh',
        confirmPassword: 'abcdefgh',
      },
    });
    expect(reply.status).toBe(400);
    expect(reply.body.code).toBe('INVALID_INPUT');
    expect(reply.body.message).toBe('Données invalides (email) : Adresse e-mail invalide.');
  });

  it('gives the same drizzle database to the routes', async () => {
    const rows = await server.ctx.db.select().from(companies);
    expect(Array.isArray(rows)).toBe(true);
    expect(server.ctx.database.kind).toBe(kind);
  });
});

describe('app start-up', () => {
  it('refuses an /api route that does not declare who may call it', async () => {
    const app = Fastify();
    registerAccessControl(app);
    expect(() => app.get('/api/secret', async () => 'x')).toThrow(/config.access/);
    await app.close();
  });

  it('keeps PGlite data in DATA_DIR/pglite across restarts', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'md-pglite-'));
    try {
      const first = await openDatabase({ dataDir });
      await first.db.insert(companies).values({ name: 'Persistante' });
      await first.close();
      const second = await openDatabase({ dataDir });
      const rows = await second.db.select().from(companies);
      await second.close();
      expect(rows.map((r) => r.name)).toEqual(['Persistante']);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it('serves the built app with the SPA fallback, and logs without secrets', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'md-app-'));
    const dist = path.join(dataDir, 'dist');
    await mkdir(path.join(dist, 'assets'), { recursive: true });
    await writeFile(path.join(dist, 'index.html'), '<!doctype html><title>Mieux-Disant</title>');
    await writeFile(path.join(dist, 'assets', 'app.js'), 'console.log(1)');
    const lines: string[] = [];
    const logStream = new Writable({
      write(chunk, _enc, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const app = await buildApp(
      testConfig(dataDir, { appDist: dist, logLevel: 'info', pgliteDir: 'memory://' }),
      {
        logStream,
      },
    );
    try {
      const secret = 'Bearer tres-secret-jeton-de-session';
      const login = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { authorization: secret },
        payload: { email: 'personne@example.test', password: 'mot-de-passe-secret' },
      });
      expect(login.statusCode).toBe(401);
      await app.inject({ method: 'GET', url: '/reset-password/jeton-de-reinitialisation' });
      await app.inject({ method: 'GET', url: '/checkout-status?session=cs_session-secrete' });
      const log = lines.join('');
      expect(log).not.toContain('jeton-de-reinitialisation');
      expect(log).not.toContain('cs_session-secrete');
      expect(log).toContain('/reset-password/[masqué]');
      expect(log).toContain('/api/auth/login');
      expect(log).not.toContain('tres-secret-jeton');
      expect(log).not.toContain('mot-de-passe-secret');

      const home = await app.inject({ method: 'GET', url: '/' });
      expect(home.statusCode).toBe(200);
      expect(home.body).toContain('<title>Mieux-Disant</title>');
      const deep = await app.inject({ method: 'GET', url: '/analysis/123' });
      expect(deep.statusCode).toBe(200);
      expect(deep.headers['content-type']).toContain('text/html');
      const asset = await app.inject({ method: 'GET', url: '/assets/app.js' });
      expect(asset.body).toBe('console.log(1)');
      expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const missing = await app.inject({ method: 'GET', url: '/assets/ancien-1234.js' });
      expect(missing.statusCode).toBe(404);
      const api = await app.inject({ method: 'GET', url: '/api/unknown' });
      expect(api.statusCode).toBe(404);
      expect(api.json().code).toBe('NOT_FOUND');
    } finally {
      await app.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
