// A child process of the bench: a bare Fastify route serving the same JSON from memory (the baseline).
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

const body = readFileSync(process.env.BENCH_JSON ?? '', 'utf8');
const app = Fastify({ logger: false });
app.get('/api/tender/tenders', async (_request, reply) => reply.type('application/json').send(body));
const address = await app.listen({ port: 0, host: '127.0.0.1' });
process.stdout.write(`LISTENING ${new URL(address).port}\n`);
process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
