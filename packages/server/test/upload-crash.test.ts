// A server killed (SIGKILL) while uploads are in flight must leave no file that no row points to once it
// has started again: the start-up sweep removes temporary files and unreferenced blobs, and logs the count.
import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/index';
import { openDatabase } from '../src/db/index';
import { files } from '../src/db/schema';
import { FileStore } from '../src/files/store';
import type { TestDatabase } from './harness';
import { createTestDatabase, databaseKinds } from './harness';
import { seedSessionUser, startListening, stopChild } from './processes';
import { ifpraTender, upload } from './tender-support';

const serverScript = fileURLToPath(new URL('./tender-server.ts', import.meta.url));
const startServer = (env: NodeJS.ProcessEnv) =>
  startListening(serverScript, { LOG_LEVEL: 'info', ...env }, fileURLToPath(new URL('..', import.meta.url)));

const UPLOADS = 8;

/** Every file under DATA_DIR/files, relative to it. */
async function storedFiles(dataDir: string): Promise<string[]> {
  const root = path.join(dataDir, 'files');
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).map((e) => path.relative(root, path.join(e.parentPath, e.name)));
}

describe.each(databaseKinds)('a server killed during uploads (%s)', (kind) => {
  const cleanup: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const step of cleanup.reverse()) await step();
  });

  it('leaves 0 orphan files after restart', { timeout: 300_000 }, async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'md-crash-'));
    cleanup.push(() => rm(dataDir, { recursive: true, force: true }));
    let database: TestDatabase | null = null;
    const open = async (): Promise<DatabaseHandle> => database?.handle ?? openDatabase({ dataDir });
    if (kind === 'postgres') {
      database = await createTestDatabase('postgres', dataDir);
      const db = database;
      cleanup.push(() => db.dispose());
    }
    let handle = await open();
    const { token } = await seedSessionUser(handle.db, {
      company: 'Coupure',
      credits: 5000,
      plan: 'Premium',
      email: `coupure-${Date.now()}@example.test`,
      firstname: 'Coupure',
      lastname: 'Test',
    });
    if (!database) await handle.close();
    const env = { DATA_DIR: dataDir, DATABASE_URL: database?.url ?? '', ORPHAN_GRACE_SECONDS: '0' };

    const first = await startServer(env);
    cleanup.push(() => stopChild(first, 'SIGKILL'));
    const base = await ifpraTender('Coupure');
    const send = async (i: number) => {
      // Each upload carries its own 4 MB document, so every one has blobs of its own.
      const body = {
        ...base,
        tenderFiles: [...base.tenderFiles, upload(`DCE/annexe-${i}.pdf`, randomBytes(4 << 20))],
      };
      const reply = await fetch(`http://127.0.0.1:${first.port}/api/tender/tender_creation`, {
        method: 'POST',
        headers: { authorization: token, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      return reply.status;
    };
    const inFlight = Array.from({ length: UPLOADS }, (_, i) => send(i).catch(() => 'coupé'));
    // Killed as soon as the first upload is answered: the others are mid-way.
    await Promise.race(inFlight);
    await stopChild(first, 'SIGKILL');
    const outcomes = await Promise.all(inFlight);
    const interrupted = outcomes.filter((o) => o === 'coupé').length;
    // What a crash leaves besides: a temporary upload, a half-written blob, a blob without its row.
    await mkdir(path.join(dataDir, 'files', 'incoming'), { recursive: true });
    await writeFile(
      path.join(dataDir, 'files', 'incoming', 'televersement-interrompu.tmp'),
      randomBytes(1024),
    );
    const store = new FileStore(dataDir);
    const stray = await store.put(randomBytes(2048));
    await writeFile(`${store.pathOf(stray.hash)}.abc123.part`, randomBytes(10));
    const leftovers = (await storedFiles(dataDir)).length;

    const second = await startServer(env);
    cleanup.push(() => stopChild(second, 'SIGTERM'));
    const line = second
      .output()
      .split('\n')
      .find((l) => l.includes('fichiers temporaires et orphelins supprimés au démarrage'));
    expect(line, second.output()).toBeDefined();
    const counts = JSON.parse(line!) as { temporary: number; orphans: number };
    expect(counts.temporary).toBeGreaterThanOrEqual(2);
    expect(counts.orphans).toBeGreaterThanOrEqual(1);
    await stopChild(second, 'SIGTERM');

    handle = await open();
    const rows = await handle.db.select({ sha256: files.sha256 }).from(files);
    if (!database) await handle.close();
    const referenced = new Set(rows.map((r) => r.sha256));
    const remaining = await storedFiles(dataDir);
    const orphans = remaining.filter((f) => !referenced.has(path.basename(f)));
    console.info(
      `${UPLOADS} uploads, ${interrupted} cut by the kill; ${leftovers} files on disk after the crash, ` +
        `sweep removed ${counts.temporary} temporary and ${counts.orphans} orphan; ${orphans.length} orphan left`,
    );
    expect(orphans).toEqual([]);
    // Nothing the rows point to was swept.
    for (const hash of referenced) expect(await store.has(hash), hash).toBe(true);
  });
});
