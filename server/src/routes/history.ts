import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { historyDeleted, historyItem, historyItemParams, historyList, historyQuery, statsResponse, type LogoMime } from '../../../contract/src';
import { requireUser, signedInUser } from '../auth-guards';
import { notFound, unauthorized } from '../http-error';
import { requestLocale } from '../i18n';
import { activeBranding } from '../services/branding/branding';
import { logoAsPng } from '../services/branding/logo';
import { solutionPdf } from '../services/export/solution-pdf';
import { deleteHistory, findHistoryItem, firstHistoryPageForSession, listHistory } from '../services/history/history';
import { resolveSession } from '../plugins/session';
import { SESSION_COOKIE } from '../services/auth/sessions';
import { userStats } from '../services/history/stats';
import { requireFeature } from '../services/plan-features';

export const historyRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, readCache } = app.database;
  // A malformed id is answered like an unknown one or someone else's (404): ids cannot be probed.
  const findOwnItem = (userId: string, id: string) => (z.uuid().safeParse(id).success ? findHistoryItem(db, userId, id) : undefined);

  // The first page without filters (every visit of the History page) is one statement with the
  // session lookup (firstHistoryPageForSession); other pages resolve the session, then list.
  app.get('/api/history', { schema: { querystring: historyQuery, response: { 200: historyList } }, config: { resolvesSession: true } }, async (request) => {
    const { limit, before, beforeId, q, type, verified } = request.query;
    if (!before && !q && !type && verified === undefined) {
      const token = request.cookies[SESSION_COOKIE];
      const page = token ? await firstHistoryPageForSession(db, token, limit, new Date(), readCache) : null;
      if (!page) throw unauthorized();
      request.user = page.user;
      request.sessionId = page.sessionId;
      return page.items;
    }
    await resolveSession(app, request);
    return listHistory(db, signedInUser(request).id, {
      limit,
      before: before ? { createdAt: new Date(before), id: beforeId } : undefined,
      search: q,
      type,
      verified: verified === undefined ? undefined : verified === 'true',
    });
  });

  app.delete('/api/history', { schema: { response: { 200: historyDeleted } }, preHandler: requireUser }, async (request) => ({
    ok: true as const,
    deleted: await deleteHistory(db, signedInUser(request).id),
  }));

  app.get('/api/history/:id', { schema: { params: historyItemParams, response: { 200: historyItem } }, preHandler: requireUser }, async (request) => {
    const item = await findOwnItem(signedInUser(request).id, request.params.id);
    if (!item) throw notFound();
    return item;
  });

  // Export to PDF is a Pro feature (spec §6), enforced here rather than only hidden in the page.
  app.get('/api/history/:id/export.pdf', { schema: { params: historyItemParams }, preHandler: requireUser }, async (request, reply) => {
    const user = signedInUser(request);
    const item = await findOwnItem(user.id, request.params.id);
    if (!item) throw notFound();
    await requireFeature(db, user.id, 'exportPdf');
    // A Pro tutor's branding replaces the product's name, logo and colour (white-label).
    const branding = await activeBranding(db, user.id);
    const brand = branding
      ? {
          displayName: branding.displayName,
          accentColor: branding.accentColor,
          logoPng: branding.logo && branding.logoMime ? await logoAsPng(branding.logo, branding.logoMime as LogoMime) : null,
        }
      : undefined;
    const pdf = await solutionPdf(item, requestLocale(request), brand);
    return reply
      .type('application/pdf')
      .header('content-disposition', `attachment; filename="${brand ? '' : 'stepwise-'}solution-${item.problem.id.slice(0, 8)}.pdf"`)
      .header('cache-control', 'private, no-store')
      .send(Buffer.from(pdf));
  });

  app.get('/api/stats', { schema: { response: { 200: statsResponse } }, preHandler: requireUser }, async (request) =>
    userStats(db, signedInUser(request).id),
  );
};
