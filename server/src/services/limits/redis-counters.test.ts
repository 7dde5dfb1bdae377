import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redisUnavailableReason, startTestRedis, type TestRedis } from '../../../test/redis-server';
import { RedisCounters } from './redis-counters';

const skipReason = redisUnavailableReason();
if (skipReason) console.warn(skipReason);

describe.skipIf(skipReason !== null)('RedisCounters', () => {
  let server: TestRedis;
  let redis: Redis;
  let counters: RedisCounters;
  beforeAll(async () => {
    server = await startTestRedis();
    redis = new Redis(server.url);
    counters = new RedisCounters(redis, `test:${process.pid}:${Date.now()}:`);
  });
  afterAll(async () => {
    await redis?.quit();
    await server?.stop();
  });

  it('counts hits in a window and starts a new one when it ends', async () => {
    expect((await counters.hit('window', 300)).count).toBe(1);
    const second = await counters.hit('window', 300);
    expect(second.count).toBe(2);
    expect(second.ttlMs).toBeGreaterThan(0);
    expect((await counters.peek('window')).count).toBe(2);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect((await counters.peek('window')).count).toBe(0);
    expect((await counters.hit('window', 300)).count).toBe(1);
  });

  it('counts every one of 50 concurrent hits exactly once', async () => {
    const hits = await Promise.all(Array.from({ length: 50 }, () => counters.hit('concurrent', 60_000)));
    expect(hits.map((h) => h.count).sort((a, b) => a - b)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    await counters.clear('concurrent');
    expect((await counters.peek('concurrent')).count).toBe(0);
  });

  it('counts several hits in one call, and a batch opens a window with its expiry', async () => {
    expect((await counters.hit('batch', 60_000, 4)).count).toBe(4);
    const next = await counters.hit('batch', 60_000);
    expect(next.count).toBe(5);
    expect(next.ttlMs).toBeGreaterThan(59_000);
  });
});
