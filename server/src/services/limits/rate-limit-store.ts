import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { WindowedCounters } from './counters';
import { HitBatcher } from './hit-batcher';

type Callback = Parameters<FastifyRateLimitStore['incr']>[1];

/**
 * @fastify/rate-limit's custom store interface (`store` option) over shared counters: the plugin
 * builds it with `new Store(options)`, calls `incr(key, cb, timeWindow, max)` per request and
 * `child(routeOptions)` for a route with its own limit, whose keys then carry the route. Given a
 * HitBatcher, hits far below the limit are written to the counters in batches.
 */
export function counterRateLimitStore(counters: WindowedCounters | HitBatcher, prefix = 'api:'): FastifyRateLimitStoreCtor {
  class CounterStore implements FastifyRateLimitStore {
    constructor(
      _options?: unknown,
      private readonly keyPrefix = prefix,
    ) {}

    incr(key: string, callback: Callback, timeWindow: number, max: number): void {
      const counted = counters instanceof HitBatcher ? counters.hitUnder(this.keyPrefix + key, timeWindow, max) : counters.hit(this.keyPrefix + key, timeWindow);
      counted.then(
        (hit) => callback(null, { current: hit.count, ttl: hit.ttlMs }),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    /** The plugin's non-mutating read (`{increment: false}`). */
    read(key: string, callback: Callback): void {
      counters.peek(this.keyPrefix + key).then(
        (hit) => callback(null, { current: hit.count, ttl: hit.ttlMs }),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      return new CounterStore(undefined, `${this.keyPrefix}${routeOptions.method}${routeOptions.url}-`);
    }
  }
  return CounterStore;
}
