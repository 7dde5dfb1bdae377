import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HistoryItem, SolveResponse, StatsResponse } from '../../../contract/src';
import { problems } from '../db/schema';
import { registerUser, type RegisteredUser, type TestApp } from '../../test/test-app';
import { createSolveTestApp, givePlan } from './solve-test-kit';

describe('history and stats', () => {
  let t: TestApp;
  let alice: RegisteredUser;
  let bob: RegisteredUser;
  const solved: SolveResponse[] = [];

  const get = (url: string, cookie?: string) => t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

  beforeAll(async () => {
    t = await createSolveTestApp();
    alice = await registerUser(t.app);
    bob = await registerUser(t.app);
    const inputs = [
      { rawInput: 'x^2 - 5x + 6 = 0', subject: 'mathematics' },
      { rawInput: '2x + 3 = 7', subject: 'physics' },
      { rawInput: 'derivative of x^3', subject: 'physics' },
      { rawInput: '3x = 12' },
      { rawInput: 'x - 4 = 0', subject: 'physics' },
    ];
    for (const payload of inputs) {
      const response = await t.app.inject({ method: 'POST', url: '/api/solve', payload: { ...payload, inputType: 'text' }, headers: { cookie: alice.cookie } });
      expect(response.statusCode).toBe(200);
      solved.push(response.json<SolveResponse>());
    }
    await t.app.inject({ method: 'POST', url: '/api/solve', payload: { rawInput: '5x = 10', inputType: 'text' }, headers: { cookie: bob.cookie } });
  });
  afterAll(() => t.close());

  it('answers 401 when signed out', async () => {
    for (const url of ['/api/history', `/api/history/${solved[0].problemId}`, '/api/stats', `/api/history/${solved[0].problemId}/export.pdf`]) {
      expect((await get(url)).statusCode).toBe(401);
    }
    expect((await t.app.inject({ method: 'DELETE', url: '/api/history' })).statusCode).toBe(401);
  });

  it('lists only the caller’s problems, newest first, with their solutions', async () => {
    const items = (await get('/api/history', alice.cookie)).json<HistoryItem[]>();
    expect(items.map((i) => i.problem.rawInput)).toEqual(solved.map((s) => s.problem.rawInput).reverse());
    expect(items[4].solution).toMatchObject({ verified: true, answer: { value: '[2, 3]' } });
    expect(items[0].problem.subject).toBe('physics');
    const bobs = (await get('/api/history', bob.cookie)).json<HistoryItem[]>();
    expect(bobs.map((i) => i.problem.rawInput)).toEqual(['5x = 10']);
  });

  it('pages with limit and before, without gaps or repeats', async () => {
    const first = (await get('/api/history?limit=2', alice.cookie)).json<HistoryItem[]>();
    expect(first).toHaveLength(2);
    const second = (await get(`/api/history?limit=2&before=${encodeURIComponent(first[1].problem.createdAt)}`, alice.cookie)).json<HistoryItem[]>();
    const third = (await get(`/api/history?limit=2&before=${encodeURIComponent(second[1].problem.createdAt)}`, alice.cookie)).json<HistoryItem[]>();
    const ids = [...first, ...second, ...third].map((i) => i.problem.id);
    expect(new Set(ids).size).toBe(5);
    expect(third).toHaveLength(1);
  });

  it('searches the title and input case-insensitively and filters by type and verification', async () => {
    const inputs = async (query: string) => (await get(`/api/history?${query}`, alice.cookie)).json<HistoryItem[]>().map((i) => i.problem.rawInput);
    expect(await inputs('q=DERIVATIVE')).toEqual(['derivative of x^3']);
    expect(await inputs('q=%3D%200')).toEqual(['x - 4 = 0', 'x^2 - 5x + 6 = 0']);
    // A % typed by the user is a character to find, not a wildcard.
    expect(await inputs('q=%25')).toEqual([]);
    expect(await inputs('type=image')).toEqual([]);
    expect(await inputs('type=text&verified=true&q=x%20-')).toEqual(['x - 4 = 0']);
    expect((await inputs('verified=false')).length + (await inputs('verified=true')).length).toBe(5);
    expect(await get('/api/history?q=5x', bob.cookie).then((r) => r.json<HistoryItem[]>().length)).toBe(1);
    expect((await get('/api/history?type=video', alice.cookie)).statusCode).toBe(400);
    expect((await get('/api/history?verified=maybe', alice.cookie)).statusCode).toBe(400);
  });

  it('refuses bad paging parameters', async () => {
    expect((await get('/api/history?limit=0', alice.cookie)).statusCode).toBe(400);
    expect((await get('/api/history?limit=1000', alice.cookie)).statusCode).toBe(400);
    expect((await get('/api/history?before=yesterday', alice.cookie)).statusCode).toBe(400);
  });

  it('shows one item to its owner and 404 to anyone else', async () => {
    const id = solved[0].problemId;
    const own = await get(`/api/history/${id}`, alice.cookie);
    expect(own.statusCode).toBe(200);
    expect(own.json<HistoryItem>().solution?.stepsJson.length).toBeGreaterThan(1);
    const other = await get(`/api/history/${id}`, bob.cookie);
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual({ message: 'Not found', code: 'notFound' });
    expect((await get('/api/history/not-a-uuid', alice.cookie)).statusCode).toBe(404);
    expect((await get(`/api/history/${id}/export.pdf`, bob.cookie)).statusCode).toBe(404);
  });

  it('computes stats from the data: totals, verified count, streak and favourite subject', async () => {
    const stats = (await get('/api/stats', alice.cookie)).json<StatsResponse>();
    expect(stats).toMatchObject({ totalSolved: 5, weeklyStreak: 1, favoriteSubject: 'physics', week: { solved: 5 }, month: { solved: 5 } });
    expect(stats.verifiedSolutions).toBe(solved.filter((s) => s.verified).length);
    expect(stats.week.verified).toBe(stats.verifiedSolutions);

    // Two earlier consecutive days extend the streak; an older gap does not.
    const day = 24 * 60 * 60 * 1000;
    const { db } = t.database;
    const back = async (index: number, daysAgo: number) => {
      const { eq } = await import('drizzle-orm');
      await db.update(problems).set({ createdAt: new Date(Date.now() - daysAgo * day) }).where(eq(problems.id, solved[index].problemId));
    };
    await back(0, 1);
    await back(1, 2);
    await back(2, 5);
    const later = (await get('/api/stats', alice.cookie)).json<StatsResponse>();
    expect(later.weeklyStreak).toBe(3);
    expect(later.week.solved).toBe(5);

    const empty = await registerUser(t.app);
    expect((await get('/api/stats', empty.cookie)).json()).toEqual({
      totalSolved: 0,
      verifiedSolutions: 0,
      weeklyStreak: 0,
      favoriteSubject: null,
      week: { solved: 0, verified: 0 },
      month: { solved: 0, verified: 0 },
    });
  });

  it('exports a real PDF for the Pro plan only', async () => {
    const url = `/api/history/${solved[0].problemId}/export.pdf`;
    const free = await get(url, alice.cookie);
    expect(free.statusCode).toBe(403);
    expect(free.json().message).toMatch(/Pro/);

    await givePlan(t.database.db, alice.id, 'pro');
    const pro = await get(url, alice.cookie);
    expect(pro.statusCode).toBe(200);
    expect(pro.headers['content-type']).toBe('application/pdf');
    expect(pro.headers['content-disposition']).toMatch(/attachment; filename=".+\.pdf"/);
    expect(pro.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const doc = await PDFDocument.load(pro.rawPayload);
    expect(doc.getPageCount()).toBeGreaterThanOrEqual(1);
    expect(doc.getTitle()).toMatch(/x\^2 - 5x \+ 6 = 0/);
  });

  it('deletes the caller’s whole history and nothing of anyone else’s', async () => {
    const gone = await t.app.inject({ method: 'DELETE', url: '/api/history', headers: { cookie: alice.cookie } });
    expect(gone.json()).toEqual({ ok: true, deleted: 5 });
    expect((await get('/api/history', alice.cookie)).json()).toEqual([]);
    expect((await get('/api/history', bob.cookie)).json()).toHaveLength(1);
    // Deleting history does not give solves back.
    expect((await get('/api/quota', alice.cookie)).json().daily.used).toBe(5);
  });
});
