import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { chromiumArgs, chromiumExecutablePath } from './chromium';
import { workspaceAliases } from './workspace-aliases';

// Every story of packages/ui runs as a test (its play function and an axe check) in a real Chromium.
export default defineConfig({
  resolve: { alias: workspaceAliases },
  // Pre-bundled up front: CommonJS React discovered mid-run would otherwise reach the browser unconverted.
  optimizeDeps: {
    include: ['react', 'react/jsx-runtime', 'react/jsx-dev-runtime', 'react-dom', 'react-dom/client'],
  },
  plugins: [storybookTest({ configDir: fileURLToPath(new URL('./.storybook', import.meta.url)) })],
  test: {
    name: 'storybook',
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({ launchOptions: { executablePath: chromiumExecutablePath, args: chromiumArgs } }),
      instances: [{ browser: 'chromium' }],
    },
  },
});
