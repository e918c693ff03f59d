import path from 'node:path';
import { defaultAppDist } from './paths';

export interface RateLimitRule {
  max: number;
  timeWindowMs: number;
}

export interface StripeConfig {
  secretKey: string;
  webhookSecret: string;
  /** Where the Stripe API lives (tests point it at a local server). */
  apiHost?: string;
  apiPort?: number;
  apiProtocol?: 'http' | 'https';
}

export interface ServerConfig {
  port: number;
  host: string;
  /** Root of everything on disk: pglite/, files/, outbox/. */
  dataDir: string;
  /** PostgreSQL when set; PGlite under dataDir/pglite otherwise. */
  databaseUrl?: string;
  /** PGlite location override; 'memory://' keeps the database in memory (tests). */
  pgliteDir?: string;
  /** Absolute origin used in links sent by mail and in payment redirects. */
  publicUrl: string;
  /** Built app served under / (null or a missing folder: API only). */
  appDist: string | null;
  smtpUrl?: string;
  mailFrom: string;
  adminEmail?: string;
  adminPassword?: string;
  stripe?: StripeConfig;
  bodyLimit: number;
  sessionTtlMs: number;
  /** Login, sign-up, reset and resend: per IP and route. */
  authRateLimit: RateLimitRule;
  /** false silences logs (tests); otherwise the pino level. */
  logLevel: string | false;
  trustProxy: boolean;
  /** scrypt N of new password and code hashes; unset: SCRYPT_N. Only tests lower it (speed). */
  scryptN?: number;
  /** Sign-up, reset request and invitation answer no sooner than this (ms); unset: UNIFORM_ANSWER_MS. */
  uniformAnswerMs?: number;
  /** Largest request header section in bytes (431 beyond); unset: 16 KiB. */
  maxHeaderSize?: number;
  /** Time to receive a whole request (408 beyond); unset: 5 minutes (uploads of 200 MB). */
  requestTimeoutMs?: number;
}

export const MEGABYTE = 1024 * 1024;

export function configFromEnv(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = Number(env.PORT ?? 3003);
  const stripe: StripeConfig | undefined = env.STRIPE_SECRET_KEY
    ? {
        secretKey: env.STRIPE_SECRET_KEY,
        webhookSecret: env.STRIPE_WEBHOOK_SECRET ?? '',
      }
    : undefined;
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    // Relative to where `npm start` was typed (npm's INIT_CWD), not to the workspace npm runs the server in.
    dataDir: path.resolve(env.INIT_CWD ?? '.', env.DATA_DIR ?? 'data'),
    databaseUrl: env.DATABASE_URL || undefined,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    appDist: env.APP_DIST ?? defaultAppDist,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'Mieux-Disant <no-reply@mieux-disant.local>',
    adminEmail: env.ADMIN_EMAIL || undefined,
    adminPassword: env.ADMIN_PASSWORD || undefined,
    stripe,
    bodyLimit: Number(env.BODY_LIMIT_MB ?? 200) * MEGABYTE,
    sessionTtlMs: 7 * 24 * 3600 * 1000,
    authRateLimit: { max: Number(env.AUTH_RATE_LIMIT ?? 10), timeWindowMs: 60_000 },
    logLevel: env.LOG_LEVEL ?? 'info',
    trustProxy: env.TRUST_PROXY === '1',
  };
}
