// What a test server starts from, without vitest: its configuration and the accounts written straight to
// its database. The server's tests (harness.ts) and the app's (packages/app/test) both use it.
import { randomBytes } from 'node:crypto';
import { hashSecret } from '../src/auth/crypto';
import { issueSession } from '../src/auth/sessions';
import type { ServerConfig } from '../src/config';
import type { AppContext } from '../src/context';
import type { Role } from '../src/db/schema';
import { companies, subscriptions, users } from '../src/db/schema';

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

let userCounter = 0;

/** A user with a session, written straight to the database (and a company, with a running plan if asked). */
export async function createTestUser(ctx: AppContext, options: UserOptions = {}): Promise<TestUser> {
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
}
