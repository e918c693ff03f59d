import { existsSync } from 'node:fs';
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { AppContext } from '../context';
import { writeBackup } from './backup';

export const serverPidPath = (dataDir: string) => path.join(dataDir, 'server.pid');
export const backupRequestPath = (dataDir: string) => path.join(dataDir, 'backup-request');

/**
 * A server on PGlite owns its database: it records its pid and writes an archive when the backup
 * command asks (SIGUSR2 with the archive's path in DATA_DIR/backup-request).
 */
export async function serveBackupRequests(ctx: AppContext): Promise<void> {
  const { dataDir } = ctx.config;
  await writeFile(serverPidPath(dataDir), String(process.pid));
  process.on('SIGUSR2', () => {
    void (async () => {
      const request = backupRequestPath(dataDir);
      if (!existsSync(request)) return;
      try {
        const archive = (await readFile(request, 'utf8')).trim();
        const counts = await writeBackup(ctx.database, dataDir, archive);
        ctx.log.info({ archive, ...counts }, 'sauvegarde écrite');
      } catch (err) {
        ctx.log.error({ err }, 'sauvegarde impossible');
      } finally {
        await rm(request, { force: true });
      }
    })();
  });
}
