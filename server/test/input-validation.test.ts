import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registeredRoutes, routeKey, type RegisteredRoute } from './route-table';
import { ROUTE_RULES, type RouteRule } from './route-rules';
import { createSecurityWorld, type SecurityWorld } from './security-fixtures';

const MB = 1024 * 1024;
const WITH_BODY = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** What a stack trace or a source location looks like in an answer. */
const LEAK = /\n\s+at |node_modules|\.ts:\d+|\/src\//;

interface Answer {
  status: number;
  body: string;
}

/** A `{message}` error answer with a 4xx status and nothing of the server's insides. */
function problemWith(answer: Answer, allowed: (status: number) => boolean): string | undefined {
  if (!allowed(answer.status)) return `status ${answer.status} ${answer.body.slice(0, 160)}`;
  if (LEAK.test(answer.body)) return `leaks internals: ${answer.body.slice(0, 160)}`;
  let parsed: unknown;
  try {
    parsed = JSON.parse(answer.body);
  } catch {
    return `not JSON: ${answer.body.slice(0, 80)}`;
  }
  if (typeof (parsed as { message?: unknown }).message !== 'string') return `no message: ${answer.body.slice(0, 160)}`;
  return undefined;
}

/** Same shape, each field swapped for a value of the wrong type (one at a time). */
function wrongTypes(payload: Record<string, unknown>): Array<{ field: string; payload: Record<string, unknown> }> {
  const swap = (value: unknown): unknown => {
    if (typeof value === 'string') return { nested: value };
    if (typeof value === 'number') return 'seven';
    if (typeof value === 'boolean') return 'yes';
    if (Array.isArray(value)) return 'not a list';
    return 12;
  };
  return Object.keys(payload).map((field) => ({ field, payload: { ...payload, [field]: swap(payload[field]) } }));
}

/**
 * Every route that takes a body (read from the app) gets malformed JSON, bodies of the wrong
 * shape and type, the wrong media type and oversized bodies: each answer is a 4xx `{message}`,
 * never a 500 or a stack trace.
 */
describe('input validation on every route with a body', { timeout: 240_000 }, () => {
  let w: SecurityWorld;
  let routes: Array<{ route: RegisteredRoute; rule: RouteRule }>;

  beforeAll(async () => {
    w = await createSecurityWorld();
    routes = registeredRoutes(w.t.app)
      .filter((route) => WITH_BODY.has(route.method) && routeKey(route) in ROUTE_RULES)
      .map((route) => ({ route, rule: ROUTE_RULES[routeKey(route)] }));
  }, 240_000);
  afterAll(() => w?.t.close());

  /** As an admin (every guard passed), from an account of its own when the route may end it. */
  async function send(route: RegisteredRoute, rule: RouteRule, body: string | Buffer, contentType = 'application/json'): Promise<Answer> {
    const request = (await rule.request?.(w, 'admin')) ?? {};
    const caller = rule.destructive ? await w.throwaway('admin') : 'admin';
    const response = await w.t.app.inject({
      method: route.method as 'POST',
      url: request.url ?? route.url,
      headers: { ...(rule.auth === 'bearer' ? w.bearerHeaders('admin') : w.headers(caller)), 'content-type': contentType },
      payload: body,
    });
    return { status: response.statusCode, body: response.body };
  }

  it('finds the routes that take a body', () => {
    expect(routes.map((r) => routeKey(r.route))).toEqual(expect.arrayContaining(['POST /api/solve', 'PUT /api/auth/profile', 'POST /api/auth/register']));
  });

  it('answers malformed JSON with 400', async () => {
    const failures: string[] = [];
    for (const { route, rule } of routes) {
      for (const body of ['{"rawInput": ', '{x: 1}', "{'a': 1}", '\u0000', '[1, 2', '{"a": 1}}']) {
        const problem = problemWith(await send(route, rule, body), (s) => s === 400);
        if (problem) failures.push(`${routeKey(route)} ${JSON.stringify(body)}: ${problem}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('answers bodies of the wrong shape or type with 400 on every route that reads a body', async () => {
    const failures: string[] = [];
    for (const { route, rule } of routes) {
      const sample = (await rule.request?.(w, 'admin'))?.payload;
      // A route without a body ignores one; it must still never fail on it.
      const allowed = sample ? (s: number) => s === 400 : (s: number) => s < 500;
      const bodies: Array<{ label: string; body: unknown }> = [
        { label: 'array', body: [] },
        { label: 'string', body: 'text' },
        { label: 'number', body: 42 },
        { label: 'null', body: null },
        ...(sample ? [{ label: 'empty object', body: {} }] : []),
        ...(sample ? wrongTypes(sample).map((c) => ({ label: `wrong ${c.field}`, body: c.payload })) : []),
      ];
      for (const { label, body } of bodies) {
        const answer = await send(route, rule, JSON.stringify(body));
        const problem = answer.status < 400 && !sample ? undefined : problemWith(answer, allowed);
        if (problem) failures.push(`${routeKey(route)} ${label}: ${problem}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('answers another media type with a 4xx', async () => {
    const failures: string[] = [];
    for (const { route, rule } of routes) {
      const problem = problemWith(await send(route, rule, 'rawInput=x', 'application/x-www-form-urlencoded'), (s) => s === 415 || s === 400);
      if (problem) failures.push(`${routeKey(route)}: ${problem}`);
    }
    expect(failures).toEqual([]);
  });

  it('refuses bodies over 1 MB with 413 (16 MB for upload routes)', async () => {
    const json = (size: number) => Buffer.from(`{"rawInput":"${'x'.repeat(size)}"}`);
    const overOne = json(1 * MB + 16);
    const overSixteen = json(16 * MB + 16);
    const failures: string[] = [];
    for (const { route, rule } of routes) {
      const problem = problemWith(await send(route, rule, rule.largeBody ? overSixteen : overOne), (s) => s === 413);
      if (problem) failures.push(`${routeKey(route)}: ${problem}`);
    }
    expect(failures).toEqual([]);
  });
});
