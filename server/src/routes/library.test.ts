import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogTopicCount, type LibraryProgress, type Quiz, type QuizAttemptResult, type RelatedTopicAnswer, type Topic } from '../../../contract/src';
import { createTestApp, registerUser, type RegisteredUser, type TestApp } from '../../test/test-app';
import { findAdminQuiz } from '../services/library/quiz';
import { seedLibrary } from '../services/library/seed';

let t: TestApp;
let student: RegisteredUser;
beforeAll(async () => {
  t = await createTestApp();
  await seedLibrary(t.database.db);
  student = await registerUser(t.app);
});
afterAll(async () => {
  await t?.close();
});

const get = (url: string, cookie = student.cookie) => t.app.inject({ method: 'GET', url, headers: { cookie } });
const post = (url: string, payload: unknown, cookie = student.cookie) => t.app.inject({ method: 'POST', url, payload: payload as object, headers: { cookie } });

async function topicsOf(level: string): Promise<Topic[]> {
  const res = await get(`/api/library/topics?level=${level}`);
  expect(res.statusCode).toBe(200);
  return res.json<Topic[]>();
}

describe('GET /api/library/topics', () => {
  it('refuses signed-out callers', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/library/topics?level=HS' })).statusCode).toBe(401);
  });

  it('lists the topics of a level, or all without a level', async () => {
    const hs = await topicsOf('HS');
    expect(hs.length).toBe(catalogTopicCount('HS'));
    expect(hs.every((topic) => topic.level === 'HS' && topic.quizQuestionCount >= 5)).toBe(true);
    const all = (await get('/api/library/topics')).json<Topic[]>();
    expect(all.length).toBe(catalogTopicCount());
  });

  it('rejects an unknown level', async () => {
    const res = await get('/api/library/topics?level=L3');
    expect(res.statusCode).toBe(400);
    expect(res.json<{ code: string }>().code).toBe('levelInvalid');
  });
});

describe('quizzes', () => {
  it('never sends answers or explanations before an attempt', async () => {
    const [topic] = await topicsOf('L1');
    const res = await get(`/api/library/topics/${topic.id}/quiz`);
    expect(res.statusCode).toBe(200);
    const body = res.json<Quiz>();
    expect(body.items.length).toBe(topic.quizQuestionCount);
    expect(res.body).not.toMatch(/"answer"|"explanation"|correct/);
    expect(Object.keys(body.items[0]).sort()).toEqual(['options', 'question']);
  });

  it('scores an attempt, returns the corrections and stores it', async () => {
    const [, topic] = await topicsOf('L1');
    const full = await findAdminQuiz(t.database.db, topic.id);
    if (!full) throw new Error('seeded topic without quiz');
    const answers = full.items.map((item, i) => (i === 0 ? (item.answer + 1) % item.options.length : item.answer));
    const res = await post(`/api/library/topics/${topic.id}/quiz/attempts`, { answers });
    expect(res.statusCode).toBe(200);
    const result = res.json<QuizAttemptResult>();
    expect(result.total).toBe(full.items.length);
    expect(result.score).toBe(full.items.length - 1);
    expect(result.results[0]).toEqual({ correct: false, correctIndex: full.items[0].answer, explanation: full.items[0].explanation });
    expect(result.results[1].correct).toBe(true);
    expect(result.passed).toBe((full.items.length - 1) / full.items.length >= 0.8);
  });

  it('rejects answers that do not match the questions, and unknown topics', async () => {
    const [topic] = await topicsOf('L2');
    const res = await post(`/api/library/topics/${topic.id}/quiz/attempts`, { answers: [0] });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ code: string }>().code).toBe('quizAnswersInvalid');
    expect((await get('/api/library/topics/00000000-0000-4000-8000-000000000000/quiz')).statusCode).toBe(404);
    expect((await get('/api/library/topics/not-a-uuid/quiz')).statusCode).toBe(404);
  });
});

describe('progress', () => {
  it('counts completed and in-progress topics and lists recent views from the user’s activity', async () => {
    const other = await registerUser(t.app);
    const [a, b, c] = await topicsOf('HS');
    const start = (await get('/api/library/progress', other.cookie)).json<LibraryProgress>();
    expect(start).toEqual({ totalTopics: catalogTopicCount(), completed: 0, inProgress: 0, completedTopicIds: [], recentlyViewed: [] });

    expect((await post(`/api/library/topics/${a.id}/view`, {}, other.cookie)).statusCode).toBe(200);
    expect((await post(`/api/library/topics/${b.id}/view`, {}, other.cookie)).statusCode).toBe(200);
    const quizB = await findAdminQuiz(t.database.db, b.id);
    const quizC = await findAdminQuiz(t.database.db, c.id);
    if (!quizB || !quizC) throw new Error('seeded topic without quiz');
    await post(`/api/library/topics/${b.id}/quiz/attempts`, { answers: quizB.items.map((q) => q.answer) }, other.cookie);
    await post(`/api/library/topics/${c.id}/quiz/attempts`, { answers: quizC.items.map(() => -1) }, other.cookie);

    const progress = (await get('/api/library/progress', other.cookie)).json<LibraryProgress>();
    expect(progress.completed).toBe(1);
    expect(progress.completedTopicIds).toEqual([b.id]);
    expect(progress.inProgress).toBe(2); // a viewed, c attempted without passing
    expect(progress.recentlyViewed.map((r) => r.topicId)).toEqual([b.id, a.id]);
  });

  it('answers 404 for a view of an unknown topic', async () => {
    expect((await post('/api/library/topics/00000000-0000-4000-8000-000000000000/view', {})).statusCode).toBe(404);
  });
});

describe('GET /api/library/related', () => {
  it('finds the topic for a solver method, falling back to the category', async () => {
    const parts = (await get('/api/library/related?method=integral.parts&category=indefinite_integral')).json<RelatedTopicAnswer>();
    expect(parts.topic?.topicSlug).toBe('integration-by-parts');
    const byCategory = (await get('/api/library/related?category=matrix')).json<RelatedTopicAnswer>();
    expect(byCategory.topic?.topicSlug).toBe('matrix-operations');
    expect((await get('/api/library/related?category=unknown')).json<RelatedTopicAnswer>().topic).toBeNull();
  });

  it('finds the seeded topic of a science solution under its subject and level, titled in both languages', async () => {
    const balance = (await get('/api/library/related?method=chemistry.balance&category=balance')).json<RelatedTopicAnswer>();
    expect(balance.topic).toMatchObject({ level: 'HS', subject: 'chemistry', topicSlug: 'balancing-chemical-equations', titleFr: 'Équilibrer une équation chimique' });
    const kmap = (await get('/api/library/related?method=cs.boolean.qm&category=boolean_min')).json<RelatedTopicAnswer>();
    expect(kmap.topic).toMatchObject({ level: 'L1', subject: 'computer-science', topicSlug: 'boolean-algebra-karnaugh-maps' });
  });
});
