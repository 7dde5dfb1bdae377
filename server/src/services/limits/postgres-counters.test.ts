import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/test-app';
import type { Database } from '../../db/client';
import { HitBatcher } from './hit-batcher';
import { PostgresCounters } from './postgres-counters';
import { counterRateLimitStore } from './rate-limit-store';

// On PGlite here, and on PostgreSQL in the TEST_DATABASE_URL pass (the same SQL).
describe('PostgresCounters', () => {
  let database: Database;
  let dispose: () => Promise<void>;
  let counters: PostgresCounters;
  beforeAll(async () => {
    ({ database, dispose } = await openTestDatabase());
    counters = new PostgresCounters(database.db);
  });
  afterAll(async () => {
    await counters.close();
    await dispose();
  });

  it('counts hits in a window and starts a new one when it ends', async () => {
    expect(await counters.hit('window', 400)).toMatchObject({ count: 1 });
    const second = await counters.hit('window', 400);
    expect(second.count).toBe(2);
    expect(second.ttlMs).toBeGreaterThan(0);
    expect(second.ttlMs).toBeLessThanOrEqual(400);
    expect((await counters.peek('window')).count).toBe(2);
    await new Promise((resolve) => setTimeout(resolve, 450));
    expect((await counters.peek('window')).count).toBe(0);
    const fresh = await counters.hit('window', 400);
    expect(fresh.count).toBe(1);
    expect(fresh.ttlMs).toBeGreaterThan(300);
  });

  it('counts every one of 50 concurrent hits exactly once (one statement each)', async () => {
    const hits = await Promise.all(Array.from({ length: 50 }, () => counters.hit('concurrent', 60_000)));
    expect(hits.map((h) => h.count).sort((a, b) => a - b)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    expect((await counters.peek('concurrent')).count).toBe(50);
  });

  it('counts several hits in one statement, and a batch opens a window like a single hit', async () => {
    expect(await counters.hit('batch', 60_000, 5)).toMatchObject({ count: 5 });
    expect(await counters.hit('batch', 60_000)).toMatchObject({ count: 6 });
    expect(await counters.hit('batch', 60_000, 3)).toMatchObject({ count: 9 });
  });

  it('keeps keys apart, forgets a cleared key, and sweeps ended windows', async () => {
    await counters.hit('a', 60_000);
    await counters.hit('b', 60_000);
    await counters.clear('a');
    expect((await counters.peek('a')).count).toBe(0);
    expect((await counters.peek('b')).count).toBe(1);
    await counters.hit('ending', 50);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await counters.sweep()).toBeGreaterThanOrEqual(1);
    const rows = await database.db.execute(sql`SELECT key FROM rate_counters WHERE key = 'ending'`);
    expect((rows as unknown as { rows: unknown[] }).rows).toEqual([]);
    expect((await counters.peek('b')).count).toBe(1);
  });

  it('serves @fastify/rate-limit as its custom store', async () => {
    const Store = counterRateLimitStore(counters, 'store-test:');
    const store = new Store({});
    const incr = (key: string) =>
      new Promise<{ current: number; ttl: number }>((resolve, reject) =>
        store.incr(key, (error, result) => (error || !result ? reject(error ?? new Error('no result')) : resolve(result)), 60_000, 10),
      );
    expect((await incr('1.2.3.4')).current).toBe(1);
    const second = await incr('1.2.3.4');
    expect(second.current).toBe(2);
    expect(second.ttl).toBeGreaterThan(59_000);
    expect((await counters.peek('store-test:1.2.3.4')).count).toBe(2);
  });

  it('serves the store through a batcher: the shared row holds every hit once flushed', async () => {
    const batcher = new HitBatcher(counters);
    const store = new (counterRateLimitStore(batcher, 'batched:'))({});
    const incr = () =>
      new Promise<{ current: number; ttl: number }>((resolve, reject) =>
        store.incr('5.6.7.8', (error, result) => (error || !result ? reject(error ?? new Error('no result')) : resolve(result)), 60_000, 100),
      );
    const currents = [];
    for (let i = 0; i < 5; i += 1) currents.push((await incr()).current);
    expect(currents).toEqual([1, 2, 3, 4, 5]);
    await batcher.close();
    expect((await counters.peek('batched:5.6.7.8')).count).toBe(5);
  });
});
