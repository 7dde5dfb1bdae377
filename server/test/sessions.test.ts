import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../src/db/schema';
import { registeredRoutes, routeKey } from './route-table';
import { ROUTE_RULES } from './route-rules';
import { createSecurityWorld, type SecurityWorld } from './security-fixtures';
import { createTestApp, sessionCookie, uniqueEmail, type TestApp } from './test-app';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

describe('sessions', { timeout: 240_000 }, () => {
  let w: SecurityWorld;
  beforeAll(async () => {
    w = await createSecurityWorld();
  }, 240_000);
  afterAll(() => w?.t.close());

  const inject = (options: InjectOptions) => w.t.app.inject(options);
  const whoAmI = async (cookie: string) => (await inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } })).statusCode;

  it('gives a new token on every sign-in and ends the browser’s previous one on the server', async () => {
    const user = await w.throwaway('student');
    const tokens = new Set([user.cookie]);
    let current = user.cookie;
    for (let i = 0; i < 3; i += 1) {
      const login = await inject({ method: 'POST', url: '/api/auth/login', payload: { email: user.email, password: user.password }, headers: { cookie: current } });
      expect(login.statusCode).toBe(200);
      const next = sessionCookie(login);
      expect(tokens.has(next)).toBe(false);
      tokens.add(next);
      // Replaying the previous cookie (e.g. one a thief copied) no longer works.
      expect(await whoAmI(current)).toBe(401);
      current = next;
    }
    expect(await whoAmI(current)).toBe(200);
  });

  it('ends the session on the server at logout: the old cookie replayed is refused', async () => {
    const user = await w.throwaway('student');
    for (const logout of [{ method: 'POST' as const, url: '/api/auth/logout' }, { method: 'GET' as const, url: '/api/logout' }]) {
      const login = await inject({ method: 'POST', url: '/api/auth/login', payload: { email: user.email, password: user.password } });
      const cookie = sessionCookie(login);
      const out = await inject({ ...logout, headers: { cookie } });
      expect(out.statusCode).toBeLessThan(400);
      const cleared = out.cookies.find((c) => c.name === 'sid');
      expect(cleared).toMatchObject({ value: '', httpOnly: true, sameSite: 'Lax', path: '/' });
      expect(await whoAmI(cookie)).toBe(401);
    }
  });

  it('ends every session of a deleted account', async () => {
    const user = await w.throwaway('student');
    const other = sessionCookie(await inject({ method: 'POST', url: '/api/auth/login', payload: { email: user.email, password: user.password } }));
    const deleted = await inject({ method: 'DELETE', url: '/api/auth/account', headers: { cookie: user.cookie } });
    expect(deleted.statusCode).toBe(200);
    expect(await whoAmI(user.cookie)).toBe(401);
    expect(await whoAmI(other)).toBe(401);
    expect(await w.t.database.db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(0);
  });

  it('refuses an expired session and purges it at the next sign-in', async () => {
    const user = await w.throwaway('student');
    await w.t.database.db.update(sessions).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(sessions.userId, user.id));
    expect(await whoAmI(user.cookie)).toBe(401);
    await inject({ method: 'POST', url: '/api/auth/login', payload: { email: w.admin.email, password: w.admin.password } });
    const left = await w.t.database.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(left).toHaveLength(0);
  });

  it('refuses a foreign Origin on every state-changing route, before anything happens', async () => {
    // The public API (/api/v1) reads no cookie, so a foreign page has nothing to ride on there: its
    // bearer calls are not origin-checked (public-api.test.ts), and a cookie alone gets 401.
    const routes = registeredRoutes(w.t.app).filter((r) => STATE_CHANGING.has(r.method) && routeKey(r) in ROUTE_RULES && ROUTE_RULES[routeKey(r)].auth !== 'bearer');
    expect(routes.length).toBeGreaterThan(10);
    const failures: string[] = [];
    for (const route of routes) {
      const request = (await ROUTE_RULES[routeKey(route)].request?.(w, 'student')) ?? {};
      for (const foreign of [{ origin: 'https://evil.example' }, { origin: 'null' }, { 'sec-fetch-site': 'cross-site' }]) {
        const response = await inject({
          method: route.method as 'POST',
          url: request.url ?? route.url,
          headers: { ...w.headers('student'), host: 'stepwise.test', ...foreign },
          ...(request.payload ? { payload: request.payload } : {}),
        });
        if (response.statusCode !== 403 || response.json<{ code?: string }>().code !== 'foreignOrigin') {
          failures.push(`${routeKey(route)} ${JSON.stringify(foreign)}: ${response.statusCode}`);
        }
      }
    }
    expect(failures).toEqual([]);
    // Nothing ran: the student is still signed in and their account still there.
    expect(await whoAmI(w.student.cookie)).toBe(200);
  });

  it('accepts the app’s own origin on a state-changing request', async () => {
    const response = await inject({
      method: 'PUT',
      url: '/api/auth/profile',
      headers: { ...w.headers('student'), host: 'stepwise.test', origin: 'http://stepwise.test', 'sec-fetch-site': 'same-origin' },
      payload: { firstName: 'Ada', lastName: 'Lovelace', locale: 'en' },
    });
    expect(response.statusCode).toBe(200);
  });
});

describe('session cookies behind a proxy', { timeout: 120_000 }, () => {
  let direct: TestApp;
  let proxied: TestApp;
  beforeAll(async () => {
    [direct, proxied] = await Promise.all([createTestApp(), createTestApp({ trustProxy: true })]);
  }, 120_000);
  afterAll(async () => {
    await Promise.all([direct?.close(), proxied?.close()]);
  });

  const register = (t: TestApp, headers: Record<string, string>) =>
    t.app.inject({ method: 'POST', url: '/api/auth/register', headers, payload: { email: uniqueEmail(), password: 'secret1', firstName: 'A', lastName: 'B' } });

  it('is Secure when the proxy says HTTPS and TRUST_PROXY is on', async () => {
    const response = await register(proxied, { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'stepwise.example', origin: 'https://stepwise.example' });
    expect(response.statusCode).toBe(201);
    expect(response.cookies.find((c) => c.name === 'sid')).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Lax' });
  });

  it('ignores forwarded headers without TRUST_PROXY: no Secure from a spoofed proto, no origin let in by a spoofed host', async () => {
    const spoofedProto = await register(direct, { 'x-forwarded-proto': 'https' });
    expect(spoofedProto.statusCode).toBe(201);
    expect(spoofedProto.cookies.find((c) => c.name === 'sid')?.secure).toBeFalsy();
    const spoofedHost = await register(direct, { host: 'stepwise.test', 'x-forwarded-host': 'evil.example', origin: 'https://evil.example' });
    expect(spoofedHost.statusCode).toBe(403);
  });
});
