import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { localizedError } from '../i18n';

/**
 * Serves the Vite build: hashed files under /assets are cached for a year (their name changes
 * with their content); index.html is revalidated on every load so a deploy is picked up at once.
 * Any other GET that accepts HTML and is not under /api gets index.html (client-side routing).
 */
export async function registerStaticClient(app: FastifyInstance, clientDir: string): Promise<void> {
  const indexFile = path.join(clientDir, 'index.html');
  const hasClient = existsSync(indexFile);
  if (hasClient) {
    await app.register(fastifyStatic, {
      root: clientDir,
      wildcard: true,
      index: ['index.html'],
      setHeaders(res, filePath) {
        const rel = path.relative(clientDir, filePath).split(path.sep).join('/');
        if (rel.startsWith('assets/')) res.header('cache-control', 'public, max-age=31536000, immutable');
        else if (rel.endsWith('.html')) res.header('cache-control', 'no-cache');
        else res.header('cache-control', 'public, max-age=3600');
      },
    });
  } else {
    app.log.warn(`No client build in ${clientDir}: serving the API only (run npm run build:client).`);
  }

  app.setNotFoundHandler((request, reply) => {
    const url = request.url;
    const isApi = url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
    const isPage = request.method === 'GET' || request.method === 'HEAD';
    // Missing hashed assets must 404, not receive HTML the browser would try to run.
    const looksLikeFile = /\.[a-z0-9]+$/i.test(url.split('?')[0] ?? '');
    if (!isApi && isPage && hasClient && !looksLikeFile) {
      return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').sendFile('index.html');
    }
    return reply.status(404).send(localizedError(request, 'notFound'));
  });
}
