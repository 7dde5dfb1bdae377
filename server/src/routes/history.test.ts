import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HISTORY_EXCERPT_LENGTH, historySummary, type HistoryItem, type HistorySummary, type SolveResponse, type StatsResponse } from '../../../contract/src';
import { eq } from 'drizzle-orm';
import { problems, sessions } from '../db/schema';
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

  it('lists only the caller’s problems, newest first, as summaries without steps or plain text', async () => {
    const response = await get('/api/history', alice.cookie);
    const items = response.json<HistorySummary[]>();
    expect(items.map((i) => i.excerpt)).toEqual(solved.map((s) => s.problem.rawInput).reverse());
    for (const item of items) {
      expect(Object.keys(item).sort()).toEqual(Object.keys(historySummary.shape).sort());
      expect(historySummary.parse(item)).toEqual(item);
    }
    expect(response.body).not.toMatch(/stepsJson|plainText|ocrText|rawInput/);
    const first = solved[0];
    expect(items[4]).toEqual({
      problemId: first.problemId,
      title: null,
      excerpt: 'x^2 - 5x + 6 = 0',
      inputType: 'text',
      subject: 'mathematics',
      createdAt: first.problem.createdAt,
      verified: true,
      finalAnswer: first.finalAnswer,
    });
    expect(items[0].subject).toBe('physics');
    const bobs = (await get('/api/history', bob.cookie)).json<HistorySummary[]>();
    expect(bobs.map((i) => i.excerpt)).toEqual(['5x = 10']);
  });

  it('sends the first characters of a long input, not all of it', async () => {
    const carol = await registerUser(t.app);
    const long = `${'1 + '.repeat(200)}1 = x`;
    expect((await t.app.inject({ method: 'POST', url: '/api/solve', payload: { rawInput: long }, headers: { cookie: carol.cookie } })).statusCode).toBe(200);
    const [item] = (await get('/api/history', carol.cookie)).json<HistorySummary[]>();
    expect(item.excerpt).toBe(long.slice(0, HISTORY_EXCERPT_LENGTH));
  });

  it('pages with limit, before and beforeId, without gaps or repeats', async () => {
    const page = async (query: string) => (await get(`/api/history?${query}`, alice.cookie)).json<HistorySummary[]>();
    const after = (item: HistorySummary) => `before=${encodeURIComponent(item.createdAt)}&beforeId=${item.problemId}`;
    const first = await page('limit=2');
    expect(first).toHaveLength(2);
    const second = await page(`limit=2&${after(first[1])}`);
    const third = await page(`limit=2&${after(second[1])}`);
    const ids = [...first, ...second, ...third].map((i) => i.problemId);
    expect(new Set(ids).size).toBe(5);
    expect(third).toHaveLength(1);
    // `before` alone still continues with strictly older items.
    expect((await page(`limit=5&before=${encodeURIComponent(first[1].createdAt)}`)).map((i) => i.problemId)).toEqual(ids.slice(2));
  });

  it('pages through items sharing one timestamp, each once, in id order', async () => {
    const dana = await registerUser(t.app);
    const { db } = t.database;
    const same = new Date('2026-03-01T12:00:00.000Z');
    const rows = await db
      .insert(problems)
      .values([
        ...Array.from({ length: 7 }, (_, i) => ({ userId: dana.id, rawInput: `same moment ${i}`, createdAt: same })),
        { userId: dana.id, rawInput: 'newer', createdAt: new Date(same.getTime() + 1) },
        { userId: dana.id, rawInput: 'older', createdAt: new Date(same.getTime() - 1) },
      ])
      .returning({ id: problems.id, rawInput: problems.rawInput });
    const seen: HistorySummary[] = [];
    let query = 'limit=2';
    for (let pages = 0; pages < 10; pages++) {
      const batch = (await get(`/api/history?${query}`, dana.cookie)).json<HistorySummary[]>();
      seen.push(...batch);
      if (batch.length < 2) break;
      const last = batch[batch.length - 1];
      query = `limit=2&before=${encodeURIComponent(last.createdAt)}&beforeId=${last.problemId}`;
    }
    expect(seen.map((i) => i.problemId).sort()).toEqual(rows.map((r) => r.id).sort());
    expect(seen[0].excerpt).toBe('newer');
    expect(seen.at(-1)?.excerpt).toBe('older');
    const sameIds = seen.slice(1, 8).map((i) => i.problemId);
    expect(sameIds).toEqual([...sameIds].sort().reverse());
    // With a filter, the cursor pages through matches only, ties included.
    const matches = (await get(`/api/history?limit=3&q=moment&before=${encodeURIComponent(same.toISOString())}&beforeId=${sameIds[2]}`, dana.cookie)).json<HistorySummary[]>();
    expect(matches.map((i) => i.problemId)).toEqual(sameIds.slice(3, 6));
  });

  it('searches the title and input case-insensitively and filters by type and verification', async () => {
    const inputs = async (query: string) => (await get(`/api/history?${query}`, alice.cookie)).json<HistorySummary[]>().map((i) => i.excerpt);
    expect(await inputs('q=DERIVATIVE')).toEqual(['derivative of x^3']);
    expect(await inputs('q=%3D%200')).toEqual(['x - 4 = 0', 'x^2 - 5x + 6 = 0']);
    // A % typed by the user is a character to find, not a wildcard.
    expect(await inputs('q=%25')).toEqual([]);
    expect(await inputs('type=image')).toEqual([]);
    expect(await inputs('type=text&verified=true&q=x%20-')).toEqual(['x - 4 = 0']);
    expect((await inputs('verified=false')).length + (await inputs('verified=true')).length).toBe(5);
    expect((await get('/api/history?verified=true', alice.cookie)).json<HistorySummary[]>().every((i) => i.verified)).toBe(true);
    expect((await get('/api/history?verified=false', alice.cookie)).json<HistorySummary[]>().every((i) => !i.verified)).toBe(true);
    expect(await get('/api/history?q=5x', bob.cookie).then((r) => r.json<HistorySummary[]>().length)).toBe(1);
    expect((await get('/api/history?type=video', alice.cookie)).statusCode).toBe(400);
    expect((await get('/api/history?verified=maybe', alice.cookie)).statusCode).toBe(400);
  });

  it('refuses bad paging parameters', async () => {
    expect((await get('/api/history?limit=0', alice.cookie)).statusCode).toBe(400);
    expect((await get('/api/history?limit=1000', alice.cookie)).statusCode).toBe(400);
    expect((await get('/api/history?before=yesterday', alice.cookie)).statusCode).toBe(400);
    expect((await get('/api/history?before=2026-01-01T00:00:00.000Z&beforeId=not-an-id', alice.cookie)).statusCode).toBe(400);
    // An id alone says nothing about where the page starts.
    expect((await get(`/api/history?beforeId=${solved[0].problemId}`, alice.cookie)).statusCode).toBe(400);
  });

  it('shows one whole item (problem, solution and steps) to its owner and 404 to anyone else', async () => {
    const id = solved[0].problemId;
    const own = await get(`/api/history/${id}`, alice.cookie);
    expect(own.statusCode).toBe(200);
    const item = own.json<HistoryItem>();
    expect(item.problem).toEqual(solved[0].problem);
    const { problemId: _problemId, problem: _problem, ...solution } = solved[0];
    expect(item.solution).toEqual(solution);
    expect(item.solution?.stepsJson.length).toBeGreaterThan(1);
    expect(item.solution?.plainText).not.toBe('');
    const other = await get(`/api/history/${id}`, bob.cookie);
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual({ message: 'Not found', code: 'notFound' });
    const unknown = await get('/api/history/00000000-0000-4000-8000-000000000000', alice.cookie);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual(other.json());
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

describe('GET /api/history: the first page joined with the session lookup', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createSolveTestApp();
  });
  afterAll(() => t.close());

  const get = (url: string, cookie?: string) => t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

  it('answers an empty page (not 401) for a signed-in user without history, 401 for an unknown, ended or expired session', async () => {
    const carol = await registerUser(t.app);
    const empty = await get('/api/history', carol.cookie);
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual([]);
    expect((await get('/api/history', 'sid=not-a-session')).statusCode).toBe(401);

    await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie: carol.cookie } });
    expect((await get('/api/history', carol.cookie)).statusCode).toBe(401);

    const dave = await registerUser(t.app);
    expect((await get('/api/history', dave.cookie)).statusCode).toBe(200);
    await t.database.db.update(sessions).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(sessions.userId, dave.id));
    expect((await get('/api/history', dave.cookie)).statusCode).toBe(401);
    // A filtered page resolves the session the usual way, with the same answers.
    expect((await get('/api/history?type=text', dave.cookie)).statusCode).toBe(401);
  });

  it('answers the first page in the same order and shape as the filtered path', async () => {
    const erin = await registerUser(t.app);
    for (const rawInput of ['2x = 4', '3x = 9', '4x = 16']) {
      expect((await t.app.inject({ method: 'POST', url: '/api/solve', payload: { rawInput, inputType: 'text' }, headers: { cookie: erin.cookie } })).statusCode).toBe(200);
    }
    const first = (await get('/api/history?limit=2', erin.cookie)).json<HistorySummary[]>();
    const filtered = (await get('/api/history?limit=2&type=text', erin.cookie)).json<HistorySummary[]>();
    expect(first.map((i) => i.excerpt)).toEqual(['4x = 16', '3x = 9']);
    expect(first).toEqual(filtered);
    for (const item of first) historySummary.parse(item);
  });
});
