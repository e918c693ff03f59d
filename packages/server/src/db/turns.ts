import { AsyncLocalStorage } from 'node:async_hooks';
import type { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance } from 'fastify';

interface Waiting {
  arrivedAt: number;
  order: number;
  start: () => void;
}

/**
 * The embedded database has one connection: its statements run one at a time. Served in the order
 * the statements are asked, a request of several statements (a detail, a write in a transaction) goes
 * back to the end of the queue for each of them and, with 100 clients, waits many times as long as a
 * one-statement request, past the clients' time-outs. Turns serves the waiting statements in the order
 * their requests arrived instead: a request once started goes before every request that came after it,
 * so each request waits its turn once. Work outside a request (jobs) takes its turn when it asks.
 * Statements run one per event-loop turn, so the server keeps reading and accepting clients meanwhile.
 */
export class Turns {
  private readonly waiting: Waiting[] = [];
  private readonly arrival = new AsyncLocalStorage<number>();
  private busy = false;
  private asked = 0;

  /** Runs `work` (a request's handling) with its statements ordered by `arrivedAt`. */
  within<T>(arrivedAt: number, work: () => T): T {
    return this.arrival.run(arrivedAt, work);
  }

  /** Runs `task` alone, once no task of an earlier request waits. */
  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.busy) {
      const arrivedAt = this.arrival.getStore() ?? performance.now();
      const order = (this.asked += 1);
      await new Promise<void>((start) => this.enqueue({ arrivedAt, order, start }));
    }
    this.busy = true;
    try {
      return await task();
    } finally {
      // The next statement, even one the same request asks at once, starts on the event loop's next
      // turn. PGlite runs in this thread and its statements resolve without giving the loop a turn, so a
      // request's statements run back to back: a loop turn that serves each ready client's whole
      // request lasts ~100 × the service time under load, and Node (libuv ≥ 1.45) accepts one new
      // connection per loop turn, so the hundredth client was accepted after 10 s. One statement per
      // turn keeps turns short; requests that arrived meanwhile take their place in the queue.
      setImmediate(() => {
        const next = this.waiting.shift();
        if (next) next.start();
        else this.busy = false;
      });
    }
  }

  private enqueue(entry: Waiting): void {
    let at = this.waiting.length;
    while (at > 0) {
      const before = this.waiting[at - 1]!;
      if (
        before.arrivedAt < entry.arrivedAt ||
        (before.arrivedAt === entry.arrivedAt && before.order < entry.order)
      )
        break;
      at -= 1;
    }
    this.waiting.splice(at, 0, entry);
  }

  /**
   * Makes every statement of the client (query, exec, transaction) wait its turn. Call it once the client
   * is ready: PGlite's start-up runs queries of its own inside its first statement.
   */
  guard(client: PGlite): void {
    const { query, exec, transaction } = client;
    client.query = ((...args: Parameters<typeof query>) =>
      this.run(() => query.apply(client, args))) as typeof query;
    client.exec = (...args) => this.run(() => exec.apply(client, args));
    client.transaction = ((...args: Parameters<typeof transaction>) =>
      this.run(() => transaction.apply(client, args))) as typeof transaction;
  }

  /** Orders the statements of each request by its arrival (before its session is read, and in its handler). */
  register(app: FastifyInstance): void {
    const arrivals = new WeakMap<object, number>();
    app.addHook('onRequest', (request, _reply, done) => {
      const arrivedAt = performance.now();
      arrivals.set(request, arrivedAt);
      this.within(arrivedAt, done);
    });
    // The body is read from the socket's events, outside the request's context: entered again here.
    app.addHook('preHandler', (request, _reply, done) => {
      this.within(arrivals.get(request) ?? performance.now(), done);
    });
  }
}
