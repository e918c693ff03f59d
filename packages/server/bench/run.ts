// `npm run bench -w @mieux-disant/server`: the tender list under load beside a bare Fastify route, and
// the server's peak memory while it receives a 100 MB tender. Figures are printed, never asserted.
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { corpusPath } from '@mieux-disant/analysis/testing';
import { openDatabase } from '../src/db/index';
import { tenders } from '../src/db/schema';
import type { Child } from '../test/processes';
import { scratchPostgres, seedSessionUser, startListening, stopChild } from '../test/processes';

const here = path.dirname(fileURLToPath(import.meta.url));
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = 64;
const uploadMb = Number(process.env.BENCH_UPLOAD_MB ?? 100);

async function seed(dataDir: string, databaseUrl?: string): Promise<string> {
  const database = await openDatabase({ dataDir, ...(databaseUrl ? { databaseUrl } : {}) });
  const { db } = database;
  const { companyId, token } = await seedSessionUser(db, {
    company: 'Banc d’essai',
    credits: 100_000,
    plan: 'Premium',
    email: 'bench@example.test',
    firstname: 'Banc',
    lastname: 'Essai',
  });
  const now = Date.now();
  await db.insert(tenders).values(
    Array.from({ length: 50 }, (_, i) => ({
      companyId,
      title: `Appel d'offres n° ${i + 1} : travaux de voirie et réseaux divers, lot ${(i % 7) + 1}`,
      status: i % 3 === 0 ? 'phase2_done' : 'phase1_done',
      createdAt: new Date(now - i * 3_600_000),
    })),
  );
  await database.close();
  return token;
}

const start = (script: string, env: NodeJS.ProcessEnv) => startListening(path.join(here, script), env);

/** Resident and peak resident memory of a process, in MB (Linux /proc). */
async function memoryOf(pid: number): Promise<{ rss: number; peak: number }> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { rss: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 };
}

async function load(port: number, headers: Record<string, string>) {
  const result = await autocannon({
    url: `http://127.0.0.1:${port}/api/tender/tenders`,
    connections,
    duration: seconds,
    headers,
  });
  return { rps: result.requests.average, p99: result.latency.p99, errors: result.errors + result.non2xx };
}

async function main() {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'md-bench-'));
  const children: Child[] = [];
  const drops: (() => Promise<void>)[] = [];
  try {
    const token = await seed(dataDir);
    const server = await start('serve.ts', { DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'silent' });
    children.push(server);
    const auth = { authorization: token };
    const list = await fetch(`http://127.0.0.1:${server.port}/api/tender/tenders`, { headers: auth });
    const json = await list.text();
    if (list.status !== 200) throw new Error(`tender list answered ${list.status}: ${json}`);
    const jsonFile = path.join(dataDir, 'tenders.json');
    await writeFile(jsonFile, json);
    const bare = await start('bare.ts', { BENCH_JSON: jsonFile });
    children.push(bare);

    console.log(
      `Liste des appels d'offres (50, ${json.length} octets), ${connections} connexions, ${seconds} s chacun ; charge moyenne ${loadavg()[0]!.toFixed(2)}`,
    );
    await load(server.port, auth); // warm-up
    const api = await load(server.port, auth);
    const baseline = await load(bare.port, {});
    const row = (name: string, r: { rps: number; p99: number; errors: number }) =>
      console.log(
        `  ${name.padEnd(32)} ${r.rps.toFixed(0).padStart(7)} req/s   p99 ${String(r.p99).padStart(4)} ms   erreurs ${r.errors}`,
      );
    row('API (auth + PGlite + JSON)', api);
    row('Fastify nu (JSON en mémoire)', baseline);
    console.log(
      `  rapport API / Fastify nu : ${(api.rps / baseline.rps).toFixed(3)} (objectif ≥ 0,5 et p99 ≤ 50 ms)`,
    );
    if (process.env.DATABASE_URL) {
      const database = await scratchPostgres(process.env.DATABASE_URL, 'md_bench');
      drops.push(database.drop);
      const pgToken = await seed(dataDir, database.url);
      const pgServer = await start('serve.ts', {
        DATA_DIR: dataDir,
        DATABASE_URL: database.url,
        LOG_LEVEL: 'silent',
      });
      children.push(pgServer);
      await load(pgServer.port, { authorization: pgToken });
      const onPostgres = await load(pgServer.port, { authorization: pgToken });
      row('API (auth + PostgreSQL + JSON)', onPostgres);
      console.log(
        `  rapport API PostgreSQL / Fastify nu : ${(onPostgres.rps / baseline.rps).toFixed(3)} (objectif ≥ 0,5 et p99 ≤ 50 ms)`,
      );
      await stopChild(pgServer);
    }
    await stopChild(bare);

    // 100 MB tender: the RC plus a large image, as base64 JSON (about 4/3 of the size on the wire).
    const rc = await readFile(corpusPath('rc/ifpra-2026-moteur-agri/RC.pdf'));
    const image = randomBytes(uploadMb * 1024 * 1024);
    image.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const body = JSON.stringify({
      title: 'Banc : gros dossier',
      totalPages: 8,
      selectedReglementFile: { filename: 'RC.pdf', filetype: 'application/pdf' },
      tenderFiles: [
        { filename: 'RC.pdf', filetype: 'application/pdf', filecontent: rc.toString('base64') },
        { filename: 'plans/plan-masse.png', filetype: 'image/png', filecontent: image.toString('base64') },
      ],
    });
    // A small tender first: the PDF page-count workers start then, not during the measured upload.
    const warmUp = await fetch(`http://127.0.0.1:${server.port}/api/tender/tender_creation`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({
        title: 'Banc : mise en route',
        selectedReglementFile: { filename: 'RC.pdf' },
        tenderFiles: [
          { filename: 'RC.pdf', filetype: 'application/pdf', filecontent: rc.toString('base64') },
        ],
      }),
    });
    if (warmUp.status !== 201) throw new Error(`warm-up upload answered ${warmUp.status}`);
    const pid = server.process.pid ?? 0;
    // Resets the peak (VmHWM) to the current size, so the peak read after is the upload's.
    await writeFile(`/proc/${pid}/clear_refs`, '5');
    const before = await memoryOf(pid);
    let sampledPeak = before.rss;
    const sampler = setInterval(() => {
      memoryOf(pid)
        .then((m) => {
          sampledPeak = Math.max(sampledPeak, m.rss);
        })
        .catch(() => undefined);
    }, 20);
    const started = performance.now();
    const upload = await fetch(`http://127.0.0.1:${server.port}/api/tender/tender_creation`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body,
    });
    const elapsed = performance.now() - started;
    clearInterval(sampler);
    const after = await memoryOf(pid);
    const answer = await upload.text();
    console.log(
      `Envoi d'un dossier de ${uploadMb} Mo (${(body.length / 1048576).toFixed(0)} Mo de JSON base64)`,
    );
    console.log(
      `  réponse ${upload.status} en ${(elapsed / 1000).toFixed(2)} s ${upload.status >= 300 ? answer : ''}`,
    );
    const peak = Math.max(sampledPeak, after.peak);
    console.log(
      `  mémoire du serveur : RSS avant ${before.rss.toFixed(0)} Mo, pic pendant l'envoi ${peak.toFixed(0)} Mo (VmHWM ${after.peak.toFixed(0)} Mo)`,
    );
    console.log(
      `  hausse de la RSS / taille du fichier : ${((peak - before.rss) / uploadMb).toFixed(2)} (objectif ≤ 1,5) ; charge moyenne ${loadavg()[0]!.toFixed(2)}`,
    );
  } finally {
    for (const child of children) await stopChild(child);
    for (const drop of drops) await drop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
