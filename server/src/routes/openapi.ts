import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { buildOpenApiDocument, type DocumentedRoute } from '../services/openapi/document';

/** The version of the public API the document describes (its paths carry the major: /api/v1). */
export const PUBLIC_API_VERSION = '1.0.0';

/**
 * GET /api/v1/openapi.json: the public API's OpenAPI 3.1 document, public (no token). `routes`
 * is filled by the /api/v1 context as Fastify registers its routes; the document is built on the
 * first request, once every route is there, and kept.
 */
export const openApiRoutes: FastifyPluginAsyncZod<{ routes: readonly DocumentedRoute[] }> = async (app, { routes }) => {
  let document: Record<string, unknown> | undefined;
  app.get(
    '/api/v1/openapi.json',
    {
      schema: { response: { 200: z.record(z.string(), z.unknown()) } },
      config: {
        openapi: {
          operationId: 'getOpenApiDocument',
          tag: 'meta',
          summary: { en: 'This document', fr: 'Ce document' },
          description: { en: 'The OpenAPI 3.1 description of the public API. No token needed.', fr: 'La description OpenAPI 3.1 de l’API publique. Aucun jeton nécessaire.' },
          errors: [],
        },
      },
    },
    async (_request, reply) => {
      document ??= buildOpenApiDocument(routes, PUBLIC_API_VERSION);
      return reply.header('cache-control', 'public, max-age=300').send(document);
    },
  );
};
