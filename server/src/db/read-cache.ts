import { AsyncLocalStorage } from 'node:async_hooks';
import type { Transaction } from '@electric-sql/pglite';
import type { PgliteClient } from './pglite-thread';

/** Where the writes stood when a statement was read: keep its result only if none since could change it. */
export interface ReadMark {
  /** Writes that may have changed anything. */
  writes: number;
  /** Writes to one user's own data (see `ownedBy`), numbered in one sequence for all users. */
  ownedWrites: number;
}

interface Entry {
  mark: ReadMark;
  /** The user whose own data alone the value was read from; undefined: it may depend on anything. */
  owner: string | undefined;
  value: unknown;
}

/**
 * Results of read-only statements, valid until a write that could change them.
 *
 * Only the embedded database has one: its data directory belongs to one process (lock.ts), so every
 * write to it goes through this process's client, which counts them (`countWrites`). An entry keeps
 * the marks it was read at and is dropped once a write has moved past them, so a hit is exactly what
 * the statement would return now — except for conditions on the clock, which the caller checks on
 * the cached value (a session's expiry). With PostgreSQL other instances write to the same data
 * and nothing here could see it: there is no read cache there (`Database.readCache` is null).
 *
 * A write drops every entry, unless it runs inside `ownedBy(user, …)`: its caller then vouches that
 * it changes nothing but that user's own rows (a solve saved, its quota counted), and it drops only
 * that user's entries and those without an owner. So one student's solve does not empty every
 * other student's History page, while a write of unknown reach still cannot leave a stale row. What
 * it pays off is the reads between writes — a History page opened, reloaded, paged back to — each of
 * which would otherwise run WASM PostgreSQL on the server's own thread.
 */
export class ReadCache {
  #writes = 0;
  #ownedWrites = 0;
  #hits = 0;
  /** Each owner's latest owned write, in the `ownedWrites` sequence. */
  readonly #lastOwnedWrite = new Map<string, number>();
  readonly #entries = new Map<string, Entry>();
  readonly #owner = new AsyncLocalStorage<string>();

  constructor(
    private readonly maxEntries = 5000,
    private readonly maxOwners = 10_000,
  ) {}

  /** Where the writes stand: read it BEFORE running the statement whose result `set` keeps. */
  get mark(): ReadMark {
    return { writes: this.#writes, ownedWrites: this.#ownedWrites };
  }

  get size(): number {
    return this.#entries.size;
  }

  /** Values answered from the cache so far. */
  get hits(): number {
    return this.#hits;
  }

  /** Runs `work`, whose writes change only `owner`'s own rows. */
  ownedBy<T>(owner: string, work: () => PromiseLike<T>): Promise<T> {
    // Awaited inside the scope: a query builder is a thenable that only runs when awaited.
    return this.#owner.run(owner, async () => await work());
  }

  noteWrite(): void {
    const owner = this.#owner.getStore();
    if (owner === undefined || (this.#lastOwnedWrite.size >= this.maxOwners && !this.#lastOwnedWrite.has(owner))) {
      this.#writes += 1;
      this.#entries.clear();
      this.#lastOwnedWrite.clear();
      return;
    }
    this.#ownedWrites += 1;
    this.#lastOwnedWrite.set(owner, this.#ownedWrites);
  }

  get<T>(key: string): T | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    this.#entries.delete(key);
    if (!this.#current(entry.mark, entry.owner)) return undefined;
    // Re-inserted: a Map keeps insertion order, so the first key is the least recently used.
    this.#entries.set(key, entry);
    this.#hits += 1;
    return entry.value as T;
  }

  /** Keeps `value`, read at `mark` from `owner`'s own rows alone (or, without an owner, from anything), unless a write since could have changed it. */
  set(key: string, mark: ReadMark, value: unknown, owner?: string): void {
    if (!this.#current(mark, owner)) return;
    this.#entries.set(key, { mark, owner, value });
    if (this.#entries.size > this.maxEntries) this.#entries.delete(this.#entries.keys().next().value as string);
  }

  #current(mark: ReadMark, owner: string | undefined): boolean {
    if (mark.writes !== this.#writes) return false;
    if (owner === undefined) return mark.ownedWrites === this.#ownedWrites;
    return (this.#lastOwnedWrite.get(owner) ?? 0) <= mark.ownedWrites;
  }
}

/** Runs `work` as writes to `owner`'s own rows only (see ReadCache); as it is where there is no read cache. */
export async function ownedWrites<T>(cache: ReadCache | null, owner: string, work: () => PromiseLike<T>): Promise<T> {
  return cache ? cache.ownedBy(owner, work) : await work();
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
export function countWrites(client: PgliteClient, cache: ReadCache): void {
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
