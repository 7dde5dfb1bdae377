import type { InjectOptions } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../contract/src';
import { createTestApp, registerUser, sessionCookie, uniqueEmail, type TestApp } from '../../test/test-app';
import { events, problems, sessions, solutions, users } from '../db/schema';
import { hashToken } from '../services/auth/sessions';

const ADMIN = 'boss@example.com';

describe('accounts API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ adminEmails: new Set([ADMIN]), loginFailuresPerEmail: 3, loginFailuresPerIp: 1000 });
  });
  afterAll(() => t.close());

  const inject = (options: InjectOptions) => t.app.inject(options);

  describe('register', () => {
    it('creates the account, signs in and returns the user without secrets', async () => {
      const email = uniqueEmail();
      const response = await inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: { email: ` ${email.toUpperCase()} `, password: 'secret1', firstName: 'Ada', lastName: 'Lovelace' },
      });
      expect(response.statusCode).toBe(201);
      const body = response.json();
      expect(body).toMatchObject({ email, firstName: 'Ada', lastName: 'Lovelace', locale: 'en', role: 'student', profileImageUrl: null });
      expect(JSON.stringify(body)).not.toMatch(/argon|password/i);
      const me = await inject({ method: 'GET', url: '/api/auth/user', headers: { cookie: sessionCookie(response) } });
      expect(me.statusCode).toBe(200);
      expect(me.json()).toEqual(body);
    });

    it('stores an argon2id hash, not the password', async () => {
      const u = await registerUser(t.app, { password: 'hunter22' });
      const [row] = await t.database.db.select().from(users).where(eq(users.id, u.id));
      expect(row.passwordHash).toMatch(/^\$argon2id\$/);
      expect(row.passwordHash).not.toContain('hunter22');
    });

    it('takes the language of the request for a new account', async () => {
      const response = await inject({
        method: 'POST',
        url: '/api/auth/register',
        headers: { 'accept-language': 'fr-CA,fr;q=0.9,en;q=0.5' },
        payload: { email: uniqueEmail(), password: 'secret1', firstName: 'Marie', lastName: 'Curie' },
      });
      expect(response.json()).toMatchObject({ locale: 'fr' });
    });

    it('refuses a duplicate email, whatever its case, with 409 and a clear message', async () => {
      const u = await registerUser(t.app);
      const response = await inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: { email: u.email.toUpperCase(), password: 'another1', firstName: 'B', lastName: 'C' },
      });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ message: MESSAGES.emailTaken.en, code: 'emailTaken' });
      expect(response.cookies).toHaveLength(0);
    });

    it('answers validation errors in English with every field listed', async () => {
      const response = await inject({ method: 'POST', url: '/api/auth/register', payload: { email: 'nope', password: '123', firstName: '', lastName: 'X' } });
      expect(response.statusCode).toBe(400);
      const body = response.json();
      expect(body).toMatchObject({ message: 'Please enter a valid email address', code: 'invalidEmail' });
      expect(body.errors).toEqual([
        { path: 'email', code: 'invalidEmail', message: 'Please enter a valid email address' },
        { path: 'password', code: 'passwordTooShort', message: 'Password must be at least 6 characters' },
        { path: 'firstName', code: 'firstNameRequired', message: 'First name is required' },
      ]);
    });

    it('answers validation errors in French when the request asks for French', async () => {
      const response = await inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'accept-language': 'fr' },
        payload: { email: 'a@b.co', password: '12' },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ message: MESSAGES.passwordTooShort.fr, code: 'passwordTooShort' });
    });

    it('answers a malformed JSON body with 400', async () => {
      const response = await inject({ method: 'POST', url: '/api/auth/login', headers: { 'content-type': 'application/json' }, payload: '{"email":' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'invalidJson' });
    });
  });

  describe('sessions', () => {
    it('sets an httpOnly, SameSite=Lax cookie for 30 days, not Secure over plain HTTP', async () => {
      const response = await inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: { email: uniqueEmail(), password: 'secret1', firstName: 'A', lastName: 'B' },
      });
      const cookie = response.cookies.find((c) => c.name === 'sid');
      expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
      expect(cookie?.secure).toBeFalsy();
      const days = ((cookie?.expires as Date).getTime() - Date.now()) / 86_400_000;
      expect(days).toBeGreaterThan(29.9);
      expect(days).toBeLessThanOrEqual(30);
    });

    it('stores only the SHA-256 of the token', async () => {
      const u = await registerUser(t.app);
      const token = u.cookie.slice('sid='.length);
      const rows = await t.database.db.select().from(sessions).where(eq(sessions.userId, u.id));
      expect(rows).toHaveLength(1);
      expect(rows[0].tokenHash).toBe(hashToken(token));
      expect(rows[0].tokenHash).not.toContain(token);
    });

    it('issues a new token on every sign-in and ends the old one on logout', async () => {
      const u = await registerUser(t.app);
      const login = await inject({ method: 'POST', url: '/api/auth/login', payload: { email: u.email, password: u.password } });
      expect(login.statusCode).toBe(200);
      const second = sessionCookie(login);
      expect(second).not.toBe(u.cookie);
      const logout = await inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie: second } });
      expect(logout.statusCode).toBe(200);
      expect(logout.cookies.find((c) => c.name === 'sid')?.value).toBe('');
      expect((await inject({ method: 'GET', url: '/api/auth/user', headers: { cookie: second } })).statusCode).toBe(401);
      // The registration session is another browser: it is still signed in.
      expect((await inject({ method: 'GET', url: '/api/auth/user', headers: { cookie: u.cookie } })).statusCode).toBe(200);
    });

    it('answers 401 when signed out, with a bogus cookie, or with an expired session', async () => {
      expect((await inject({ method: 'GET', url: '/api/auth/user' })).json()).toEqual({ message: 'Unauthorized', code: 'unauthorized' });
      expect((await inject({ method: 'GET', url: '/api/auth/user', headers: { cookie: 'sid=forged' } })).statusCode).toBe(401);
      const u = await registerUser(t.app);
      await t.database.db.update(sessions).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(sessions.userId, u.id));
      expect((await inject({ method: 'GET', url: '/api/auth/user', headers: { cookie: u.cookie } })).statusCode).toBe(401);
    });

    it('purges expired sessions when someone signs in', async () => {
      const u = await registerUser(t.app);
      await t.database.db.update(sessions).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(sessions.userId, u.id));
      await registerUser(t.app);
      expect(await t.database.db.select().from(sessions).where(eq(sessions.userId, u.id))).toHaveLength(0);
    });

    it('marks the cookie Secure behind an HTTPS proxy when TRUST_PROXY is on', async () => {
      const proxied = await createTestApp({ trustProxy: true });
      try {
        const response = await proxied.app.inject({
          method: 'POST',
          url: '/api/auth/register',
          headers: { 'x-forwarded-proto': 'https' },
          payload: { email: uniqueEmail(), password: 'secret1', firstName: 'A', lastName: 'B' },
        });
        expect(response.cookies.find((c) => c.name === 'sid')?.secure).toBe(true);
      } finally {
        await proxied.close();
      }
    });

    it('GET /api/logout signs out and goes home; GET /api/login goes to the sign-in page', async () => {
      const u = await registerUser(t.app);
      const out = await inject({ method: 'GET', url: '/api/logout', headers: { cookie: u.cookie } });
      expect(out.statusCode).toBe(302);
      expect(out.headers.location).toBe('/');
      expect((await inject({ method: 'GET', url: '/api/auth/user', headers: { cookie: u.cookie } })).statusCode).toBe(401);
      const login = await inject({ method: 'GET', url: '/api/login' });
      expect(login.statusCode).toBe(302);
      expect(login.headers.location).toBe('/login');
    });
  });

  describe('login', () => {
    it('refuses a wrong password or an unknown email with the same 401', async () => {
      const u = await registerUser(t.app);
      const wrong = await inject({ method: 'POST', url: '/api/auth/login', payload: { email: u.email, password: 'wrong-password' } });
      const unknown = await inject({ method: 'POST', url: '/api/auth/login', payload: { email: uniqueEmail('ghost'), password: 'whatever' } });
      expect(wrong.statusCode).toBe(401);
      expect(unknown.statusCode).toBe(401);
      expect(wrong.json()).toEqual(unknown.json());
      expect(wrong.cookies).toHaveLength(0);
    });

    it('blocks an email after repeated failures with 429, in the caller’s language', async () => {
      const u = await registerUser(t.app);
      for (let i = 0; i < 3; i++) {
        expect((await inject({ method: 'POST', url: '/api/auth/login', payload: { email: u.email, password: 'bad-guess' } })).statusCode).toBe(401);
      }
      const blocked = await inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'accept-language': 'fr' },
        payload: { email: u.email, password: u.password },
      });
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toEqual({ message: MESSAGES.tooManyLoginAttempts.fr, code: 'tooManyLoginAttempts' });
    });

    it('blocks an IP after repeated failures across emails', async () => {
      const strict = await createTestApp({ loginFailuresPerIp: 2, loginFailuresPerEmail: 100 });
      try {
        const attempt = (email: string) =>
          strict.app.inject({ method: 'POST', url: '/api/auth/login', remoteAddress: '203.0.113.9', payload: { email, password: 'bad-guess' } });
        expect((await attempt(uniqueEmail())).statusCode).toBe(401);
        expect((await attempt(uniqueEmail())).statusCode).toBe(401);
        expect((await attempt(uniqueEmail())).statusCode).toBe(429);
        const elsewhere = await strict.app.inject({ method: 'POST', url: '/api/auth/login', remoteAddress: '203.0.113.10', payload: { email: uniqueEmail(), password: 'bad-guess' } });
        expect(elsewhere.statusCode).toBe(401);
      } finally {
        await strict.close();
      }
    });

    it('limits API requests per IP with a 429 JSON answer', async () => {
      const strict = await createTestApp({ apiRateLimitPerMinute: 3 });
      try {
        const codes: number[] = [];
        for (let i = 0; i < 4; i++) codes.push((await strict.app.inject({ method: 'GET', url: '/api/auth/user' })).statusCode);
        expect(codes).toEqual([401, 401, 401, 429]);
        const limited = await strict.app.inject({ method: 'GET', url: '/api/auth/user' });
        expect(limited.json()).toEqual({ message: MESSAGES.tooManyRequests.en, code: 'tooManyRequests' });
        // Health checks from a load balancer are never limited.
        expect((await strict.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
      } finally {
        await strict.close();
      }
    });
  });

  describe('foreign origins', () => {
    it('refuses a state-changing request from another site with 403', async () => {
      const response = await inject({
        method: 'POST',
        url: '/api/auth/register',
        headers: { origin: 'https://evil.example', host: 'stepwise.test' },
        payload: { email: uniqueEmail(), password: 'secret1', firstName: 'A', lastName: 'B' },
      });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ code: 'foreignOrigin' });
    });

    it('accepts the same origin, and reads without an origin check', async () => {
      const same = await inject({
        method: 'POST',
        url: '/api/auth/register',
        headers: { origin: 'http://stepwise.test:5000', host: 'stepwise.test:5000' },
        payload: { email: uniqueEmail(), password: 'secret1', firstName: 'A', lastName: 'B' },
      });
      expect(same.statusCode).toBe(201);
      const read = await inject({ method: 'GET', url: '/api/health', headers: { origin: 'https://evil.example' } });
      expect(read.statusCode).toBe(200);
    });
  });

  describe('profile', () => {
    it('updates names, language and the uploads preference; later errors follow the new language', async () => {
      const u = await registerUser(t.app);
      const response = await inject({
        method: 'PUT',
        url: '/api/auth/profile',
        headers: { cookie: u.cookie },
        payload: { firstName: 'Grace', lastName: 'Hopper', locale: 'fr', storeUploads: true },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ email: u.email, firstName: 'Grace', lastName: 'Hopper', locale: 'fr', storeUploads: true });
      const invalid = await inject({ method: 'PUT', url: '/api/auth/profile', headers: { cookie: u.cookie }, payload: { firstName: '', lastName: 'H', locale: 'fr' } });
      expect(invalid.statusCode).toBe(400);
      expect(invalid.json()).toMatchObject({ message: MESSAGES.firstNameRequired.fr });
    });

    it('refuses an unknown language and a signed-out caller', async () => {
      const u = await registerUser(t.app);
      const bad = await inject({ method: 'PUT', url: '/api/auth/profile', headers: { cookie: u.cookie }, payload: { firstName: 'A', lastName: 'B', locale: 'de' } });
      expect(bad.json()).toMatchObject({ code: 'invalidLocale' });
      const anonymous = await inject({ method: 'PUT', url: '/api/auth/profile', payload: { firstName: 'A', lastName: 'B', locale: 'en' } });
      expect(anonymous.statusCode).toBe(401);
    });
  });

  describe('account deletion', () => {
    it('deletes every row of the user and nobody else’s', async () => {
      const u = await registerUser(t.app);
      const other = await registerUser(t.app);
      const { db } = t.database;
      for (const id of [u.id, other.id]) {
        const [problem] = await db.insert(problems).values({ userId: id, rawInput: 'x^2 = 4' }).returning();
        await db.insert(solutions).values({ problemId: problem.id, stepsJson: [], plainText: 'x = ±2', verified: true });
      }
      const response = await inject({ method: 'DELETE', url: '/api/auth/account', headers: { cookie: u.cookie } });
      expect(response.statusCode).toBe(200);
      expect(await db.select().from(users).where(eq(users.id, u.id))).toHaveLength(0);
      expect(await db.select().from(problems).where(eq(problems.userId, u.id))).toHaveLength(0);
      expect(await db.select().from(sessions).where(eq(sessions.userId, u.id))).toHaveLength(0);
      expect(await db.select().from(events).where(eq(events.userId, u.id))).toHaveLength(0);
      expect(await db.select().from(problems).where(eq(problems.userId, other.id))).toHaveLength(1);
      expect((await inject({ method: 'GET', url: '/api/auth/user', headers: { cookie: u.cookie } })).statusCode).toBe(401);
      // The email can be used again.
      expect((await registerUser(t.app, { email: u.email })).id).not.toBe(u.id);
    });
  });

  describe('admins', () => {
    it('gives the admin role to ADMIN_EMAILS at registration', async () => {
      const response = await inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: { email: 'Boss@Example.com', password: 'secret1', firstName: 'B', lastName: 'O' },
      });
      expect(response.json()).toMatchObject({ role: 'admin' });
    });

    it('gives the admin role at sign-in to an account listed after it was created', async () => {
      const u = await registerUser(t.app);
      const listed = await createTestApp({ adminEmails: new Set([u.email]) });
      try {
        await registerUser(listed.app, { email: u.email, password: u.password });
        await listed.database.db.update(users).set({ role: 'student' }).where(eq(users.email, u.email));
        const login = await listed.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: u.email, password: u.password } });
        expect(login.json()).toMatchObject({ role: 'admin' });
      } finally {
        await listed.close();
      }
    });
  });
});
