// `npm run probe -w @mieux-disant/server`: the server tried as an attacker would, from outside. It builds
// and starts the server (`dist/main.js`) on a temporary DATA_DIR (PGlite, or a fresh PostgreSQL database
// when DATABASE_URL is set) and reads the routes from /api/openapi.json (each with its `x-access`):
// 1. malformed input, as a company admin: every body route × every kind of test/malformed-bodies, and
//    malformed transport (long URL, large headers, bad encodings, unknown routes and methods): no 500,
//    every refusal French JSON, no row written (counted with the server stopped);
// 2. every route × seven callers (anonymous, unconfirmed, not validated, user, company admin,
//    administrator, another company's admin): a caller below the route's level is refused (401/403),
//    another company never reaches company A's resources nor sees its identifiers, nobody gets a 500;
// 3. kill -9 during uploads, restart: 0 orphan files.
// Prints the counts and every wrong answer; exits 1 when there is one. Not part of `npm test`.
import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Access } from '../src/auth/access';
import type { Caller } from '../test/callers';
import { CALLERS, RANK, REACH } from '../test/callers';
import { ENGLISH_WORDS, MALFORMED, WRITTEN_TABLES } from '../test/malformed-bodies';
import type { Child } from '../test/processes';
import {
  buildServer,
  scratchPostgres,
  seedAccount,
  seedSessionUser,
  startBuiltServer,
  stopChild,
} from '../test/processes';
import { insertScoredTender } from '../test/audit-support';
import { IFPRA, ifpraTender, inCorpus, upload } from '../test/tender-support';
import { openDatabase } from '../src/db/index';
import { checkoutSessions, companies, files } from '../src/db/schema';
import { FileStore } from '../src/files/store';

const packageDir = fileURLToPath(new URL('..', import.meta.url));

interface Operation {
  method: string;
  /** `/api/tender/tender/{id}` */
  path: string;
  access: string;
  hasBody: boolean;
  query: { name: string; values?: string[] }[];
}

interface Seeded {
  tenderId: string;
  fileId: string;
  sessionId: string;
  companyA: string;
  /** The user the admin routes act on (not one of the callers). */
  targetUserId: string;
  /** Identifiers of company A that another company must never see. */
  secrets: string[];
  /** Fresh session tokens per caller: a logout or a password change ends one, not the caller. */
  tokens: Record<Exclude<Caller, 'anonymous'>, string[]>;
  ownerToken: string;
}

const SESSIONS = 200;
/** An answer slower than this is a wrong answer (the call throws). */
const TIME_LIMIT_MS = 30_000;

async function seed(dataDir: string, databaseUrl: string | undefined): Promise<Seeded> {
  const database = await openDatabase({ dataDir, ...(databaseUrl ? { databaseUrl } : {}) });
  const { db } = database;
  const mail = (who: string) => `${who}-${randomBytes(3).toString('hex')}@sonde.test`;
  const owner = await seedSessionUser(db, {
    company: 'Entreprise A',
    credits: 5000,
    plan: 'Premium',
    email: mail('proprietaire'),
    firstname: 'Alice',
    lastname: 'Martin',
  });
  const other = await seedSessionUser(db, {
    company: 'Entreprise B',
    credits: 5000,
    plan: 'Premium',
    email: mail('autre'),
    firstname: 'Bruno',
    lastname: 'Petit',
  });
  const [platform] = await db.insert(companies).values({ name: 'Plateforme' }).returning();
  const account = (
    companyId: string,
    who: string,
    options: { role: 'user' | 'user_admin' | 'admin'; confirmed?: boolean; validated?: boolean },
  ) => seedAccount(db, { companyId, email: mail(who), sessions: SESSIONS, ...options });
  const a = owner.companyId;
  const callers = {
    unconfirmed: await account(a, 'non-confirme', { confirmed: false, validated: false, role: 'user' }),
    unvalidated: await account(a, 'non-valide', { validated: false, role: 'user' }),
    user: await account(a, 'utilisateur', { role: 'user' }),
    user_admin: await account(a, 'admin-entreprise', { role: 'user_admin' }),
    admin: await account(platform!.id, 'administrateur', { role: 'admin' }),
    other_company: await account(other.companyId, 'autre-entreprise', { role: 'user_admin' }),
  };
  const target = await account(a, 'cible', { validated: false, role: 'user' });
  const tender = await insertScoredTender(db, a);
  const blob = await new FileStore(dataDir).put(new TextEncoder().encode('%PDF-1.4 sonde'));
  const [file] = await db
    .insert(files)
    .values({
      tenderId: tender.id,
      path: 'RC.pdf',
      sha256: blob.hash,
      size: blob.size,
      pages: 1,
      mime: 'application/pdf',
    })
    .returning();
  const sessionId = `cs_${randomBytes(24).toString('base64url')}`;
  await db.insert(checkoutSessions).values({
    id: sessionId,
    companyId: a,
    userId: callers.user_admin.id,
    plan: 'Standard',
    price: '1300.00',
    provider: 'test',
  });
  await database.close();
  return {
    tenderId: tender.id,
    fileId: file!.id,
    sessionId,
    companyA: a,
    targetUserId: target.id,
    secrets: [
      tender.id,
      file!.id,
      a,
      ...tender.analysisIds,
      ...Object.values(callers)
        .filter((c) => c !== callers.admin && c !== callers.other_company)
        .map((c) => c.id),
    ],
    tokens: Object.fromEntries(Object.entries(callers).map(([k, v]) => [k, v.tokens])) as Seeded['tokens'],
    ownerToken: owner.token,
  };
}

async function rowCounts(dataDir: string, databaseUrl: string | undefined): Promise<Record<string, number>> {
  const database = await openDatabase({ dataDir, ...(databaseUrl ? { databaseUrl } : {}) });
  const { rows } = await database.executeSql(
    `SELECT ${WRITTEN_TABLES.map((t) => `(SELECT count(*) FROM ${t})::int AS ${t}`).join(', ')}`,
  );
  await database.close();
  return rows[0] as Record<string, number>;
}

async function operations(base: string): Promise<Operation[]> {
  const doc = (await (await fetch(`${base}/api/openapi.json`)).json()) as {
    paths: Record<
      string,
      Record<
        string,
        {
          'x-access'?: string;
          requestBody?: unknown;
          parameters?: { in: string; name: string; required?: boolean; schema?: { enum?: string[] } }[];
        }
      >
    >;
  };
  return Object.entries(doc.paths).flatMap(([route, methods]) =>
    Object.entries(methods).map(([method, op]) => ({
      method: method.toUpperCase(),
      path: route,
      access: op['x-access'] ?? 'missing',
      hasBody: op.requestBody !== undefined,
      query: (op.parameters ?? [])
        .filter((p) => p.in === 'query' && p.required)
        .map((p) => ({ name: p.name, ...(p.schema?.enum ? { values: p.schema.enum } : {}) })),
    })),
  );
}

/** The operation's URL on company A's resources. */
function urlOf(op: Operation, seeded: Seeded): string {
  const params: Record<string, string> = {
    tender_id: seeded.tenderId,
    file_id: seeded.fileId,
    session: seeded.sessionId,
    id: op.path.startsWith('/api/admin/') ? seeded.targetUserId : seeded.tenderId,
  };
  const pathname = op.path.replace(/\{(\w+)\}/g, (_m, name: string) => params[name] ?? 'inconnu');
  const known: Record<string, string> = { sessionId: seeded.sessionId };
  const query = op.query.map((q) => `${q.name}=${encodeURIComponent(q.values?.[0] ?? known[q.name] ?? 'x')}`);
  return query.length > 0 ? `${pathname}?${query.join('&')}` : pathname;
}

interface Answer {
  status: number;
  text: string;
  json: { message?: unknown; code?: unknown } | null;
}

async function send(
  base: string,
  method: string,
  url: string,
  options: { token?: string; body?: string | Buffer; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const reply = await fetch(`${base}${url}`, {
    method,
    signal: AbortSignal.timeout(TIME_LIMIT_MS),
    // A redirection (the test payment page's) is an answer: not followed to the app.
    redirect: 'manual',
    headers: {
      ...(options.token ? { authorization: options.token } : {}),
      ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...options.headers,
    },
    ...(options.body !== undefined
      ? { body: typeof options.body === 'string' ? options.body : new Uint8Array(options.body) }
      : {}),
  });
  const text = await reply.text();
  return answerOf(reply.status, text);
}

/** No answer (time-out, connection cut): status 0 and the cause. */
async function sendOrNothing(...args: Parameters<typeof send>): Promise<Answer> {
  try {
    return await send(...args);
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause?.code ?? String(error);
    return { status: 0, text: `pas de réponse (${cause})`, json: null };
  }
}

function answerOf(status: number, text: string): Answer {
  let json: Answer['json'] = null;
  try {
    json = JSON.parse(text) as Answer['json'];
  } catch {
    // Not JSON (a PDF, a spreadsheet, a page).
  }
  return { status, text, json };
}

/** A refusal must be French JSON: `{ message, code }`, no English. */
function frenchRefusal(answer: Answer): string | null {
  if (answer.status < 400) return null;
  const message = answer.json?.message;
  if (typeof message !== 'string' || message.length === 0 || typeof answer.json?.code !== 'string')
    return `refus sans { message, code } JSON : ${answer.text.slice(0, 120)}`;
  if (ENGLISH_WORDS.test(message)) return `message en anglais : ${message}`;
  return null;
}

/** Raw HTTP for what fetch will not send (bytes in the request line). */
async function rawRequest(port: number, head: string): Promise<Answer> {
  const net = await import('node:net');
  return new Promise((resolve) => {
    // Each character one byte: the request line carries bytes that are not UTF-8.
    const socket = net.connect(port, '127.0.0.1', () => socket.write(Buffer.from(head, 'latin1')));
    let data = '';
    socket.on('data', (chunk) => (data += chunk.toString('utf8')));
    socket.on('error', () => undefined);
    socket.on('close', () =>
      resolve(answerOf(Number(data.slice(9, 12)), data.slice(data.indexOf('\r\n\r\n') + 4))),
    );
    setTimeout(() => socket.end(), 2000);
  });
}

async function malformedPhase(server: Child, ops: Operation[], seeded: Seeded, wrong: string[]) {
  const base = `http://127.0.0.1:${server.port}`;
  const { port } = server;
  let count = 0;
  const token = seeded.tokens.user_admin[0]!;
  for (const op of ops.filter((o) => o.hasBody && o.path !== '/api/subscription/webhook')) {
    for (const [kind, body] of MALFORMED) {
      const answer = await sendOrNothing(base, op.method, urlOf(op, seeded), { token, body });
      count += 1;
      if (answer.status === 0 && died(server, wrong)) return count;
      const where = `${op.method} ${op.path} avec ${kind} → ${answer.status}`;
      if (answer.status >= 500 || answer.status === 0) wrong.push(`${where} : ${answer.text.slice(0, 160)}`);
      const french = frenchRefusal(answer);
      if (french) wrong.push(`${where} : ${french}`);
    }
  }
  const get = ops.find((o) => o.method === 'GET' && o.path.includes('{tender_id}'))!;
  const transport: [string, () => Promise<Answer>][] = [
    [
      'URL de 20 000 caractères',
      () => sendOrNothing(base, 'GET', `/api/tender/tenders?q=${'a'.repeat(20_000)}`, { token }),
    ],
    [
      'en-tête de 40 Ko',
      () =>
        sendOrNothing(base, 'GET', '/api/tender/tenders', {
          token,
          headers: { 'x-grand': 'a'.repeat(40_000) },
        }),
    ],
    [
      'identifiant de 5 000 caractères',
      () => sendOrNothing(base, 'GET', get.path.replace('{tender_id}', 'a'.repeat(5000)), { token }),
    ],
    [
      'identifiant mal encodé',
      () => sendOrNothing(base, 'GET', get.path.replace('{tender_id}', '%E0%A4%A'), { token }),
    ],
    [
      'identifiant qui n’est pas un UUID',
      () => sendOrNothing(base, 'GET', get.path.replace('{tender_id}', "1' OR '1'='1"), { token }),
    ],
    ['route inconnue', () => sendOrNothing(base, 'GET', '/api/inconnue', { token })],
    ['méthode non prévue', () => sendOrNothing(base, 'PATCH', '/api/tender/tenders', { token })],
    [
      'type de contenu inconnu',
      () =>
        sendOrNothing(base, 'POST', '/api/auth/login', {
          body: '<a/>',
          headers: { 'content-type': 'application/xml' },
        }),
    ],
    ['corps JSON vide', () => sendOrNothing(base, 'POST', '/api/auth/login', { body: '' })],
    [
      'octet nul dans le chemin',
      () => rawRequest(port, 'GET /api/tender/tenders\0 HTTP/1.1\r\nHost: x\r\n\r\n'),
    ],
    [
      'octets non UTF-8 dans le chemin',
      () => rawRequest(port, 'GET /api/tender/tender/\xff\xfe HTTP/1.1\r\nHost: x\r\n\r\n'),
    ],
    ['requête HTTP illisible', () => rawRequest(port, 'BONJOUR\r\n\r\n')],
    [
      'jeton de 10 000 caractères',
      () => sendOrNothing(base, 'GET', '/api/tender/tenders', { token: 'a'.repeat(10_000) }),
    ],
  ];
  for (const [kind, call] of transport) {
    const answer = await call();
    count += 1;
    const where = `${kind} → ${answer.status}`;
    if (!(answer.status >= 400 && answer.status < 500)) wrong.push(`${where} : ${answer.text.slice(0, 160)}`);
    const french = frenchRefusal(answer);
    if (french) wrong.push(`${where} : ${french}`);
  }
  return count;
}

/** A server that stopped answering has exited: its last words, as a wrong answer. */
function died(server: Child, wrong: string[]): boolean {
  const { exitCode, signalCode } = server.process;
  if (exitCode === null && signalCode === null) return false;
  wrong.push(`le serveur s'est arrêté (${exitCode ?? signalCode}) : ${server.output().slice(-1500)}`);
  return true;
}

async function accessPhase(server: Child, ops: Operation[], seeded: Seeded, wrong: string[]) {
  const base = `http://127.0.0.1:${server.port}`;
  let count = 0;
  const next: Record<string, number> = {};
  const tokenOf = (caller: Caller) => {
    if (caller === 'anonymous') return undefined;
    next[caller] = (next[caller] ?? 0) + 1;
    const token = seeded.tokens[caller][next[caller]!];
    if (!token) throw new Error(`plus de sessions pour ${caller}`);
    return token;
  };
  // Deletions last: the tender, the subscription or the account they remove is what the others read.
  const ordered = [...ops].sort((x, y) => Number(x.method === 'DELETE') - Number(y.method === 'DELETE'));
  for (const op of ordered) {
    const level = Object.hasOwn(RANK, op.access) ? RANK[op.access as Access] : -1;
    if (level < 0) {
      wrong.push(`${op.method} ${op.path} : x-access absent ou inconnu (${op.access})`);
      continue;
    }
    const url = urlOf(op, seeded);
    // Company A's resources in the path or the query (a checkout link is a secret of its own: anonymous).
    const aResource = /\{(tender_id|id|file_id)\}/.test(op.path) && !op.path.startsWith('/api/admin/');
    for (const caller of CALLERS) {
      const answer = await sendOrNothing(base, op.method, url, {
        token: tokenOf(caller),
        ...(op.hasBody ? { body: '{}' } : {}),
      });
      count += 1;
      if (answer.status === 0 && died(server, wrong)) return count;
      const where = `${caller} ${op.method} ${op.path} → ${answer.status} ${String(answer.json?.code ?? '')}`;
      const ok = answer.status >= 200 && answer.status < 300;
      if (answer.status >= 500 || answer.status === 0) wrong.push(`${where} : ${answer.text.slice(0, 160)}`);
      else if (REACH[caller] < level) {
        const expected = caller === 'anonymous' ? 401 : 403;
        if (answer.status !== expected) wrong.push(`${where} : ${expected} attendu`);
      } else if (caller === 'other_company' && aResource && ok) {
        wrong.push(`${where} : une autre entreprise atteint la ressource de l'entreprise A`);
      } else if (answer.status === 401 || answer.status === 403) {
        wrong.push(`${where} : accès refusé à tort`);
      }
      if (caller === 'other_company' && ok && !op.path.includes('{session}')) {
        const leaked = seeded.secrets.find((secret) => answer.text.includes(secret));
        if (leaked) wrong.push(`${where} : la réponse contient un identifiant de l'entreprise A (${leaked})`);
      }
      const french = frenchRefusal(answer);
      if (french) wrong.push(`${where} : ${french}`);
    }
  }
  return count;
}

async function storedFiles(dataDir: string): Promise<string[]> {
  const root = path.join(dataDir, 'files');
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}

/** Uploads in flight, kill -9, restart: every file on disk has its row. Answers the counts. */
async function crashPhase(
  start: () => Promise<Child>,
  seeded: Seeded,
  dataDir: string,
  databaseUrl: string | undefined,
) {
  const server = await start();
  const base = await ifpraTender('Coupure de la sonde');
  const inFlight = Array.from({ length: 6 }, (_, i) =>
    fetch(`http://127.0.0.1:${server.port}/api/tender/tender_creation`, {
      method: 'POST',
      headers: { authorization: seeded.ownerToken, 'content-type': 'application/json' },
      body: JSON.stringify({
        ...base,
        tenderFiles: [...base.tenderFiles, upload(`DCE/annexe-${i}.pdf`, randomBytes(3 << 20))],
      }),
    }).then(
      (r) => r.status,
      () => 'coupé' as const,
    ),
  );
  await new Promise((resolve) => setTimeout(resolve, 300 + Math.random() * 700));
  await stopChild(server, 'SIGKILL');
  const outcomes = await Promise.all(inFlight);
  const afterKill = (await storedFiles(dataDir)).length;
  const again = await start();
  await stopChild(again);
  const database = await openDatabase({ dataDir, ...(databaseUrl ? { databaseUrl } : {}) });
  const rows = await database.db.select({ sha256: files.sha256 }).from(files);
  await database.close();
  const referenced = new Set(rows.map((r) => r.sha256));
  const orphans = (await storedFiles(dataDir)).filter((f) => !referenced.has(path.basename(f)));
  return { interrupted: outcomes.filter((o) => o === 'coupé').length, afterKill, orphans: orphans.length };
}

async function main() {
  buildServer(packageDir);
  const dataDir = await mkdtemp(path.join(tmpdir(), 'md-sonde-'));
  const scratch = process.env.DATABASE_URL
    ? await scratchPostgres(process.env.DATABASE_URL, 'md_sonde')
    : null;
  const databaseUrl = scratch?.url;
  const start = () => startBuiltServer(packageDir, dataDir, databaseUrl, { ORPHAN_GRACE_SECONDS: '0' });
  const wrong: string[] = [];
  let server: Child | null = null;
  try {
    const seeded = await seed(dataDir, databaseUrl);
    const before = await rowCounts(dataDir, databaseUrl);
    server = await start();
    const base = `http://127.0.0.1:${server.port}`;
    const ops = await operations(base);
    const malformed = await malformedPhase(server, ops, seeded, wrong);
    await stopChild(server);
    const after = await rowCounts(dataDir, databaseUrl);
    const written = WRITTEN_TABLES.filter((t) => before[t] !== after[t]);
    for (const t of written) wrong.push(`entrée malformée : ${t} passe de ${before[t]} à ${after[t]} lignes`);
    console.log(`Entrées malformées : ${malformed} envois, ${written.length} table(s) modifiée(s)`);

    server = await start();
    const access = await accessPhase(server, ops, seeded, wrong);
    console.log(`Contrôle d'accès : ${ops.length} routes × ${CALLERS.length} appelants = ${access} appels`);
    const errors = server.output().match(/"level":50.*$/gm) ?? [];
    for (const line of errors) wrong.push(`journal du serveur : ${line.slice(0, 300)}`);
    await stopChild(server);
    server = null;

    if (inCorpus(...IFPRA)) {
      const crash = await crashPhase(start, seeded, dataDir, databaseUrl);
      console.log(
        `kill -9 pendant 6 téléversements : ${crash.interrupted} coupés, ${crash.afterKill} fichiers sur disque après l'arrêt, ${crash.orphans} orphelin(s) après le redémarrage`,
      );
      if (crash.orphans > 0)
        wrong.push(`${crash.orphans} fichier(s) orphelin(s) après kill -9 et redémarrage`);
    } else console.log('kill -9 pendant les téléversements : sauté (../shared/corpus absent)');
  } finally {
    if (server) await stopChild(server);
    await scratch?.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
  console.log(`${wrong.length} réponse(s) fautive(s)`);
  for (const line of wrong) console.log(`  ${line}`);
  process.exitCode = wrong.length > 0 ? 1 : 0;
}

await main();
