import { useCallback, useState } from 'react';
import { errorMessage } from '../api/http';

/** A form's submit: pending while it runs, the server's French message (or the fallback) on failure. */
export function useSubmit<A extends unknown[]>(run: (...args: A) => Promise<void>) {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const submit = useCallback(
    (...args: A) => {
      setPending(true);
      setError(null);
      run(...args).then(
        () => setPending(false),
        (caught: unknown) => {
          setError(errorMessage(caught));
          setPending(false);
        },
      );
    },
    [run],
  );
  return { submit, pending, error, setError };
}
