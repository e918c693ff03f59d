// Vitest globalSetup: the real server (packages/server) in this process, on an in-memory PGlite database,
// listening on the port the config's proxy forwards /api to; and the accounts the tests sign in with.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ANALYSIS_CREDIT_COST } from '@mieux-disant/domain';
import type { TestProject } from 'vitest/node';
import { buildApp } from '../../server/src/app';
import { createTestUser, testConfig } from '../../server/test/seed';
import type { Account } from './accounts';

declare module 'vitest' {
  export interface ProvidedContext {
    accounts: Record<'session' | 'dashboard' | 'upload' | 'admin', Account>;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // Vitest runs this for the config's project and again for its Chromium instance, where the tests run:
  // the server starts once, for the instance.
  if (!project.config.browser.name) return () => Promise.resolve();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'md-app-test-'));
  const app = await buildApp({ ...testConfig(dataDir), pgliteDir: 'memory://' });
  await app.listen({ port: Number(process.env.APP_TEST_API_PORT), host: '127.0.0.1' });
  const account = async (firstname: string, options: Parameters<typeof createTestUser>[1]) => {
    const { email, password } = await createTestUser(app.ctx, { firstname, ...options });
    return { email, password, firstname };
  };
  const evaluator = { plan: 'Standard', credits: 10 * ANALYSIS_CREDIT_COST } as const;
  project.provide('accounts', {
    session: await account('Zoé', evaluator),
    dashboard: await account('Hugo', evaluator),
    upload: await account('Inès', evaluator),
    admin: await account('Paul', { role: 'admin' }),
  });
  return async () => {
    await app.close();
    await rm(dataDir, { recursive: true, force: true });
  };
}
