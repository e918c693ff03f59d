import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { AppContext } from '../context';
import { files } from '../db/schema';

const HASH = /^[0-9a-f]{64}$/;

/**
 * At start-up, removes what a crash can leave under DATA_DIR/files: temporary files (uploads in
 * flight under incoming/, `.part` files of an unfinished write) and blobs no `files` row names. With
 * several instances on shared storage, `graceMs` spares what another instance is still writing.
 * Logs and answers the counts.
 */
export async function sweepStoredFiles(ctx: AppContext, graceMs: number) {
  const root = path.join(ctx.config.dataDir, 'files');
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  const referenced = new Set(
    (await ctx.db.selectDistinct({ sha256: files.sha256 }).from(files)).map((row) => row.sha256),
  );
  const before = Date.now() - graceMs;
  const removed = { temporary: 0, orphans: 0 };
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    const temporary =
      entry.name.endsWith('.part') || path.relative(root, file).startsWith(`incoming${path.sep}`);
    const orphan = !temporary && HASH.test(entry.name) && !referenced.has(entry.name);
    if (!temporary && !orphan) continue;
    if (graceMs > 0 && (await stat(file)).mtimeMs > before) continue;
    await rm(file, { force: true });
    removed[temporary ? 'temporary' : 'orphans'] += 1;
  }
  ctx.log.info(removed, 'fichiers temporaires et orphelins supprimés au démarrage');
  return removed;
}

/** The grace period of the sweep: none on PGlite (one instance); ORPHAN_GRACE_SECONDS (600) on PostgreSQL. */
export function sweepGraceMs(ctx: AppContext, env: NodeJS.ProcessEnv = process.env): number {
  if (ctx.database.kind === 'pglite') return 0;
  const seconds = Number(env.ORPHAN_GRACE_SECONDS ?? 600);
  return Number.isFinite(seconds) && seconds >= 0 ? seconds * 1000 : 600_000;
}
