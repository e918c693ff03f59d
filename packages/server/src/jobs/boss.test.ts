import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pgliteBossDb } from './boss';

describe('pg-boss db adapter on PGlite', () => {
  const pg = new PGlite();
  // Starting PGlite (WebAssembly) takes seconds on a loaded machine: not part of the test's time.
  beforeAll(async () => {
    await pg.waitReady;
  });
  afterAll(() => pg.close());

  it('runs parameterised queries and multi-statement scripts', async () => {
    const db = pgliteBossDb(pg);
    await db.executeSql('CREATE TABLE t (n int); INSERT INTO t VALUES (1), (2);', []);
    expect((await db.executeSql('SELECT count(*)::int AS c FROM t WHERE n > $1', [0])).rows).toEqual([
      { c: 2 },
    ]);
  });

  it('rolls back a failing transaction script so the single connection stays usable', async () => {
    const db = pgliteBossDb(pg);
    await expect(
      db.executeSql('BEGIN; INSERT INTO t VALUES (3); SELECT * FROM missing_table; COMMIT;', []),
    ).rejects.toThrow(/missing_table/);
    expect((await db.executeSql('SELECT count(*)::int AS c FROM t', [])).rows).toEqual([{ c: 2 }]);
    expect((await pg.query('SELECT 1 AS ok')).rows).toEqual([{ ok: 1 }]);
  });
});
