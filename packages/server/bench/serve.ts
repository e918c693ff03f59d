// A child process of the bench: the real server (API only, no job workers) on a free port.
import { buildApp } from '../src/app';
import { configFromEnv } from '../src/config';

const app = await buildApp({
  ...configFromEnv(),
  port: 0,
  host: '127.0.0.1',
  appDist: null,
  logLevel: false,
});
const address = await app.listen({ port: 0, host: '127.0.0.1' });
process.stdout.write(`LISTENING ${new URL(address).port}\n`);
process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
