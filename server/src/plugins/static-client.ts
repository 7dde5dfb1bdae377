import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { localizedError } from '../i18n';
import { SESSION_COOKIE, findSessionUser } from '../services/auth/sessions';
import { findActiveShare } from '../services/branding/share-links';
import { loadPageRenderer, pageHtml } from './page-render';

/** The most JSON one API read may add to a page's HTML. */
export const MAX_EMBEDDED_DATA_BYTES = 16 * 1024;

/**
 * Serves the Vite build: hashed files under /assets are cached for a year (their name changes
 * with their content). Any other GET that accepts HTML and is not under /api is a page: index.html,
 * with the page rendered into it when the server-rendering build is there (`ssrEntry`), never
 * stored by a cache (it may carry the user's name) and revalidated so a deploy is picked up at once.
 */
export async function registerStaticClient(app: FastifyInstance, clientDir: string, ssrEntry?: string): Promise<void> {
  const indexFile = path.join(clientDir, 'index.html');
  const hasClient = existsSync(indexFile);
  // Read once: a deploy restarts the server.
  const template = hasClient ? readFileSync(indexFile, 'utf8') : '';
  const renderPage = hasClient && ssrEntry ? await loadPageRenderer(ssrEntry, app.log) : null;
  if (hasClient) {
    await app.register(fastifyStatic, {
      root: clientDir,
      wildcard: true,
      // `/` is a page like any other (below), not a file.
      index: false,
      // The `/` route below is the page, not the directory.
      prefixAvoidTrailingSlash: true,
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

  const sessionUser = async (request: FastifyRequest) => {
    const token = request.cookies[SESSION_COOKIE];
    return token ? ((await findSessionUser(app.database.db, token))?.user ?? null) : null;
  };
  // The page's data, read through the API itself as this visitor: same rules, limits and answers.
  // It travels inside the HTML, ahead of everything else on a phone's connection, so a large read
  // (the full texts of a level's topics) is left to the browser, after the page shows.
  const readApi = async (request: FastifyRequest, url: string) => {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (request.headers.cookie) headers.cookie = request.headers.cookie;
    if (request.headers['accept-language']) headers['accept-language'] = request.headers['accept-language'];
    const response = await app.inject({ method: 'GET', url, headers, remoteAddress: request.ip });
    return response.statusCode === 200 && response.body.length <= MAX_EMBEDDED_DATA_BYTES ? response.json() : undefined;
  };
  const servePage = async (request: FastifyRequest, reply: FastifyReply) => {
    const html = request.method === 'HEAD' ? template : await pageHtml(request, template, renderPage, sessionUser, readApi);
    return reply.header('cache-control', 'private, no-cache').type('text/html; charset=utf-8').send(html);
  };
  if (hasClient) app.get('/', servePage);
  // A shared solution's page (/s/{token}) is public and never indexed; once its link is revoked
  // (or for a token that never was) the page, which then says so, comes with a 404.
  if (hasClient) {
    app.get<{ Params: { token: string } }>('/s/:token', async (request, reply) => {
      void reply.header('x-robots-tag', 'noindex, nofollow').header('referrer-policy', 'no-referrer');
      if (!(await findActiveShare(app.database.db, request.params.token))) void reply.status(404);
      return servePage(request, reply);
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url;
    const isApi = url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
    const isPage = request.method === 'GET' || request.method === 'HEAD';
    // Missing hashed assets must 404, not receive HTML the browser would try to run.
    const looksLikeFile = /\.[a-z0-9]+$/i.test(url.split('?')[0] ?? '');
    if (!isApi && isPage && hasClient && !looksLikeFile) return servePage(request, reply);
    return reply.status(404).send(localizedError(request, 'notFound'));
  });
}
