import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_COOKIE, findSessionUser } from '../services/auth/sessions';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route reads the session itself, joined into its own query (GET /api/history's first
     * page): the hook leaves it alone, and the route calls resolveSession on its other paths.
     */
    resolvesSession?: boolean;
  }
}

/** Sets `request.user` and `request.sessionId` from the session cookie (one indexed, prepared query). */
export async function resolveSession(app: FastifyInstance, request: FastifyRequest): Promise<void> {
  const token = request.cookies[SESSION_COOKIE];
  if (!token) return;
  const found = await findSessionUser(app.database.db, token);
  if (found) {
    request.user = found.user;
    request.sessionId = found.sessionId;
    request.plan = found.plan;
  }
}

/** Resolves the session cookie to `request.user` once per API request. */
export function registerSessionHook(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    if (request.routeOptions.config.resolvesSession) return;
    await resolveSession(app, request);
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
