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
  // A kept-alive connection whose request ends after close() began would hold the server open
  // until its keep-alive timeout (72 s): close connections as soon as they fall idle.
  const closeIdle = setInterval(() => app.server.closeIdleConnections(), 50);
  try {
    await app.close();
  } finally {
    clearInterval(closeIdle);
  }
}
