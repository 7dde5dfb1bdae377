import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_COOKIE, findSessionUser } from '../services/auth/sessions';

/** Resolves the session cookie to `request.user` once per API request. */
export function registerSessionHook(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    const token = request.cookies[SESSION_COOKIE];
    if (!token) return;
    const found = await findSessionUser(app.database.db, token);
    if (found) {
      request.user = found.user;
      request.sessionId = found.sessionId;
    }
  });
}

export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string, expiresAt: Date): void {
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    // Secure when the browser talks HTTPS to us or to the proxy in front (TRUST_PROXY).
    secure: request.protocol === 'https',
    expires: expiresAt,
  });
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure: request.protocol === 'https' });
}
