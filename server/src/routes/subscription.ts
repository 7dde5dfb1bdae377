import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { subscription, subscriptionAction } from '../../../contract/src';
import { requireUser, signedInUser } from '../auth-guards';
import { changeSubscription, getSubscription } from '../services/subscriptions/subscriptions';

export const subscriptionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  app.get('/api/subscription', { schema: { response: { 200: subscription } }, preHandler: requireUser }, async (request) =>
    getSubscription(db, signedInUser(request).id),
  );

  // Cancel keeps access until the period ends; resume undoes a cancellation before that.
  app.post('/api/subscription', { schema: { body: subscriptionAction, response: { 200: subscription } }, preHandler: requireUser }, async (request) =>
    changeSubscription(db, signedInUser(request).id, request.body.action),
  );
};
