import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { api } from '../api/endpoints';
import { useNotify } from '../notify/NotifyProvider';
import { useSession } from '../session/SessionProvider';

/** Déconnexion: revoke the token, clear the session, go to /login, 'Vous êtes déconnecté(e)'. */
export function useLogout() {
  const { clear } = useSession();
  const notify = useNotify();
  const navigate = useNavigate();
  return useCallback(async () => {
    await api.auth.logout().catch(() => undefined);
    clear();
    navigate('/login', { replace: true });
    notify('Vous êtes déconnecté(e)', 'success');
  }, [clear, navigate, notify]);
}
