import { Notification } from '@mieux-disant/ui';
import { createContext, useCallback, useContext, useState, type ReactNode } from 'react';

export type Severity = 'success' | 'info' | 'warning' | 'error';
interface Notice {
  id: number;
  message: string;
  severity: Severity;
}
type Notify = (message: string, severity?: Severity) => void;

const NotifyContext = createContext<Notify | null>(null);

/** Holds the bottom-centre notification of SPEC.md section 2; the ui bar closes itself after 3000 ms. */
export function NotifyProvider({ children }: { children: ReactNode }) {
  const [notice, setNotice] = useState<Notice | null>(null);
  const notify = useCallback<Notify>((message, severity = 'info') => {
    setNotice({ id: Date.now(), message, severity });
  }, []);
  const close = useCallback(() => setNotice(null), []);
  return (
    <NotifyContext.Provider value={notify}>
      {children}
      <Notification
        key={notice?.id}
        open={notice != null}
        message={notice?.message ?? ''}
        severity={notice?.severity}
        onClose={close}
      />
    </NotifyContext.Provider>
  );
}

export function useNotify(): Notify {
  const notify = useContext(NotifyContext);
  if (!notify) throw new Error('useNotify outside NotifyProvider');
  return notify;
}
