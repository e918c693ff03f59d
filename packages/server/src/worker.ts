// `npm run worker`: a process that only takes analysis jobs (phase 1 and phase 2) from the queue in the
// shared PostgreSQL database. Start as many as needed; run the API with JOBS_IN_PROCESS=0 beside them.
import { buildApp } from './app';
import { configFromEnv } from './config';
import { startJobs } from './jobs/index';

const config = configFromEnv();
if (!config.databaseUrl) {
  console.error(
    "Le worker séparé nécessite DATABASE_URL (PostgreSQL) : avec la base intégrée (PGlite), c'est le serveur qui exécute les analyses.",
  );
  process.exit(1);
}
// The app is built for its context (database, migrations, logger) and never listens.
const app = await buildApp({ ...config, appDist: null });
const concurrency = Math.max(1, Number(process.env.WORKER_CONCURRENCY ?? 1) || 1);
const jobs = await startJobs(app.ctx, { concurrency });
app.log.info({ concurrency }, 'worker prêt : analyses en attente');

const shutdown = async (signal: string) => {
  app.log.info({ signal }, 'arrêt du worker');
  await jobs.stop();
  await app.close();
  process.exit(0);
};
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));
