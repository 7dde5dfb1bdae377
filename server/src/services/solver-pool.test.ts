import { afterAll, describe, expect, it } from 'vitest';
import { createSolverPool, SolverTimeoutError } from './solver-pool';

describe('solver worker pool', { timeout: 60_000 }, () => {
  const pool = createSolverPool({ timeLimitMs: 8000, threads: 2 });
  afterAll(() => pool.close());

  it('solves in a worker thread, in the requested language', async () => {
    const en = await pool.solve('2x + 3 = 7', 'en');
    expect(en.answer?.value).toMatch(/2/);
    expect(en.locale).toBe('en');
    const fr = await pool.solve('2x + 3 = 7', 'fr');
    expect(fr.locale).toBe('fr');
    expect(fr.steps.length).toBeGreaterThan(0);
  });

  it('answers many problems at once', async () => {
    const results = await Promise.all(Array.from({ length: 8 }, (_, i) => pool.solve(`x + ${i} = ${2 * i}`, 'en')));
    expect(results.every((r) => r.answer !== null)).toBe(true);
  });

  it('terminates a thread that runs past the hard limit and keeps serving', async () => {
    const strict = createSolverPool({ timeLimitMs: 50, threads: 1 });
    try {
      // A polynomial of huge degree keeps the solver busy far longer than 50 ms.
      const heavy = Array.from({ length: 60 }, (_, i) => `${i + 1}x^${60 - i}`).join(' + ') + ' = 7';
      await expect(strict.solve(heavy, 'en')).rejects.toBeInstanceOf(SolverTimeoutError);
    } finally {
      await strict.close();
    }
    expect((await pool.solve('3x = 9', 'en')).answer).not.toBeNull();
  });
});
