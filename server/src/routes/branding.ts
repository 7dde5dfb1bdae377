import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  MAX_LOGO_BYTES,
  brandingBody,
  brandingLogoBody,
  brandingResponse,
  okResponse,
  shareLink,
  shareLinkBody,
  shareLinkList,
  shareLinkParams,
  shareLinksQuery,
  shareTokenParams,
  sharedSolution,
  type SharedSolution,
} from '../../../contract/src';
import { requireUser, signedInUser } from '../auth-guards';
import { HttpError, notFound } from '../http-error';
import { OWN_LOGO_PATH, activeBranding, deleteBranding, findBranding, saveBranding, saveLogo, toBranding } from '../services/branding/branding';
import { LogoError, readLogo } from '../services/branding/logo';
import { createShareLink, findActiveShare, listShareLinks, revokeShareLink } from '../services/branding/share-links';
import { findHistoryItem } from '../services/history/history';
import { requireFeature } from '../services/plan-features';

/** A 200 KB logo is about 273 KB as base64 inside JSON; this route alone takes that much. */
export const LOGO_BODY_LIMIT = Math.ceil((MAX_LOGO_BYTES * 4) / 3) + 16 * 1024;

const STATUS_OF: Readonly<Record<LogoError['code'], number>> = { logoInvalidType: 400, logoTooLarge: 413, logoUnreadable: 400 };

/**
 * An uploaded logo is served as an image only: even opened on its own, an SVG runs nothing and
 * loads nothing (it was sanitised on upload; this policy is the second lock).
 */
function sendLogo(reply: FastifyReply, logo: Buffer, mime: string, cacheControl: string) {
  return reply
    .type(mime)
    .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
    .header('content-disposition', 'inline')
    .header('cache-control', cacheControl)
    .send(logo);
}

/**
 * White-label (Pro): the tutor's branding (GET/PUT/DELETE /api/branding, the logo at
 * /api/branding/logo), read-only links to a solution (/api/share-links) and the public page's data
 * (GET /api/share/:token, the owner's branding while they are Pro, else the product's).
 */
export const brandingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  // Checked before the body is read, like the OCR upload: a Free or Basic caller uploads nothing.
  const whiteLabel = async (request: FastifyRequest) => {
    await requireUser(request);
    await requireFeature(db, signedInUser(request).id, 'whiteLabel');
  };
  const brandingOf = async (userId: string) => {
    const row = await findBranding(db, userId);
    return { branding: row ? toBranding(row, OWN_LOGO_PATH) : null };
  };

  app.get('/api/branding', { schema: { response: { 200: brandingResponse } }, onRequest: whiteLabel }, async (request) => brandingOf(signedInUser(request).id));

  app.put('/api/branding', { schema: { body: brandingBody, response: { 200: brandingResponse } }, onRequest: whiteLabel }, async (request) => {
    const row = await saveBranding(db, signedInUser(request).id, request.body);
    return { branding: toBranding(row, OWN_LOGO_PATH) };
  });

  app.delete('/api/branding', { schema: { response: { 200: okResponse } }, onRequest: whiteLabel }, async (request) => {
    await deleteBranding(db, signedInUser(request).id);
    return { ok: true as const };
  });

  app.put(
    '/api/branding/logo',
    {
      schema: { body: brandingLogoBody, response: { 200: brandingResponse } },
      bodyLimit: LOGO_BODY_LIMIT,
      onRequest: whiteLabel,
      errorHandler: (error: FastifyError) => {
        if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') throw new HttpError(413, 'logoTooLarge');
        throw error;
      },
    },
    async (request) => {
      let logo;
      try {
        logo = await readLogo(request.body.logoData);
      } catch (error) {
        if (error instanceof LogoError) throw new HttpError(STATUS_OF[error.code], error.code);
        throw error;
      }
      const row = await saveLogo(db, signedInUser(request).id, logo);
      return { branding: toBranding(row, OWN_LOGO_PATH) };
    },
  );

  app.delete('/api/branding/logo', { schema: { response: { 200: brandingResponse } }, onRequest: whiteLabel }, async (request) => {
    const userId = signedInUser(request).id;
    if (!(await findBranding(db, userId))) return { branding: null };
    const row = await saveLogo(db, userId, null);
    return { branding: toBranding(row, OWN_LOGO_PATH) };
  });

  // The owner's own logo (the account page's preview), whatever their plan is now.
  app.get('/api/branding/logo', { preHandler: requireUser }, async (request, reply) => {
    const row = await findBranding(db, signedInUser(request).id);
    if (!row?.logo || !row.logoMime) throw notFound();
    return sendLogo(reply, row.logo, row.logoMime, 'private, max-age=31536000, immutable');
  });

  // Links to a solution: any owner may share; the branding shows only while they are Pro.
  app.post('/api/share-links', { schema: { body: shareLinkBody, response: { 201: shareLink } }, preHandler: requireUser }, async (request, reply) => {
    const link = await createShareLink(db, signedInUser(request).id, request.body.problemId);
    if (!link) throw notFound();
    return reply.status(201).send(link);
  });

  app.get('/api/share-links', { schema: { querystring: shareLinksQuery, response: { 200: shareLinkList } }, preHandler: requireUser }, async (request) =>
    listShareLinks(db, signedInUser(request).id, request.query.problemId),
  );

  app.delete('/api/share-links/:id', { schema: { params: shareLinkParams, response: { 200: okResponse } }, preHandler: requireUser }, async (request) => {
    const ok = z.uuid().safeParse(request.params.id).success && (await revokeShareLink(db, signedInUser(request).id, request.params.id));
    if (!ok) throw notFound();
    return { ok: true as const };
  });

  // Public: a revoked, unknown or malformed token is answered 404 alike.
  app.get('/api/share/:token', { schema: { params: shareTokenParams, response: { 200: sharedSolution } } }, async (request, reply): Promise<SharedSolution> => {
    const share = await findActiveShare(db, request.params.token);
    const item = share ? await findHistoryItem(db, share.userId, share.problemId) : undefined;
    if (!share || !item) throw notFound();
    const brand = await activeBranding(db, share.userId);
    void reply.header('cache-control', 'private, no-store');
    const solution = item.solution;
    return {
      brand: brand
        ? {
            custom: true,
            displayName: brand.displayName,
            accentColor: brand.accentColor,
            logoUrl: toBranding(brand, `/api/share/${request.params.token}/logo`).logoUrl,
          }
        : { custom: false, displayName: null, accentColor: null, logoUrl: null },
      problem: { rawInput: item.problem.rawInput, ocrText: item.problem.ocrText, subject: item.problem.subject, createdAt: item.problem.createdAt },
      solution: solution
        ? {
            stepsJson: solution.stepsJson,
            finalAnswer: solution.finalAnswer,
            verified: solution.verified,
            verification: solution.verification,
            answer: solution.answer,
            interpretation: solution.interpretation,
          }
        : null,
    };
  });

  app.get('/api/share/:token/logo', { schema: { params: shareTokenParams } }, async (request, reply) => {
    const share = await findActiveShare(db, request.params.token);
    const brand = share ? await activeBranding(db, share.userId) : undefined;
    if (!brand?.logo || !brand.logoMime) throw notFound();
    return sendLogo(reply, brand.logo, brand.logoMime, 'public, max-age=3600');
  });
};
