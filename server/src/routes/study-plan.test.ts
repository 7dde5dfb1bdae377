import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, type StudyPlan, type StudyPlanItemDoneResponse } from '../../../contract/src';
import { solve } from '../../../solver/src/index';
import { quizAttempts } from '../db/schema';
import { seedLibrary } from '../services/library/seed';
import { registerUser, type RegisteredUser, type TestApp } from '../../test/test-app';
import { createSolveTestApp, givePlan } from './solve-test-kit';

let t: TestApp;
let pro: RegisteredUser;

beforeAll(async () => {
  t = await createSolveTestApp();
  await seedLibrary(t.database.db);
  pro = await registerUser(t.app);
  await givePlan(t.database.db, pro.id, 'pro');
}, 120_000);
afterAll(() => t?.close());

const as = (user: RegisteredUser) => ({ cookie: user.cookie });
const build = async (user: RegisteredUser, payload: Record<string, unknown>) => t.app.inject({ method: 'POST', url: '/api/study-plan', headers: as(user), payload });
const done = (user: RegisteredUser, id: string, payload: Record<string, unknown>) => t.app.inject({ method: 'POST', url: `/api/study-plan/items/${id}/done`, headers: as(user), payload });

describe('study plans', { timeout: 120_000 }, () => {
  it('refuses Free and Basic students with the Pro plan message', async () => {
    const free = await registerUser(t.app);
    const basic = await registerUser(t.app);
    await givePlan(t.database.db, basic.id, 'basic');
    for (const user of [free, basic]) {
      const read = await t.app.inject({ method: 'GET', url: '/api/study-plan', headers: as(user) });
      expect(read.statusCode).toBe(403);
      expect(read.json()).toMatchObject({ code: 'planRequired', requiredPlan: 'pro', message: MESSAGES.planRequiredPro.en });
      expect((await build(user, { level: 'L1', subject: 'linear-algebra', days: 14 })).statusCode).toBe(403);
    }
  });

  it('builds a two-week plan of the goal’s topics, prerequisites first, with practice the solver verified', async () => {
    const response = await build(pro, { goal: 'Linear algebra exam', level: 'L1', subject: 'linear-algebra', days: 14 });
    expect(response.statusCode, response.body).toBe(200);
    const plan = response.json<{ plan: StudyPlan }>().plan;
    expect(plan).toMatchObject({ goal: 'Linear algebra exam', level: 'L1', subject: 'linear-algebra' });
    const days = [...new Set(plan.items.map((i) => i.day))];
    expect(days.length).toBe(14);
    expect(days[0]).toBe(plan.startDate);
    expect(days.at(-1)).toBe(plan.endDate);
    const reads = plan.items.filter((i) => i.kind === 'read').map((i) => i.topic?.topicSlug);
    expect(reads).toHaveLength(14);
    expect(reads.indexOf('gaussian-elimination')).toBeLessThan(reads.indexOf('matrix-operations'));
    expect(reads.indexOf('determinants')).toBeLessThan(reads.indexOf('eigenvalues-eigenvectors'));
    const practice = plan.items.filter((i) => i.kind === 'practice');
    expect(practice.length).toBeGreaterThan(3);
    for (const item of practice) {
      expect(item.practice?.answerLatex, 'no answer before the item is done').toBeNull();
      expect(solve(item.practice?.problem ?? '', { locale: 'en' }).verified, item.practice?.problem).toBe(true);
    }
    expect(plan.progress).toMatchObject({ done: 0, total: plan.items.length, quizzesTaken: 0 });
  });

  it('records a quiz taken from the plan and keeps its score on the item', async () => {
    const plan = (await t.app.inject({ method: 'GET', url: '/api/study-plan', headers: as(pro) })).json<{ plan: StudyPlan }>().plan;
    const item = plan.items.find((i) => i.kind === 'quiz');
    if (!item?.topic) throw new Error('no quiz in the plan');
    const quiz = (await t.app.inject({ method: 'GET', url: `/api/library/topics/${item.topic.id}/quiz`, headers: as(pro) })).json<{ items: unknown[] }>();
    const response = await done(pro, item.id, { quizAnswers: quiz.items.map(() => 0) });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<StudyPlanItemDoneResponse>();
    expect(body.quiz?.total).toBe(quiz.items.length);
    expect(body.item).toMatchObject({ score: body.quiz?.score, total: quiz.items.length });
    expect(body.item.doneAt).not.toBeNull();
    expect(body.progress).toMatchObject({ done: 1, quizzesTaken: 1, quizScore: body.quiz?.score, quizTotal: quiz.items.length });
    const attempts = await t.database.db.select().from(quizAttempts).where(eq(quizAttempts.userId, pro.id));
    expect(attempts).toHaveLength(1);
    // the answers must match the questions
    expect((await done(pro, item.id, { quizAnswers: [0] })).statusCode).toBe(400);
  });

  it('marks a practice problem done only for the right answer, and then shows the answer', async () => {
    const plan = (await t.app.inject({ method: 'GET', url: '/api/study-plan', headers: as(pro) })).json<{ plan: StudyPlan }>().plan;
    const item = plan.items.find((i) => i.kind === 'practice');
    if (!item?.practice) throw new Error('no practice in the plan');
    const right = solve(item.practice.problem, { locale: 'en' }).answer?.value ?? '';
    const wrong = await done(pro, item.id, { answer: '12345' });
    expect(wrong.json<StudyPlanItemDoneResponse>()).toMatchObject({ correct: false, item: { doneAt: null, practice: { answerLatex: null } } });
    expect((await done(pro, item.id, {})).statusCode).toBe(400);
    const ok = await done(pro, item.id, { answer: right });
    expect(ok.json<StudyPlanItemDoneResponse>()).toMatchObject({ correct: true });
    expect(ok.json<StudyPlanItemDoneResponse>().item.practice?.answerLatex).toBeTruthy();
  });

  it('counts a practice problem solved verified on the Solve page as done', async () => {
    const plan = (await t.app.inject({ method: 'GET', url: '/api/study-plan', headers: as(pro) })).json<{ plan: StudyPlan }>().plan;
    const item = plan.items.find((i) => i.kind === 'practice' && i.doneAt === null);
    if (!item?.practice) throw new Error('no open practice in the plan');
    const solved = await t.app.inject({ method: 'POST', url: '/api/solve', headers: as(pro), payload: { rawInput: item.practice.problem } });
    expect(solved.statusCode).toBe(200);
    const after = (await t.app.inject({ method: 'GET', url: '/api/study-plan', headers: as(pro) })).json<{ plan: StudyPlan }>().plan;
    expect(after.items.find((i) => i.id === item.id)?.doneAt).not.toBeNull();
  });

  it('lets a reading be marked done, and nobody else’s item be touched', async () => {
    const plan = (await t.app.inject({ method: 'GET', url: '/api/study-plan', headers: as(pro) })).json<{ plan: StudyPlan }>().plan;
    const item = plan.items.find((i) => i.kind === 'read');
    if (!item) throw new Error('no reading');
    const other = await registerUser(t.app);
    await givePlan(t.database.db, other.id, 'pro');
    expect((await done(other, item.id, {})).statusCode).toBe(404);
    const response = await done(pro, item.id, {});
    expect(response.json<StudyPlanItemDoneResponse>().item.doneAt).not.toBeNull();
  });

  it('takes an exam date as the horizon and regenerates the plan', async () => {
    const before = (await t.app.inject({ method: 'GET', url: '/api/study-plan', headers: as(pro) })).json<{ plan: StudyPlan }>().plan;
    const end = new Date(Date.now() + 4 * 24 * 3600 * 1000).toISOString().slice(0, 10);
    const response = await build(pro, { level: 'HS', subject: 'trigonometry', endDate: end });
    expect(response.statusCode, response.body).toBe(200);
    const plan = response.json<{ plan: StudyPlan }>().plan;
    expect(plan.id).not.toBe(before.id);
    expect(plan.endDate).toBe(end);
    expect(new Set(plan.items.map((i) => i.day)).size).toBe(5);
    expect(plan.progress.done).toBe(0);
  });

  it('refuses a horizon in the past, too long or given twice, and a subject of another level', async () => {
    const yesterday = new Date(Date.now() - 24 * 3600 * 1000).toISOString().slice(0, 10);
    for (const payload of [
      { level: 'L1', subject: 'linear-algebra', endDate: yesterday },
      { level: 'L1', subject: 'linear-algebra', days: 61 },
      { level: 'L1', subject: 'linear-algebra', days: 3, endDate: yesterday },
      { level: 'L1', subject: 'linear-algebra' },
      { level: 'HS', subject: 'linear-algebra', days: 3 },
    ]) {
      const response = await build(pro, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    }
  });
});
