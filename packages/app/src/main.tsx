import { MieuxDisantThemeProvider } from '@mieux-disant/ui';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { NotifyProvider } from './notify/NotifyProvider';
import { createRouter } from './routes';
import { SessionProvider } from './session/SessionProvider';

const router = createRouter();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <MieuxDisantThemeProvider>
      <SessionProvider>
        <NotifyProvider>
          <RouterProvider router={router} />
        </NotifyProvider>
      </SessionProvider>
    </MieuxDisantThemeProvider>
  </StrictMode>,
);
