import { defineConfig } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromiumArgs, chromiumExecutablePath } from '../../chromium';
import { freePort } from './test/free-port';

// The journey runs against the real server on a fresh data folder and a free port. The config is
// evaluated in the runner and again in each worker: the first evaluation stores its choices in the
// environment, which the workers inherit, so they all talk to the same server.
process.env.E2E_PORT ??= String(await freePort());
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'mieux-disant-e2e-'));
process.env.E2E_ADMIN_EMAIL ??= 'admin@mieux-disant.test';
process.env.E2E_ADMIN_PASSWORD ??= 'Admin-e2e-2026!';

const port = process.env.E2E_PORT;
const baseURL = `http://localhost:${port}`;

export default defineConfig({
  testDir: './e2e',
  testMatch: '**/*.spec.ts',
  outputDir: 'test-results/artifacts',
  globalSetup: './e2e/global-setup.ts',
  timeout: 8 * 60_000,
  expect: { timeout: 20_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL,
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
    acceptDownloads: true,
    viewport: { width: 1280, height: 900 },
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    launchOptions: { executablePath: chromiumExecutablePath, args: chromiumArgs },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: {
    // Build the app, then start the real server (embedded PGlite in the fresh data folder).
    command: 'npm run build -w @mieux-disant/app && npm run start -w @mieux-disant/server',
    cwd: path.resolve(import.meta.dirname, '..', '..'),
    url: `${baseURL}/login`,
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      PORT: port,
      DATA_DIR: process.env.E2E_DATA_DIR,
      ADMIN_EMAIL: process.env.E2E_ADMIN_EMAIL,
      ADMIN_PASSWORD: process.env.E2E_ADMIN_PASSWORD,
      PUBLIC_URL: baseURL,
      AUTH_RATE_LIMIT: '1000',
      LOG_LEVEL: 'warn',
    },
  },
});
