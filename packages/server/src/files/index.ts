import type { SourceDocument } from '@mieux-disant/analysis';
import { inArray } from 'drizzle-orm';
import type { AppContext } from '../context';
import type { Queryable } from '../db/index';
import { files } from '../db/schema';
import type { CheckedFile } from './upload';
import { FileStore } from './store';

export { FileStore, contentHash } from './store';
export type { CheckedFile, UploadedFile } from './upload';
export { UploadError, checkFile, checkFiles, checkLabel, checkXlsx, sanitisePath } from './upload';
export { spoolOf, uploadHooks } from './spool';

const stores = new Map<string, FileStore>();

/** The file store under this context's DATA_DIR. */
export function fileStore(ctx: AppContext): FileStore {
  let store = stores.get(ctx.config.dataDir);
  if (!store) {
    store = new FileStore(ctx.config.dataDir);
    stores.set(ctx.config.dataDir, store);
  }
  return store;
}

export type FileRow = typeof files.$inferSelect;

/**
 * Stores checked files (their temporary files moved under their hash) and records them. Call inside
 * the transaction that creates their owner: if it rolls back, `forgetBlobs` removes what is now
 * unreferenced.
 */
export async function saveFiles(
  ctx: AppContext,
  db: Queryable,
  owner: { tenderId: string; tenderCompanyId: string | null },
  checked: readonly CheckedFile[],
): Promise<FileRow[]> {
  if (checked.length === 0) return [];
  const store = fileStore(ctx);
  const rows = [];
  for (const file of checked) {
    await store.adopt(file.tempPath, file.hash);
    rows.push({
      ...owner,
      path: file.path,
      sha256: file.hash,
      size: file.size,
      pages: file.pages,
      mime: file.mime,
    });
  }
  return db.insert(files).values(rows).returning();
}

/** Removes the blobs among `hashes` that no file row references any more. */
export async function forgetBlobs(ctx: AppContext, hashes: Iterable<string>): Promise<void> {
  const unique = [...new Set(hashes)];
  if (unique.length === 0) return;
  const used = await ctx.db
    .selectDistinct({ sha256: files.sha256 })
    .from(files)
    .where(inArray(files.sha256, unique));
  const kept = new Set(used.map((r) => r.sha256));
  const store = fileStore(ctx);
  await Promise.all(unique.filter((h) => !kept.has(h)).map((h) => store.remove(h)));
}

/**
 * Runs `write`, the transaction that records `checked` with saveFiles; if it throws, the blobs it
 * stored and nothing references are removed before the error goes on.
 */
export async function writingFiles<T>(
  ctx: AppContext,
  checked: readonly CheckedFile[],
  write: () => Promise<T>,
): Promise<T> {
  try {
    return await write();
  } catch (error) {
    await forgetBlobs(
      ctx,
      checked.map((f) => f.hash),
    );
    throw error;
  }
}

/** Reads file rows back as the analysis engine's documents. */
export async function readDocuments(ctx: AppContext, rows: readonly FileRow[]): Promise<SourceDocument[]> {
  const store = fileStore(ctx);
  return Promise.all(
    rows.map(async (row) => ({ path: row.path, bytes: new Uint8Array(await store.read(row.sha256)) })),
  );
}
