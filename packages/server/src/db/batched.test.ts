import { describe, expect, it } from 'vitest';
import { PGlite } from '@electric-sql/pglite';
import { BatchedReads } from './batched';
import { ChangeCounter } from './changes';

/** A load whose calls are counted and finish only when released, each seeing the value of its start. */
function controlledLoad() {
  let value = 0;
  const calls: { key: string; release: () => void }[] = [];
  const load = (key: string) =>
    new Promise<string>((resolve) => {
      const seen = `${key}@${value}`;
      calls.push({ key, release: () => resolve(seen) });
    });
  return { load, calls, write: () => (value += 1) };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('BatchedReads', () => {
  it('gathers the callers that arrive during a read into the next read, one query for them all', async () => {
    const { load, calls, write } = controlledLoad();
    const reads = new BatchedReads(load);
    const first = reads.read('a');
    write(); // a write lands after the first read started
    const later = [reads.read('a'), reads.read('a'), reads.read('a')];
    expect(calls).toHaveLength(1);
    calls[0]!.release();
    expect(await first).toBe('a@0');
    await settle();
    expect(calls).toHaveLength(2);
    calls[1]!.release();
    // Callers that arrived after the write never get the read that started before it.
    expect(await Promise.all(later)).toEqual(['a@1', 'a@1', 'a@1']);
  });

  it('keeps keys apart and reads again once nothing runs', async () => {
    const { load, calls } = controlledLoad();
    const reads = new BatchedReads(load);
    const a = reads.read('a');
    const b = reads.read('b');
    expect(calls.map((c) => c.key)).toEqual(['a', 'b']);
    for (const call of calls) call.release();
    expect([await a, await b]).toEqual(['a@0', 'b@0']);
    const again = reads.read('a');
    expect(calls).toHaveLength(3);
    calls[2]!.release();
    expect(await again).toBe('a@0');
  });

  it('gives a failed read to its callers only, the waiting ones read again', async () => {
    let fail = true;
    const reads = new BatchedReads((key: string) =>
      fail ? Promise.reject(new Error('base indisponible')) : Promise.resolve(key),
    );
    const failing = reads.read('a');
    fail = false;
    const waiting = reads.read('a');
    await expect(failing).rejects.toThrow('base indisponible');
    expect(await waiting).toBe('a');
  });
});

describe('BatchedReads on an embedded database', () => {
  it('gives a result again until a statement that may change data runs, or the result ends', async () => {
    const client = new PGlite('memory://');
    await client.exec('create table notes (id int primary key, name text)');
    await client.query('insert into notes values (1, $1)', ['avant']);
    const changes = new ChangeCounter(client);
    const READ = 'select name from notes where id = $1';
    changes.registerReadOnly(READ);
    let queries = 0;
    let valid = true;
    const reads = new BatchedReads(
      async (id: number) => {
        queries += 1;
        return (await client.query<{ name: string }>(READ, [id])).rows[0]?.name;
      },
      { changes, stillValid: () => valid },
    );
    expect(await reads.read(1)).toBe('avant');
    expect(await reads.read(1)).toBe('avant');
    expect(queries).toBe(1);
    await client.query('update notes set name = $1 where id = 1', ['après']);
    expect(await reads.read(1)).toBe('après');
    expect(queries).toBe(2);
    valid = false;
    expect(await reads.read(1)).toBe('après');
    expect(queries).toBe(3);
    await client.close();
  });
});
