import type { CounterHit, WindowedCounters } from './counters';

interface KeyState {
  windowMs: number;
  /** The shared count as of this instance's last write to it, this instance's hits included. */
  shared: number;
  /** This instance's hits not yet added to the shared count. */
  pending: number;
  /** When the window ends, on this instance's clock. */
  resetAt: number;
}

export interface HitBatcherOptions {
  /** How often pending hits are added to the shared counters. */
  flushMs?: number;
  /** Past this share of the limit (by the count known here), every hit is counted at once. */
  exactShare?: number;
  onFlushError?: (error: unknown) => void;
  now?: () => number;
}

/**
 * How many hits an instance may hold back. The count seen here lags the shared one by what other
 * instances hold back or wrote since this one last wrote — about two batches each — and that lag
 * must stay under the headroom `(1 − exactShare) · max`, or a refusal could come late.
 */
function batchSize(max: number, exactShare: number): number {
  return Math.min(64, Math.max(1, Math.floor((max - Math.floor(max * exactShare)) / 4)));
}

/**
 * Hits on shared counters without a write per request. Far below a key's limit, hits are counted
 * here and added to the shared counter in one write: with the hit that fills a batch, or after
 * `flushMs`, whichever comes first. A key's first hit in a window, and every hit once the known
 * count passes `exactShare` of the limit, is written at once and answered from the shared count, so
 * refusals are decided on the exact count (see batchSize for the bound that keeps this true).
 */
export class HitBatcher {
  private readonly keys = new Map<string, KeyState>();
  private readonly flushMs: number;
  private readonly exactShare: number;
  private readonly now: () => number;
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly counters: WindowedCounters,
    private readonly options: HitBatcherOptions = {},
  ) {
    this.flushMs = options.flushMs ?? 200;
    this.exactShare = options.exactShare ?? 0.8;
    this.now = options.now ?? Date.now;
  }

  async hitUnder(key: string, windowMs: number, max: number): Promise<CounterHit> {
    const now = this.now();
    const state = this.keys.get(key);
    if (state && state.resetAt > now && state.shared + state.pending + 1 <= max * this.exactShare && state.pending + 1 < batchSize(max, this.exactShare)) {
      state.pending += 1;
      this.scheduleFlush();
      return { count: state.shared + state.pending, ttlMs: state.resetAt - now };
    }
    // Live pending hits go with this write; those of an ended window belong to no window any more.
    const carried = state && state.resetAt > now ? state.pending : 0;
    if (state) state.pending = 0;
    const hit = await this.counters.hit(key, windowMs, carried + 1);
    this.record(key, windowMs, hit);
    return hit;
  }

  /** The key's count as known here, without counting. */
  async peek(key: string): Promise<CounterHit> {
    const state = this.keys.get(key);
    const now = this.now();
    if (!state || state.resetAt <= now) return this.counters.peek(key);
    return { count: state.shared + state.pending, ttlMs: state.resetAt - now };
  }

  /** Adds every pending hit to the shared counters. */
  async flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const now = this.now();
    const writes: Promise<void>[] = [];
    for (const [key, state] of this.keys) {
      // An ended window's pending hits belong to no window any more.
      if (state.resetAt <= now) this.keys.delete(key);
      if (state.resetAt <= now || state.pending === 0) continue;
      const count = state.pending;
      state.pending = 0;
      writes.push(
        this.counters.hit(key, state.windowMs, count).then(
          (hit) => this.record(key, state.windowMs, hit),
          (error: unknown) => {
            state.pending += count;
            this.options.onFlushError?.(error);
          },
        ),
      );
    }
    await Promise.all(writes);
  }

  async close(): Promise<void> {
    await this.flush();
    // a hit counted while the last flush was writing has scheduled another: none may run after close
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  private record(key: string, windowMs: number, hit: CounterHit): void {
    const state = this.keys.get(key);
    const resetAt = this.now() + hit.ttlMs;
    if (state) {
      // Two answers about the same window may arrive out of order: the larger count is the later.
      const sameWindow = Math.abs(resetAt - state.resetAt) < 1000;
      state.shared = sameWindow ? Math.max(state.shared, hit.count) : hit.count;
      state.resetAt = resetAt;
      state.windowMs = windowMs;
    } else this.keys.set(key, { windowMs, shared: hit.count, pending: 0, resetAt });
  }

  private scheduleFlush(): void {
    if (this.timer) return;
    this.timer = setTimeout(() => {
      this.flush().catch((error: unknown) => this.options.onFlushError?.(error));
    }, this.flushMs);
    this.timer.unref();
  }
}
