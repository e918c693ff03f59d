// `npm run backup -- <archive>` and `npm run restore -- <archive>` (DATA_DIR and DATABASE_URL as for
// `npm start`). On PostgreSQL, and on PGlite when no server runs, the command opens the database
// itself; on PGlite while the server runs (the database belongs to its process), it asks that server
// to write the archive (SIGUSR2) and waits for it.
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { configFromEnv } from '../config';
import { openDatabase } from '../db/index';
import { restoreBackup, writeBackup } from './backup';
import { backupRequestPath, serverPidPath } from './live';

const [command, target] = process.argv.slice(2);
const config = configFromEnv();

async function runningServer(): Promise<number | null> {
  if (config.databaseUrl || !existsSync(serverPidPath(config.dataDir))) return null;
  const pid = Number(await readFile(serverPidPath(config.dataDir), 'utf8'));
  try {
    process.kill(pid, 0);
    return pid;
  } catch {
    return null;
  }
}

async function backup(archive: string) {
  const pid = await runningServer();
  if (pid !== null) {
    await writeFile(backupRequestPath(config.dataDir), archive);
    process.kill(pid, 'SIGUSR2');
    for (let waited = 0; existsSync(backupRequestPath(config.dataDir)); waited += 200) {
      if (waited > 600_000) throw new Error('Le serveur n’a pas écrit la sauvegarde en 10 minutes.');
      await sleep(200);
    }
    if (!existsSync(archive))
      throw new Error('Le serveur n’a pas pu écrire la sauvegarde (voir son journal).');
    console.log(`Sauvegarde écrite par le serveur en marche : ${archive}`);
    return;
  }
  const handle = await openDatabase(config);
  try {
    const counts = await writeBackup(handle, config.dataDir, archive);
    console.log(
      `Sauvegarde écrite : ${archive} (${counts.rows} lignes, ${counts.jobs} tâches en file, ${counts.blobs} documents)`,
    );
  } finally {
    await handle.close();
  }
}

async function restore(archive: string) {
  if (await runningServer()) throw new Error('Arrêtez le serveur avant de restaurer.');
  const handle = await openDatabase(config);
  try {
    const counts = await restoreBackup(handle, config.dataDir, archive);
    console.log(
      `Restauration terminée : ${counts.rows} lignes, ${counts.jobs} tâches en file, ${counts.blobs} documents.`,
    );
  } finally {
    await handle.close();
  }
}

if (!target || (command !== 'backup' && command !== 'restore')) {
  console.error('Usage : npm run backup -- <archive> | npm run restore -- <archive>');
  process.exit(2);
}
const archive = path.resolve(process.env.INIT_CWD ?? '.', target);
try {
  await (command === 'backup' ? backup(archive) : restore(archive));
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
