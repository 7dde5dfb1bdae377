import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerUser, type RegisteredUser, type TestApp } from '../../test/test-app';
import {
  apiTokens,
  audioClips,
  brandings,
  events,
  libraryTopics,
  paymentOrders,
  problems,
  quizAttempts,
  quizzes,
  shareLinks,
  solutions,
  studyPlanItems,
  studyPlans,
  subscriptions,
  supportTickets,
  topicViews,
  usage,
} from '../db/schema';

/** node-postgres and PGlite both answer raw queries as `{rows}`. */
const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** Every table holding rows of a user (a user_id column), read from the database itself. */
async function tablesWithUserId(t: TestApp): Promise<string[]> {
  const result = await t.database.db.execute(
    sql`select table_name from information_schema.columns where column_name = 'user_id' and table_schema = current_schema() order by table_name`,
  );
  return rowsOf<{ table_name: string }>(result).map((r) => r.table_name);
}

async function countRows(t: TestApp, table: string, userId: string): Promise<number> {
  const result = await t.database.db.execute(sql`select count(*)::int as n from ${sql.identifier(table)} where user_id = ${userId}`);
  return Number(rowsOf<{ n: number }>(result)[0].n);
}

/** Export keys by table: a new table with a user_id column must be added to the export. */
const EXPORT_KEY: Record<string, string> = {
  sessions: 'sessions',
  problems: 'problems',
  audio_clips: 'audioClips',
  usage: 'usage',
  quiz_attempts: 'quizAttempts',
  topic_views: 'topicViews',
  subscriptions: 'subscriptions',
  payment_orders: 'paymentOrders',
  events: 'events',
  study_plans: 'studyPlans',
  support_tickets: 'supportTickets',
  share_links: 'shareLinks',
  brandings: 'brandings',
  api_tokens: 'apiTokens',
};

describe('account data: export and deletion', () => {
  let t: TestApp;
  let quizId: string;
  let topicId: string;
  beforeAll(async () => {
    t = await createTestApp();
    const [topic] = await t.database.db
      .insert(libraryTopics)
      .values({ level: 'HS', subject: 'algebra', topicSlug: `account-test-${Date.now()}`, titleEn: 'T', titleFr: 'T', contentEn: 'c', contentFr: 'c' })
      .returning();
    topicId = topic.id;
    const [quiz] = await t.database.db.insert(quizzes).values({ topicId, itemsJson: { items: [] } }).returning();
    quizId = quiz.id;
  });
  afterAll(() => t.close());

  /** A row in every table that holds user data. */
  async function fill(user: RegisteredUser, marker: string) {
    const { db } = t.database;
    const [problem] = await db.insert(problems).values({ userId: user.id, rawInput: `${marker} x^2 = 4` }).returning();
    const [clip] = await db.insert(audioClips).values({ userId: user.id, textHash: marker, mime: 'audio/mpeg', bytes: Buffer.from(marker) }).returning();
    await db.insert(solutions).values({ problemId: problem.id, stepsJson: [{ title: marker }], finalAnswer: 'x = ±2', plainText: marker, audioId: clip.id });
    await db.insert(usage).values({ userId: user.id, window: 'day', windowStart: '2026-01-02', count: 3 });
    await db.insert(quizAttempts).values({ userId: user.id, quizId, answers: [1], score: 1, total: 1 });
    await db.insert(topicViews).values({ userId: user.id, topicId });
    await db.insert(subscriptions).values({ userId: user.id, plan: 'basic', period: 'month', renewsAt: new Date(Date.now() + 86_400_000) });
    await db.insert(paymentOrders).values({ provider: 'sandbox', providerOrderId: `SBX-${marker}`, userId: user.id, plan: 'basic', period: 'month', amount: '9.99' });
    await db.insert(events).values({ type: 'solve', userId: user.id, data: { marker } });
    const [plan] = await db.insert(studyPlans).values({ userId: user.id, goal: marker, level: 'HS', subject: 'algebra', startDate: '2026-01-02', endDate: '2026-01-15' }).returning();
    await db.insert(studyPlanItems).values({ planId: plan.id, day: '2026-01-02', kind: 'read', topicId, payload: { reason: 'goal' } });
    await db.insert(supportTickets).values({ userId: user.id, plan: 'basic', subject: marker, message: marker, problemId: problem.id });
    await db.insert(shareLinks).values({ userId: user.id, problemId: problem.id, token: `${marker}-${user.id}` });
    await db.insert(apiTokens).values({ userId: user.id, name: marker, prefix: 'sw_test', tokenHash: `${marker}-${user.id}` });
    await db.insert(brandings).values({ userId: user.id, displayName: marker, logo: Buffer.from(marker), logoMime: 'image/png' });
  }

  it('exports every row of the caller and nothing of anyone else', async () => {
    const me = await registerUser(t.app, { firstName: 'Mine' });
    const other = await registerUser(t.app, { firstName: 'Other' });
    await fill(me, 'mine-marker');
    await fill(other, 'other-marker');

    const response = await t.app.inject({ method: 'GET', url: '/api/account/export', headers: { cookie: me.cookie } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="stepwise-data-\d{4}-\d{2}-\d{2}\.json"$/);
    const data = response.json();
    expect(data.account).toMatchObject({ id: me.id, email: me.email, firstName: 'Mine' });
    expect(response.body).not.toMatch(/passwordHash|argon2|tokenHash/);
    expect(response.body).not.toContain(other.email);
    expect(response.body).not.toContain(other.id);
    expect(response.body).not.toContain('other-marker');

    for (const table of await tablesWithUserId(t)) {
      const key = EXPORT_KEY[table];
      expect(key, `table ${table} is missing from the export`).toBeDefined();
      expect(data[key], table).toHaveLength(await countRows(t, table, me.id));
      expect(data[key].length, table).toBeGreaterThan(0);
    }
    expect(data.solutions).toHaveLength(1);
    expect(data.solutions[0]).toMatchObject({ plainText: 'mine-marker' });
    expect(Buffer.from(data.audioClips[0].bytesBase64, 'base64').toString()).toBe('mine-marker');
  });

  it('needs a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/account/export' })).statusCode).toBe(401);
  });

  it('deleting the account removes every row of the user and keeps everyone else', async () => {
    const me = await registerUser(t.app);
    const other = await registerUser(t.app);
    await fill(me, 'gone-marker');
    await fill(other, 'kept-marker');
    const { db } = t.database;
    const myProblemIds = (await db.select({ id: problems.id }).from(problems).where(eq(problems.userId, me.id))).map((p) => p.id);

    const response = await t.app.inject({ method: 'DELETE', url: '/api/auth/account', headers: { cookie: me.cookie } });
    expect(response.statusCode).toBe(200);

    for (const table of await tablesWithUserId(t)) {
      expect(await countRows(t, table, me.id), table).toBe(0);
      expect(await countRows(t, table, other.id), table).toBeGreaterThan(0);
    }
    expect(await db.select().from(solutions).where(inArray(solutions.problemId, myProblemIds))).toHaveLength(0);
    const left = await db.execute(sql`select count(*)::int as n from events where data::text like '%gone-marker%'`);
    expect(Number(rowsOf<{ n: number }>(left)[0].n)).toBe(0);
    // The old session no longer works and the password no longer signs in.
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie: me.cookie } })).statusCode).toBe(401);
    const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: me.email, password: me.password } });
    expect(login.statusCode).toBe(401);
  });
});
