import { useCallback, useEffect, useState } from 'react';
import { errorMessage } from '../api/http';

export type Load<T> =
  | { state: 'loading'; data: null; error: null }
  | { state: 'error'; data: null; error: string }
  | { state: 'loaded'; data: T; error: null };

/** Loads data once per `key`; `reload` fetches again, `set` replaces what is shown (after a save). */
export function useLoad<T>(key: string | null, load: () => Promise<T>) {
  const [value, setValue] = useState<Load<T>>({ state: 'loading', data: null, error: null });
  const [generation, setGeneration] = useState(0);

  useEffect(() => {
    if (key == null) return;
    let cancelled = false;
    load().then(
      (data) => !cancelled && setValue({ state: 'loaded', data, error: null }),
      (error: unknown) => !cancelled && setValue({ state: 'error', data: null, error: errorMessage(error) }),
    );
    return () => {
      cancelled = true;
    };
    // `load` is recreated on every render; `key` and `generation` decide when to fetch.
  }, [key, generation]);

  const reload = useCallback(() => setGeneration((g) => g + 1), []);
  const set = useCallback((data: T) => setValue({ state: 'loaded', data, error: null }), []);
  return { ...value, reload, set };
}
