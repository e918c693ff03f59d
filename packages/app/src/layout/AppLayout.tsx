import { Footer, Layout, TopBar } from '@mieux-disant/ui';
import { Suspense, useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { SUPPORT_EMAIL } from '../config';
import { useSession } from '../session/SessionProvider';
import { PageLoading } from './PageLoading';
import { RouterLink } from './RouterLink';
import { useLogout } from './useLogout';

const PUBLIC_PATHS = ['/login', '/signup', '/reset-password', '/not_validated', '/confirm-email'];
const isPublic = (path: string) => PUBLIC_PATHS.some((p) => path === p || path.startsWith(`${p}/`));

/** The shared layout of SPEC.md section 2: the ui's top bar, page and footer. */
export function AppLayout() {
  const { session, validated } = useSession();
  const { pathname } = useLocation();
  const logout = useLogout();
  const [pending, setPending] = useState(false);
  const page = (
    <Suspense fallback={<PageLoading />}>
      <Outlet />
    </Suspense>
  );
  const onLogout = () => {
    setPending(true);
    void logout().finally(() => setPending(false));
  };

  if (isPublic(pathname) || !session || !validated) {
    // Public pages: the logo only (to /login on 'Validation en attente'), no links.
    return (
      <div style={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
        <TopBar
          user={null}
          currentPath={pathname}
          supportEmail={SUPPORT_EMAIL}
          onLogout={onLogout}
          logoHref={pathname === '/not_validated' ? '/login' : '/'}
          LinkComponent={RouterLink}
        />
        <main style={{ flex: 1, width: '100%', maxWidth: '72rem', margin: '0 auto', padding: '2rem 1rem' }}>
          {page}
        </main>
        <Footer supportEmail={SUPPORT_EMAIL} />
      </div>
    );
  }
  return (
    <Layout
      user={{ firstname: session.user.firstname, lastname: session.user.lastname, role: session.user.role }}
      currentPath={pathname}
      supportEmail={SUPPORT_EMAIL}
      onLogout={onLogout}
      pending={pending}
      LinkComponent={RouterLink}
    >
      {page}
    </Layout>
  );
}
