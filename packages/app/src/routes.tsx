import { Navigate, Outlet, createBrowserRouter, useLocation, type RouteObject } from 'react-router-dom';
import { useSession } from './session/SessionProvider';
import { AppLayout } from './layout/AppLayout';
import { LoginPage } from './pages/auth/LoginPage';
import { PageLoading } from './layout/PageLoading';
import { DETAIL_KINDS } from './pages/results/detailKinds';

// Every page except the login page is its own chunk, so /login loads only what it shows and pdf.js
// (reached from the upload screens) never enters the login bundle.
type PageModule = Promise<{ default: React.ComponentType }>;
const page = (load: () => PageModule): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => ({ Component: (await load()).default }),
});

/** SPEC.md section 4: unauthenticated -> /login; e-mail not confirmed -> /confirm-email; not validated -> /not_validated. */
export function RequireValidated() {
  const { ready, authenticated, validated, session } = useSession();
  const location = useLocation();
  if (!ready) return <PageLoading />;
  if (!authenticated) return <Navigate to="/login" replace state={{ from: location.pathname }} />;
  if (!session?.user.status) return <Navigate to="/confirm-email" replace />;
  if (!validated) return <Navigate to="/not_validated" replace />;
  return <Outlet />;
}

/** /admin is for role admin only (DECISIONS.md); others go home. */
export function RequireAdmin() {
  const { session } = useSession();
  return session?.user.role === 'admin' ? <Outlet /> : <Navigate to="/" replace />;
}

/** /subscription is for user_admin and admin (SPEC.md section 6). */
export function RequireAccountAdmin() {
  const { session } = useSession();
  const role = session?.user.role;
  return role === 'admin' || role === 'user_admin' ? <Outlet /> : <Navigate to="/" replace />;
}

export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    hydrateFallbackElement: <PageLoading />,
    children: [
      { path: '/login', element: <LoginPage /> },
      { path: '/signup', ...page(() => import('./pages/auth/SignupPage')) },
      { path: '/reset-password', ...page(() => import('./pages/auth/ResetRequestPage')) },
      { path: '/reset-password/:token', ...page(() => import('./pages/auth/ResetPasswordPage')) },
      { path: '/not_validated', ...page(() => import('./pages/auth/NotValidatedPage')) },
      { path: '/confirm-email', ...page(() => import('./pages/auth/ConfirmEmailPage')) },
      {
        element: <RequireValidated />,
        children: [
          { path: '/', ...page(() => import('./pages/DashboardPage')) },
          {
            path: '/new-analysis/extract-ponderation',
            ...page(() => import('./pages/tender/TenderUploadPage')),
          },
          { path: '/new-analysis/companies', ...page(() => import('./pages/tender/CompaniesPage')) },
          {
            path: '/new-analysis/companies/:tenderId',
            ...page(() => import('./pages/tender/CompaniesPage')),
          },
          { path: '/new-analysis/criteria/:tenderId', ...page(() => import('./pages/tender/CriteriaPage')) },
          { path: '/analysis/:tenderId', ...page(() => import('./pages/results/ResultsPage')) },
          {
            path: '/analysis/detailed',
            ...page(() => import('./pages/results/DetailedLayout')),
            children: DETAIL_KINDS.map((kind) => ({
              path: `${kind}/:tenderId`,
              ...page(() =>
                import('./pages/results/detailPages').then((m) => ({ default: m.detailPages[kind] })),
              ),
            })),
          },
          {
            element: <RequireAccountAdmin />,
            children: [{ path: '/subscription', ...page(() => import('./pages/account/SubscriptionPage')) }],
          },
          { path: '/checkout-status', ...page(() => import('./pages/account/CheckoutStatusPage')) },
          { path: '/settings', ...page(() => import('./pages/account/SettingsPage')) },
          {
            element: <RequireAdmin />,
            children: [{ path: '/admin', ...page(() => import('./pages/account/AdminPage')) }],
          },
        ],
      },
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
