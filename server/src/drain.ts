import type { FastifyInstance } from 'fastify';

/**
 * Graceful stop behind a load balancer: /api/ready answers 503 at once; after `delayMs` (time for
 * the balancer's readiness checks to notice) the server stops accepting connections, requests in
 * flight finish (Fastify answers 503 to new requests on kept-alive connections meanwhile), and the
 * app's onClose hooks run. Resolves when the app is closed.
 */
export async function drainAndClose(app: FastifyInstance, delayMs: number): Promise<void> {
  app.readiness.startDraining();
  if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
  await app.close();
}
