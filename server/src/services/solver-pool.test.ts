import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSolverPool, SolverBusyError, SolverQueueFullError, SolverTimeoutError } from './solver-pool';
import { solveSchedule } from './solver-pool-schedule';

/** A polynomial of huge degree: the solver stays inside one CAS computation far past any budget here. */
const STUCK = Array.from({ length: 60 }, (_, i) => `${i + 1}x^${60 - i}`).join(' + ') + ' = 7';

/** How a promise settled and when, in ms after `since`. */
async function settled<T>(promise: Promise<T>, since: number): Promise<{ value?: T; error?: unknown; at: number }> {
  try {
    const value = await promise;
    return { value, at: Date.now() - since };
  } catch (error) {
    return { error, at: Date.now() - since };
  }
}

describe('solver worker pool', { timeout: 180_000 }, () => {
  const pool = createSolverPool({ timeLimitMs: 8000, threads: 2 });
  // Loading the CAS in a thread is not what these problems are timed against.
  beforeAll(() => pool.warmUp(), 180_000);
  afterAll(() => pool.close());

  it('solves in a worker thread, in the requested language', async () => {
    const en = await pool.solve('2x + 3 = 7', 'en');
    expect(en.answer?.value).toMatch(/2/);
    expect(en.locale).toBe('en');
    const fr = await pool.solve('2x + 3 = 7', 'fr');
    expect(fr.locale).toBe('fr');
    expect(fr.steps.length).toBeGreaterThan(0);
  });

  it('carries the check evidence out of the thread, and runs a strict re-check in one', async () => {
    const solved = await pool.solve('x^2 - 5x + 6 = 0', 'en');
    expect(solved.check?.evidence).toMatchObject({ kind: 'roots', rows: [{ at: 'x = 2', ok: true }, { at: 'x = 3', ok: true }] });
    if (!solved.check) throw new Error('no check');
    const strict = await pool.recheck(solved.check.task, solved.check.answer);
    expect(strict).toMatchObject({ passed: true, evidence: { kind: 'roots', precision: 'decimal' } });
    expect((await pool.recheck(solved.check.task, { kind: 'solutions', value: '[2, 4]' })).passed).toBe(false);
  });

  it('answers many problems at once', async () => {
    const results = await Promise.all(Array.from({ length: 8 }, (_, i) => pool.solve(`x + ${i} = ${2 * i}`, 'en')));
    expect(results.every((r) => r.answer !== null)).toBe(true);
  });
});

describe('solver worker pool: the limit is a deadline from the request arrival', { timeout: 300_000 }, () => {
  // One thread, so a second problem must queue; room for one waiting problem.
  const LIMIT_MS = 2000;
  const pool = createSolverPool({ timeLimitMs: LIMIT_MS, threads: 1, maxQueue: 1 });
  // A thread stopped at the hard limit is replaced: each test starts on a loaded one.
  beforeAll(() => pool.warmUp(), 180_000);
  afterAll(() => pool.close());

  it('solves a problem that arrived a moment ago', async () => {
    const solved = await pool.solve('3x = 9', 'en', { arrivedAt: Date.now() - 100 });
    expect(solved.answer?.value).toMatch(/3/);
  });

  it('answers busy at once, without solving, a problem whose budget was spent before it reached the pool', async () => {
    const now = Date.now();
    const late = await settled(pool.solve('3x = 9', 'en', { arrivedAt: now - LIMIT_MS }), now);
    expect(late.error).toBeInstanceOf(SolverBusyError);
    expect(late.at).toBeLessThan(200);
  });

  it('stops a running problem at the hard stop counted from its arrival, not from when the thread took it', async () => {
    await pool.warmUp();
    const now = Date.now();
    const arrivedAt = now - 1200;
    const cut = await settled(pool.solve(STUCK, 'en', { arrivedAt }), now);
    expect(cut.error).toBeInstanceOf(SolverTimeoutError);
    // The hard stop is 600 ms from now; counted from the thread's start it would be 1800 ms.
    expect(cut.at).toBeGreaterThanOrEqual(solveSchedule(arrivedAt, LIMIT_MS).hardStopAt - now - 5);
    expect(cut.at).toBeLessThan(1200);
  });

  it('leaves a problem still queued at its deadline unstarted (busy), cuts the running one (timeout), refuses one past the queue', async () => {
    await pool.warmUp();
    const now = Date.now();
    const running = settled(pool.solve(STUCK, 'en', { arrivedAt: now }), now);
    // Arrived earlier, so its budget ends (at now + 600) while the only thread is still taken.
    const queued = settled(pool.solve('2x + 3 = 7', 'en', { arrivedAt: now - 1000 }), now);
    const refused = await settled(pool.solve('x + 1 = 2', 'en'), now);
    expect(refused.error).toBeInstanceOf(SolverBusyError);
    expect(refused.at).toBeLessThan(200);

    const [first, second] = await Promise.all([running, queued]);
    expect(second.error).toBeInstanceOf(SolverBusyError);
    expect(second.at).toBeLessThan(first.at);
    // Taking the waiting problem out of the queue left the running one alone: it ran to its own hard stop.
    expect(first.error).toBeInstanceOf(SolverTimeoutError);
    expect(first.at).toBeGreaterThanOrEqual(solveSchedule(now, LIMIT_MS).hardStopAt - now - 5);
    expect(first.at).toBeLessThanOrEqual(LIMIT_MS);
  });

  it('keeps serving after a thread was stopped', async () => {
    await pool.warmUp();
    expect((await pool.solve('3x = 9', 'en')).answer).not.toBeNull();
  });
});

describe('solver worker pool: the queue budget', { timeout: 180_000 }, () => {
  const pool = createSolverPool({ timeLimitMs: 8000, threads: 1, queueBudgetMs: 0 });
  beforeAll(() => pool.warmUp(), 180_000);
  afterAll(() => pool.close());

  it('refuses at once, with the expected wait, a problem that would wait past the budget; answers the others', async () => {
    // The warm-up gave the pool its mean solve time; with its one thread busy, the next problem would wait that long.
    const first = pool.solve('2x + 3 = 7', 'en');
    const started = Date.now();
    const second = await settled(pool.solve('3x = 9', 'en'), started);
    expect(second.error).toBeInstanceOf(SolverQueueFullError);
    expect((second.error as SolverQueueFullError).retryAfterMs).toBeGreaterThan(0);
    expect(second.at).toBeLessThan(50);
    expect((await first).answer?.value).toMatch(/2/);
    // The queue is empty again: the next problem is answered.
    expect((await pool.solve('3x = 9', 'en')).answer?.value).toMatch(/3/);
  });
});
