import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { capturedOrder, createdOrder, orderBody, orderParams, paymentOrderList, paymentSetup } from '../../../contract/src';
import { requireUser, signedInUser } from '../auth-guards';
import { capturePlanOrder, createPlanOrder, listOrders } from '../services/payments/orders';

/** Checkout (spec §7 payment calls): setup, order for a plan, capture, and the caller's orders. */
export const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const provider = app.payments;

  app.get('/api/payments/setup', { schema: { response: { 200: paymentSetup } }, preHandler: requireUser }, async () => ({
    clientToken: await provider.clientToken(),
    provider: provider.name,
    mode: provider.mode,
    clientId: provider.clientId,
  }));

  app.post('/api/payments/order', { schema: { body: orderBody, response: { 200: createdOrder } }, preHandler: requireUser }, async (request) =>
    createPlanOrder(db, provider, signedInUser(request).id, request.body),
  );

  app.post(
    '/api/payments/order/:id/capture',
    { schema: { params: orderParams, response: { 200: capturedOrder } }, preHandler: requireUser },
    async (request) => capturePlanOrder(db, provider, signedInUser(request).id, request.params.id),
  );

  app.get('/api/payments/orders', { schema: { response: { 200: paymentOrderList } }, preHandler: requireUser }, async (request) =>
    listOrders(db, signedInUser(request).id),
  );
};
