import { MieuxDisantThemeProvider } from '@mieux-disant/ui';
import { RouterProvider, type createBrowserRouter } from 'react-router-dom';
import { NotifyProvider } from './notify/NotifyProvider';
import { SessionProvider } from './session/SessionProvider';

/** The whole app around a router: the browser's in main.tsx, a memory router in the tests. */
export function App({ router }: { router: ReturnType<typeof createBrowserRouter> }) {
  return (
    <MieuxDisantThemeProvider>
      <SessionProvider>
        <NotifyProvider>
          <RouterProvider router={router} />
        </NotifyProvider>
      </SessionProvider>
    </MieuxDisantThemeProvider>
  );
}
