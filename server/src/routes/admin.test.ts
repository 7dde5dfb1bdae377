import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANALYTICS_CSV_HEADER, catalogTopicCount, type AdminQuiz, type AdminStats, type AdminStatus, type AdminUserList, type Topic } from '../../../contract/src';
import { createTestApp, registerUser, type RegisteredUser, type TestApp } from '../../test/test-app';
import { audioClips, events, solutions, problems, users } from '../db/schema';
import type { OcrEngine } from '../services/ocr/types';

let t: TestApp;
let admin: RegisteredUser;
let student: RegisteredUser;
let ocrResets = 0;
const ocr: OcrEngine = {
  name: 'test OCR',
  recognize: async () => ({ text: '', confidence: 0 }),
  reset: async () => {
    ocrResets += 1;
  },
};

beforeAll(async () => {
  t = await createTestApp({}, { engines: { ocr, speech: { engine: async () => ({ name: 'test speech', synthesize: async () => { throw new Error('unused'); } }) } } });
  admin = await registerUser(t.app, { email: 'chief@example.com' });
  await t.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, admin.id));
  student = await registerUser(t.app);
});
afterAll(async () => {
  await t?.close();
});

const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, cookie?: string, payload?: unknown) =>
  t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload === undefined ? {} : { payload: payload as object }) });

const topicBody = (over: Record<string, unknown> = {}) => ({
  level: 'L1',
  subject: 'linear-algebra',
  topicSlug: 'test-topic',
  titleEn: 'Test topic',
  titleFr: 'Sujet de test',
  contentEn: 'A matrix $A$ is square.\nSecond paragraph.',
  contentFr: 'Une matrice $A$ est carrée.\nDeuxième paragraphe.',
  prerequisites: [],
  ...over,
});

const ROUTES: [Parameters<typeof call>[0], string, unknown?][] = [
  ['GET', '/api/admin/stats'],
  ['GET', '/api/admin/activity'],
  ['GET', '/api/admin/users'],
  ['PATCH', '/api/admin/users/00000000-0000-4000-8000-000000000000', { role: 'admin' }],
  ['GET', '/api/admin/subscriptions'],
  ['POST', '/api/admin/library/topics', {}],
  ['PUT', '/api/admin/library/topics/00000000-0000-4000-8000-000000000000', {}],
  ['DELETE', '/api/admin/library/topics/00000000-0000-4000-8000-000000000000'],
  ['GET', '/api/admin/library/topics/00000000-0000-4000-8000-000000000000/quiz'],
  ['PUT', '/api/admin/library/topics/00000000-0000-4000-8000-000000000000/quiz', {}],
  ['POST', '/api/admin/library/reseed'],
  ['GET', '/api/admin/status'],
  ['GET', '/api/admin/reports/analytics.csv'],
  ['POST', '/api/admin/cache/clear'],
];

describe('admin access', () => {
  it.each(ROUTES)('%s %s refuses signed-out callers (401) and students (403)', async (method, url, payload) => {
    const signedOut = await call(method, url, undefined, payload);
    expect(signedOut.statusCode).toBe(401);
    const asStudent = await call(method, url, student.cookie, payload);
    expect(asStudent.statusCode).toBe(403);
    expect(asStudent.json<{ code: string }>().code).toBe('adminRequired');
  });
});

describe('overview', () => {
  it('counts users, paid subscriptions, today’s solutions and topics from the data', async () => {
    const db = t.database.db;
    const [problem] = await db.insert(problems).values({ userId: student.id, rawInput: '1+1' }).returning();
    await db.insert(solutions).values({ problemId: problem.id, stepsJson: [], verified: true });
    await db.insert(events).values({ type: 'upgrade', userId: student.id, data: { plan: 'pro' } });
    const stats = (await call('GET', '/api/admin/stats', admin.cookie)).json<AdminStats>();
    expect(stats).toEqual({ totalUsers: 2, activeSubscriptions: 0, problemsSolvedToday: 1, libraryTopics: 0 });
    const activity = (await call('GET', '/api/admin/activity', admin.cookie)).json<{ type: string; plan: string | null }[]>();
    expect(activity[0]).toMatchObject({ type: 'upgrade', plan: 'pro' });
    expect(activity.filter((a) => a.type === 'user.registered').length).toBe(2);
  });
});

describe('library topics', () => {
  let created: Topic;

  it('creates a topic in both languages', async () => {
    const res = await call('POST', '/api/admin/library/topics', admin.cookie, topicBody());
    expect(res.statusCode).toBe(201);
    created = res.json<Topic>();
    expect(created).toMatchObject({ topicSlug: 'test-topic', titleFr: 'Sujet de test', quizQuestionCount: 0 });
  });

  it('validates the level, subject, slug, both languages and prerequisites, with messages', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ level: 'L9' }, 'levelInvalid', 'Level must be HS, L1 or L2'],
      [{ subject: 'algebra' }, 'subjectInvalid', 'Choose a subject of this level'],
      [{ topicSlug: 'Bad Slug' }, 'slugInvalid', 'The slug must be lowercase letters and digits separated by single hyphens (e.g. linear-equations)'],
      [{ topicSlug: 'double--hyphen' }, 'slugInvalid', 'The slug must be lowercase letters and digits separated by single hyphens (e.g. linear-equations)'],
      [{ titleFr: '  ' }, 'titleFrRequired', 'The French title is required'],
      [{ contentEn: '' }, 'contentEnRequired', 'The English content is required'],
      [{ topicSlug: 'other', prerequisites: ['no-such-topic'] }, 'prerequisiteUnknown', 'Every prerequisite must be the slug of an existing topic'],
    ];
    for (const [over, code, message] of cases) {
      const res = await call('POST', '/api/admin/library/topics', admin.cookie, topicBody(over));
      expect(res.statusCode, code).toBe(400);
      expect(res.json()).toMatchObject({ code, message });
    }
  });

  it('refuses a duplicate slug with 409', async () => {
    const res = await call('POST', '/api/admin/library/topics', admin.cookie, topicBody());
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'slugTaken', message: 'A topic with this slug already exists' });
  });

  it('edits a topic, refusing a slug another topic has', async () => {
    await call('POST', '/api/admin/library/topics', admin.cookie, topicBody({ topicSlug: 'second-topic' }));
    const clash = await call('PUT', `/api/admin/library/topics/${created.id}`, admin.cookie, topicBody({ topicSlug: 'second-topic' }));
    expect(clash.statusCode).toBe(409);
    const res = await call('PUT', `/api/admin/library/topics/${created.id}`, admin.cookie, topicBody({ titleEn: 'Renamed', prerequisites: ['second-topic'] }));
    expect(res.statusCode).toBe(200);
    expect(res.json<Topic>()).toMatchObject({ titleEn: 'Renamed', prerequisites: ['second-topic'] });
    const missing = await call('PUT', '/api/admin/library/topics/00000000-0000-4000-8000-000000000000', admin.cookie, topicBody({ topicSlug: 'x' }));
    expect(missing.statusCode).toBe(404);
  });

  it('edits the quiz with validation; students then get it without answers', async () => {
    const item = { question: { en: 'Is $A$ square?', fr: '$A$ est-elle carrée ?' }, options: [{ en: 'Yes', fr: 'Oui' }, { en: 'No', fr: 'Non' }], answer: 0, explanation: { en: 'Said so.', fr: 'C’est dit.' } };
    const bad = await call('PUT', `/api/admin/library/topics/${created.id}/quiz`, admin.cookie, { items: [{ ...item, answer: 2 }] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ code: string }>().code).toBe('quizAnswerInvalid');
    const noFr = await call('PUT', `/api/admin/library/topics/${created.id}/quiz`, admin.cookie, { items: [{ ...item, question: { en: 'Q', fr: '' } }] });
    expect(noFr.json<{ code: string }>().code).toBe('quizQuestionRequired');
    const ok = await call('PUT', `/api/admin/library/topics/${created.id}/quiz`, admin.cookie, { items: [item] });
    expect(ok.statusCode).toBe(200);
    expect((await call('GET', `/api/admin/library/topics/${created.id}/quiz`, admin.cookie)).json<AdminQuiz>().items[0].answer).toBe(0);
    const studentView = await call('GET', `/api/library/topics/${created.id}/quiz`, student.cookie);
    expect(studentView.statusCode).toBe(200);
    expect(studentView.body).not.toContain('explanation');
  });

  it('deletes a topic', async () => {
    expect((await call('DELETE', `/api/admin/library/topics/${created.id}`, admin.cookie)).statusCode).toBe(200);
    expect((await call('DELETE', `/api/admin/library/topics/${created.id}`, admin.cookie)).statusCode).toBe(404);
    expect((await call('GET', `/api/library/topics/${created.id}/quiz`, student.cookie)).statusCode).toBe(404);
  });
});

describe('users', () => {
  it('lists users with paging and email search', async () => {
    const page = (await call('GET', '/api/admin/users?limit=1', admin.cookie)).json<AdminUserList>();
    expect(page.total).toBeGreaterThanOrEqual(2);
    expect(page.users).toHaveLength(1);
    expect(page.users[0]).toMatchObject({ email: 'chief@example.com', role: 'admin', plan: 'free' });
    const found = (await call('GET', '/api/admin/users?search=CHIEF', admin.cookie)).json<AdminUserList>();
    expect(found.users.map((u) => u.email)).toEqual(['chief@example.com']);
    expect((await call('GET', '/api/admin/users?search=%25', admin.cookie)).json<AdminUserList>().total).toBe(0);
  });

  it('promotes and demotes, but never the last admin', async () => {
    const last = await call('PATCH', `/api/admin/users/${admin.id}`, admin.cookie, { role: 'student' });
    expect(last.statusCode).toBe(409);
    expect(last.json()).toMatchObject({ code: 'lastAdmin' });
    const promoted = await call('PATCH', `/api/admin/users/${student.id}`, admin.cookie, { role: 'admin' });
    expect(promoted.json()).toMatchObject({ role: 'admin' });
    const demoted = await call('PATCH', `/api/admin/users/${student.id}`, admin.cookie, { role: 'student' });
    expect(demoted.json()).toMatchObject({ role: 'student' });
    expect((await call('PATCH', '/api/admin/users/00000000-0000-4000-8000-000000000000', admin.cookie, { role: 'admin' })).statusCode).toBe(404);
  });
});

describe('settings', () => {
  it('reports real connection status', async () => {
    const status = (await call('GET', '/api/admin/status', admin.cookie)).json<AdminStatus>();
    expect(status.database).toMatchObject({ kind: t.database.kind, reachable: true });
    expect(status.database.latencyMs).toBeGreaterThanOrEqual(0);
    expect(status.ocr.engine).toBe('test OCR');
    expect(status.speech.engine).toBe('test speech');
    expect(status.payments).toEqual({ provider: 'sandbox', mode: 'sandbox' });
    expect(status.solver.timeLimitMs).toBeGreaterThan(0);
    expect(status.wordProblems).toEqual({ configured: false, reachable: null, model: null, latencyMs: null, error: null });
  });

  it('reseeds the library idempotently and reports counts', async () => {
    const first = await call('POST', '/api/admin/library/reseed', admin.cookie);
    expect(first.statusCode).toBe(200);
    const total = catalogTopicCount();
    expect(first.json()).toMatchObject({ topics: total, inserted: total, quizzes: total });
    const again = (await call('POST', '/api/admin/library/reseed', admin.cookie)).json();
    expect(again).toMatchObject({ topics: total, inserted: 0, updated: total });
  });

  it('exports 30 days of analytics as CSV', async () => {
    const res = await call('GET', '/api/admin/reports/analytics.csv', admin.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="stepwise-analytics-\d{4}-\d{2}-\d{2}\.csv"/);
    const lines = res.body.trim().split('\r\n');
    expect(lines[0]).toBe(ANALYTICS_CSV_HEADER.join(','));
    expect(lines).toHaveLength(31);
    const today = new Date().toISOString().slice(0, 10);
    expect(lines[30]).toBe(`${today},1,100.0,2,1`);
    expect(lines[1]).toMatch(/^\d{4}-\d{2}-\d{2},0,,0,0$/);
  });

  it('clears unattached audio and resets the OCR engine', async () => {
    const db = t.database.db;
    const [kept] = await db.insert(audioClips).values({ userId: student.id, textHash: 'a', mime: 'audio/mpeg', bytes: Buffer.from([1]) }).returning();
    await db.insert(audioClips).values({ userId: student.id, textHash: 'b', mime: 'audio/mpeg', bytes: Buffer.from([2]) });
    const [problem] = await db.insert(problems).values({ userId: student.id, rawInput: '2+2' }).returning();
    await db.insert(solutions).values({ problemId: problem.id, stepsJson: [], audioId: kept.id });
    const before = ocrResets;
    const res = await call('POST', '/api/admin/cache/clear', admin.cookie);
    expect(res.json()).toEqual({ audioClipsDeleted: 1, ocrReset: true });
    expect(ocrResets).toBe(before + 1);
    expect((await db.select().from(audioClips)).map((c) => c.id)).toEqual([kept.id]);
  });
});
