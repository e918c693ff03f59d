import type { ChangeCounter } from './changes';

/** When a result may be given again without a query: see BatchedReads. */
export interface Reuse<V> {
  /** The embedded database's change count: a result read at count n stands while it is still n. */
  changes: ChangeCounter;
  /** A result may also end by itself (a session at its expiry). */
  stillValid: (value: V) => boolean;
}

/** Results kept at most, per kind of read, between two changes. */
const MAX_KEPT = 10_000;

/**
 * Identical reads asked at about the same time share one query, without ever answering from before
 * the question: a caller arriving while a read of its key runs waits for the next read of that key,
 * which starts when the running one ends and serves every caller gathered meanwhile. Under load on
 * PostgreSQL (many requests of one user or one company) the pool runs one query per round instead of
 * one per request (about one query for six list requests at 64 connections), and each caller waits at
 * most two rounds. On PGlite (`reuse`), whose every statement runs in this process, a result is given
 * again as long as no statement that may change data has run since its read started.
 */
export class BatchedReads<K, V> {
  private readonly running = new Map<K, Promise<V>>();
  private readonly waiting = new Map<K, Promise<V>>();
  private readonly kept = new Map<K, V>();
  private keptAt = -1;

  constructor(
    private readonly load: (key: K) => Promise<V>,
    private readonly reuse?: Reuse<V>,
  ) {}

  read(key: K): Promise<V> {
    if (this.reuse) {
      if (this.keptAt !== this.reuse.changes.value) this.kept.clear();
      const kept = this.kept.get(key);
      if (kept !== undefined && this.reuse.stillValid(kept)) return Promise.resolve(kept);
    }
    const waiting = this.waiting.get(key);
    if (waiting) return waiting;
    const running = this.running.get(key);
    if (!running) return this.start(key);
    const next = running
      .catch(() => undefined)
      .then(() => {
        this.waiting.delete(key);
        return this.start(key);
      });
    this.waiting.set(key, next);
    return next;
  }

  private start(key: K): Promise<V> {
    const startedAt = this.reuse?.changes.value;
    const query = this.load(key)
      .then((value) => {
        if (startedAt !== undefined && startedAt === this.reuse?.changes.value)
          this.keep(key, value, startedAt);
        return value;
      })
      .finally(() => {
        if (this.running.get(key) === query) this.running.delete(key);
      });
    this.running.set(key, query);
    return query;
  }

  private keep(key: K, value: V, count: number): void {
    if (this.keptAt !== count || this.kept.size >= MAX_KEPT) this.kept.clear();
    this.keptAt = count;
    this.kept.set(key, value);
  }
}
