import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { inArray } from 'drizzle-orm';
import type { TestDatabase } from '../../test/harness';
import {
  createTestDatabase,
  databaseKinds,
  recordingMailer,
  setupServer,
  testConfig,
} from '../../test/harness';
import { buildApp } from '../app';
import type { DatabaseHandle } from '../db/index';
import { analyses, files, financialOffers, tenderCompanies, tenders } from '../db/schema';
import { FileStore } from '../files/store';
import { sweep } from '../jobs/index';
import type { Phase1Data, Phase2Data } from '../jobs/queue';
import { PHASE1_QUEUE, PHASE2_QUEUE, jobQueue } from '../jobs/queue';
import { productTables, restoreBackup, writeBackup } from './backup';

/** Every row of every product table, each value as text, in a stable order. */
async function dump(handle: DatabaseHandle) {
  const all: Record<string, string[]> = {};
  for (const table of productTables()) {
    const { rows } = await handle.executeSql(`SELECT t::text AS row FROM "${table}" t ORDER BY 1`);
    all[table] = rows.map((r) => String(r.row));
  }
  return all;
}

describe.each(databaseKinds)('backup and restore (%s)', (kind) => {
  const server = setupServer(kind);
  const cleanup: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const step of cleanup) await step();
  });

  async function freshTarget() {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'md-restore-'));
    const database: TestDatabase = await createTestDatabase(kind, dataDir);
    cleanup.push(async () => {
      await database.dispose();
      await rm(dataDir, { recursive: true, force: true });
    });
    return { dataDir, handle: database.handle };
  }

  it('round-trips a tender with its companies, documents and results while the server runs', async () => {
    const owner = await server.createUser({
      plan: 'Premium',
      credits: 700,
      companyName: 'Ville de Grenoble',
    });
    await server.createUser({ role: 'user', companyId: owner.companyId });
    const db = server.ctx.db;
    const [tender] = await db
      .insert(tenders)
      .values({
        companyId: owner.companyId,
        createdBy: owner.id,
        title: 'Réfection de la toiture « Bâtiment A »',
        status: 'phase2_done',
        ponderation: { Critères: { Prix: { Pondération: 40 } }, Résumé: 'Toiture' },
        totalPages: 42,
      })
      .returning();
    const store = new FileStore(server.dataDir);
    const rc = await store.put(Buffer.from('%PDF-1.7 règlement de consultation'));
    const dqe = await store.put(Buffer.from('DQE;Prix unitaire;1234,56'));
    const companyRows = await db
      .insert(tenderCompanies)
      .values([
        { tenderId: tender!.id, name: 'Toitures Alpines' },
        { tenderId: tender!.id, name: 'Couverture Durand' },
      ])
      .returning();
    await db.insert(files).values([
      {
        tenderId: tender!.id,
        path: 'RC.pdf',
        sha256: rc.hash,
        size: rc.size,
        pages: 12,
        mime: 'application/pdf',
      },
      {
        tenderId: tender!.id,
        tenderCompanyId: companyRows[0]!.id,
        path: 'Toitures Alpines/DQE.csv',
        sha256: dqe.hash,
        size: dqe.size,
        mime: 'text/csv',
      },
    ]);
    for (const [rank, company] of companyRows.entries()) {
      await db.insert(analyses).values({
        tenderId: tender!.id,
        tenderCompanyId: company.id,
        analysis: { Evaluation_globale: { note: `${80 - rank * 7.25}/100` } },
        edited: { Technique: { note: '15,5' } },
        rank: rank + 1,
      });
      await db.insert(financialOffers).values({
        tenderId: tender!.id,
        tenderCompanyId: company.id,
        offer: { total: '123456789012.34', company: company.name },
      });
    }
    // Two analyses in the job queue: one waiting, one running (taken by a worker) at backup time.
    // Their tenders' last heartbeat is an hour old when the restored instance starts.
    const hourAgo = new Date(Date.now() - 3600_000);
    const [waiting, running] = await db
      .insert(tenders)
      .values([
        { companyId: owner.companyId, title: 'En attente', status: 'phase1_ongoing', updatedAt: hourAgo },
        { companyId: owner.companyId, title: 'En cours', status: 'phase2_ongoing', updatedAt: hourAgo },
      ])
      .returning();
    const queue = await jobQueue(server.ctx);
    const waitingJob = await queue.sendPhase1({ tenderId: waiting!.id });
    const runningJob = await queue.sendPhase2({ tenderId: running!.id, companyIds: [companyRows[1]!.id] });
    expect((await queue.boss.fetch(PHASE2_QUEUE))[0]?.id).toBe(runningJob);
    const before = await dump(server.ctx.database);
    const archive = path.join(server.dataDir, 'sauvegarde.mdbackup.gz');

    // The server keeps answering while the archive is written.
    const [counts, tenderList] = await Promise.all([
      writeBackup(server.ctx.database, server.dataDir, archive),
      server.call('GET', '/api/tender/tenders', { token: owner.token }),
    ]);
    expect(tenderList.status).toBe(200);
    expect(counts.blobs).toBe(2);
    expect(counts.jobs).toBe(2);

    const target = await freshTarget();
    const restored = await restoreBackup(target.handle, target.dataDir, archive);
    expect(restored).toEqual({ rows: counts.rows, jobs: 2, blobs: 2 });
    expect(await dump(target.handle)).toEqual(before);
    const copy = new FileStore(target.dataDir);
    expect((await copy.read(dqe.hash)).toString()).toBe('DQE;Prix unitaire;1234,56');
    expect((await copy.read(rc.hash)).toString()).toBe('%PDF-1.7 règlement de consultation');

    // The restored instance resumes both analyses: its sweep finds their jobs (no tender is failed as
    // interrupted) and its workers are handed them, the running one queued again.
    const mailer = recordingMailer(target.dataDir);
    const app = await buildApp(testConfig(target.dataDir), { database: target.handle, mailer });
    cleanup.unshift(async () => {
      await app.close();
      mailer.close();
    });
    const restoredQueue = await jobQueue(app.ctx);
    await sweep(app.ctx, restoredQueue);
    const statuses = await target.handle.db
      .select({ id: tenders.id, status: tenders.status })
      .from(tenders)
      .where(inArray(tenders.id, [waiting!.id, running!.id]));
    expect(new Map(statuses.map((t) => [t.id, t.status]))).toEqual(
      new Map([
        [waiting!.id, 'phase1_ongoing'],
        [running!.id, 'phase2_ongoing'],
      ]),
    );
    const [phase1] = await restoredQueue.boss.fetch<Phase1Data>(PHASE1_QUEUE);
    expect(phase1).toMatchObject({ id: waitingJob, data: { tenderId: waiting!.id } });
    const [phase2] = await restoredQueue.boss.fetch<Phase2Data>(PHASE2_QUEUE);
    expect(phase2).toMatchObject({
      id: runningJob,
      data: { tenderId: running!.id, companyIds: [companyRows[1]!.id] },
    });
  });

  it('refuses to restore into a database that already has accounts, and changes nothing', async () => {
    const archive = path.join(server.dataDir, 'refus.mdbackup.gz');
    await writeBackup(server.ctx.database, server.dataDir, archive);
    const before = await dump(server.ctx.database);
    await expect(restoreBackup(server.ctx.database, server.dataDir, archive)).rejects.toThrow(
      'La base de données ou le dossier DATA_DIR cible ne sont pas vides : restauration refusée.',
    );
    expect(await dump(server.ctx.database)).toEqual(before);
  });
});
