import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { buildPricedBill } from '../../analysis/src/testing';
import type { DatabaseHandle } from '../src/db/index';
import { openDatabase } from '../src/db/index';
import { tenders } from '../src/db/schema';
import type { TestDatabase } from './harness';
import { createTestDatabase, databaseKinds } from './harness';
import { seedSessionUser, startListening, stopChild } from './processes';
import { VALID_PONDERATION, corpusPath, corpusFile, upload, waitForStatus } from './tender-support';

const serverScript = fileURLToPath(new URL('./tender-server.ts', import.meta.url));

/** Starts the real server (jobs in-process) as a child process; resolves once it listens. */
const startServer = (env: NodeJS.ProcessEnv) =>
  startListening(serverScript, { LOG_LEVEL: 'info', ...env }, fileURLToPath(new URL('..', import.meta.url)));

async function until(check: () => boolean, timeoutMs: number, what: string) {
  const end = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** A validated, subscribed user and a tender whose criteria are confirmed, written straight to the database. */
async function seed(handle: DatabaseHandle) {
  const { db } = handle;
  const { companyId, token } = await seedSessionUser(db, {
    company: 'Reprise',
    credits: 700,
    plan: 'Standard',
    email: `reprise-${Date.now()}@example.test`,
    firstname: 'Reprise',
    lastname: 'Test',
  });
  const [tender] = await db
    .insert(tenders)
    .values({
      companyId,
      title: 'Reprise après arrêt',
      status: 'phase1_confirmation_done',
      ponderation: VALID_PONDERATION,
      rcPath: 'RC.pdf',
    })
    .returning();
  return { token, tenderId: tender!.id };
}

describe.each(databaseKinds)('a restart during phase 2 (%s)', (kind) => {
  const cleanup: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const step of cleanup.reverse()) await step();
  });

  it('finishes the job after the server was killed mid-run', { timeout: 600_000 }, async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'md-restart-'));
    cleanup.push(() => rm(dataDir, { recursive: true, force: true }));
    let database: TestDatabase | null = null;
    let handle: DatabaseHandle;
    if (kind === 'postgres') {
      database = await createTestDatabase('postgres', dataDir);
      handle = database.handle;
    } else {
      handle = await openDatabase({ dataDir });
    }
    const { token, tenderId } = await seed(handle);
    if (database) {
      const db = database;
      cleanup.push(() => db.dispose());
    } else {
      await handle.close();
    }
    const env = {
      DATA_DIR: dataDir,
      DATABASE_URL: database?.url ?? '',
      JOB_POLLING_SECONDS: '0.5',
      JOB_HEARTBEAT_SECONDS: '0.5',
      JOB_RETRY_DELAY_SECONDS: '1',
    };
    const http = (port: number) => ({
      async call(method: string, url: string, options: { token?: string; body?: unknown } = {}) {
        const response = await fetch(`http://127.0.0.1:${port}${url}`, {
          method,
          headers: {
            ...(options.token ? { authorization: options.token } : {}),
            ...(options.body ? { 'content-type': 'application/json' } : {}),
          },
          body: options.body ? JSON.stringify(options.body) : undefined,
        });
        const text = await response.text();
        let body: unknown = text;
        try {
          body = JSON.parse(text);
        } catch {
          // not JSON
        }
        return { status: response.status, body: body as never, headers: {}, raw: text };
      },
    });

    // First server: the phase 2 job starts, then holds (JOB_TEST_PAUSE_MS) so the kill lands mid-run.
    const first = await startServer({ ...env, JOB_TEST_PAUSE_MS: '120000' });
    cleanup.push(() => stopChild(first, 'SIGKILL'));
    const api = http(first.port);
    const bill = await readFile(corpusPath('rc/grenoble-inp-2026FCSSA0025/CRF_2026FCSSA0025.xlsx'));
    for (const [i, name] of ['Delta', 'Epsilon'].entries()) {
      const reply = await api.call('POST', `/api/tender/company_files/${tenderId}`, {
        token,
        body: {
          companyName: name,
          companyFiles: [
            upload('DQE.xlsx', await buildPricedBill(bill, { seed: 2, priceFactor: 1 + i / 5 })),
            await corpusFile('cctp/guyane-prefecture/CCTP-surveillance-gardiennage.pdf', 'memoire.pdf'),
          ],
        },
      });
      expect(reply.status, reply.raw).toBe(201);
    }
    const launch = await api.call('PUT', `/api/tender/launch_dqe_analysis/${tenderId}`, {
      token,
      body: {
        dqe: ['Delta', 'Epsilon'].map((n) => ({ company_name: n, fileBlob: { filename: 'DQE.xlsx' } })),
        companiesName: ['Delta', 'Epsilon'],
      },
    });
    expect(launch.status, launch.raw).toBe(200);
    await until(() => first.output().includes('analysis job started'), 120_000, 'the phase 2 job to start');
    await stopChild(first, 'SIGKILL');

    // Second server: no pause; the sweep sees the job active without heartbeat, fails it, pg-boss retries it.
    const second = await startServer({ ...env, JOB_STALE_SECONDS: '2', JOB_SWEEP_SECONDS: '1' });
    cleanup.push(() => stopChild(second, 'SIGTERM'));
    const api2 = http(second.port);
    const ongoing = await api2.call('GET', `/api/tender/tender/${tenderId}`, { token });
    expect((ongoing.body as { status: string }).status).toBe('phase2_ongoing');
    const done = await waitForStatus(
      api2,
      token,
      tenderId,
      ['phase2_done', 'phase2_company_anlysis_error'],
      300_000,
    );
    expect(done.status, JSON.stringify(done)).toBe('phase2_done');
    expect(second.output()).toContain('job without heartbeat: failed for retry');
    const results = await api2.call('GET', `/api/tender/analysis_results/${tenderId}`, { token });
    expect((results.body as { compagnie: string }[]).map((a) => a.compagnie).sort()).toEqual([
      'Delta',
      'Epsilon',
    ]);
    await stopChild(second, 'SIGTERM');
  });
});
