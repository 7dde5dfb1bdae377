import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser, signedInUser } from '../auth-guards';
import { unauthorized } from '../http-error';
import { exportUserData } from '../services/account/export';

export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  // Data export (right of access): a JSON file of every row of the caller's, nobody else's.
  app.get('/api/account/export', { preHandler: requireUser }, async (request, reply) => {
    const data = await exportUserData(db, signedInUser(request).id);
    if (!data) throw unauthorized();
    const day = data.exportedAt.slice(0, 10);
    return reply
      .type('application/json; charset=utf-8')
      .header('content-disposition', `attachment; filename="stepwise-data-${day}.json"`)
      .header('cache-control', 'private, no-store')
      .send(JSON.stringify(data, null, 2));
  });
};
