import { defineConfig } from 'vitest/config';
import { workspaceAliases } from '../../workspace-aliases';

export default defineConfig({
  resolve: { alias: workspaceAliases },
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['test/build-cli.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
