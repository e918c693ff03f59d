import { buildApp } from './app';
import { ensureAdministrator } from './auth/bootstrap';
import { configFromEnv } from './config';

const config = configFromEnv();
const app = await buildApp(config);
await ensureAdministrator(app.ctx);

const shutdown = async (signal: string) => {
  app.log.info({ signal }, 'arrêt du serveur');
  await app.close();
  process.exit(0);
};
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
