import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { quotaResponse } from '../../../contract/src';
import { requireUser, signedInUser } from '../auth-guards';
import { currentPlan } from '../services/plan-features';
import { quotaStatus } from '../services/quota/quota';

export const quotaRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  app.get('/api/quota', { schema: { response: { 200: quotaResponse } }, preHandler: requireUser }, async (request) => {
    const user = signedInUser(request);
    return quotaStatus(db, user.id, await currentPlan(db, user.id));
  });
};
