import type { PGlite } from '@electric-sql/pglite';

/**
 * Counts, on an embedded database, every statement that may change data. PGlite belongs to this
 * process and every statement reaches its engine through `execProtocolRawSync` (queries, exec,
 * transactions, pg-boss): each Parse ('P') or Query ('Q') message whose SQL is not one of the
 * registered read-only statements counts, COMMIT included. A read that started when the count was n
 * is still the database's state while the count is n.
 */
export class ChangeCounter {
  private count = 0;
  private readonly readOnly = new Set<string>();
  private readonly decoder = new TextDecoder();

  constructor(client: PGlite) {
    const run = client.execProtocolRawSync.bind(client);
    client.execProtocolRawSync = (message: Uint8Array) => {
      if (this.mayWrite(message)) this.count += 1;
      return run(message);
    };
  }

  get value(): number {
    return this.count;
  }

  /** A SELECT whose runs never count as changes. */
  registerReadOnly(sql: string): void {
    this.readOnly.add(sql.trim());
  }

  /** True when one of the messages parses or runs SQL that is not registered as read-only. */
  private mayWrite(message: Uint8Array): boolean {
    const view = new DataView(message.buffer, message.byteOffset, message.byteLength);
    for (let at = 0; at + 5 <= message.byteLength; at += 1 + view.getInt32(at + 1)) {
      if (view.getInt32(at + 1) < 4) return true;
      const type = message[at];
      if (type !== 0x50 && type !== 0x51) continue;
      // 'P': statement name then SQL, both NUL-terminated; 'Q': SQL.
      let start = at + 5;
      if (type === 0x50) start = message.indexOf(0, start) + 1;
      const end = message.indexOf(0, start);
      if (start <= 0 || end < 0) return true;
      if (!this.readOnly.has(this.decoder.decode(message.subarray(start, end)).trim())) return true;
    }
    return false;
  }
}
