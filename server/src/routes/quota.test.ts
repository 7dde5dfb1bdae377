import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { QuotaResponse } from '../../../contract/src';
import { usage } from '../db/schema';
import { registerUser, type TestApp } from '../../test/test-app';
import { quotaStatus, refundSolve, reserveSolve } from '../services/quota/quota';
import { windowBounds } from '../services/quota/windows';
import { createSolveTestApp, givePlan, inProcessSolver } from './solve-test-kit';

describe('quota', () => {
  let t: TestApp;
  const solver = inProcessSolver();
  beforeAll(async () => {
    t = await createSolveTestApp(solver);
  });
  afterAll(() => t.close());

  const getQuota = async (cookie: string) => (await t.app.inject({ method: 'GET', url: '/api/quota', headers: { cookie } })).json<QuotaResponse>();
  const solveOnce = (cookie: string, rawInput = 'x + 1 = 2') =>
    t.app.inject({ method: 'POST', url: '/api/solve', payload: { rawInput, inputType: 'text', generateAudio: false }, headers: { cookie } });
  const setUsed = async (userId: string, window: 'day' | 'month', start: string, count: number) => {
    await t.database.db
      .insert(usage)
      .values({ userId, window, windowStart: start, count })
      .onConflictDoUpdate({ target: [usage.userId, usage.window, usage.windowStart], set: { count } });
  };

  it('answers 401 when signed out', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/quota' })).statusCode).toBe(401);
  });

  it('a new free user has 20 problems for the calendar month', async () => {
    const user = await registerUser(t.app);
    const q = await getQuota(user.cookie);
    const month = windowBounds('month', new Date());
    expect(q).toMatchObject({ plan: 'free', canUse: true, window: 'month', monthly: { used: 0, limit: 20, remaining: 20, resetAt: month.resetAt.toISOString() } });
    expect(q.daily.resetAt).toBe(windowBounds('day', new Date()).resetAt.toISOString());
  });

  it('counts a solve in both windows', async () => {
    const user = await registerUser(t.app);
    expect((await solveOnce(user.cookie)).statusCode).toBe(200);
    const q = await getQuota(user.cookie);
    expect(q.monthly).toMatchObject({ used: 1, remaining: 19 });
    expect(q.daily).toMatchObject({ used: 1 });
  });

  it('refuses the 21st problem of the month with 429 and the spec message, without running the solver', async () => {
    const user = await registerUser(t.app);
    await setUsed(user.id, 'month', windowBounds('month', new Date()).start, 20);
    const before = solver.calls;
    const response = await solveOnce(user.cookie);
    expect(response.statusCode).toBe(429);
    expect(response.json()).toEqual({ code: 'quotaExceeded', message: "You've reached your daily limit. Please upgrade your plan." });
    expect(solver.calls).toBe(before);
    expect(await getQuota(user.cookie)).toMatchObject({ canUse: false, monthly: { used: 20, remaining: 0 } });
  });

  it('usage of last month does not count this month (monthly reset)', async () => {
    const user = await registerUser(t.app);
    const now = new Date();
    const lastMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 15));
    await setUsed(user.id, 'month', windowBounds('month', lastMonth).start, 20);
    expect(await getQuota(user.cookie)).toMatchObject({ canUse: true, monthly: { used: 0, remaining: 20 } });
    expect((await solveOnce(user.cookie)).statusCode).toBe(200);
  });

  it('basic and pro plans are limited per day (50 and 100) and reset the next day', async () => {
    const basicUser = await registerUser(t.app);
    await givePlan(t.database.db, basicUser.id, 'basic');
    const today = windowBounds('day', new Date());
    await setUsed(basicUser.id, 'day', today.start, 50);
    // A free month already spent does not matter on a paid plan.
    await setUsed(basicUser.id, 'month', windowBounds('month', new Date()).start, 300);
    expect(await getQuota(basicUser.cookie)).toMatchObject({ plan: 'basic', window: 'day', canUse: false, daily: { used: 50, limit: 50, remaining: 0 } });
    expect((await solveOnce(basicUser.cookie)).statusCode).toBe(429);

    const proUser = await registerUser(t.app);
    await givePlan(t.database.db, proUser.id, 'pro');
    const yesterday = windowBounds('day', new Date(Date.now() - 24 * 60 * 60 * 1000));
    await setUsed(proUser.id, 'day', yesterday.start, 100);
    expect(await getQuota(proUser.cookie)).toMatchObject({ plan: 'pro', canUse: true, daily: { used: 0, limit: 100, remaining: 100 } });
    expect((await solveOnce(proUser.cookie)).statusCode).toBe(200);
  });

  it('windows move with the clock: reserve and status at given instants', async () => {
    const user = await registerUser(t.app);
    const db = t.database.db;
    const lateNov = new Date('2026-11-30T23:59:00Z');
    const earlyDec = new Date('2026-12-01T00:01:00Z');
    for (let i = 0; i < 20; i += 1) expect(await reserveSolve(db, user.id, 'free', lateNov)).not.toBeNull();
    expect(await reserveSolve(db, user.id, 'free', lateNov)).toBeNull();
    expect((await quotaStatus(db, user.id, 'free', lateNov)).monthly).toMatchObject({ used: 20, remaining: 0, resetAt: '2026-12-01T00:00:00.000Z' });
    expect(await quotaStatus(db, user.id, 'free', earlyDec)).toMatchObject({ canUse: true, monthly: { used: 0, remaining: 20 } });
    const reservation = await reserveSolve(db, user.id, 'free', earlyDec);
    expect(reservation).toEqual({ userId: user.id, day: '2026-12-01', month: '2026-12-01' });
    if (reservation) await refundSolve(db, reservation);
    expect((await quotaStatus(db, user.id, 'free', earlyDec)).monthly.used).toBe(0);
  });

  it('ten concurrent solves with one unit left let exactly one through', async () => {
    const user = await registerUser(t.app);
    await setUsed(user.id, 'month', windowBounds('month', new Date()).start, 19);
    const responses = await Promise.all(Array.from({ length: 10 }, () => solveOnce(user.cookie, '3x = 12')));
    const statuses = responses.map((r) => r.statusCode).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 429)).toHaveLength(9);
    const [row] = await t.database.db
      .select({ count: usage.count })
      .from(usage)
      .where(and(eq(usage.userId, user.id), eq(usage.window, 'month')));
    expect(row.count).toBe(20);
    const history = await t.app.inject({ method: 'GET', url: '/api/history', headers: { cookie: user.cookie } });
    expect(history.json()).toHaveLength(1);
  });

  it('concurrent reservations straight on the database never overspend', async () => {
    const user = await registerUser(t.app);
    const db = t.database.db;
    const now = new Date('2027-03-10T10:00:00Z');
    const results = await Promise.all(Array.from({ length: 30 }, () => reserveSolve(db, user.id, 'free', now)));
    expect(results.filter(Boolean)).toHaveLength(20);
    expect((await quotaStatus(db, user.id, 'free', now)).monthly.used).toBe(20);
  });
});
