// `npm run bench:clients -w @mieux-disant/server`: 100 clients for 30 s against the built server
// (`dist/main.js`), on PGlite and, when DATABASE_URL is set, on a fresh PostgreSQL database. Each client
// reads the tender list, a tender, its results, offers and files, and now and then marks an
// administrative piece present or missing (a write, audited). Printed: requests, errors, time-outs and
// answers other than 2xx, which must all be 0 (requests wait their turn, they are never refused).
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import type { Request } from 'autocannon';
import { openDatabase } from '../src/db/index';
import { tenders } from '../src/db/schema';
import { insertScoredTender } from '../test/audit-support';
import {
  buildServer,
  scratchPostgres,
  seedSessionUser,
  startBuiltServer,
  stopChild,
} from '../test/processes';

const packageDir = fileURLToPath(new URL('..', import.meta.url));
const clients = Number(process.env.BENCH_CLIENTS ?? 100);
const seconds = Number(process.env.BENCH_SECONDS ?? 30);

/** A subscribed user, 50 tenders for the list and one scored tender (two companies, their offers). */
async function seed(dataDir: string, databaseUrl?: string) {
  const database = await openDatabase({ dataDir, ...(databaseUrl ? { databaseUrl } : {}) });
  const { companyId, token } = await seedSessionUser(database.db, {
    company: 'Banc de charge',
    credits: 1000,
    plan: 'Premium',
    email: 'charge@example.test',
    firstname: 'Banc',
    lastname: 'Charge',
  });
  const now = Date.now();
  await database.db.insert(tenders).values(
    Array.from({ length: 50 }, (_, i) => ({
      companyId,
      title: `Appel d'offres n° ${i + 1} : travaux de voirie et réseaux divers`,
      status: 'phase1_done',
      createdAt: new Date(now - i * 3_600_000),
    })),
  );
  const scored = await insertScoredTender(database.db, companyId);
  await database.close();
  return { token, tenderId: scored.id, analysisId: scored.analysisIds[0]! };
}

/** One client's round: nine reads and one write. */
function round(tenderId: string, analysisId: string): Request[] {
  const get = (path: string): Request => ({ method: 'GET', path: `/api/tender${path}` });
  let present = false;
  return [
    get('/tenders'),
    get(`/tender/${tenderId}`),
    get(`/analysis_results/${tenderId}`),
    get('/tenders'),
    get(`/financial_offers/${tenderId}`),
    get(`/tender/${tenderId}`),
    get(`/files/${tenderId}`),
    get('/tenders'),
    get(`/analysis_results/${tenderId}`),
    {
      method: 'PUT',
      path: `/api/tender/document_status/${tenderId}`,
      setupRequest: (request) => {
        present = !present;
        return {
          ...request,
          body: JSON.stringify({
            id: analysisId,
            document: 'DC1',
            présent: present,
            motif: 'Banc de charge',
          }),
        };
      },
    },
  ];
}

async function run(name: string, dataDir: string, databaseUrl?: string) {
  const { token, tenderId, analysisId } = await seed(dataDir, databaseUrl);
  const server = await startBuiltServer(packageDir, dataDir, databaseUrl);
  try {
    const result = await autocannon({
      url: `http://127.0.0.1:${server.port}`,
      connections: clients,
      duration: seconds,
      headers: { authorization: token, 'content-type': 'application/json' },
      requests: round(tenderId, analysisId),
    });
    const statuses = Object.entries(result.statusCodeStats)
      .map(([code, { count }]) => `${code} × ${count}`)
      .join(', ');
    console.log(
      `  ${name.padEnd(11)} ${String(result.requests.total).padStart(7)} requêtes, ${result.requests.average.toFixed(0).padStart(5)} req/s, ` +
        `p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms ; ` +
        `erreurs ${result.errors}, délais dépassés ${result.timeouts}, réponses non 2xx ${result.non2xx} (${statuses})`,
    );
    const failures = server.output().match(/"level":50.*$/m);
    if (failures) console.log(`    première erreur du serveur : ${failures[0].slice(0, 300)}`);
  } finally {
    await stopChild(server);
  }
}

async function main() {
  buildServer(packageDir);
  console.log(
    `${clients} clients pendant ${seconds} s sur le serveur construit (liste, détail, résultats, offres, fichiers ; une écriture sur dix) ; charge moyenne ${loadavg()[0]!.toFixed(2)}`,
  );
  const dataDir = await mkdtemp(path.join(tmpdir(), 'md-clients-'));
  try {
    await run('PGlite', dataDir);
    if (process.env.DATABASE_URL) {
      const database = await scratchPostgres(process.env.DATABASE_URL, 'md_clients');
      try {
        await run('PostgreSQL', dataDir, database.url);
      } finally {
        await database.drop();
      }
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
