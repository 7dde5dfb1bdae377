import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthResponse, readyResponse } from '../../../contract/src';
import { pingDatabase } from '../db/client';
import { HttpError } from '../http-error';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  // Liveness: the process answers and reaches its database.
  app.get('/api/health', { schema: { response: { 200: healthResponse } }, config: { rateLimit: false } }, async (request) => {
    try {
      await pingDatabase(app.database.db);
    } catch (err) {
      request.log.error({ err }, 'health check: database unreachable');
      throw new HttpError(503, 'serviceUnavailable');
    }
    return { status: 'ok' as const, db: app.database.kind };
  });

  // Readiness, for a load balancer: 503 while draining, while the database or the shared limits
  // are unreachable, or while the database lacks this build's migrations.
  app.get('/api/ready', { schema: { response: { 200: readyResponse } }, config: { rateLimit: false } }, async (request, reply) => {
    const reason = await app.readiness.check();
    if (reason) {
      if (reason !== 'draining') request.log.warn(`not ready: ${reason}`);
      reply.header('cache-control', 'no-store');
      throw new HttpError(503, 'serviceUnavailable', { reason });
    }
    return reply.header('cache-control', 'no-store').send({ status: 'ready' as const, db: app.database.kind, limits: app.sharedLimits.counters.kind });
  });
};
