import { APP_VERSION } from '@mieux-disant/domain';
import { Button } from '@mieux-disant/ui';
import { Suspense } from 'react';
import { NavLink, Outlet } from 'react-router-dom';
import { SUPPORT_EMAIL } from '../config';
import { useSession } from '../session/SessionProvider';
import { PageLoading } from './PageLoading';
import { useLogout } from './useLogout';

export function AppLayout() {
  const { session, validated } = useSession();
  const logout = useLogout();
  const role = session?.user.role;
  return (
    <>
      <header>
        <NavLink to="/">Mieux-Disant</NavLink>
        {session && validated ? (
          <nav aria-label="Navigation principale">
            <NavLink to="/" end>
              Accueil
            </NavLink>
            {role === 'user_admin' || role === 'admin' ? (
              <NavLink to="/subscription">Abonnement</NavLink>
            ) : null}
            <NavLink to="/settings">Paramètres</NavLink>
            {role === 'admin' ? <NavLink to="/admin">Admin</NavLink> : null}
          </nav>
        ) : null}
        <a href={`mailto:${SUPPORT_EMAIL}`}>Support</a>
        {session ? (
          <Button variant="secondary" onClick={() => void logout()}>
            Déconnexion
          </Button>
        ) : null}
      </header>
      <main>
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </main>
      <footer>
        © {new Date().getFullYear()} Mieux-Disant ·{' '}
        <a href={`mailto:${SUPPORT_EMAIL}`}>Contacter le Support</a> · version {APP_VERSION}
      </footer>
    </>
  );
}
