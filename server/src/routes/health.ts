import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthResponse } from '../../../contract/src';
import { pingDatabase } from '../db/client';
import { HttpError } from '../http-error';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/health', { schema: { response: { 200: healthResponse } }, config: { rateLimit: false } }, async (request) => {
    try {
      await pingDatabase(app.database.db);
    } catch (err) {
      request.log.error({ err }, 'health check: database unreachable');
      throw new HttpError(503, 'serviceUnavailable');
    }
    return { status: 'ok' as const, db: app.database.kind };
  });
};
