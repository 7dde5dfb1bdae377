import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { solveBody, solveResponse } from '../../../contract/src';
import { requireUser, signedInUser } from '../auth-guards';
import { solveForUser } from '../services/solve/solve-for-user';

export const solveRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/solve',
    { schema: { body: solveBody, response: { 200: solveResponse } }, preHandler: requireUser },
    async (request, reply) => solveForUser(app, request, reply, signedInUser(request), request.body),
  );
};
