// A child process of the restart test: the real server with its jobs in-process, on a free port.
import { buildApp } from '../src/app';
import { configFromEnv } from '../src/config';
import { sweepGraceMs, sweepStoredFiles } from '../src/files/sweep';
import { startJobs } from '../src/jobs/index';

const app = await buildApp({ ...configFromEnv(), appDist: null });
await sweepStoredFiles(app.ctx, sweepGraceMs(app.ctx));
await startJobs(app.ctx);
const address = await app.listen({ port: 0, host: '127.0.0.1' });
process.stdout.write(`LISTENING ${new URL(address).port}\n`);
process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
