import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import type { AccountRow } from './accounts';
import { BatchedReads } from '../db/batched';
import { oncePer } from '../db/prepared';
import { tokens, users } from '../db/schema';
import { forbidden, notFound, unauthorized } from '../errors';
import { tokenHash } from './crypto';

/**
 * Who may call a route, declared on every /api route as `config: { access }`. Each level includes the
 * checks of the previous ones:
 * - anonymous: anyone (a valid token still identifies the caller);
 * - authenticated: a valid session token, even before e-mail confirmation;
 * - confirmed: e-mail confirmed;
 * - validated: confirmed and validated by an administrator (every protected screen);
 * - user_admin: validated, role user_admin or admin (subscription);
 * - admin: validated, role admin (platform administration).
 * Company ownership is checked per resource with `assertCompany`.
 */
export type Access = 'anonymous' | 'authenticated' | 'confirmed' | 'validated' | 'user_admin' | 'admin';

export interface SessionUser extends AccountRow {
  /** The session token row, revoked at logout. */
  tokenId: string;
}

export interface DeclaredRoute {
  method: string;
  url: string;
  access: Access;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every /api route with its access level (the access-matrix test walks them all). */
    declaredRoutes: DeclaredRoute[];
  }
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    user: SessionUser | null;
  }
}

/** The token from `Authorization: <token>` or `Authorization: Bearer <token>`. */
export function bearerToken(header: string | undefined): string | null {
  if (!header) return null;
  const value = header.trim().replace(/^Bearer\s+/i, '');
  return value.length > 0 && value.length <= 200 ? value : null;
}

interface Session {
  user: SessionUser;
  expiresAt: Date;
}

const sessionReads = oncePer((ctx: AppContext) => {
  const builder = ctx.db
    .select({
      id: users.id,
      companyId: users.companyId,
      email: users.email,
      firstname: users.firstname,
      lastname: users.lastname,
      role: users.role,
      emailConfirmed: users.emailConfirmed,
      adminValidated: users.adminValidated,
      tokenId: tokens.id,
      expiresAt: tokens.expiresAt,
    })
    .from(tokens)
    .innerJoin(users, eq(users.id, tokens.userId))
    .where(
      and(
        eq(tokens.tokenHash, sql.placeholder('hash')),
        eq(tokens.kind, 'session'),
        isNull(tokens.revokedAt),
        gt(tokens.expiresAt, sql.placeholder('now')),
      ),
    )
    .limit(1);
  const { changes } = ctx.database;
  changes?.registerReadOnly(builder.toSQL().sql);
  const query = builder.prepare('session_user');
  return new BatchedReads(
    async (hash: string): Promise<Session | null> => {
      const [row] = await query.execute({ hash, now: ctx.now() });
      if (!row) return null;
      const { expiresAt, ...user } = row;
      return { user, expiresAt };
    },
    changes && { changes, stillValid: (session) => !session || session.expiresAt > ctx.now() },
  );
});

/** The user of a live session token: a prepared query, batched (it runs on every request). */
export async function sessionUser(ctx: AppContext, token: string): Promise<SessionUser | null> {
  return (await sessionReads(ctx).read(tokenHash(token)))?.user ?? null;
}

export function checkAccess(access: Access, user: SessionUser | null): void {
  if (access === 'anonymous') return;
  if (!user) throw unauthorized();
  if (access === 'authenticated') return;
  if (!user.emailConfirmed)
    throw forbidden('Veuillez confirmer votre adresse e-mail.', 'EMAIL_NOT_CONFIRMED');
  if (access === 'confirmed') return;
  if (!user.adminValidated)
    throw forbidden('Votre compte doit être validé par un administrateur.', 'NOT_VALIDATED');
  if (access === 'validated') return;
  if (access === 'user_admin' && (user.role === 'user_admin' || user.role === 'admin')) return;
  if (access === 'admin' && user.role === 'admin') return;
  throw forbidden(
    access === 'admin'
      ? 'Accès réservé aux administrateurs.'
      : "Accès réservé aux administrateurs de l'entreprise.",
    'FORBIDDEN_ROLE',
  );
}

/** The caller of a route whose access is not anonymous. */
export function currentUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw unauthorized();
  return request.user;
}

/** A resource of another company answers 404, as if it did not exist. */
export function assertCompany(request: FastifyRequest, companyId: string | null | undefined): void {
  if (!companyId || currentUser(request).companyId !== companyId) throw notFound();
}

/** Installs the check on every route; a route under /api without `config.access` fails at start-up. */
export function registerAccessControl(app: FastifyInstance): void {
  app.decorateRequest('user', null);
  const declared: DeclaredRoute[] = [];
  app.decorate('declaredRoutes', declared);
  app.addHook('onRoute', (route) => {
    const url = route.url ?? route.path;
    if (!url.startsWith('/api')) return;
    const access = route.config?.access;
    if (!access) throw new Error(`Route ${String(route.method)} ${url} does not declare config.access`);
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') declared.push({ method, url, access });
    }
  });
  // onRequest: before the body is read, so an anonymous 200 MB upload is refused without parsing it.
  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config.access;
    if (!access) return;
    const token = bearerToken(request.headers.authorization);
    request.user = token ? await sessionUser(app.ctx, token) : null;
    checkAccess(access, request.user);
  });
}
