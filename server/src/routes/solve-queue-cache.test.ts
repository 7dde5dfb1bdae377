import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HistorySummary, SolveResponse } from '../../../contract/src';
import { registerUser, type TestApp } from '../../test/test-app';
import { users } from '../db/schema';
import { SolverQueueFullError } from '../services/solver-pool';
import { createSolveTestApp, inProcessSolver } from './solve-test-kit';

const solve = (cookie: string, rawInput: string) => ({
  method: 'POST' as const,
  url: '/api/solve',
  payload: { rawInput, inputType: 'text', generateAudio: false },
  headers: { cookie },
});

describe('POST /api/solve: identical problems from the shared cache', () => {
  let t: TestApp;
  const solver = inProcessSolver();
  beforeAll(async () => {
    t = await createSolveTestApp(solver);
  });
  afterAll(() => t.close());

  it('serves the second identical solve from the cache, still counting the quota and storing each history item', async () => {
    const first = await registerUser(t.app);
    const second = await registerUser(t.app);
    const before = solver.calls;
    const a = await t.app.inject(solve(first.cookie, 'x^2 - 9 = 0'));
    const b = await t.app.inject(solve(second.cookie, '  x^2  - 9 = 0 '));
    const c = await t.app.inject(solve(first.cookie, 'x^2 - 9 = 0'));
    expect([a.statusCode, b.statusCode, c.statusCode]).toEqual([200, 200, 200]);
    // One solver run for three requests from two users.
    expect(solver.calls - before).toBe(1);
    expect(b.json<SolveResponse>().finalAnswer).toBe(a.json<SolveResponse>().finalAnswer);
    // Each request is its own problem in its own user's history…
    const ids = [a, b, c].map((r) => r.json<SolveResponse>().problemId);
    expect(new Set(ids).size).toBe(3);
    const history = await t.app.inject({ method: 'GET', url: '/api/history', headers: { cookie: first.cookie } });
    expect(history.json<HistorySummary[]>().map((item) => item.problemId).sort()).toEqual([ids[0], ids[2]].sort());
    const secondHistory = await t.app.inject({ method: 'GET', url: '/api/history', headers: { cookie: second.cookie } });
    expect(secondHistory.json<HistorySummary[]>().map((item) => item.problemId)).toEqual([ids[1]]);
    // …and takes its unit of quota.
    const quota = await t.app.inject({ method: 'GET', url: '/api/quota', headers: { cookie: first.cookie } });
    expect(quota.json()).toMatchObject({ monthly: { used: 2 } });
    const secondQuota = await t.app.inject({ method: 'GET', url: '/api/quota', headers: { cookie: second.cookie } });
    expect(secondQuota.json()).toMatchObject({ monthly: { used: 1 } });
  });

  it('solves again for another locale or subject hint', async () => {
    const user = await registerUser(t.app);
    const before = solver.calls;
    await t.app.inject(solve(user.cookie, '3x = 12'));
    await t.app.inject({ ...solve(user.cookie, '3x = 12'), payload: { rawInput: '3x = 12', inputType: 'text', locale: 'fr' } });
    await t.app.inject({ ...solve(user.cookie, '3x = 12'), payload: { rawInput: '3x = 12', inputType: 'text', subject: 'mathematics' } });
    expect(solver.calls - before).toBe(3);
  });
});

describe('POST /api/solve: the solver queue past its budget', () => {
  let t: TestApp;
  let refuse = true;
  const inner = inProcessSolver();
  beforeAll(async () => {
    t = await createSolveTestApp({
      ...inner,
      solve: (input, locale, options) => (refuse ? Promise.reject(new SolverQueueFullError(2400)) : inner.solve(input, locale, options)),
    });
  });
  afterAll(() => t.close());

  it('answers 503 solverQueueFull with Retry-After (the expected wait, in seconds) in EN and FR, and gives the unit back', async () => {
    refuse = true;
    const user = await registerUser(t.app);
    const en = await t.app.inject(solve(user.cookie, '5x = 10'));
    expect(en.statusCode).toBe(503);
    expect(en.headers['retry-after']).toBe('3');
    expect(en.json()).toMatchObject({ code: 'solverQueueFull', message: expect.stringContaining('try again') });
    const french = await registerUser(t.app);
    await t.database.db.update(users).set({ locale: 'fr' }).where(eq(users.id, french.id));
    const fr = await t.app.inject(solve(french.cookie, '5x = 10'));
    expect(fr.statusCode).toBe(503);
    expect(fr.json()).toMatchObject({ code: 'solverQueueFull', message: expect.stringContaining('réessayer') });
    const quota = await t.app.inject({ method: 'GET', url: '/api/quota', headers: { cookie: user.cookie } });
    expect(quota.json()).toMatchObject({ monthly: { used: 0 } });
  });

  it('answers normally when the queue is within its budget', async () => {
    refuse = false;
    const user = await registerUser(t.app);
    const response = await t.app.inject(solve(user.cookie, '5x = 10'));
    expect(response.statusCode).toBe(200);
    expect(response.json<SolveResponse>().finalAnswer).toMatch(/x = 2/);
  });
});
