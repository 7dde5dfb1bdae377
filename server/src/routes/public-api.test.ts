import { Writable } from 'node:stream';
import { Validator } from '@seriousme/openapi-schema-validator';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, type CreatedApiToken, type HistorySummary, type PublicHistoryPage, type PublicSolution, type QuotaResponse } from '../../../contract/src';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { usage } from '../db/schema';
import { PostgresCounters } from '../services/limits/postgres-counters';
import { counterRateLimitStore } from '../services/limits/rate-limit-store';
import type { SharedLimits } from '../services/limits/shared-limits';
import { openTestDatabase, registerUser, type RegisteredUser } from '../../test/test-app';
import { registeredRoutes } from '../../test/route-table';
import { givePlan, inProcessSolver } from './solve-test-kit';

const TOKEN_LIMIT = 5;

describe('the public API (/api/v1)', { timeout: 180_000 }, () => {
  let dispose: () => Promise<void>;
  let app: FastifyInstance;
  /** A second instance on the same database and the same shared counters, as behind a load balancer. */
  let twin: FastifyInstance;
  let counters: PostgresCounters;
  const logLines: string[] = [];
  let pro: RegisteredUser;
  let token: string;

  beforeAll(async () => {
    const opened = await openTestDatabase();
    dispose = opened.dispose;
    // The rate_counters table, as with DATABASE_URL: both instances count in it.
    counters = new PostgresCounters(opened.database.db);
    const limits: SharedLimits = { counters, rateLimitStorage: { store: counterRateLimitStore(counters) }, close: async () => {} };
    const logStream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        logLines.push(chunk.toString('utf8'));
        done();
      },
    });
    const config = loadConfig({ NODE_ENV: 'test' }, { serveClient: false, ssrEntry: undefined, apiRateLimitPerMinute: 10_000, apiTokenRateLimitPerMinute: TOKEN_LIMIT, logLevel: 'debug' });
    app = await buildApp({ database: opened.database, config, solver: inProcessSolver(), limits, logStream });
    twin = await buildApp({ database: opened.database, config: { ...config, logLevel: 'silent' }, solver: inProcessSolver(), limits });
    await Promise.all([app.ready(), twin.ready()]);
    pro = await registerUser(app);
    await givePlan(opened.database.db, pro.id, 'pro');
    token = await newToken(pro);
  }, 180_000);
  afterAll(async () => {
    await app?.close();
    await twin?.close();
    await counters?.close();
    await dispose?.();
  });

  async function newToken(user: RegisteredUser, name = 'test'): Promise<string> {
    const response = await app.inject({ method: 'POST', url: '/api/tokens', payload: { name }, headers: { cookie: user.cookie } });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<CreatedApiToken>().token;
  }
  async function freshProToken(): Promise<{ user: RegisteredUser; token: string }> {
    const user = await registerUser(app);
    await givePlan(app.database.db, user.id, 'pro');
    return { user, token: await newToken(user) };
  }
  const bearer = (value: string) => ({ authorization: `Bearer ${value}` });

  it('solves with steps, answer, verification and interpretation, and keeps it in the history the web app shows', async () => {
    const { user, token: own } = await freshProToken();
    const response = await app.inject({ method: 'POST', url: '/api/v1/solve', payload: { problem: '2x + 3 = 7', locale: 'fr' }, headers: bearer(own) });
    expect(response.statusCode, response.body).toBe(200);
    const solved = response.json<PublicSolution>();
    expect(solved.problem).toBe('2x + 3 = 7');
    expect(solved.verified).toBe(true);
    expect(solved.steps.length).toBeGreaterThan(1);
    expect(solved.steps[0]).toMatchObject({ number: 1 });
    expect(solved.answer?.value).toMatch(/2/);
    expect(solved.interpretation).not.toBeNull();
    expect(response.headers['x-ratelimit-limit']).toBe(String(TOKEN_LIMIT));

    const web = await app.inject({ method: 'GET', url: '/api/history', headers: { cookie: user.cookie } });
    expect(web.json<HistorySummary[]>().map((item) => item.problemId)).toEqual([solved.problemId]);
    const detail = await app.inject({ method: 'GET', url: `/api/v1/history/${solved.problemId}`, headers: bearer(own) });
    expect(detail.statusCode).toBe(200);
    expect(detail.json<PublicSolution>()).toEqual(solved);
  });

  it('answers a problem the solver cannot read with 422 and no quota used', async () => {
    const { user, token: own } = await freshProToken();
    const response = await app.inject({ method: 'POST', url: '/api/v1/solve', payload: { problem: '@@@ ###' }, headers: bearer(own) });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ code: 'solveFailed', message: expect.any(String) });
    const quota = await app.inject({ method: 'GET', url: '/api/quota', headers: { cookie: user.cookie } });
    expect(quota.json<QuotaResponse>().daily.used).toBe(0);
    const invalid = await app.inject({ method: 'POST', url: '/api/v1/solve', payload: { problem: '   ' }, headers: bearer(own) });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toMatchObject({ code: 'problemEmpty', message: MESSAGES.problemEmpty.en });
  });

  it('counts web and API solves against one quota', async () => {
    const { user, token: own } = await freshProToken();
    const web = await app.inject({ method: 'POST', url: '/api/solve', payload: { rawInput: 'x + 1 = 3', inputType: 'text' }, headers: { cookie: user.cookie } });
    expect(web.statusCode).toBe(200);
    const api = await app.inject({ method: 'POST', url: '/api/v1/solve', payload: { problem: 'x + 2 = 5' }, headers: bearer(own) });
    expect(api.statusCode).toBe(200);
    const quota = (await app.inject({ method: 'GET', url: '/api/quota', headers: { cookie: user.cookie } })).json<QuotaResponse>();
    expect(quota.daily.used).toBe(2);
    expect(quota.plan).toBe('pro');

    // Two left of the day's 100: one through the API, one through the web app, then neither.
    await app.database.db.update(usage).set({ count: quota.daily.limit - 2 }).where(and(eq(usage.userId, user.id), eq(usage.window, 'day')));
    expect((await app.inject({ method: 'POST', url: '/api/v1/solve', payload: { problem: 'x + 3 = 5' }, headers: bearer(own) })).statusCode).toBe(200);
    expect((await app.inject({ method: 'POST', url: '/api/solve', payload: { rawInput: 'x + 4 = 5', inputType: 'text' }, headers: { cookie: user.cookie } })).statusCode).toBe(200);
    const apiRefused = await app.inject({ method: 'POST', url: '/api/v1/solve', payload: { problem: 'x + 5 = 7' }, headers: bearer(own) });
    expect(apiRefused.statusCode).toBe(429);
    expect(apiRefused.json()).toEqual({ message: MESSAGES.quotaExceeded.en, code: 'quotaExceeded' });
    const webRefused = await app.inject({ method: 'POST', url: '/api/solve', payload: { rawInput: 'x + 6 = 7', inputType: 'text' }, headers: { cookie: user.cookie } });
    expect(webRefused.statusCode).toBe(429);
  });

  it('pages the history with a keyset cursor, newest first, none lost or repeated', async () => {
    const { user, token: own } = await freshProToken();
    const solvedIds: string[] = [];
    for (const problem of ['x + 1 = 2', 'x + 2 = 4', 'x + 3 = 6']) {
      const response = await app.inject({ method: 'POST', url: '/api/v1/solve', payload: { problem }, headers: bearer(own) });
      solvedIds.push(response.json<PublicSolution>().problemId);
    }
    const first = (await app.inject({ method: 'GET', url: '/api/v1/history?limit=2', headers: bearer(own) })).json<PublicHistoryPage>();
    expect(first.items).toHaveLength(2);
    expect(first.next).not.toBeNull();
    const query = new URLSearchParams({ limit: '2', before: first.next?.before ?? '', beforeId: first.next?.beforeId ?? '' });
    const second = (await app.inject({ method: 'GET', url: `/api/v1/history?${query}`, headers: bearer(own) })).json<PublicHistoryPage>();
    expect(second.items).toHaveLength(1);
    expect(second.next).toBeNull();
    expect([...first.items, ...second.items].map((item) => item.problemId)).toEqual([...solvedIds].reverse());

    // (A second token: this one has spent its minute's budget.)
    const bad = await app.inject({ method: 'GET', url: '/api/v1/history?limit=0', headers: bearer(await newToken(user, 'second')) });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'invalidRequest', errors: expect.any(Array) });
  });

  it('finds only the caller’s own problems', async () => {
    const owner = await freshProToken();
    const solved = (await app.inject({ method: 'POST', url: '/api/v1/solve', payload: { problem: '3x = 9' }, headers: bearer(owner.token) })).json<PublicSolution>();
    const other = await freshProToken();
    for (const id of [solved.problemId, '00000000-0000-0000-0000-000000000000', 'nope']) {
      const response = await app.inject({ method: 'GET', url: `/api/v1/history/${id}`, headers: bearer(other.token) });
      expect(response.statusCode, id).toBe(404);
      expect(response.json()).toEqual({ message: MESSAGES.notFound.en, code: 'notFound' });
    }
    const list = (await app.inject({ method: 'GET', url: '/api/v1/history', headers: bearer(other.token) })).json<PublicHistoryPage>();
    expect(list.items).toEqual([]);
  });

  it('limits each token per minute across instances, with X-RateLimit headers and Retry-After', async () => {
    const { user, token: limited } = await freshProToken();
    const instances = [app, twin];
    const answers = [];
    for (let i = 0; i < TOKEN_LIMIT + 2; i += 1) {
      answers.push(await instances[i % 2].inject({ method: 'GET', url: '/api/v1/history', headers: bearer(limited) }));
    }
    expect(answers.map((a) => a.statusCode)).toEqual([...Array<number>(TOKEN_LIMIT).fill(200), 429, 429]);
    expect(answers.slice(0, TOKEN_LIMIT).map((a) => a.headers['x-ratelimit-remaining'])).toEqual(Array.from({ length: TOKEN_LIMIT }, (_, i) => String(TOKEN_LIMIT - 1 - i)));
    for (const answer of answers) {
      expect(answer.headers['x-ratelimit-limit']).toBe(String(TOKEN_LIMIT));
      const reset = Number(answer.headers['x-ratelimit-reset']);
      expect(reset).toBeGreaterThanOrEqual(1);
      expect(reset).toBeLessThanOrEqual(60);
    }
    const refused = answers[TOKEN_LIMIT];
    expect(refused.json()).toEqual({ message: MESSAGES.apiTokenRateLimited.en, code: 'apiTokenRateLimited' });
    expect(refused.headers['x-ratelimit-remaining']).toBe('0');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);

    // The limit is the token's: another token of the same account has its own.
    expect((await app.inject({ method: 'GET', url: '/api/v1/history', headers: bearer(await newToken(user, 'second')) })).statusCode).toBe(200);
    // And it is counted where both instances see it.
    const counted = await app.database.db.execute(sql`SELECT count(*)::int AS n FROM rate_counters WHERE key LIKE 'api-token:%'`);
    expect(Number((counted as unknown as { rows: Array<{ n: number }> }).rows[0].n)).toBeGreaterThan(0);
  });

  it('takes bearer calls from any origin, while cookie routes still refuse a foreign one', async () => {
    const foreign = { origin: 'https://elsewhere.example', 'sec-fetch-site': 'cross-site', host: 'stepwise.test' };
    const api = await app.inject({ method: 'POST', url: '/api/v1/solve', payload: { problem: '5x = 10' }, headers: { ...bearer(token), ...foreign } });
    expect(api.statusCode).toBe(200);
    const cookieRoute = await app.inject({ method: 'POST', url: '/api/tokens', payload: { name: 'csrf' }, headers: { cookie: pro.cookie, ...foreign } });
    expect(cookieRoute.statusCode).toBe(403);
    expect(cookieRoute.json()).toMatchObject({ code: 'foreignOrigin' });
  });

  it('keeps tokens and cookies out of the logs', async () => {
    logLines.length = 0;
    await app.inject({ method: 'GET', url: '/api/v1/history', headers: bearer(token) });
    await app.inject({ method: 'GET', url: '/api/v1/history', headers: bearer(`swk_${'B'.repeat(43)}`) });
    const created = await app.inject({ method: 'POST', url: '/api/tokens', payload: { name: 'logged?' }, headers: { cookie: pro.cookie } });
    const fresh = created.json<CreatedApiToken>().token;
    // Whoever logs a request's headers gets them redacted.
    app.log.info({ req: { headers: { authorization: `Bearer ${fresh}`, cookie: pro.cookie } } }, 'headers');
    app.log.info({ headers: { authorization: `Bearer ${fresh}` } }, 'headers again');
    const logged = logLines.join('');
    expect(logLines.length).toBeGreaterThan(4);
    expect(logged).toContain('[redacted]');
    for (const secret of [token, fresh, `swk_${'B'.repeat(43)}`, pro.cookie.split('=')[1]]) expect(logged).not.toContain(secret);
  });

  it('serves a valid OpenAPI 3.1 document of every /api/v1 route, without a token', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/v1/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json<{ openapi: string; paths: Record<string, Record<string, { security: unknown[]; responses: Record<string, unknown>; 'x-summary-fr'?: string }>> }>();
    expect(document.openapi).toBe('3.1.0');

    const validator = new Validator();
    const result = await validator.validate(document);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);

    const v1Routes = registeredRoutes(app).filter((route) => route.url.startsWith('/api/v1/'));
    expect(v1Routes.length).toBeGreaterThanOrEqual(4);
    for (const route of v1Routes) {
      const operation = document.paths[route.url.replace(/:(\w+)/g, '{$1}')]?.[route.method.toLowerCase()];
      expect(operation, `${route.method} ${route.url}`).toBeDefined();
      expect(operation?.['x-summary-fr'], `${route.method} ${route.url} in French`).toEqual(expect.any(String));
    }
    const documented = Object.entries(document.paths).flatMap(([path, methods]) => Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`));
    expect(documented).toHaveLength(v1Routes.length);
    expect(document.paths['/api/v1/solve'].post.security).toEqual([{ bearerAuth: [] }]);
    expect(Object.keys(document.paths['/api/v1/solve'].post.responses)).toEqual(expect.arrayContaining(['200', '401', '403', '429']));
    expect(document.paths['/api/v1/openapi.json'].get.security).toEqual([]);
  });
});
