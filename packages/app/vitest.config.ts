import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import type { BrowserCommand } from 'vitest/node';
import { defineConfig } from 'vitest/config';
import { chromiumArgs, chromiumExecutablePath } from '../../chromium';
import { workspaceAliases } from '../../workspace-aliases';
import { freePort } from './test/free-port';

// The host app's wiring (session, data loading, upload, error paths) rendered whole in a real Chromium,
// talking over HTTP to the real server that test/global-setup.ts starts in this process on PGlite. The
// page reaches it at /api through Vite's proxy, as in development, so the app runs with its own base URL.
process.env.APP_TEST_API_PORT ??= String(await freePort());

/**
 * The network between the browser and the server fails: no answer at all, or the gateway in front of
 * the server answers 503 with its own HTML page (the server is down). Playwright's routing stands in for
 * that network, never for the server: every other call goes through.
 */
const failNetwork: BrowserCommand<['unreachable' | 'gateway']> = async ({ page }, how) => {
  await page.route('**/api/**', (route) =>
    how === 'unreachable'
      ? route.abort('connectionrefused')
      : route.fulfill({ status: 503, contentType: 'text/html', body: '<h1>503 Service Unavailable</h1>' }),
  );
};
const restoreNetwork: BrowserCommand<[]> = async ({ page }) => {
  await page.unroute('**/api/**');
};

export default defineConfig({
  plugins: [react()],
  resolve: { alias: workspaceAliases },
  server: {
    proxy: { '/api': `http://127.0.0.1:${process.env.APP_TEST_API_PORT}` },
    // The tests read the repository's fixtures/ (real public buyers' documents).
    fs: { allow: ['../..'] },
  },
  optimizeDeps: {
    include: [
      'react',
      'react/jsx-dev-runtime',
      'react-dom/client',
      'react-router-dom',
      'styled-components',
      'ky',
    ],
  },
  test: {
    name: 'app',
    include: ['test/**/*.test.tsx'],
    globalSetup: ['test/global-setup.ts'],
    // One page for every file: a file that cuts the network must not cut another's.
    fileParallelism: false,
    testTimeout: 60_000,
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({ launchOptions: { executablePath: chromiumExecutablePath, args: chromiumArgs } }),
      instances: [{ browser: 'chromium' }],
      // The desktop layout: the top bar shows its links and 'Déconnexion' instead of a menu.
      viewport: { width: 1280, height: 900 },
      commands: { failNetwork, restoreNetwork },
    },
  },
});
