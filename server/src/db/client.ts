import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import type { DbKind } from '../../../contract/src';
import { MIGRATIONS_DIR } from '../paths';
import { lockDataDir } from './lock';
import { openPgliteThread, type PgliteClient } from './pglite-thread';
import { countWrites, ReadCache } from './read-cache';
import * as schema from './schema';

/** One Drizzle type for PGlite and node-postgres: services only use the common query builder. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: DbKind;
  /** Read-only results kept until the next write; only where this process sees every write (PGlite). */
  readCache: ReadCache | null;
  close(): Promise<void>;
}

/** The PGlite cluster lives in a sub-folder of DATA_DIR, next to the lock file. */
export function pgliteDir(dataDir: string): string {
  return path.join(dataDir, 'pglite');
}

/** Opens (creating if needed) the embedded database in dataDir, holding the data-dir lock. */
export async function openPglite(dataDir: string, options: { migrate?: boolean } = {}): Promise<Database> {
  const lock = lockDataDir(dataDir);
  let client: PgliteClient | undefined;
  try {
    // In its own thread, with pg_trgm (the history search's trigram indexes) loaded there.
    client = await openPgliteThread(pgliteDir(dataDir));
    const thread = client;
    const readCache = new ReadCache();
    countWrites(client, readCache);
    // drizzle's PGlite driver only calls `query` and `transaction`, which the thread's client answers.
    const pglite = client as unknown as PGlite;
    const db = drizzlePglite(pglite, { schema }) as unknown as Db;
    if (options.migrate !== false) await migratePglite(drizzlePglite(pglite), { migrationsFolder: MIGRATIONS_DIR });
    return {
      db,
      kind: 'pglite',
      readCache,
      async close() {
        try {
          await thread.close();
        } finally {
          lock.release();
        }
      },
    };
  } catch (err) {
    await client?.close().catch(() => undefined);
    lock.release();
    throw err;
  }
}

/** Any number of app instances may share one PostgreSQL; migrations run under an advisory lock. */
const MIGRATION_LOCK_KEY = 727_472_001;

export async function openPostgres(url: string, options: { migrate?: boolean; max?: number } = {}): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: options.max ?? 10 });
  // An idle connection cut by a PostgreSQL restart emits 'error' on the pool; unhandled, that would
  // end the process. The pool drops the client and opens a new one on the next query.
  pool.on('error', (err) => console.warn(`PostgreSQL connection lost: ${err.message}`));
  try {
    if (options.migrate !== false) {
      const conn = await pool.connect();
      try {
        await conn.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        await migratePg(drizzlePg(conn), { migrationsFolder: MIGRATIONS_DIR });
      } finally {
        await conn.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
        conn.release();
      }
    }
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return { db, kind: 'postgres', readCache: null, close: () => pool.end() };
  } catch (err) {
    await pool.end().catch(() => undefined);
    throw err;
  }
}

export function openDatabase(config: { dataDir: string; databaseUrl: string | undefined }): Promise<Database> {
  return config.databaseUrl ? openPostgres(config.databaseUrl) : openPglite(config.dataDir);
}

/** A trivial round trip, for the health check. */
export async function pingDatabase(db: Db): Promise<void> {
  await db.execute(sql`SELECT 1`);
}
