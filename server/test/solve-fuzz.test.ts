import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_PROBLEM_LENGTH } from '../../contract/src';
import { usage } from '../src/db/schema';
import { givePlan } from '../src/routes/solve-test-kit';
import { createTestApp, registerUser, type RegisteredUser, type TestApp } from './test-app';
import { mathProblem, PATHOLOGICAL_PROBLEMS, problemText } from './problem-arbitraries';

/**
 * Random and malformed problems through POST /api/solve on the real worker pool: never a 500,
 * never an answer slower than the solver's limit, and the server keeps answering while the
 * worst problems run. `npm test` runs 1,000 cases; `npm run fuzz` (FUZZ_RUNS=10000) many more.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 1000);
const TIME_LIMIT_MS = 5000;
/**
 * Slack over the limit for one answer, as the client measures it. The limit counts from the
 * request's arrival and already holds the queue, the solver, the hard stop and the database write,
 * so the slack is only for what the server cannot schedule: a timer firing late on a machine
 * shared with other test runs, and the in-process request around the route.
 */
// `npm run fuzz` holds answers to 1 s over the limit; inside `npm test`, where other test files
// share the two cores with this one, 2 s.
const ANSWER_SLACK_MS = Number(process.env.FUZZ_ANSWER_SLACK_MS ?? 2000);
/**
 * A wall-clock cap for each property; the cases run are reported. Under `npm test` (no FUZZ_RUNS)
 * two minutes each, so a slow machine runs fewer cases instead of stalling the suite; `npm run
 * fuzz` runs every case unless FUZZ_BUDGET_MS says otherwise.
 */
const PROPERTY_BUDGET_MS = process.env.FUZZ_BUDGET_MS ? Number(process.env.FUZZ_BUDGET_MS) : process.env.FUZZ_RUNS ? undefined : 120_000;
/** The health budget is 100 ms (`npm run fuzz`); under `npm test` on a loaded machine only a stall fails. */
const HEALTH_P99_MS = Number(process.env.FUZZ_HEALTH_P99_MS ?? 2000);
const ANSWERS = new Set([200, 400, 422, 503]);

/** Runs a property; with a budget, stops early without failing and says how many cases ran. */
async function check(name: string, property: fc.IAsyncProperty<[string]>, numRuns: number): Promise<void> {
  // No shrinking: a failing problem is reported as found. Shrinking re-runs the solver thousands
  // of times and keeps every intermediate case, which can exhaust the test process's memory.
  const details = await fc.check(property, { numRuns, endOnFailure: true, ...(PROPERTY_BUDGET_MS ? { interruptAfterTimeLimit: PROPERTY_BUDGET_MS, markInterruptAsFailure: false } : {}) });
  console.info(`${name}: ${details.numRuns} cases${details.interrupted ? ' (stopped at the time budget)' : ''}, ${details.numSkips} skipped`);
  if (details.failed) throw new Error(fc.defaultReportMessage(details) ?? `${name} failed`);
}

describe('POST /api/solve under random and hostile input', { timeout: 60 * 60_000 }, () => {
  let t: TestApp;
  let user: RegisteredUser;
  const statuses = new Map<number, number>();
  let slowest = { ms: 0, input: '' };

  beforeAll(async () => {
    t = await createTestApp({ solverTimeLimitMs: TIME_LIMIT_MS, apiRateLimitPerMinute: 1_000_000 });
    user = await registerUser(t.app);
    await givePlan(t.database.db, user.id, 'pro');
    // Thread start-up (loading the CAS) is not what is measured here.
    await t.app.solver.warmUp?.();
  }, 300_000);
  afterAll(async () => {
    console.info(`solve fuzz: ${RUNS} problems (half arbitrary text, half math), answers by status ${JSON.stringify(Object.fromEntries(statuses))}, slowest ${slowest.ms} ms (limit ${TIME_LIMIT_MS} ms, slack ${ANSWER_SLACK_MS} ms) for ${JSON.stringify(slowest.input.slice(0, 120))}`);
    await t?.close();
  });

  /** The quota is not under test here: the user's counters are emptied before each problem. */
  async function solve(rawInput: string): Promise<{ status: number; body: string; ms: number }> {
    await t.database.db.delete(usage).where(eq(usage.userId, user.id));
    return timedSolve(rawInput);
  }

  async function timedSolve(rawInput: string): Promise<{ status: number; body: string; ms: number }> {
    const started = performance.now();
    const response = await t.app.inject({ method: 'POST', url: '/api/solve', headers: { cookie: user.cookie }, payload: { rawInput, inputType: 'text' } });
    const ms = Math.round(performance.now() - started);
    if (ms > slowest.ms) slowest = { ms, input: rawInput };
    statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
    return { status: response.statusCode, body: response.body, ms };
  }

  function expectAnswer(answer: { status: number; body: string; ms: number }, input: string): void {
    const context = `${answer.status} after ${answer.ms} ms for ${JSON.stringify(input.slice(0, 200))}: ${answer.body.slice(0, 200)}`;
    expect(ANSWERS.has(answer.status), context).toBe(true);
    expect(answer.ms, context).toBeLessThanOrEqual(TIME_LIMIT_MS + ANSWER_SLACK_MS);
    const parsed = JSON.parse(answer.body) as { message?: unknown; steps?: unknown };
    if (answer.status !== 200) expect(typeof parsed.message, context).toBe('string');
  }

  it('answers arbitrary text (unicode, control characters, LaTeX debris) without a 500', async () => {
    await check(
      'arbitrary text',
      fc.asyncProperty(problemText(MAX_PROBLEM_LENGTH + 50), async (input) => {
        expectAnswer(await solve(input), input);
      }),
      Math.ceil(RUNS / 2),
    );
  });

  it('answers generated and mangled math problems without a 500', async () => {
    await check(
      'math problems',
      fc.asyncProperty(mathProblem(), async (input) => {
        expectAnswer(await solve(input), input);
      }),
      Math.ceil(RUNS / 2),
    );
  });

  it('answers each pathological problem within the limit', async () => {
    for (const input of PATHOLOGICAL_PROBLEMS) expectAnswer(await solve(input), input);
  });

  it('keeps /api/health fast while 20 pathological problems run at once', async () => {
    const health: number[] = [];
    let running = true;
    const probe = (async () => {
      while (running) {
        const started = performance.now();
        const response = await t.app.inject({ method: 'GET', url: '/api/health' });
        health.push(performance.now() - started);
        expect(response.statusCode).toBe(200);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    })();
    const inputs = Array.from({ length: 20 }, (_, i) => PATHOLOGICAL_PROBLEMS[i % PATHOLOGICAL_PROBLEMS.length]);
    await t.database.db.delete(usage).where(eq(usage.userId, user.id));
    // More problems than threads: those still queued when their time runs out are answered busy,
    // so every answer still comes within the limit.
    const answers = await Promise.all(inputs.map((rawInput) => timedSolve(rawInput)));
    running = false;
    await probe;
    answers.forEach((answer, i) => expectAnswer(answer, inputs[i]));
    const sorted = [...health].sort((a, b) => a - b);
    const p99 = sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.99))];
    console.info(`health during 20 concurrent pathological solves: ${sorted.length} probes, p50 ${sorted[Math.floor(sorted.length / 2)].toFixed(1)} ms, p99 ${p99.toFixed(1)} ms`);
    expect(sorted.length).toBeGreaterThan(5);
    expect(p99).toBeLessThan(HEALTH_P99_MS);
  });
});
