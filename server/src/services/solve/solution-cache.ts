import type { Locale, Solution } from '../../../../solver/src/index';

/**
 * The solver's answers to identical problems, shared by every user of this process: the same
 * normalised input, locale and subject hint always give the same solution, so a second student
 * typing `x^2 = 16` is answered without a solver thread. What is cached is the solver's own output
 * only — immutable, and a miss merely recomputes it — so it may live in one process's memory even
 * with several instances: nothing per user (quota, history, plan) is read or written here.
 *
 * Only clean answers are kept: a solution with an `error` may come from the solver's own time
 * budget (load-dependent), and thrown failures (timeouts, busy) are never cached. Concurrent
 * misses for one key share one solve.
 */
export interface SolutionCache {
  /** The cached answer, or the one `solve` gives (then kept, unless it is an error). */
  get(input: string, locale: Locale, subject: string | undefined, solve: () => Promise<Solution>): Promise<{ solution: Solution; cached: boolean }>;
  readonly size: number;
}

/** Same problem, same key: Unicode NFC, surrounding blanks trimmed, runs of blanks as one space. */
export function solutionCacheKey(input: string, locale: Locale, subject: string | undefined): string {
  return `${locale}\u0000${subject ?? ''}\u0000${input.normalize('NFC').trim().replace(/\s+/g, ' ')}`;
}

export function createSolutionCache(maxEntries = 2000): SolutionCache {
  // A Map keeps insertion order: re-inserting on a hit makes the first key the least recently used.
  const entries = new Map<string, Solution>();
  const pending = new Map<string, Promise<Solution>>();
  return {
    get size() {
      return entries.size;
    },
    async get(input, locale, subject, solve) {
      const key = solutionCacheKey(input, locale, subject);
      const hit = entries.get(key);
      if (hit) {
        entries.delete(key);
        entries.set(key, hit);
        return { solution: hit, cached: true };
      }
      const running = pending.get(key);
      if (running) return { solution: await running, cached: true };
      const solving = solve();
      pending.set(key, solving);
      try {
        const solution = await solving;
        if (!solution.error) {
          entries.set(key, solution);
          if (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
        }
        return { solution, cached: false };
      } finally {
        pending.delete(key);
      }
    },
  };
}
