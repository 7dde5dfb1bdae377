/**
 * Fixed-window counters: the first hit of a key opens a window of `windowMs`, later hits in it
 * count up, the first hit after it opens a new one. The API rate limit and the sign-in throttle
 * count with them; with several app instances they must live in storage every instance shares
 * (PostgreSQL or Redis), or each instance would hand out its own budget.
 */
export interface CounterHit {
  /** Hits in the current window, this one included. */
  count: number;
  /** Milliseconds until the window ends. */
  ttlMs: number;
}

export interface WindowedCounters {
  /** Where the counts live: 'memory', 'postgres' or 'redis'. */
  readonly kind: 'memory' | 'postgres' | 'redis';
  /** Counts `by` hits (one by default), atomically (concurrent hits from any instance are all counted). */
  hit(key: string, windowMs: number, by?: number): Promise<CounterHit>;
  /** The key's count in its current window (0 when none), without counting. */
  peek(key: string): Promise<CounterHit>;
  /** Forgets the key. */
  clear(key: string): Promise<void>;
  /** Stops background work (the expired-row sweep); the storage itself belongs to the caller. */
  close(): Promise<void>;
}

interface Window {
  count: number;
  resetAt: number;
}

/** One process's counters (PGlite: one server process per data dir). */
export class MemoryCounters implements WindowedCounters {
  readonly kind = 'memory' as const;
  private readonly windows = new Map<string, Window>();

  constructor(
    private readonly now: () => number = Date.now,
    /** Past this many keys, expired ones are swept on the next hit. */
    private readonly sweepAbove = 100_000,
  ) {}

  async hit(key: string, windowMs: number, by = 1): Promise<CounterHit> {
    const now = this.now();
    let window = this.windows.get(key);
    if (window && window.resetAt > now) window.count += by;
    else {
      window = { count: by, resetAt: now + windowMs };
      this.windows.set(key, window);
      if (this.windows.size > this.sweepAbove) this.sweep(now);
    }
    return { count: window.count, ttlMs: window.resetAt - now };
  }

  async peek(key: string): Promise<CounterHit> {
    const now = this.now();
    const window = this.windows.get(key);
    if (!window || window.resetAt <= now) return { count: 0, ttlMs: 0 };
    return { count: window.count, ttlMs: window.resetAt - now };
  }

  async clear(key: string): Promise<void> {
    this.windows.delete(key);
  }

  async close(): Promise<void> {}

  private sweep(now: number): void {
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
  }
}
