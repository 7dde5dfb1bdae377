import type { FastifyInstance } from 'fastify';
import { forbidden } from '../http-error';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Refuses state-changing requests sent by another site's page (CSRF defence in depth on top of
 * SameSite=Lax): browsers always send Origin on such requests, and it must name this host.
 */
export function registerOriginCheck(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    if (!STATE_CHANGING.has(request.method)) return;
    const origin = request.headers.origin;
    if (origin === undefined) {
      // A browser that leaves Origin out still says where the request comes from in Fetch metadata.
      if (request.headers['sec-fetch-site'] === 'cross-site') throw forbidden('foreignOrigin');
      return;
    }
    let originHost: string | undefined;
    try {
      originHost = new URL(origin).host;
    } catch {
      originHost = undefined;
    }
    if (originHost === undefined || originHost !== request.host) throw forbidden('foreignOrigin');
  });
}
