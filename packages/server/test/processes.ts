// Shared by the tests and the bench: scratch PostgreSQL databases, a seeded session user, and the
// server run as a child process.
import { spawn, spawnSync } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import pg from 'pg';
import { newToken, tokenHash } from '../src/auth/crypto';
import type { Queryable } from '../src/db/index';
import type { PlanType } from '@mieux-disant/domain';
import { companies, subscriptions, tokens, users } from '../src/db/schema';

/** A new, empty database on the PostgreSQL server of `base`, and how to drop it. */
export async function scratchPostgres(
  base: string,
  prefix: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${Date.now()}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: base });
      await client.connect();
      // pg-pool's end() resolves before its sockets are closed: wait for them, else FORCE terminates a
      // closing connection and its client emits an unhandled 57P01 error.
      for (let i = 0; i < 50; i += 1) {
        const { rows } = await client.query<{ n: number }>(
          'SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1',
          [name],
        );
        if (rows[0]?.n === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

/**
 * A user of an existing company with `sessions` session tokens, written straight to the database (no
 * password, no mail): confirmed and validated user_admin unless told otherwise.
 */
export async function seedAccount(
  db: Queryable,
  who: {
    companyId: string;
    email: string;
    firstname?: string;
    lastname?: string;
    role?: 'user' | 'user_admin' | 'admin';
    confirmed?: boolean;
    validated?: boolean;
    sessions?: number;
  },
): Promise<{ id: string; tokens: string[] }> {
  const now = new Date();
  const [user] = await db
    .insert(users)
    .values({
      companyId: who.companyId,
      email: who.email,
      firstname: who.firstname ?? 'Camille',
      lastname: who.lastname ?? 'Durand',
      role: who.role ?? 'user_admin',
      emailConfirmed: who.confirmed ?? true,
      adminValidated: who.validated ?? true,
    })
    .returning();
  const issued = Array.from({ length: who.sessions ?? 1 }, () => newToken());
  await db.insert(tokens).values(
    issued.map((token) => ({
      userId: user!.id,
      kind: 'session' as const,
      tokenHash: tokenHash(token),
      expiresAt: new Date(now.getTime() + 86_400_000),
    })),
  );
  return { id: user!.id, tokens: issued };
}

/**
 * A subscribed company with one confirmed, validated user_admin and a session token, written straight
 * to the database (no password, no mail): for processes that are reached over HTTP.
 */
export async function seedSessionUser(
  db: Queryable,
  who: {
    company: string;
    credits: number;
    plan: PlanType;
    email: string;
    firstname: string;
    lastname: string;
  },
): Promise<{ companyId: string; token: string }> {
  const [company] = await db
    .insert(companies)
    .values({ name: who.company, credits: who.credits })
    .returning();
  const now = new Date();
  await db.insert(subscriptions).values({
    companyId: company!.id,
    plan: who.plan,
    provider: 'test',
    periodStart: now,
    periodEnd: new Date(now.getTime() + 30 * 86_400_000),
  });
  const { tokens: issued } = await seedAccount(db, {
    companyId: company!.id,
    email: who.email,
    firstname: who.firstname,
    lastname: who.lastname,
  });
  return { companyId: company!.id, token: issued[0]! };
}

export interface Child {
  process: ChildProcess;
  port: number;
  /** Everything the process wrote so far, stdout and stderr. */
  output: () => string;
}

/**
 * Runs a script that prints `LISTENING <port>` once it listens, or the built server (`dist/main.js`, run
 * without tsx, whose log says `Server listening at http://host:port`); resolves then.
 */
export function startListening(script: string, env: NodeJS.ProcessEnv, cwd?: string): Promise<Child> {
  const args = script.endsWith('.js') ? [script] : ['--import', 'tsx', script];
  const child = spawn(process.execPath, args, {
    ...(cwd ? { cwd } : {}),
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  return new Promise((resolve, reject) => {
    let listening = false;
    const read = (chunk: Buffer) => {
      out += chunk.toString();
      // Searched until found only: a server under load logs fast, and searching all it wrote for every
      // chunk would slow this process until the server blocked writing to the pipe.
      if (listening) return;
      const match = /LISTENING (\d+)|Server listening at http:\/\/[^\s"]+:(\d+)/.exec(out);
      if (!match) return;
      listening = true;
      resolve({ process: child, port: Number(match[1] ?? match[2]), output: () => out });
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code}: ${out}`)));
  });
}

/** Sends `signal` and waits for the exit; SIGKILL after 5 s if the process is still there. */
export function stopChild(child: Child, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  const { process: proc } = child;
  return new Promise<void>((resolve) => {
    if (proc.exitCode !== null || proc.signalCode !== null) return resolve();
    proc.once('exit', () => resolve());
    proc.kill(signal);
    setTimeout(() => proc.kill('SIGKILL'), 5000).unref();
  });
}

/**
 * The built server of `packageDir` (`dist/main.js`) on `dataDir`, PGlite or `databaseUrl`, on a free
 * port of 127.0.0.1, without the app, logging its requests; `env` adds to that.
 */
export function startBuiltServer(
  packageDir: string,
  dataDir: string,
  databaseUrl: string | undefined,
  env: NodeJS.ProcessEnv = {},
): Promise<Child> {
  return startListening(path.join(packageDir, 'dist/main.js'), {
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl ?? '',
    HOST: '127.0.0.1',
    PORT: '0',
    APP_DIST: '',
    LOG_LEVEL: 'info',
    ...env,
  });
}

/** Builds the server (`dist/main.js`, what `npm start` runs) in `packageDir`. */
export function buildServer(packageDir: string): void {
  const built = spawnSync('npx', ['tsup', '--silent'], { cwd: packageDir, stdio: 'inherit' });
  if (built.status !== 0) throw new Error('the server build (tsup) failed');
}
