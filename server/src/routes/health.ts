import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthResponse } from '../../../contract/src';
import { pingDatabase } from '../db/client';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/health', { schema: { response: { 200: healthResponse } }, config: { rateLimit: false } }, async () => {
    await pingDatabase(app.database.db);
    return { status: 'ok' as const, db: app.database.kind };
  });
};
