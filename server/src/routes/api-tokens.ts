import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiTokenList, apiTokenParams, createApiTokenBody, createdApiToken, okResponse } from '../../../contract/src';
import { requireUser, signedInUser } from '../auth-guards';
import { notFound } from '../http-error';
import { createApiToken, listApiTokens, revokeApiToken } from '../services/api-tokens/api-tokens';
import { requireFeature } from '../services/plan-features';

/**
 * Personal API tokens, managed from the account page with the session (Pro: others get 403
 * `planRequired`). The token is answered once, at creation; only its SHA-256 is stored.
 */
export const apiTokenRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const proUser = async (request: Parameters<typeof signedInUser>[0]) => {
    const user = signedInUser(request);
    await requireFeature(db, user.id, 'apiAccess');
    return user;
  };

  app.post('/api/tokens', { schema: { body: createApiTokenBody, response: { 201: createdApiToken } }, preHandler: requireUser }, async (request, reply) => {
    const user = await proUser(request);
    const created = await createApiToken(db, user.id, request.body.name);
    return reply.status(201).header('cache-control', 'no-store').send(created);
  });

  app.get('/api/tokens', { schema: { response: { 200: apiTokenList } }, preHandler: requireUser }, async (request) => listApiTokens(db, (await proUser(request)).id));

  app.delete('/api/tokens/:id', { schema: { params: apiTokenParams, response: { 200: okResponse } }, preHandler: requireUser }, async (request) => {
    const user = await proUser(request);
    // A malformed id is answered like an unknown one or someone else's: 404.
    const revoked = z.uuid().safeParse(request.params.id).success && (await revokeApiToken(db, user.id, request.params.id));
    if (!revoked) throw notFound();
    return { ok: true as const };
  });
};
