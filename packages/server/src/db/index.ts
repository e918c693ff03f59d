import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { migrationsFolder } from '../paths';
import { ChangeCounter } from './changes';
import { Turns } from './turns';
import * as schema from './schema';

export type Schema = typeof schema;
/** The drizzle database, the same type on PGlite and node-postgres. */
export type Db = PgDatabase<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** A database or a transaction: what repository functions take. */
export type Queryable = Db | Tx;

export interface SqlResult {
  rows: Record<string, unknown>[];
}

export interface DatabaseHandle {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The PostgreSQL URL when kind is 'postgres' (pg-boss connects with it). */
  url?: string;
  /** Raw SQL for libraries that bring their own (pg-boss `db.executeSql`). */
  executeSql(text: string, values?: unknown[]): Promise<SqlResult>;
  /** The underlying client: a PGlite instance or a node-postgres Pool. */
  client: PGlite | pg.Pool;
  /**
   * PGlite only: the count of statements that may have changed data, all of which run in this process,
   * so reads can be reused until it moves. PostgreSQL is shared with other processes: no such count.
   */
  changes?: ChangeCounter;
  /** PGlite only: its single connection serves requests in their order of arrival (see Turns). */
  turns?: Turns;
  close(): Promise<void>;
}

export interface DatabaseConfig {
  databaseUrl?: string;
  dataDir: string;
  pgliteDir?: string;
  /**
   * A PGlite data directory dump (`dumpDataDir()`) to start from instead of an empty cluster: tests
   * clone one migrated database rather than paying PGlite's initdb for each of theirs.
   */
  pgliteLoad?: Blob;
}

// Any number of servers may start at once on one PostgreSQL: migrations run under this advisory lock.
const MIGRATION_LOCK = 7_301_984_211;

/** Opens PostgreSQL when `databaseUrl` is set, else PGlite under `dataDir/pglite`; runs the migrations. */
export async function openDatabase(config: DatabaseConfig): Promise<DatabaseHandle> {
  return config.databaseUrl ? openPostgres(config.databaseUrl) : openPglite(config);
}

async function openPglite(config: DatabaseConfig): Promise<DatabaseHandle> {
  const dir = config.pgliteDir ?? path.join(config.dataDir, 'pglite');
  if (!dir.startsWith('memory://')) mkdirSync(dir, { recursive: true });
  const client = new PGlite(dir, config.pgliteLoad ? { loadDataDir: config.pgliteLoad } : {});
  await client.waitReady;
  const turns = new Turns();
  turns.guard(client);
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    client,
    changes: new ChangeCounter(client),
    turns,
    async executeSql(text, values) {
      // PGlite's query() takes one statement with parameters; exec() runs multi-statement text.
      if (values && values.length > 0)
        return { rows: (await client.query(text, values)).rows as SqlResult['rows'] };
      const results = await client.exec(text);
      return { rows: (results.at(-1)?.rows ?? []) as SqlResult['rows'] };
    },
    close: () => client.close(),
  };
}

async function openPostgres(url: string): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  const conn = await pool.connect();
  try {
    await conn.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migratePg(drizzlePg(conn, { schema }), { migrationsFolder });
  } finally {
    await conn.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    conn.release();
  }
  const db = drizzlePg(pool, { schema });
  return {
    db: db as unknown as Db,
    kind: 'postgres',
    url,
    client: pool,
    async executeSql(text, values) {
      const result = await pool.query(text, values as unknown[] | undefined);
      return { rows: result.rows as SqlResult['rows'] };
    },
    close: () => pool.end(),
  };
}

export { schema };
