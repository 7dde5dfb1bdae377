import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SolveResponse } from '../../../contract/src';
import { registerUser, type TestApp } from '../../test/test-app';
import { SolverBusyError, SolverTimeoutError, type SolveOptions } from '../services/solver-pool';
import { lazySolverPool } from '../services/solve/solver-service';
import { createSolveTestApp, givePlan } from './solve-test-kit';

const solveRequest = (cookie: string | undefined, payload: Record<string, unknown>, headers: Record<string, string> = {}) => ({
  method: 'POST' as const,
  url: '/api/solve',
  payload,
  headers: { ...(cookie ? { cookie } : {}), ...headers },
});

describe('POST /api/solve', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createSolveTestApp();
  });
  afterAll(() => t.close());

  it('answers 401 when signed out', async () => {
    const response = await t.app.inject(solveRequest(undefined, { rawInput: 'x+1=2', inputType: 'text', generateAudio: false }));
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ message: 'Unauthorized', code: 'unauthorized' });
  });

  it('solves, stores and answers the spec fields with the structured answer', async () => {
    const user = await registerUser(t.app);
    const response = await t.app.inject(
      solveRequest(user.cookie, { rawInput: 'x^2 - 5x + 6 = 0', inputType: 'text', subject: 'mathematics', generateAudio: false }),
    );
    expect(response.statusCode).toBe(200);
    const body = response.json<SolveResponse>();
    expect(body.verified).toBe(true);
    expect(body.answer).toEqual({ kind: 'solutions', value: '[2, 3]', latex: expect.any(String) });
    expect(body.finalAnswer).toMatch(/x = 2.*x = 3/);
    expect(body.stepsJson.length).toBeGreaterThan(1);
    expect(body.stepsJson.map((s) => s.number)).toEqual(body.stepsJson.map((_, i) => i + 1));
    expect(body.plainText.length).toBeGreaterThan(0);
    expect(body.audioUrl).toBeNull();
    expect(body.verification).toMatch(/substitut/i);
    expect(body.problem).toMatchObject({ rawInput: 'x^2 - 5x + 6 = 0', inputType: 'text', subject: 'mathematics' });
    expect(body.problemId).toBe(body.problem.id);

    const stored = await t.app.inject({ method: 'GET', url: `/api/history/${body.problemId}`, headers: { cookie: user.cookie } });
    expect(stored.statusCode).toBe(200);
    expect(stored.json().solution.answer.value).toBe('[2, 3]');
  });

  it('writes the steps in the requested language', async () => {
    const user = await registerUser(t.app);
    const response = await t.app.inject(solveRequest(user.cookie, { rawInput: '2x + 3 = 7', inputType: 'text', locale: 'fr' }));
    expect(response.statusCode).toBe(200);
    expect(response.json<SolveResponse>().finalAnswer).toMatch(/x = 2/);
    expect(response.json<SolveResponse>().plainText).toMatch(/[éè]|Réponse|Solution/);
  });

  it('hands the subject the student picked to the solver as a hint', async () => {
    const user = await registerUser(t.app);
    const asCs = await t.app.inject(solveRequest(user.cookie, { rawInput: 'simplify A + AB', inputType: 'text', subject: 'computer-science' }));
    expect(asCs.statusCode).toBe(200);
    expect(asCs.json<SolveResponse>().answer?.value).toBe('A');
    const asMaths = await t.app.inject(solveRequest(user.cookie, { rawInput: 'simplify A + AB', inputType: 'text', subject: 'mathematics' }));
    expect(asMaths.json<SolveResponse>().answer?.value).toBe('A*B + A');
  });

  it('refuses blank, over-long and malformed bodies with a clear 400', async () => {
    const user = await registerUser(t.app);
    const blank = await t.app.inject(solveRequest(user.cookie, { rawInput: '   ', inputType: 'text' }));
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toMatchObject({ code: 'problemEmpty', message: 'Please enter a math problem to solve' });

    const long = await t.app.inject(solveRequest(user.cookie, { rawInput: 'x+'.repeat(1001) + '1', inputType: 'text' }, { 'accept-language': 'fr' }));
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({ code: 'problemTooLong' });

    const badType = await t.app.inject(solveRequest(user.cookie, { rawInput: 'x=1', inputType: 'video' }));
    expect(badType.statusCode).toBe(400);
    expect(badType.json().code).toBe('invalidInputType');

    const noInput = await t.app.inject(solveRequest(user.cookie, { inputType: 'text' }));
    expect(noInput.statusCode).toBe(400);
    const badSubject = await t.app.inject(solveRequest(user.cookie, { rawInput: 'x=1', subject: 'astrology' }));
    expect(badSubject.statusCode).toBe(400);
    expect(badSubject.json().code).toBe('invalidSubject');
  });

  it('accepts image and PDF input only on a paid plan', async () => {
    const user = await registerUser(t.app);
    const free = await t.app.inject(solveRequest(user.cookie, { rawInput: 'x + 1 = 3', inputType: 'image', ocrText: 'x + 1 = 3' }));
    expect(free.statusCode).toBe(403);
    expect(free.json().message).toMatch(/Basic/);

    await givePlan(t.database.db, user.id, 'basic');
    const basic = await t.app.inject(solveRequest(user.cookie, { rawInput: 'x + 1 = 3', inputType: 'pdf', ocrText: 'x + 1 = 3' }));
    expect(basic.statusCode).toBe(200);
    expect(basic.json<SolveResponse>().problem).toMatchObject({ inputType: 'pdf', ocrText: 'x + 1 = 3' });
  });

  it('answers what the solver cannot do with its own message as 422, without using quota', async () => {
    const user = await registerUser(t.app);
    const response = await t.app.inject(solveRequest(user.cookie, { rawInput: '((x+', inputType: 'text' }));
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ code: 'solveFailed' });
    expect(response.json().message.length).toBeGreaterThan(5);
    const quota = await t.app.inject({ method: 'GET', url: '/api/quota', headers: { cookie: user.cookie } });
    expect(quota.json().monthly.used).toBe(0);
    const history = await t.app.inject({ method: 'GET', url: '/api/history', headers: { cookie: user.cookie } });
    expect(history.json()).toEqual([]);
  });
});

describe('POST /api/solve when the solver runs out of time', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createSolveTestApp({
      solve: () => Promise.reject(new SolverTimeoutError()),
      close: async () => {},
    });
  });
  afterAll(() => t.close());

  it('answers a clear 422 in the user language and gives the unit back', async () => {
    const user = await registerUser(t.app);
    const response = await t.app.inject(solveRequest(user.cookie, { rawInput: 'x^2 = 4', inputType: 'text' }, { 'accept-language': 'fr' }));
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ code: 'solverTimeout' });
    const quota = await t.app.inject({ method: 'GET', url: '/api/quota', headers: { cookie: user.cookie } });
    expect(quota.json()).toMatchObject({ canUse: true, monthly: { used: 0, remaining: 20 }, daily: { used: 0 } });
  });
});

describe('POST /api/solve when the solver is busy', () => {
  let t: TestApp;
  const arrivals: (number | undefined)[] = [];
  beforeAll(async () => {
    t = await createSolveTestApp({
      solve: (_input: string, _locale: string, options?: SolveOptions) => {
        arrivals.push(options?.arrivedAt);
        return Promise.reject(new SolverBusyError());
      },
      close: async () => {},
    });
  });
  afterAll(() => t.close());

  it('answers 503 with Retry-After and its message, gives the unit back, and times the solve from the request arrival', async () => {
    const user = await registerUser(t.app);
    const sent = Date.now();
    const response = await t.app.inject(solveRequest(user.cookie, { rawInput: 'x^2 = 4', inputType: 'text' }));
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe(String(Math.ceil(t.config.solverTimeLimitMs / 1000)));
    expect(response.json()).toMatchObject({ code: 'solverBusy', message: expect.stringContaining('busy') });
    // Counted from when the request reached the server, before the session and quota were read.
    expect(arrivals).toHaveLength(1);
    expect(arrivals[0]).toBeGreaterThanOrEqual(sent - 5);
    expect(arrivals[0]).toBeLessThanOrEqual(sent + 100);
    const quota = await t.app.inject({ method: 'GET', url: '/api/quota', headers: { cookie: user.cookie } });
    expect(quota.json()).toMatchObject({ canUse: true, monthly: { used: 0, remaining: 20 }, daily: { used: 0 } });
  });
});

describe('POST /api/solve through the worker pool', () => {
  let t: TestApp;
  beforeAll(async () => {
    // A generous limit: starting a thread that loads the sources through tsx takes many seconds on a busy machine.
    t = await createSolveTestApp(lazySolverPool({ timeLimitMs: 90_000, threads: 1 }));
  }, 120_000);
  afterAll(() => t.close());

  it('solves in a worker thread', async () => {
    const user = await registerUser(t.app);
    const response = await t.app.inject(solveRequest(user.cookie, { rawInput: 'derivative of x^3', inputType: 'text' }));
    expect(response.statusCode).toBe(200);
    expect(response.json<SolveResponse>().answer?.value.replace(/\s/g, '')).toBe('3*x^2');
  }, 120_000);
});
