import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, inject } from 'vitest';
import { buildApp } from '../src/app';
import type { AppOverrides } from '../src/app';
import type { ServerConfig } from '../src/config';
import type { AppContext } from '../src/context';
import type { DatabaseHandle } from '../src/db/index';
import { openDatabase } from '../src/db/index';
import type { MailMessage, Mailer } from '../src/mail/index';
import { createMailer } from '../src/mail/index';
import { scratchPostgres } from './processes';
import { createTestUser, testConfig } from './seed';
import type { TestUser, UserOptions } from './seed';

export { TEST_SCRYPT_N, createTestUser, testConfig } from './seed';
export type { TestUser, UserOptions } from './seed';

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
    createUser: (options) => createTestUser(state.app.ctx, options),
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
