import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ChangeCounter } from './changes';

describe('ChangeCounter', () => {
  let client: PGlite;
  let changes: ChangeCounter;
  const READ = 'select name from notes where id = $1';
  beforeAll(async () => {
    client = new PGlite('memory://');
    await client.exec('create table notes (id int primary key, name text)');
    changes = new ChangeCounter(client);
    changes.registerReadOnly(READ);
  });
  afterAll(() => client.close());

  const moves = async (run: () => Promise<unknown>) => {
    const before = changes.value;
    await run();
    return changes.value !== before;
  };

  it('stays still for a registered read, in every form it is sent', async () => {
    expect(await moves(() => client.query(READ, [1]))).toBe(false);
    expect(await moves(() => client.query(`  ${READ}\n`, [2]))).toBe(false);
  });

  it('moves for a write, a transaction and any statement it does not know', async () => {
    expect(await moves(() => client.query('insert into notes values ($1, $2)', [1, 'a']))).toBe(true);
    expect(await moves(() => client.exec("update notes set name = 'b'"))).toBe(true);
    expect(
      await moves(() => client.transaction((tx) => tx.query('delete from notes where id = $1', [1]))),
    ).toBe(true);
    expect(await moves(() => client.query('select name from notes'))).toBe(true);
  });
});
