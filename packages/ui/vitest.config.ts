import { defineConfig } from 'vitest/config';

// Node tests of the package itself (the stories run in Chromium through the root story config).
export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    environment: 'node',
    // Builds domain and ui (type declarations included), packs both and installs them: about a minute.
    testTimeout: 300_000,
    hookTimeout: 300_000,
  },
});
