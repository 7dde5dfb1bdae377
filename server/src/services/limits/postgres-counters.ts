import { lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { preparedStatement } from '../../db/prepared';
import { rateCounters } from '../../db/schema';
import type { CounterHit, WindowedCounters } from './counters';

/** How often rows whose window has ended are deleted. */
export const SWEEP_INTERVAL_MS = 60_000;

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/** The hit's upsert, prepared once per database: it runs on every API request. */
const hitStatement = preparedStatement('rate_counter_hit', (db) =>
  db
    .insert(rateCounters)
    .values({ key: sql.placeholder('key'), count: sql`${sql.placeholder('by')}::int`, resetAt: sql`now() + ${sql.placeholder('windowMs')}::int * interval '1 millisecond'` })
    .onConflictDoUpdate({
      target: rateCounters.key,
      set: {
        count: sql`CASE WHEN ${rateCounters.resetAt} <= now() THEN excluded.count ELSE ${rateCounters.count} + excluded.count END`,
        resetAt: sql`CASE WHEN ${rateCounters.resetAt} <= now() THEN excluded.reset_at ELSE ${rateCounters.resetAt} END`,
      },
    })
    .returning({ count: rateCounters.count, ttlMs: sql<number>`ceil(extract(epoch FROM ${rateCounters.resetAt} - now()) * 1000)::int` })
    .prepare('rate_counter_hit'),
);

/**
 * Counters in the `rate_counters` table, shared by every instance on the database. A hit is ONE
 * statement: the upsert inserts the key or, under the row lock, counts up — or starts the window
 * again when it has ended. Times come from the database's clock, so instances whose clocks
 * disagree still share one window. Every instance deletes ended windows once a minute.
 */
export class PostgresCounters implements WindowedCounters {
  readonly kind = 'postgres' as const;
  private readonly sweeper: NodeJS.Timeout;

  constructor(
    private readonly db: Db,
    options: { sweepIntervalMs?: number; onSweepError?: (error: unknown) => void } = {},
  ) {
    this.sweeper = setInterval(() => {
      this.sweep().catch((error: unknown) => options.onSweepError?.(error));
    }, options.sweepIntervalMs ?? SWEEP_INTERVAL_MS);
    this.sweeper.unref();
  }

  async hit(key: string, windowMs: number, by = 1): Promise<CounterHit> {
    const [row] = await hitStatement(this.db).execute({ key, windowMs, by });
    return { count: Number(row.count), ttlMs: Math.max(0, Number(row.ttlMs)) };
  }

  async peek(key: string): Promise<CounterHit> {
    const result = await this.db.execute(sql`
      SELECT count, ceil(extract(epoch FROM reset_at - now()) * 1000)::int AS ttl_ms
      FROM rate_counters WHERE key = ${key} AND reset_at > now()`);
    const [row] = rowsOf<{ count: number; ttl_ms: number }>(result);
    return row ? { count: Number(row.count), ttlMs: Number(row.ttl_ms) } : { count: 0, ttlMs: 0 };
  }

  async clear(key: string): Promise<void> {
    await this.db.execute(sql`DELETE FROM rate_counters WHERE key = ${key}`);
  }

  /** Deletes the rows whose window has ended; answers how many. */
  async sweep(): Promise<number> {
    const deleted = await this.db.delete(rateCounters).where(lt(rateCounters.resetAt, sql`now()`)).returning({ key: rateCounters.key });
    return deleted.length;
  }

  async close(): Promise<void> {
    clearInterval(this.sweeper);
  }
}
