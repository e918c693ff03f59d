import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { chromiumArgs, chromiumExecutablePath } from './chromium';
import { workspaceAliases } from './workspace-aliases';

// Every story of packages/ui runs as a test (its play function and an axe check) in a real Chromium.
export default defineConfig({
  resolve: { alias: workspaceAliases },
  // Pre-bundled up front: a dependency discovered mid-run makes Vite re-optimise and reload, and CommonJS
  // React would reach the browser unconverted.
  optimizeDeps: {
    include: [
      'react',
      'react/jsx-runtime',
      'react/jsx-dev-runtime',
      'react-dom',
      'react-dom/client',
      'styled-components',
      '@radix-ui/react-dialog',
      '@radix-ui/react-dropdown-menu',
      '@radix-ui/react-toast',
      '@radix-ui/react-tooltip',
      '@tanstack/react-virtual',
      'date-fns',
      'decimal.js',
    ],
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
