import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';

export type Severity = 'success' | 'info' | 'warning' | 'error';
export interface Notice {
  id: number;
  message: string;
  severity: Severity;
}
type Notify = (message: string, severity?: Severity) => void;

const NotifyContext = createContext<Notify | null>(null);

/** Holds the bottom-centre notification (SPEC.md section 2); the ui bar closes it after 3000 ms. */
export function NotifyProvider({ children }: { children: ReactNode }) {
  const [notice, setNotice] = useState<Notice | null>(null);
  const notify = useCallback<Notify>((message, severity = 'info') => {
    setNotice({ id: Date.now(), message, severity });
  }, []);
  const close = useCallback(() => setNotice(null), []);
  const value = useMemo(() => notify, [notify]);
  return (
    <NotifyContext.Provider value={value}>
      {children}
      {notice ? (
        <div role="status" onClick={close}>
          {notice.message}
        </div>
      ) : null}
    </NotifyContext.Provider>
  );
}

export function useNotify(): Notify {
  const notify = useContext(NotifyContext);
  if (!notify) throw new Error('useNotify outside NotifyProvider');
  return notify;
}
