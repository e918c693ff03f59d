import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** The sha256 of some bytes, lower-case hex: the name a file is stored under. */
export function contentHash(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}

const HASH = /^[0-9a-f]{64}$/;

/**
 * Documents on disk under `DATA_DIR/files`, addressed by the sha256 of their content (two levels of
 * directories so no folder grows too large). The database keeps the metadata and decides when a blob
 * is no longer referenced; this class only knows bytes.
 */
export class FileStore {
  readonly root: string;

  constructor(dataDir: string) {
    this.root = join(dataDir, 'files');
  }

  pathOf(hash: string): string {
    if (!HASH.test(hash)) throw new Error(`invalid content hash: ${hash}`);
    return join(this.root, hash.slice(0, 2), hash.slice(2, 4), hash);
  }

  /**
   * Writes the bytes once complete: to a temporary name in the same folder, then renamed, so a crash or
   * a concurrent reader never sees half a file. Writing a blob that already exists is a no-op.
   */
  async put(bytes: Uint8Array): Promise<{ hash: string; size: number }> {
    const hash = contentHash(bytes);
    const target = this.pathOf(hash);
    if (await this.has(hash)) return { hash, size: bytes.byteLength };
    await mkdir(join(target, '..'), { recursive: true });
    const temp = `${target}.${randomBytes(6).toString('hex')}.part`;
    try {
      await writeFile(temp, bytes, { flag: 'wx' });
      await rename(temp, target);
    } catch (error) {
      await rm(temp, { force: true });
      throw error;
    }
    return { hash, size: bytes.byteLength };
  }

  /**
   * Moves a complete temporary file (on the same disk) into the store under its hash, the one step
   * that makes it visible; when the blob is already there, the temporary file is removed instead.
   */
  async adopt(tempPath: string, hash: string): Promise<void> {
    if (await this.has(hash)) {
      await rm(tempPath, { force: true });
      return;
    }
    const target = this.pathOf(hash);
    await mkdir(join(target, '..'), { recursive: true });
    await rename(tempPath, target);
  }

  async has(hash: string): Promise<boolean> {
    try {
      return (await stat(this.pathOf(hash))).isFile();
    } catch {
      return false;
    }
  }

  async read(hash: string): Promise<Buffer> {
    return readFile(this.pathOf(hash));
  }

  async remove(hash: string): Promise<void> {
    await rm(this.pathOf(hash), { force: true });
  }
}
