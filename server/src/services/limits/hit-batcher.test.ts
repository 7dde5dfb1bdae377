import { describe, expect, it, vi } from 'vitest';
import { MemoryCounters } from './counters';
import { HitBatcher } from './hit-batcher';

/** Shared counters seen by two instances, each with its own batcher, on one clock. */
function twoInstances(options: { flushMs?: number } = {}) {
  let now = 1_000_000;
  const clock = () => now;
  const shared = new MemoryCounters(clock);
  const writes = vi.spyOn(shared, 'hit');
  const a = new HitBatcher(shared, { now: clock, flushMs: options.flushMs ?? 60_000 });
  const b = new HitBatcher(shared, { now: clock, flushMs: options.flushMs ?? 60_000 });
  return { shared, writes, a, b, advance: (ms: number) => void (now += ms) };
}

describe('HitBatcher', () => {
  it('writes the first hit of a window at once, then counts far-below-limit hits locally until a flush', async () => {
    const { shared, writes, a } = twoInstances();
    expect(await a.hitUnder('ip', 60_000, 1_000)).toMatchObject({ count: 1 });
    for (let i = 0; i < 9; i += 1) await a.hitUnder('ip', 60_000, 1_000);
    expect(writes).toHaveBeenCalledTimes(1);
    expect((await a.peek('ip')).count).toBe(10);
    await a.flush();
    expect(writes).toHaveBeenCalledTimes(2);
    expect(writes).toHaveBeenLastCalledWith('ip', 60_000, 9);
    expect((await shared.peek('ip')).count).toBe(10);
  });

  it('writes a full batch with the hit that fills it: a quarter of the headroom below the limit', async () => {
    const { writes, a } = twoInstances();
    // Limit 100, exact past 80: batches of 5.
    for (let i = 0; i < 11; i += 1) await a.hitUnder('ip', 60_000, 100);
    expect(writes.mock.calls.map((call) => call[2])).toEqual([1, 5, 5]);
  });

  it('flushes by itself after its interval', async () => {
    vi.useFakeTimers();
    try {
      const { shared, a } = twoInstances({ flushMs: 200 });
      await a.hitUnder('ip', 60_000, 100);
      await a.hitUnder('ip', 60_000, 100);
      expect((await shared.peek('ip')).count).toBe(1);
      await vi.advanceTimersByTimeAsync(250);
      expect((await shared.peek('ip')).count).toBe(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('counts every hit at once near the limit, so two instances flushing together refuse past the exact count', async () => {
    const { a, b } = twoInstances();
    const counts: number[] = [];
    for (let round = 0; round < 6; round += 1) {
      counts.push((await a.hitUnder('ip', 60_000, 10)).count);
      counts.push((await b.hitUnder('ip', 60_000, 10)).count);
      await a.flush();
      await b.flush();
    }
    // 12 hits against a limit of 10 (batches of one): exactly 2 are over it.
    expect(counts.filter((count) => count > 10)).toHaveLength(2);
    expect((await a.hitUnder('ip', 60_000, 10)).count).toBe(13);
  });

  it('refuses exactly past the limit when two instances take turns and never flush by time', async () => {
    const { a, b } = twoInstances();
    const counts: number[] = [];
    for (let i = 0; i < 160; i += 1) counts.push((await (i % 2 === 0 ? a : b).hitUnder('ip', 60_000, 150)).count);
    expect(counts.slice(0, 150).every((count) => count <= 150)).toBe(true);
    expect(counts.slice(150).every((count) => count > 150)).toBe(true);
  });

  it('starts a new window after the old one ends and drops hits that belonged to the old one', async () => {
    const { shared, a, advance } = twoInstances();
    await a.hitUnder('ip', 1_000, 100);
    await a.hitUnder('ip', 1_000, 100);
    advance(1_500);
    expect(await a.hitUnder('ip', 1_000, 100)).toMatchObject({ count: 1, ttlMs: 1_000 });
    await a.flush();
    expect((await shared.peek('ip')).count).toBe(1);
  });

  it('keeps pending hits when a flush fails, and writes them on the next one', async () => {
    const { shared, writes, a } = twoInstances();
    await a.hitUnder('ip', 60_000, 100);
    await a.hitUnder('ip', 60_000, 100);
    writes.mockRejectedValueOnce(new Error('database down'));
    await a.flush();
    expect((await shared.peek('ip')).count).toBe(1);
    await a.flush();
    expect((await shared.peek('ip')).count).toBe(2);
  });

  it('writes what is pending when it closes', async () => {
    const { shared, a } = twoInstances();
    await a.hitUnder('ip', 60_000, 100);
    await a.hitUnder('ip', 60_000, 100);
    await a.close();
    expect((await shared.peek('ip')).count).toBe(2);
  });
});
