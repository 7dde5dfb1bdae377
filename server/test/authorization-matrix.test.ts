import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registeredRoutes, routeKey, type RegisteredRoute } from './route-table';
import { ROUTE_RULES, type RouteRule } from './route-rules';
import { CALLERS, createSecurityWorld, type Caller, type SecurityWorld } from './security-fixtures';

/**
 * Every route the app registers (read from Fastify, so routes added later are covered) × signed
 * out, a student, another student and an admin, against the rule table in route-rules.ts.
 */
describe('authorization matrix', { timeout: 240_000 }, () => {
  let w: SecurityWorld;
  let routes: RegisteredRoute[];

  beforeAll(async () => {
    w = await createSecurityWorld();
    routes = registeredRoutes(w.t.app);
  }, 240_000);
  afterAll(() => w?.t.close());

  it('reads the routes from the app and has a rule for every one', () => {
    expect(routes.map(routeKey)).toEqual(expect.arrayContaining(['GET /api/health', 'POST /api/solve', 'GET /api/history/:id']));
    const missing = routes.filter((route) => !(routeKey(route) in ROUTE_RULES)).map(routeKey);
    expect(missing, 'registered routes without an authorization rule in route-rules.ts').toEqual([]);
  });

  it('answers each caller with the expected status on every route', async () => {
    const ruled = routes.filter((route) => routeKey(route) in ROUTE_RULES).map((route) => ({ route, rule: ROUTE_RULES[routeKey(route)] }));
    // Sign-outs, deletions and reseeding last, so they cannot disturb the other checks.
    const ordered = [...ruled.filter((r) => !r.rule.destructive), ...ruled.filter((r) => r.rule.destructive)];
    const failures: string[] = [];
    for (const { route, rule } of ordered) {
      for (const caller of CALLERS) {
        const got = await send(w, route, rule, caller);
        const expected = rule.expect[caller];
        if (got.status !== expected) failures.push(`${routeKey(route)} as ${caller}: expected ${expected}, got ${got.status} ${got.body.slice(0, 160)}`);
        else if (got.status >= 400 && !hasMessage(got.body)) failures.push(`${routeKey(route)} as ${caller}: ${got.status} without {message}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('answers guessed and enumerated object ids with 404', async () => {
    const guesses = [randomUUID(), '00000000-0000-0000-0000-000000000001', '1', 'admin', '..%2F..%2Fetc%2Fpasswd'];
    const failures: string[] = [];
    for (const id of guesses) {
      const requests = [
        { method: 'GET' as const, url: `/api/history/${id}` },
        { method: 'GET' as const, url: `/api/history/${id}/export.pdf` },
        { method: 'GET' as const, url: `/api/audio/${id}` },
        { method: 'POST' as const, url: `/api/payments/order/${id}/capture` },
        { method: 'POST' as const, url: `/api/library/topics/${id}/view` },
        { method: 'GET' as const, url: `/api/library/topics/${id}/quiz` },
        { method: 'DELETE' as const, url: `/api/tokens/${id}` },
        { method: 'GET' as const, url: `/api/share/${id}` },
        { method: 'DELETE' as const, url: `/api/share-links/${id}` },
      ];
      for (const request of requests) {
        const response = await w.t.app.inject({ ...request, headers: w.headers('otherStudent') });
        if (response.statusCode !== 404) failures.push(`${request.method} ${request.url}: ${response.statusCode}`);
      }
    }
    // Through the public API, with the other student's token.
    for (const id of [w.owned.problemId, ...guesses]) {
      const response = await w.t.app.inject({ method: 'GET', url: `/api/v1/history/${id}`, headers: w.bearerHeaders('otherStudent') });
      if (response.statusCode !== 404) failures.push(`GET /api/v1/history/${id} (bearer): ${response.statusCode}`);
    }
    // Reading aloud someone else's solution, or an unknown one, finds nothing either.
    for (const solutionId of [w.owned.solutionId, randomUUID()]) {
      const response = await w.t.app.inject({ method: 'POST', url: '/api/tts', payload: { text: 'x', solutionId }, headers: w.headers('otherStudent') });
      if (response.statusCode !== 404) failures.push(`POST /api/tts solutionId=${solutionId}: ${response.statusCode}`);
    }
    expect(failures).toEqual([]);
  });

  it("never lists or exports another user's rows", async () => {
    const owned = Object.values(w.owned).filter((id) => id !== w.owned.topicId);
    for (const url of ['/api/history', '/api/account/export', '/api/payments/orders', '/api/library/progress', '/api/stats', '/api/quota', '/api/tokens', '/api/support/tickets', '/api/share-links']) {
      const response = await w.t.app.inject({ method: 'GET', url, headers: w.headers('otherStudent') });
      expect(response.statusCode, url).toBe(200);
      for (const id of owned) expect(response.body, `${url} shows the student's ${id}`).not.toContain(id);
      expect(response.body, url).not.toContain(w.student.email);
    }
  });

  it("never lists another user's rows through the public API", async () => {
    const response = await w.t.app.inject({ method: 'GET', url: '/api/v1/history', headers: w.bearerHeaders('otherStudent') });
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain(w.owned.problemId);
  });

  it("leaves the student's objects in place after everyone else's deletions", async () => {
    for (const url of [`/api/history/${w.owned.problemId}`, `/api/audio/${w.owned.audioId}`]) {
      const response = await w.t.app.inject({ method: 'GET', url, headers: w.headers('student') });
      expect(response.statusCode, url).toBe(200);
    }
  });
});

function hasMessage(body: string): boolean {
  try {
    const parsed: unknown = JSON.parse(body);
    return typeof parsed === 'object' && parsed !== null && typeof (parsed as { message?: unknown }).message === 'string';
  } catch {
    return false;
  }
}

async function send(w: SecurityWorld, route: RegisteredRoute, rule: RouteRule, caller: Caller): Promise<{ status: number; body: string }> {
  const request = (await rule.request?.(w, caller)) ?? {};
  let headers = rule.auth === 'bearer' ? w.bearerHeaders(caller) : w.headers(caller);
  if (rule.destructive && caller !== 'signedOut') headers = w.headers(await w.throwaway(caller === 'admin' ? 'admin' : 'student'));
  const response = await w.t.app.inject({
    method: route.method as 'GET',
    url: request.url ?? route.url,
    headers,
    ...(request.payload ? { payload: request.payload } : {}),
  });
  return { status: response.statusCode, body: response.body };
}
