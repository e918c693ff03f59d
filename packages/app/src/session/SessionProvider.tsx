import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { AuthAnswer } from '@mieux-disant/domain';
import { setApiToken, setUnauthorizedHandler } from '../api/http';
import {
  clearSession,
  loadSession,
  saveSession,
  sessionUserFrom,
  type Session,
  type SessionUser,
} from './storage';

export interface SessionState {
  /** false until the stored session has been read on load. */
  ready: boolean;
  session: Session | null;
  authenticated: boolean;
  /** SPEC.md section 4: validated only when admin_validated equals 1. */
  validated: boolean;
  /** Stores the login / sign-up answer. */
  signIn: (answer: AuthAnswer) => Promise<SessionUser>;
  /** Updates stored user fields (e-mail confirmed, credits...). */
  update: (changes: Partial<SessionUser>) => Promise<void>;
  /** Clears the session locally (the caller revokes the token on the server first). */
  clear: () => void;
}

const SessionContext = createContext<SessionState | null>(null);

export function SessionProvider({ children }: { children: ReactNode }) {
  const [ready, setReady] = useState(false);
  const [session, setSession] = useState<Session | null>(null);

  const clear = useCallback(() => {
    clearSession();
    setApiToken(null);
    setSession(null);
  }, []);

  useEffect(() => {
    let cancelled = false;
    loadSession()
      .then((restored) => {
        if (cancelled) return;
        setApiToken(restored?.token ?? null);
        setSession(restored);
      })
      .catch(() => {
        // SPEC.md section 4: if restoring fails the user is logged out.
        if (!cancelled) clear();
      })
      .finally(() => {
        if (!cancelled) setReady(true);
      });
    return () => {
      cancelled = true;
    };
  }, [clear]);

  useEffect(() => {
    setUnauthorizedHandler(clear);
    return () => setUnauthorizedHandler(null);
  }, [clear]);

  const signIn = useCallback(async (answer: AuthAnswer) => {
    const next: Session = { token: answer.token, user: sessionUserFrom(answer) };
    await saveSession(next);
    setApiToken(next.token);
    setSession(next);
    return next.user;
  }, []);

  const update = useCallback(
    async (changes: Partial<SessionUser>) => {
      if (!session) return;
      const next: Session = { token: session.token, user: { ...session.user, ...changes } };
      await saveSession(next);
      setSession(next);
    },
    [session],
  );

  const value = useMemo<SessionState>(
    () => ({
      ready,
      session,
      authenticated: session != null,
      validated: session?.user.admin_validated === 1,
      signIn,
      update,
      clear,
    }),
    [ready, session, signIn, update, clear],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionState {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession outside SessionProvider');
  return value;
}
