import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../http-error';
import { findActiveToken, touchApiToken } from '../services/api-tokens/api-tokens';
import { planIncludes, PlanRequiredError } from '../services/plan-features';

/** The window of the per-token rate limit. */
export const TOKEN_RATE_WINDOW_MS = 60_000;

/** 401 `apiTokenInvalid`, with the scheme the client should use. */
function invalidToken(reply: FastifyReply): HttpError {
  reply.header('www-authenticate', 'Bearer realm="stepwise", error="invalid_token"');
  return new HttpError(401, 'apiTokenInvalid');
}

/** The token of an `Authorization: Bearer <token>` header (case-insensitive scheme), else undefined. */
export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer[ ]+(\S+)\s*$/i.exec(header);
  return match?.[1];
}

/**
 * Authentication of the public API (/api/v1), for the routes of the context it is registered in.
 * Only a personal API token counts, as `Authorization: Bearer <token>`; the session cookie is
 * never read here, so a page of another site cannot make a signed-in browser call this API (and
 * the origin check of the cookie routes has nothing to protect). In order, before the body is
 * read (preParsing, after the per-IP limit):
 * - no token, an unknown or a revoked one → 401 `apiTokenInvalid` with WWW-Authenticate;
 * - the owner's plan no longer includes API access → 403 `planRequired` (Pro);
 * - the token's own rate limit, counted in the shared counters (PostgreSQL or Redis when the
 *   app has several instances), announced on every answer by X-RateLimit-Limit / -Remaining /
 *   -Reset (seconds) and refused past it with 429 `apiTokenRateLimited` and Retry-After;
 * - last_used_at, written at most once a minute per token.
 * The request then carries the token's user as `request.user` (no session: `sessionId` stays null).
 */
export function registerBearerAuth(app: FastifyInstance): void {
  const { db } = app.database;
  const counters = app.sharedLimits.counters;
  // Marks the routes for the OpenAPI document: they take a bearer token.
  app.addHook('onRoute', (route) => {
    route.config = { ...route.config, bearerAuth: true };
  });
  app.addHook('preParsing', async (request, reply, payload) => {
    const token = bearerToken(request);
    const holder = token ? await findActiveToken(db, token) : undefined;
    if (!holder) throw invalidToken(reply);
    request.user = holder.user;
    if (!planIncludes(holder.plan, 'apiAccess')) throw new PlanRequiredError('pro');

    const limit = app.config.apiTokenRateLimitPerMinute;
    let hit;
    try {
      hit = await counters.hit(`api-token:${holder.token.id}`, TOKEN_RATE_WINDOW_MS);
    } catch (error) {
      // As for the per-IP limit: with Redis unreachable the API answers without its limit.
      if (counters.kind !== 'redis') throw error;
      request.log.warn({ err: error }, 'API token rate limit skipped: counters unreachable');
      await touchApiToken(db, holder.token);
      return payload;
    }
    const resetSeconds = Math.max(1, Math.ceil(hit.ttlMs / 1000));
    reply.header('x-ratelimit-limit', String(limit));
    reply.header('x-ratelimit-remaining', String(Math.max(0, limit - hit.count)));
    reply.header('x-ratelimit-reset', String(resetSeconds));
    if (hit.count > limit) {
      reply.header('retry-after', String(resetSeconds));
      throw new HttpError(429, 'apiTokenRateLimited');
    }
    await touchApiToken(db, holder.token);
    return payload;
  });
}
