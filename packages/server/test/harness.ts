import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, inject } from 'vitest';
import { buildApp } from '../src/app';
import type { AppOverrides } from '../src/app';
import { hashSecret } from '../src/auth/crypto';
import { issueSession } from '../src/auth/sessions';
import type { ServerConfig } from '../src/config';
import type { AppContext } from '../src/context';
import type { DatabaseHandle } from '../src/db/index';
import { openDatabase } from '../src/db/index';
import type { Role } from '../src/db/schema';
import { companies, subscriptions, users } from '../src/db/schema';
import type { MailMessage, Mailer } from '../src/mail/index';
import { createMailer } from '../src/mail/index';
import { scratchPostgres } from './processes';

export type DbKind = 'pglite' | 'postgres';

/** PGlite always; PostgreSQL too when DATABASE_URL is set (CI sets it). Use with describe.each. */
export const databaseKinds: DbKind[] = process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

export interface TestDatabase {
  handle: DatabaseHandle;
  /** The PostgreSQL URL of the fresh database (postgres kind only). */
  url?: string;
  dispose(): Promise<void>;
}

let template: Promise<Blob> | null = null;

/** The migrated PGlite database of test/global-setup.ts, read once per test file. */
function pgliteTemplate(): Promise<Blob> {
  template ??= readFile(inject('pgliteTemplate')).then((bytes) => new Blob([bytes]));
  return template;
}

/** A fresh, migrated database: PGlite in memory, or a new PostgreSQL database dropped afterwards. */
export async function createTestDatabase(kind: DbKind, dataDir: string): Promise<TestDatabase> {
  if (kind === 'pglite') {
    const handle = await openDatabase({
      dataDir,
      pgliteDir: 'memory://',
      pgliteLoad: await pgliteTemplate(),
    });
    return { handle, dispose: () => handle.close() };
  }
  const base = process.env.DATABASE_URL;
  if (!base) throw new Error('DATABASE_URL is not set');
  const scratch = await scratchPostgres(base, 'md_test');
  const handle = await openDatabase({ dataDir, databaseUrl: scratch.url });
  return {
    handle,
    url: scratch.url,
    async dispose() {
      await handle.close();
      await scratch.drop();
    },
  };
}

/**
 * scrypt N for the tests: 64 times cheaper than production (SCRYPT_N) and still a real scrypt hash.
 * Every test user and every code goes through it; crypto.test.ts checks the production cost.
 */
export const TEST_SCRYPT_N = 256;

export function testConfig(dataDir: string, overrides: Partial<ServerConfig> = {}): ServerConfig {
  return {
    port: 0,
    host: '127.0.0.1',
    dataDir,
    publicUrl: 'http://mieux-disant.test',
    appDist: null,
    mailFrom: 'Mieux-Disant <no-reply@mieux-disant.test>',
    bodyLimit: 200 * 1024 * 1024,
    sessionTtlMs: 7 * 24 * 3600_000,
    authRateLimit: { max: 1000, timeWindowMs: 60_000 },
    logLevel: false,
    trustProxy: false,
    scryptN: TEST_SCRYPT_N,
    ...overrides,
  };
}

/** A clock tests can move forward. */
export function testClock() {
  let offset = 0;
  return {
    now: () => new Date(Date.now() + offset),
    advance(ms: number) {
      offset += ms;
    },
  };
}

/** The real outbox mailer (files under dataDir/outbox), remembering what it sent. */
export function recordingMailer(dataDir: string): Mailer & { sent: MailMessage[] } {
  const inner = createMailer(
    { dataDir, mailFrom: 'Mieux-Disant <no-reply@mieux-disant.test>' },
    () => undefined,
  );
  const sent: MailMessage[] = [];
  return {
    mode: inner.mode,
    sent,
    async send(message) {
      // Recorded at once: some routes send without waiting (no timing difference between accounts).
      sent.push(message);
      await inner.send(message);
    },
    close: () => inner.close(),
  };
}

export interface TestUser {
  id: string;
  companyId: string;
  email: string;
  password: string;
  token: string;
  role: Role;
}

export interface UserOptions {
  role?: Role;
  confirmed?: boolean;
  validated?: boolean;
  /** Join this company instead of creating one. */
  companyId?: string;
  companyName?: string;
  /** A running subscription with this plan and these credits. */
  plan?: 'Standard' | 'Premium';
  credits?: number;
  firstname?: string;
  lastname?: string;
}

export interface Reply {
  status: number;
  body: any; // eslint-disable-line @typescript-eslint/no-explicit-any -- JSON of any route
  headers: Record<string, string | string[] | number | undefined>;
  raw: string;
}

export interface TestServer {
  readonly app: FastifyInstance;
  readonly ctx: AppContext;
  readonly dataDir: string;
  readonly database: TestDatabase;
  readonly mails: MailMessage[];
  readonly clock: ReturnType<typeof testClock>;
  /** An HTTP call through Fastify inject; `token` goes in the Authorization header as is. */
  call(
    method: InjectOptions['method'],
    url: string,
    options?: { token?: string; body?: unknown; headers?: Record<string, string> },
  ): Promise<Reply>;
  createUser(options?: UserOptions): Promise<TestUser>;
  /** The last mail sent to `to`. */
  lastMail(to: string): MailMessage;
}

export interface ServerSetup {
  config?: Partial<ServerConfig>;
  overrides?: (dataDir: string) => Partial<AppOverrides>;
}

let userCounter = 0;

/**
 * One app on one fresh database per describe block: registers beforeAll/afterAll and answers an object
 * whose fields are filled once beforeAll ran.
 */
export function setupServer(kind: DbKind, setup: ServerSetup = {}): TestServer {
  const state = {} as {
    app: FastifyInstance;
    dataDir: string;
    database: TestDatabase;
    mailer: ReturnType<typeof recordingMailer>;
    clock: ReturnType<typeof testClock>;
  };
  beforeAll(async () => {
    state.dataDir = await mkdtemp(path.join(tmpdir(), 'md-server-'));
    state.database = await createTestDatabase(kind, state.dataDir);
    state.mailer = recordingMailer(state.dataDir);
    state.clock = testClock();
    state.app = await buildApp(testConfig(state.dataDir, setup.config), {
      database: state.database.handle,
      mailer: state.mailer,
      now: state.clock.now,
      ...setup.overrides?.(state.dataDir),
    });
    await state.app.ready();
  });
  afterAll(async () => {
    await state.app?.close();
    await state.database?.dispose();
    state.mailer?.close();
    if (state.dataDir) await rm(state.dataDir, { recursive: true, force: true });
  });

  const server: TestServer = {
    get app() {
      return state.app;
    },
    get ctx() {
      return state.app.ctx;
    },
    get dataDir() {
      return state.dataDir;
    },
    get database() {
      return state.database;
    },
    get mails() {
      return state.mailer.sent;
    },
    get clock() {
      return state.clock;
    },
    async call(method, url, options = {}) {
      const headers: Record<string, string> = { ...options.headers };
      if (options.token) headers.authorization = options.token;
      const response = await state.app.inject({
        method,
        url,
        headers,
        ...(options.body !== undefined ? { payload: options.body as InjectOptions['payload'] } : {}),
      });
      let body: unknown = response.body;
      try {
        body = response.json();
      } catch {
        // Not JSON: keep the text.
      }
      return { status: response.statusCode, body, headers: response.headers, raw: response.body };
    },
    async createUser(options = {}) {
      const ctx = state.app.ctx;
      userCounter += 1;
      const role = options.role ?? 'user_admin';
      const password = `Mot-de-passe-${userCounter}`;
      const email = `user${userCounter}-${randomBytes(3).toString('hex')}@example.test`;
      let companyId = options.companyId;
      if (!companyId) {
        const [company] = await ctx.db
          .insert(companies)
          .values({ name: options.companyName ?? `Entreprise ${userCounter}`, credits: options.credits ?? 0 })
          .returning();
        companyId = company!.id;
        if (options.plan) {
          const now = ctx.now();
          await ctx.db.insert(subscriptions).values({
            companyId,
            plan: options.plan,
            provider: 'test',
            periodStart: now,
            periodEnd: new Date(now.getTime() + 30 * 24 * 3600_000),
          });
        }
      }
      const [user] = await ctx.db
        .insert(users)
        .values({
          companyId,
          email,
          firstname: options.firstname ?? `Prénom${userCounter}`,
          lastname: options.lastname ?? `Nom${userCounter}`,
          passwordHash: await hashSecret(password, ctx.config.scryptN),
          role,
          emailConfirmed: options.confirmed ?? true,
          adminValidated: options.validated ?? true,
        })
        .returning();
      const token = await issueSession(ctx, ctx.db, user!.id);
      return { id: user!.id, companyId, email, password, token, role };
    },
    lastMail(to) {
      const found = state.mailer.sent.filter((m) => m.to === to).at(-1);
      if (!found) throw new Error(`no mail to ${to}`);
      return found;
    },
  };
  return server;
}

/** The six digits of a confirmation mail. */
export const codeIn = (mail: MailMessage) => /\b(\d{6})\b/.exec(mail.text)?.[1] ?? '';

/** The token at the end of a /reset-password/ link in a mail. */
export const resetTokenIn = (mail: MailMessage) =>
  /\/reset-password\/([A-Za-z0-9_-]+)/.exec(mail.text)?.[1] ?? '';
