import { defineConfig } from 'vitest/config';
import { workspaceAliases } from '../../workspace-aliases';

export default defineConfig({
  resolve: { alias: workspaceAliases },
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    // pg-boss's shortest polling interval (default 1 s): tests that wait for a job see it sooner.
    env: { JOB_POLLING_SECONDS: '0.5' },
    // Two cores: two test files at a time, each with its own databases.
    fileParallelism: true,
    maxWorkers: 2,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
