import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_API_TOKENS, MESSAGES, type ApiTokenSummary, type CreatedApiToken } from '../../../contract/src';
import { apiTokens } from '../db/schema';
import { registerUser, type RegisteredUser, type TestApp } from '../../test/test-app';
import { createSolveTestApp, givePlan } from './solve-test-kit';

describe('API tokens: create, list, use, revoke', { timeout: 120_000 }, () => {
  let t: TestApp;
  let pro: RegisteredUser;
  let otherPro: RegisteredUser;
  beforeAll(async () => {
    t = await createSolveTestApp();
    pro = await registerUser(t.app);
    otherPro = await registerUser(t.app);
    await givePlan(t.database.db, pro.id, 'pro');
    await givePlan(t.database.db, otherPro.id, 'pro');
  }, 120_000);
  afterAll(() => t?.close());

  const create = (who: RegisteredUser, name: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/api/tokens', payload: { name }, headers: { cookie: who.cookie, ...headers } });
  const list = async (who: RegisteredUser) => {
    const response = await t.app.inject({ method: 'GET', url: '/api/tokens', headers: { cookie: who.cookie } });
    expect(response.statusCode).toBe(200);
    return response.json<ApiTokenSummary[]>();
  };
  const callApi = (token: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: '/api/v1/history', headers: { authorization: `Bearer ${token}`, ...headers } });

  it('shows a new token once, stores only its SHA-256, and lists it by name, prefix and dates', async () => {
    const response = await create(pro, '  Homework bot  ');
    expect(response.statusCode).toBe(201);
    expect(response.headers['cache-control']).toBe('no-store');
    const created = response.json<CreatedApiToken>();
    expect(Object.keys(created).sort()).toEqual(['createdAt', 'id', 'name', 'prefix', 'token']);
    expect(created.name).toBe('Homework bot');
    expect(created.token).toMatch(/^swk_[A-Za-z0-9_-]{43}$/);
    expect(created.prefix).toBe(created.token.slice(0, 12));

    const [row] = await t.database.db.select().from(apiTokens).where(eq(apiTokens.id, created.id));
    expect(row.tokenHash).toBe(createHash('sha256').update(created.token).digest('hex'));
    expect(Object.values(row).map(String)).not.toContain(created.token);

    const listed = await list(pro);
    expect(listed).toEqual([{ id: created.id, name: 'Homework bot', prefix: created.prefix, createdAt: created.createdAt, lastUsedAt: null }]);
    expect(JSON.stringify(listed)).not.toContain(created.token);
    // Nobody else sees it.
    expect(await list(otherPro)).toEqual([]);
    // The data export lists it, without the token or its hash.
    const exported = await t.app.inject({ method: 'GET', url: '/api/account/export', headers: { cookie: pro.cookie } });
    expect(exported.json<{ apiTokens: Array<{ id: string; prefix: string }> }>().apiTokens).toEqual([expect.objectContaining({ id: created.id, prefix: created.prefix, revokedAt: null })]);
    expect(exported.body).not.toContain(created.token);
    expect(exported.body).not.toContain(row.tokenHash);
  });

  it('records the last use at most once a minute', async () => {
    const created = (await create(pro, 'Last use')).json<CreatedApiToken>();
    expect((await callApi(created.token)).statusCode).toBe(200);
    const first = (await list(pro)).find((token) => token.id === created.id)?.lastUsedAt;
    expect(first).not.toBeNull();
    expect((await callApi(created.token)).statusCode).toBe(200);
    expect((await list(pro)).find((token) => token.id === created.id)?.lastUsedAt).toBe(first);
    // A minute later, the next call moves it.
    await t.database.db.update(apiTokens).set({ lastUsedAt: new Date(Date.now() - 61_000) }).where(eq(apiTokens.id, created.id));
    expect((await callApi(created.token)).statusCode).toBe(200);
    const moved = (await list(pro)).find((token) => token.id === created.id)?.lastUsedAt;
    expect(Date.parse(moved ?? '')).toBeGreaterThan(Date.now() - 10_000);
  });

  it('revokes a token: the next call is 401 in the product shape, and it leaves the list', async () => {
    const created = (await create(pro, 'To revoke')).json<CreatedApiToken>();
    expect((await callApi(created.token)).statusCode).toBe(200);

    // Someone else's id is not found, and their token keeps working.
    const foreign = await t.app.inject({ method: 'DELETE', url: `/api/tokens/${created.id}`, headers: { cookie: otherPro.cookie } });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ code: 'notFound', message: MESSAGES.notFound.en });
    expect((await callApi(created.token)).statusCode).toBe(200);

    const revoked = await t.app.inject({ method: 'DELETE', url: `/api/tokens/${created.id}`, headers: { cookie: pro.cookie } });
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json()).toEqual({ ok: true });

    const refused = await callApi(created.token);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({ message: MESSAGES.apiTokenInvalid.en, code: 'apiTokenInvalid' });
    expect(refused.headers['www-authenticate']).toMatch(/^Bearer /);
    expect((await list(pro)).map((token) => token.id)).not.toContain(created.id);

    const again = await t.app.inject({ method: 'DELETE', url: `/api/tokens/${created.id}`, headers: { cookie: pro.cookie } });
    expect(again.statusCode).toBe(404);
    for (const id of ['not-a-uuid', '00000000-0000-0000-0000-000000000000']) {
      expect((await t.app.inject({ method: 'DELETE', url: `/api/tokens/${id}`, headers: { cookie: pro.cookie } })).statusCode).toBe(404);
    }
  });

  it('answers an unknown or malformed token, or none, with 401 in the caller’s language', async () => {
    const unknownToken = `swk_${'A'.repeat(43)}`;
    for (const authorization of [undefined, `Bearer ${unknownToken}`, 'Bearer nonsense', `Basic ${unknownToken}`, 'Bearer']) {
      const response = await t.app.inject({ method: 'GET', url: '/api/v1/history', headers: authorization ? { authorization } : {} });
      expect(response.statusCode, String(authorization)).toBe(401);
      expect(response.json()).toEqual({ message: MESSAGES.apiTokenInvalid.en, code: 'apiTokenInvalid' });
    }
    const french = await callApi(unknownToken, { 'accept-language': 'fr-FR,fr;q=0.9' });
    expect(french.json()).toEqual({ message: MESSAGES.apiTokenInvalid.fr, code: 'apiTokenInvalid' });
  });

  it('never takes a token as a session, nor the session cookie on /api/v1', async () => {
    const created = (await create(pro, 'Not a session')).json<CreatedApiToken>();
    const asSession = await t.app.inject({ method: 'GET', url: '/api/history', headers: { authorization: `Bearer ${created.token}` } });
    expect(asSession.statusCode).toBe(401);
    const tokenRoutes = await t.app.inject({ method: 'GET', url: '/api/tokens', headers: { authorization: `Bearer ${created.token}` } });
    expect(tokenRoutes.statusCode).toBe(401);
    const cookieOnV1 = await t.app.inject({ method: 'GET', url: '/api/v1/history', headers: { cookie: pro.cookie } });
    expect(cookieOnV1.statusCode).toBe(401);
    expect(cookieOnV1.json()).toMatchObject({ code: 'apiTokenInvalid' });
  });

  it('refuses Free and Basic users with 403 planRequired naming Pro, on every token route', async () => {
    for (const plan of ['free', 'basic'] as const) {
      const user = await registerUser(t.app);
      if (plan === 'basic') await givePlan(t.database.db, user.id, 'basic');
      const requests = [
        { method: 'POST' as const, url: '/api/tokens', payload: { name: 'x' } },
        { method: 'GET' as const, url: '/api/tokens' },
        { method: 'DELETE' as const, url: '/api/tokens/00000000-0000-0000-0000-000000000000' },
      ];
      for (const request of requests) {
        const response = await t.app.inject({ ...request, headers: { cookie: user.cookie } });
        expect(response.statusCode, `${plan} ${request.method} ${request.url}`).toBe(403);
        expect(response.json()).toEqual({ message: MESSAGES.planRequiredPro.en, code: 'planRequired', requiredPlan: 'pro' });
      }
    }
    const signedOut = await t.app.inject({ method: 'GET', url: '/api/tokens' });
    expect(signedOut.statusCode).toBe(401);
  });

  it('answers 403 on /api/v1 once the owner’s plan drops below Pro, and works again after an upgrade', async () => {
    const user = await registerUser(t.app);
    await givePlan(t.database.db, user.id, 'pro');
    const created = (await create(user, 'Downgrade')).json<CreatedApiToken>();
    expect((await callApi(created.token)).statusCode).toBe(200);
    await givePlan(t.database.db, user.id, 'basic');
    const refused = await callApi(created.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: MESSAGES.planRequiredPro.en, code: 'planRequired', requiredPlan: 'pro' });
    await givePlan(t.database.db, user.id, 'pro');
    expect((await callApi(created.token)).statusCode).toBe(200);
  });

  it('validates the name and caps the number of active tokens', async () => {
    for (const name of ['', '   ', 'x'.repeat(101), 42]) {
      const response = await create(pro, name);
      expect(response.statusCode, JSON.stringify(name)).toBe(400);
      expect(response.json<{ code: string }>().code).toMatch(/^apiTokenName/);
    }
    const user = await registerUser(t.app);
    await givePlan(t.database.db, user.id, 'pro');
    const made = await Promise.all(Array.from({ length: MAX_API_TOKENS + 3 }, (_, i) => create(user, `token ${i}`)));
    expect(made.filter((r) => r.statusCode === 201)).toHaveLength(MAX_API_TOKENS);
    const refused = made.filter((r) => r.statusCode !== 201);
    expect(refused.map((r) => r.statusCode)).toEqual([409, 409, 409]);
    expect(refused[0].json()).toEqual({ message: MESSAGES.apiTokenLimit.en, code: 'apiTokenLimit' });
    // Revoking one makes room.
    const [first] = await list(user);
    await t.app.inject({ method: 'DELETE', url: `/api/tokens/${first.id}`, headers: { cookie: user.cookie } });
    expect((await create(user, 'one more')).statusCode).toBe(201);
  });
});
