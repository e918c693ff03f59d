import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { pipeline } from 'node:stream/promises';
import { Readable } from 'node:stream';
import { createGunzip, createGzip } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import type { DatabaseHandle, Tx } from '../db/index';
import * as schema from '../db/schema';
import { FileStore } from '../files/store';
import { JOB_QUEUES, jobTimingFromEnv, startBoss } from '../jobs/queue';

// One archive holds an instance: every row of every table of the schema (each value as PostgreSQL's
// text, so numbers, dates and JSON come back exactly), the analyses waiting in the job queue (pg-boss)
// and every stored document the rows refer to. gzip'ed JSON lines: a header, one line per table, one
// line for the jobs, one line per document.

const FORMAT = 'mieux-disant-backup';
/** 2: the job queue is carried. Archives of version 1 (no jobs) are still restored. */
const VERSION = 2;
const READABLE_VERSIONS = [1, 2];

interface Rows {
  columns: string[];
  rows: (string | null)[][];
}

type Line =
  | { format: string; version: number; createdAt: string; database: string }
  | ({ table: string } & Rows)
  | { jobs: Rows }
  | { blob: string; data: string };

/** The queue's jobs still to run (or running: started again after the restore). */
const LIVE_JOB_STATES = ['created', 'retry', 'active'];

/** The product's tables, each after the tables its foreign keys point to. */
export function productTables(): string[] {
  const tables = (Object.values(schema) as unknown[]).filter(
    (value): value is PgTable => value instanceof PgTable,
  );
  const ordered: string[] = [];
  const visit = (table: PgTable) => {
    const config = getTableConfig(table);
    if (ordered.includes(config.name)) return;
    for (const key of config.foreignKeys) {
      const target = key.reference().foreignTable;
      if (target !== table) visit(target);
    }
    ordered.push(config.name);
  };
  tables.forEach(visit);
  return ordered;
}

type Result = { rows: Record<string, unknown>[] };
const run = async (tx: Tx, query: ReturnType<typeof sql>) => (await tx.execute(query)) as unknown as Result;

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

async function tableColumns(tx: Tx, table: string, schemaName = 'public'): Promise<string[]> {
  const { rows } = await run(
    tx,
    sql`SELECT column_name FROM information_schema.columns WHERE table_schema = ${schemaName} AND table_name = ${table} ORDER BY ordinal_position`,
  );
  return rows.map((r) => String(r.column_name));
}

/** Every value of `from`'s rows as text (`where` in SQL), in `columns`' order. */
async function textRows(tx: Tx, from: string, columns: string[], where = ''): Promise<Rows> {
  const select = columns.map((c) => `${quote(c)}::text AS ${quote(c)}`).join(', ');
  const { rows } = await run(tx, sql.raw(`SELECT ${select} FROM ${from} ${where}`));
  return { columns, rows: rows.map((r) => columns.map((c) => r[c] as string | null)) };
}

/** The live jobs of the product's queues; none when pg-boss never started on this database. */
async function liveJobs(tx: Tx): Promise<Rows> {
  const { rows } = await run(tx, sql`SELECT to_regclass('pgboss.job') IS NOT NULL AS present`);
  if (!rows[0]?.present) return { columns: [], rows: [] };
  const columns = await tableColumns(tx, 'job', 'pgboss');
  const list = (values: readonly string[]) => values.map((v) => `'${v}'`).join(', ');
  return textRows(
    tx,
    'pgboss.job',
    columns,
    `WHERE name IN (${list(JOB_QUEUES)}) AND state::text IN (${list(LIVE_JOB_STATES)}) ORDER BY created_on, id`,
  );
}

/**
 * Writes the archive while the server runs: the rows are read in one REPEATABLE READ transaction (one
 * consistent moment), then the documents those rows name are copied (documents are never rewritten).
 * Answers the counts written.
 */
export async function writeBackup(handle: DatabaseHandle, dataDir: string, archive: string) {
  const tables: Extract<Line, { table: string }>[] = [];
  let jobs: Rows = { columns: [], rows: [] };
  // A drizzle transaction holds one connection (PostgreSQL) or PGlite's lock: the server's own
  // queries wait for it rather than run inside it. The jobs are read in it too: a tender and its job
  // are seen at the same moment.
  await handle.db.transaction(
    async (tx) => {
      for (const table of productTables()) {
        tables.push({ table, ...(await textRows(tx, quote(table), await tableColumns(tx, table))) });
      }
      jobs = await liveJobs(tx);
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
  const files = tables.find((t) => t.table === 'files');
  const hashIndex = files?.columns.indexOf('sha256') ?? -1;
  const hashes = [
    ...new Set((files?.rows ?? []).map((row) => row[hashIndex]).filter((h): h is string => !!h)),
  ];
  const store = new FileStore(dataDir);
  async function* lines(): AsyncGenerator<string> {
    const header: Line = {
      format: FORMAT,
      version: VERSION,
      createdAt: new Date().toISOString(),
      database: handle.kind,
    };
    yield `${JSON.stringify(header)}\n`;
    for (const table of tables) yield `${JSON.stringify(table)}\n`;
    yield `${JSON.stringify({ jobs } satisfies Line)}\n`;
    for (const hash of hashes) {
      const data = await store.read(hash);
      yield `${JSON.stringify({ blob: hash, data: Buffer.from(data).toString('base64') })}\n`;
    }
  }
  await mkdir(path.dirname(path.resolve(archive)), { recursive: true });
  const partial = `${archive}.part`;
  await pipeline(Readable.from(lines()), createGzip(), createWriteStream(partial));
  await rename(partial, archive);
  return {
    tables: tables.length,
    rows: tables.reduce((n, t) => n + t.rows.length, 0),
    jobs: jobs.rows.length,
    blobs: hashes.length,
  };
}

async function isEmpty(handle: DatabaseHandle, dataDir: string): Promise<boolean> {
  const { rows } = await handle.executeSql(
    'SELECT (SELECT count(*) FROM companies)::int + (SELECT count(*) FROM users)::int AS n',
  );
  const stored = await readdir(path.join(dataDir, 'files')).catch(() => []);
  return Number(rows[0]?.n ?? 0) === 0 && stored.length === 0;
}

/**
 * Restores an archive into an empty database (migrated by openDatabase) and an empty DATA_DIR: all
 * rows and the queue's jobs in one transaction, each table after those it refers to, then the
 * documents. A job that was running when the archive was written is queued again (nothing runs it in
 * the restored instance). Refuses a target that already holds accounts or documents.
 */
export async function restoreBackup(handle: DatabaseHandle, dataDir: string, archive: string) {
  if (!(await isEmpty(handle, dataDir)))
    throw new Error(
      'La base de données ou le dossier DATA_DIR cible ne sont pas vides : restauration refusée.',
    );
  const reader = createInterface({
    input: createReadStream(archive).pipe(createGunzip()),
    crlfDelay: Infinity,
  });
  const store = new FileStore(dataDir);
  const counts = { rows: 0, jobs: 0, blobs: 0 };
  const lines: Line[] = [];
  for await (const text of reader) if (text !== '') lines.push(JSON.parse(text) as Line);
  const [header, ...rest] = lines;
  if (
    !header ||
    !('format' in header) ||
    header.format !== FORMAT ||
    !READABLE_VERSIONS.includes(header.version)
  )
    throw new Error('Archive de sauvegarde inconnue.');
  const order = productTables();
  const tables = rest
    .filter((line): line is Extract<Line, { table: string }> => 'table' in line)
    .sort((a, b) => order.indexOf(a.table) - order.indexOf(b.table));
  const unknown = tables.find((t) => !order.includes(t.table));
  if (unknown) throw new Error(`Table inconnue dans l'archive : ${unknown.table}`);
  const jobs = rest.find((line): line is Extract<Line, { jobs: Rows }> => 'jobs' in line)?.jobs;
  // pg-boss creates (or migrates) its schema and the product's queues, outside the rows' transaction.
  if (jobs && jobs.rows.length > 0) await prepareQueue(handle);
  await handle.db.transaction(async (tx) => {
    for (const table of tables) counts.rows += await insertRows(tx, quote(table.table), table);
    if (jobs) counts.jobs = await insertRows(tx, 'pgboss.job', requeued(jobs));
  });
  try {
    for (const line of rest) {
      if (!('blob' in line)) continue;
      await store.put(Buffer.from(line.data, 'base64'));
      counts.blobs += 1;
    }
  } catch (error) {
    await rm(store.root, { recursive: true, force: true });
    throw error;
  }
  return counts;
}

async function insertRows(tx: Tx, into: string, line: Rows): Promise<number> {
  const columns = sql.raw(line.columns.map(quote).join(', '));
  for (const row of line.rows) {
    const values = sql.join(
      row.map((value) => sql`${value}`),
      sql`, `,
    );
    await tx.execute(sql`INSERT INTO ${sql.raw(into)} (${columns}) VALUES (${values})`);
  }
  return line.rows.length;
}

/** Jobs that were running when the archive was written, queued again to run from the start. */
function requeued(jobs: Rows): Rows {
  const state = jobs.columns.indexOf('state');
  const startedOn = jobs.columns.indexOf('started_on');
  return {
    columns: jobs.columns,
    rows: jobs.rows.map((row) =>
      row[state] === 'active'
        ? row.map((value, i) => (i === state ? 'retry' : i === startedOn ? null : value))
        : row,
    ),
  };
}

/** pg-boss's schema and the product's queues on the target, then the instance stopped. */
async function prepareQueue(handle: DatabaseHandle): Promise<void> {
  const errors: Error[] = [];
  const boss = await startBoss(handle, jobTimingFromEnv(), { supervise: false, schedule: false }, (error) =>
    errors.push(error),
  );
  await boss.stop({ graceful: false, wait: true });
  if (errors[0]) throw errors[0];
}
