import type { RateLimitPluginOptions } from '@fastify/rate-limit';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import type { Database } from '../../db/client';
import { MemoryCounters, type WindowedCounters } from './counters';
import { PostgresCounters } from './postgres-counters';
import { HitBatcher } from './hit-batcher';
import { counterRateLimitStore } from './rate-limit-store';
import { RedisCounters } from './redis-counters';

/**
 * Where the limits every instance must share are counted:
 * - REDIS_URL set: Redis or Valkey — the rate-limit plugin's own Redis store, our counters beside it;
 * - else on PostgreSQL (DATABASE_URL): the `rate_counters` table, through the plugin's custom store;
 *   the API limit's hits far below the limit are written in batches (HitBatcher), not one upsert
 *   per request on the same row;
 * - else (PGlite, one process): in memory, the plugin's default store.
 */
export interface SharedLimits {
  counters: WindowedCounters;
  /** The storage part of @fastify/rate-limit's options. */
  rateLimitStorage: Pick<RateLimitPluginOptions, 'store' | 'redis' | 'nameSpace'>;
  /** Throws when the shared storage cannot be reached (readiness); absent when it is the database or memory. */
  ping?(): Promise<void>;
  close(): Promise<void>;
}

export function createSharedLimits(database: Database, redisUrl: string | undefined, log: FastifyBaseLogger): SharedLimits {
  if (redisUrl) {
    // A request fails fast when Redis is unreachable instead of queueing for long reconnects.
    const redis = new Redis(redisUrl, { maxRetriesPerRequest: 1, connectTimeout: 2000, lazyConnect: false });
    redis.on('error', (error: Error) => log.warn({ err: error }, 'Redis connection error'));
    return {
      counters: new RedisCounters(redis),
      rateLimitStorage: { redis, nameSpace: 'stepwise:rate-limit:' },
      async ping() {
        await redis.ping();
      },
      async close() {
        await redis.quit().catch(() => redis.disconnect());
      },
    };
  }
  if (database.kind === 'postgres') {
    const counters = new PostgresCounters(database.db, { onSweepError: (error) => log.warn({ err: error }, 'rate counter sweep failed') });
    const batcher = new HitBatcher(counters, { onFlushError: (error) => log.warn({ err: error }, 'rate counter flush failed') });
    return {
      counters,
      rateLimitStorage: { store: counterRateLimitStore(batcher) },
      async close() {
        await batcher.close();
        await counters.close();
      },
    };
  }
  const counters = new MemoryCounters();
  return { counters, rateLimitStorage: {}, close: () => counters.close() };
}
