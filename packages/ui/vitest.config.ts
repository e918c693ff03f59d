import { defineConfig } from 'vitest/config';

// Node tests of the package itself (the stories run in Chromium through the root story config).
export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    environment: 'node',
    // Builds and packs domain and ui, installs them in a fresh Vite app, builds and renders it: minutes.
    testTimeout: 600_000,
    hookTimeout: 600_000,
  },
});
