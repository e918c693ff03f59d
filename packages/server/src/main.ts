// `npm start`: the API under /api, the built app under /, and (by default) the analysis jobs.
import { buildApp } from './app';
import { ensureAdministrator } from './auth/bootstrap';
import { purgeExpired } from './auth/sessions';
import { serveBackupRequests } from './backup/live';
import { configFromEnv } from './config';
import { sweepGraceMs, sweepStoredFiles } from './files/sweep';
import { jobsInProcess, startJobs } from './jobs/index';
import { sweepThrottles } from './limits/throttle';

const config = configFromEnv();
const app = await buildApp(config);
await ensureAdministrator(app.ctx);
await sweepStoredFiles(app.ctx, sweepGraceMs(app.ctx));
// With PGlite the database belongs to this process, so it runs the jobs; with PostgreSQL,
// JOBS_IN_PROCESS=0 leaves them to `npm run worker` processes.
const jobs = jobsInProcess() ? await startJobs(app.ctx) : null;
if (app.ctx.database.kind === 'pglite') await serveBackupRequests(app.ctx);

const purge = () =>
  Promise.all([purgeExpired(app.ctx), sweepThrottles(app.ctx.db, app.ctx.now())]).catch((err: unknown) =>
    app.log.error({ err }, 'purge of expired tokens and counters failed'),
  );
void purge();
setInterval(() => void purge(), 3600_000).unref();

let stopping = false;
const shutdown = async (signal: string) => {
  if (stopping) return;
  stopping = true;
  app.log.info({ signal }, 'arrêt du serveur');
  await app.close();
  await jobs?.stop();
  process.exit(0);
};
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
