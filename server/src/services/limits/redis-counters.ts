import type { Redis } from 'ioredis';
import type { CounterHit, WindowedCounters } from './counters';

/** INCRBY and the window's expiry in one script, so no key is ever left without its expiry. */
const HIT = `
local count = redis.call('INCRBY', KEYS[1], ARGV[2])
if count == tonumber(ARGV[2]) then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return {count, redis.call('PTTL', KEYS[1])}
`;

/** Counters in Redis or Valkey (REDIS_URL): keys expire with their window, nothing to sweep. */
export class RedisCounters implements WindowedCounters {
  readonly kind = 'redis' as const;

  constructor(
    private readonly redis: Redis,
    private readonly prefix = 'stepwise:counter:',
  ) {}

  async hit(key: string, windowMs: number, by = 1): Promise<CounterHit> {
    const [count, ttl] = (await this.redis.eval(HIT, 1, this.prefix + key, windowMs, by)) as [number, number];
    return { count, ttlMs: Math.max(0, ttl) };
  }

  async peek(key: string): Promise<CounterHit> {
    const [count, ttl] = await Promise.all([this.redis.get(this.prefix + key), this.redis.pttl(this.prefix + key)]);
    return count === null || ttl <= 0 ? { count: 0, ttlMs: 0 } : { count: Number(count), ttlMs: ttl };
  }

  async clear(key: string): Promise<void> {
    await this.redis.del(this.prefix + key);
  }

  async close(): Promise<void> {}
}
