import { createServer, connect } from 'node:net';
import type { AddressInfo, Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
import { PGlite } from '@electric-sql/pglite';
import { Turns } from './turns';

describe('Turns', () => {
  it('serves the waiting statements in the order their requests arrived, one at a time', async () => {
    const turns = new Turns();
    const ran: string[] = [];
    let running = 0;
    const statement = (name: string) =>
      turns.run(async () => {
        running += 1;
        expect(running).toBe(1);
        await new Promise((resolve) => setTimeout(resolve, 5));
        ran.push(name);
        running -= 1;
      });
    const first = turns.within(1, () => statement('premier, 1'));
    // The later request asks first; the earlier one asks its second statement after it.
    const later = turns.within(3, () => statement('tardive'));
    const earlier = turns.within(2, () => statement('antérieure'));
    const again = turns.within(1, () => statement('premier, 2'));
    await Promise.all([first, later, earlier, again]);
    expect(ran).toEqual(['premier, 1', 'premier, 2', 'antérieure', 'tardive']);
  });

  it('keeps a failed statement to its caller and serves the next', async () => {
    const turns = new Turns();
    const failing = turns.run(() => Promise.reject(new Error('requête refusée')));
    const next = turns.run(() => Promise.resolve('servie'));
    await expect(failing).rejects.toThrow('requête refusée');
    expect(await next).toBe('servie');
  });

  it('guards the queries and transactions of an embedded database', async () => {
    const client = new PGlite('memory://');
    // Guarded once ready, as openDatabase does: PGlite's start-up runs queries of its own.
    await client.waitReady;
    const turns = new Turns();
    turns.guard(client);
    await client.exec('create table notes (n int)');
    const order: string[] = [];
    const writer = turns.within(2, () =>
      client.transaction(async (tx) => {
        await tx.query('insert into notes values (1)');
        order.push('transaction');
      }),
    );
    const reader = turns.within(1, () =>
      client.query<{ c: number }>('select count(*)::int as c from notes').then((r) => {
        order.push(`lecture ${r.rows[0]!.c}`);
      }),
    );
    await Promise.all([writer, reader]);
    // The transaction asked first, while the table creation ran; the reader's request arrived earlier.
    expect(order).toEqual(['lecture 0', 'transaction']);
    await client.close();
  });

  it('gives the event loop a turn between statements: new connections are accepted meanwhile', async () => {
    const client = new PGlite('memory://');
    await client.waitReady;
    const turns = new Turns();
    turns.guard(client);
    // Node accepts one pending connection per event-loop turn; PGlite's statements resolve without
    // giving the loop one. Twenty clients wait to be accepted while one request runs 200 statements.
    const accepted: Socket[] = [];
    const server = createServer((socket) => accepted.push(socket));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const clients = await Promise.all(
      Array.from(
        { length: 20 },
        () =>
          new Promise<Socket>((resolve) => {
            const socket = connect(port, '127.0.0.1', () => resolve(socket));
          }),
      ),
    );
    const before = accepted.length;
    await turns.within(1, async () => {
      for (let i = 0; i < 200; i += 1) await client.query('select 1');
    });
    const during = accepted.length;
    for (const socket of [...clients, ...accepted]) socket.destroy();
    server.close();
    await client.close();
    expect(before).toBeLessThan(20);
    expect(during).toBe(20);
  });
});
