import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { loginBody, okResponse, profileBody, registerBody, user as userSchema } from '../../../contract/src';
import { requireUser, signedInUser } from '../auth-guards';
import { HttpError, conflict, tooManyRequests, unauthorized } from '../http-error';
import { localeFromAcceptLanguage } from '../i18n';
import { clearSessionCookie, setSessionCookie } from '../plugins/session';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../services/auth/passwords';
import { createSession, deleteSession } from '../services/auth/sessions';
import { EmailTakenError, createUser, deleteUser, findUserByEmail, normalizeEmail, toPublicUser, updateUser } from '../services/auth/users';
import { recordEvent } from '../services/events';

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const isAdminEmail = (email: string) => app.config.adminEmails.has(normalizeEmail(email));

  app.post(
    '/api/auth/register',
    { schema: { body: registerBody, response: { 201: userSchema } } },
    async (request, reply) => {
      const body = request.body;
      let created;
      try {
        created = await createUser(db, {
          email: body.email,
          passwordHash: await hashPassword(body.password),
          firstName: body.firstName,
          lastName: body.lastName,
          locale: body.locale ?? localeFromAcceptLanguage(request.headers['accept-language']) ?? 'en',
          role: isAdminEmail(body.email) ? 'admin' : 'student',
        });
      } catch (err) {
        if (err instanceof EmailTakenError) throw conflict('emailTaken');
        throw err;
      }
      const session = await createSession(db, created.id);
      setSessionCookie(request, reply, session.token, session.expiresAt);
      await recordEvent(db, 'user.registered', created.id);
      return reply.status(201).send(toPublicUser(created));
    },
  );

  app.post('/api/auth/login', { schema: { body: loginBody, response: { 200: userSchema } } }, async (request, reply) => {
    const email = normalizeEmail(request.body.email);
    const throttle = app.loginThrottle;
    if (await throttle.isBlocked(request.ip, email)) throw tooManyRequests('tooManyLoginAttempts');
    let found = await findUserByEmail(db, email);
    const ok = found ? await verifyPassword(found.passwordHash, request.body.password) : await verifyAgainstDummy(request.body.password);
    if (!found || !ok) {
      await throttle.recordFailure(request.ip, email);
      // The sign-in form shows this message (spec §8: 'Invalid email or password').
      throw new HttpError(401, 'invalidCredentials');
    }
    await throttle.recordSuccess(email);
    if (isAdminEmail(email) && found.role !== 'admin') found = (await updateUser(db, found.id, { role: 'admin' })) ?? found;
    // A new token on every sign-in (no fixation); the previous session of this browser ends.
    if (request.sessionId) await deleteSession(db, request.sessionId);
    const session = await createSession(db, found.id);
    setSessionCookie(request, reply, session.token, session.expiresAt);
    await recordEvent(db, 'user.login', found.id);
    return toPublicUser(found);
  });

  app.post('/api/auth/logout', { schema: { response: { 200: okResponse } } }, async (request, reply) => {
    if (request.sessionId) await deleteSession(db, request.sessionId);
    clearSessionCookie(request, reply);
    return { ok: true as const };
  });

  app.get('/api/auth/user', { schema: { response: { 200: userSchema } }, preHandler: requireUser }, async (request) =>
    toPublicUser(signedInUser(request)),
  );

  app.put('/api/auth/profile', { schema: { body: profileBody, response: { 200: userSchema } }, preHandler: requireUser }, async (request) => {
    const current = signedInUser(request);
    const { firstName, lastName, locale, storeUploads } = request.body;
    const updated = await updateUser(db, current.id, { firstName, lastName, locale, ...(storeUploads === undefined ? {} : { storeUploads }) });
    if (!updated) throw unauthorized();
    return toPublicUser(updated);
  });

  app.delete('/api/auth/account', { schema: { response: { 200: okResponse } }, preHandler: requireUser }, async (request, reply) => {
    await deleteUser(db, signedInUser(request).id);
    clearSessionCookie(request, reply);
    return { ok: true as const };
  });

  // Navigation targets (spec §2): plain links that sign in or out and land on a page.
  app.get('/api/login', async (_request, reply) => reply.redirect('/login', 302));

  app.get('/api/logout', async (request, reply) => {
    if (request.sessionId) await deleteSession(db, request.sessionId);
    clearSessionCookie(request, reply);
    return reply.redirect('/', 302);
  });
};
