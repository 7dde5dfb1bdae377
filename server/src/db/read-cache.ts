import type { PGlite, Transaction } from '@electric-sql/pglite';

/**
 * Results of read-only statements, valid until the database's next write.
 *
 * Only the embedded database has one: its data directory belongs to one process (lock.ts), so every
 * write to it goes through this process's client, which counts them (`countWrites`). An entry keeps
 * the write count it was read at and is dropped once the count has moved, so a hit is exactly what
 * the statement would return now — except for conditions on the clock, which the caller checks on
 * the cached value (a session's expiry). With PostgreSQL other instances write to the same data
 * and nothing here could see it: there is no read cache there (`Database.readCache` is null).
 *
 * Any write to any table drops every entry: coarse, but it needs no knowledge of which statement
 * reads which table, so it cannot serve a stale row. What it pays off is the reads between writes —
 * a History page opened, reloaded, paged back to — each of which would otherwise run WASM PostgreSQL
 * on the server's own thread.
 */
export class ReadCache {
  #writes = 0;
  readonly #entries = new Map<string, { writes: number; value: unknown }>();

  constructor(private readonly maxEntries = 5000) {}

  /** The number of writes so far: read it BEFORE running the statement whose result `set` keeps. */
  get writes(): number {
    return this.#writes;
  }

  get size(): number {
    return this.#entries.size;
  }

  noteWrite(): void {
    this.#writes += 1;
    this.#entries.clear();
  }

  get<T>(key: string): T | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    // Re-inserted: a Map keeps insertion order, so the first key is the least recently used.
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    return entry.value as T;
  }

  /** Keeps `value`, read when the count was `writesBefore`, unless a write happened since then. */
  set(key: string, writesBefore: number, value: unknown): void {
    if (writesBefore !== this.#writes) return;
    this.#entries.set(key, { writes: writesBefore, value });
    if (this.#entries.size > this.maxEntries) this.#entries.delete(this.#entries.keys().next().value as string);
  }
}

/** A statement that only reads: a SELECT that locks nothing. Anything else counts as a write. */
export function isReadOnlyStatement(statement: string): boolean {
  return /^\s*\(?\s*select\b/i.test(statement) && !/\bfor\s+(?:no\s+key\s+)?(?:update|share|key\s+share)\b/i.test(statement);
}

/**
 * Makes every write through `client` count in `cache`: statements that are not read-only, `exec`
 * (scripts, migrations) and transactions. The count moves before the write starts and again when it
 * has finished, so a read that ran on either side of it cannot be kept under the new count.
 */
export function countWrites(client: PGlite, cache: ReadCache): void {
  const query = client.query.bind(client);
  const exec = client.exec.bind(client);
  const transaction = client.transaction.bind(client);
  const around = async <T>(write: boolean, run: () => Promise<T>): Promise<T> => {
    if (!write) return run();
    cache.noteWrite();
    try {
      return await run();
    } finally {
      cache.noteWrite();
    }
  };
  client.query = (statement, params, options) => around(!isReadOnlyStatement(statement), () => query(statement, params, options));
  client.exec = (statement, options) => around(true, () => exec(statement, options));
  client.transaction = <T>(callback: (tx: Transaction) => Promise<T>) => around(true, () => transaction(callback));
}
