import type { PGlite } from '@electric-sql/pglite';
import PgBoss from 'pg-boss';

/**
 * pg-boss's `db` option for an embedded PGlite. Parameterised statements go through `query`; the
 * multi-statement scripts pg-boss sends without parameters (schema creation, migrations, queue
 * creation, each wrapped in its own BEGIN/COMMIT) go through `exec` inside a PGlite transaction, so that
 * a failing statement is rolled back while PGlite still holds its lock: on its single connection an
 * aborted transaction left open would make every later query of the process fail.
 */
export function pgliteBossDb(pg: PGlite): PgBoss.Db {
  return {
    async executeSql(text: string, values?: unknown[]) {
      if (values && values.length > 0) {
        const result = await pg.query(text, values);
        return { rows: result.rows };
      }
      if (!/\bBEGIN\b/i.test(text)) {
        const results = await pg.exec(text);
        return { rows: results.at(-1)?.rows ?? [] };
      }
      const results = await pg.transaction((tx) => tx.exec(text));
      return { rows: results.at(-1)?.rows ?? [] };
    },
  };
}

export interface BossTarget {
  /** An embedded PGlite (its single connection is shared with the application). */
  pglite?: PGlite | undefined;
  /** Otherwise: the application's PostgreSQL pool, through its `executeSql`. */
  executeSql?: ((text: string, values?: unknown[]) => Promise<{ rows: unknown[] }>) | undefined;
}

/** A pg-boss instance on the same database as the application, PGlite or PostgreSQL. */
export function createBoss(target: BossTarget, options: Partial<PgBoss.ConstructorOptions> = {}): PgBoss {
  const base: PgBoss.ConstructorOptions = {
    schema: 'pgboss',
    // Expired active jobs (a worker that died) are failed, hence retried, by the supervisor's maintenance.
    maintenanceIntervalSeconds: 30,
    ...options,
  } as PgBoss.ConstructorOptions;
  if (target.pglite) return new PgBoss({ ...base, db: pgliteBossDb(target.pglite) });
  const executeSql = target.executeSql;
  if (!executeSql) throw new Error('createBoss: either pglite or executeSql is required');
  return new PgBoss({ ...base, db: { executeSql: (text, values) => executeSql(text, values) } });
}
