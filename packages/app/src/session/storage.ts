import { isPlanType, isUserRole, type AuthAnswer } from '@mieux-disant/domain';
import { decryptValue, encryptValue } from './crypto';

/**
 * The session user: the login / sign-up answer of the API contract without its token; credits are null
 * once unknown (SPEC.md §8: a failed load leaves the value absent).
 */
export type SessionUser = Omit<AuthAnswer, 'token' | 'credits'> & { credits: number | null };

export interface Session {
  token: string;
  user: SessionUser;
}

const TOKEN_KEY = 'token';
const FIELDS = [
  'id',
  'firstname',
  'lastname',
  'status',
  'admin_validated',
  'subscription',
  'role',
  'credits',
] as const satisfies readonly (keyof SessionUser)[];

/** The server answers status as true/false (or 'true'/1 in older payloads). */
export function isTruthyStatus(value: unknown): boolean {
  return value === true || value === 1 || value === '1' || value === 'true';
}

/** Maps the login / sign-up answer to the session user. */
export function sessionUserFrom(answer: Record<string, unknown>): SessionUser {
  const credits = answer.credits;
  return {
    id: String(answer.id ?? ''),
    firstname: String(answer.firstname ?? ''),
    lastname: String(answer.lastname ?? ''),
    status: isTruthyStatus(answer.status),
    admin_validated: Number(answer.admin_validated) === 1 ? 1 : 0,
    subscription:
      typeof answer.subscription === 'string' && isPlanType(answer.subscription) ? answer.subscription : null,
    role: isUserRole(answer.role) ? answer.role : 'user',
    credits: credits == null || Number.isNaN(Number(credits)) ? null : Number(credits),
  };
}

export async function saveSession(session: Session): Promise<void> {
  const entries = await Promise.all(
    FIELDS.map(async (field) => [field, await encryptValue(session.token, session.user[field])] as const),
  );
  sessionStorage.setItem(TOKEN_KEY, session.token);
  for (const [field, value] of entries) sessionStorage.setItem(field, value);
}

/** Restores the session; null when there is none. Throws when a stored value cannot be read. */
export async function loadSession(): Promise<Session | null> {
  const token = sessionStorage.getItem(TOKEN_KEY);
  if (!token) return null;
  const values: Record<string, unknown> = {};
  for (const field of FIELDS) {
    const stored = sessionStorage.getItem(field);
    values[field] = stored == null ? null : await decryptValue(token, stored);
  }
  return { token, user: sessionUserFrom(values) };
}

/** SPEC.md section 4: logout clears every stored value and the whole session storage. */
export function clearSession(): void {
  sessionStorage.clear();
}
