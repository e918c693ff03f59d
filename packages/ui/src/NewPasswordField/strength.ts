import type { PasswordStrength } from '@mieux-disant/domain';
import { useEffect, useMemo, useState } from 'react';

type Estimator = (password: string) => PasswordStrength;

// zxcvbn and its French and common dictionaries weigh about 600 KB gzipped: they load when a password is
// first being chosen, not with the page that holds the field.
let estimator: Estimator | null = null;
let loading: Promise<Estimator> | null = null;

function loadEstimator(): Promise<Estimator> {
  loading ??= import('@mieux-disant/domain/passwords').then((m) => (estimator = m.passwordStrength));
  return loading;
}

/** The strength of what is typed, from the domain's rule; null while empty or while the rule loads. */
export function usePasswordStrength(password: string): PasswordStrength | null {
  const [ready, setReady] = useState(estimator !== null);
  useEffect(() => {
    if (!ready) void loadEstimator().then(() => setReady(true));
  }, [ready]);
  return useMemo(
    () => (ready && estimator && password !== '' ? estimator(password) : null),
    [ready, password],
  );
}

/** Whether a new password may be submitted: the domain's rule, the one the server applies. */
export async function isAcceptablePassword(password: string): Promise<boolean> {
  return (await loadEstimator())(password).acceptable;
}
