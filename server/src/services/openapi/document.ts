import type { RouteOptions } from 'fastify';
import { z } from 'zod';
import { apiError, API_TOKEN_PREFIX, type LocalizedText } from '../../../../contract/src';

/** How a /api/v1 route is described in the OpenAPI document (its route `config.openapi`). */
export interface OpenApiOperation {
  operationId: string;
  /** Groups operations on the developers page. */
  tag: 'solve' | 'history' | 'meta';
  summary: LocalizedText;
  description: LocalizedText;
  /** Error statuses the route itself answers, besides those of the bearer check (401, 403, 429). */
  errors: readonly number[];
  /** A request body to show in the examples. */
  example?: Record<string, unknown>;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    openapi?: OpenApiOperation;
    /** Set on the routes that take a bearer token (plugins/bearer-auth.ts). */
    bearerAuth?: boolean;
  }
}

type JsonSchema = Record<string, unknown>;

/** What the document needs of a registered route. */
export interface DocumentedRoute {
  method: string;
  url: string;
  schema?: RouteOptions['schema'];
  config?: { openapi?: OpenApiOperation; bearerAuth?: boolean };
}

const ERROR_TEXT: Readonly<Record<number, LocalizedText>> = {
  400: { en: 'The request is not valid (the first problem in `message`, every one in `errors`).', fr: 'La requête n’est pas valide (le premier problème dans `message`, tous dans `errors`).' },
  401: { en: 'No token, or an unknown or revoked one (`apiTokenInvalid`).', fr: 'Pas de jeton, ou un jeton inconnu ou révoqué (`apiTokenInvalid`).' },
  403: { en: 'The account’s plan no longer includes API access (`planRequired`, with `requiredPlan`).', fr: 'L’offre du compte n’inclut plus l’accès à l’API (`planRequired`, avec `requiredPlan`).' },
  404: { en: 'No such item in this account (`notFound`).', fr: 'Aucun élément de ce type dans ce compte (`notFound`).' },
  422: {
    en: 'The solver cannot answer this problem (`solveFailed` with its `reason`, or `solverTimeout`); no quota is used.',
    fr: 'Le solveur ne peut pas répondre à ce problème (`solveFailed` avec sa `reason`, ou `solverTimeout`) ; aucun quota n’est consommé.',
  },
  429: {
    en: 'The token’s rate limit (`apiTokenRateLimited`, see Retry-After) or the plan’s quota (`quotaExceeded`) is reached.',
    fr: 'La limite de débit du jeton (`apiTokenRateLimited`, voir Retry-After) ou le quota de l’offre (`quotaExceeded`) est atteint.',
  },
  503: {
    en: 'The solver is busy: the problems queued ahead would keep it past its wait budget (`solverQueueFull`, refused at once), or the problem’s time ran out in the queue (`solverBusy`); no quota is used. Try again after Retry-After seconds.',
    fr: 'Le solveur est occupé : les problèmes en attente le retiendraient au-delà de son budget d’attente (`solverQueueFull`, refus immédiat), ou le temps du problème s’est écoulé dans la file (`solverBusy`) ; aucun quota n’est consommé. Réessayez après Retry-After secondes.',
  },
};

const RATE_HEADERS = {
  'X-RateLimit-Limit': { description: 'Requests allowed per minute for this token.', 'x-description-fr': 'Requêtes permises par minute pour ce jeton.', schema: { type: 'integer' } },
  'X-RateLimit-Remaining': { description: 'Requests left in the current minute.', 'x-description-fr': 'Requêtes restantes dans la minute en cours.', schema: { type: 'integer' } },
  'X-RateLimit-Reset': { description: 'Seconds until the window starts again.', 'x-description-fr': 'Secondes avant que la fenêtre ne recommence.', schema: { type: 'integer' } },
};

function jsonSchema(schema: unknown, io: 'input' | 'output'): JsonSchema | undefined {
  if (!(schema instanceof z.ZodType)) return undefined;
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema;
  return rest;
}

/** Path and query parameters from an object schema: one parameter per property. */
function parameters(schema: unknown, where: 'path' | 'query'): JsonSchema[] {
  const object = jsonSchema(schema, 'input');
  const properties = (object?.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((object?.required ?? []) as string[]);
  return Object.entries(properties).map(([name, property]) => {
    const { description, 'x-description-fr': descriptionFr, ...propertySchema } = property;
    return {
      name,
      in: where,
      required: where === 'path' || required.has(name),
      ...(typeof description === 'string' ? { description } : {}),
      ...(typeof descriptionFr === 'string' ? { 'x-description-fr': descriptionFr } : {}),
      schema: propertySchema,
    };
  });
}

/** Fastify's `/api/v1/history/:id` → OpenAPI's `/api/v1/history/{id}`. */
export const openApiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

function operationOf(route: DocumentedRoute): JsonSchema {
  const doc = route.config?.openapi;
  if (!doc) throw new Error(`${route.method} ${route.url} has no config.openapi: every /api/v1 route is described in the OpenAPI document`);
  const schema = (route.schema ?? {}) as { body?: unknown; querystring?: unknown; params?: unknown; response?: Record<string, unknown> };
  const bearer = route.config?.bearerAuth === true;
  const responses: Record<string, JsonSchema> = {};
  for (const [status, response] of Object.entries(schema.response ?? {})) {
    responses[status] = {
      description: 'OK',
      ...(bearer ? { headers: RATE_HEADERS } : {}),
      content: { 'application/json': { schema: jsonSchema(response, 'output') ?? {} } },
    };
  }
  const errorStatuses = [...new Set([...(bearer ? [401, 403, 429] : []), ...doc.errors])].sort((a, b) => a - b);
  for (const status of errorStatuses) {
    const text = ERROR_TEXT[status] ?? { en: 'Error', fr: 'Erreur' };
    responses[String(status)] = {
      description: text.en,
      'x-description-fr': text.fr,
      ...(status === 429 || status === 503 ? { headers: { 'Retry-After': { description: 'Seconds to wait.', 'x-description-fr': 'Secondes à attendre.', schema: { type: 'integer' } } } } : {}),
      content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
    };
  }
  const body = jsonSchema(schema.body, 'input');
  return {
    operationId: doc.operationId,
    tags: [doc.tag],
    summary: doc.summary.en,
    'x-summary-fr': doc.summary.fr,
    description: doc.description.en,
    'x-description-fr': doc.description.fr,
    security: bearer ? [{ bearerAuth: [] }] : [],
    parameters: [...parameters(schema.params, 'path'), ...parameters(schema.querystring, 'query')],
    ...(body
      ? { requestBody: { required: true, content: { 'application/json': { schema: body, ...(doc.example ? { example: doc.example } : {}) } } } }
      : {}),
    responses,
  };
}

/**
 * The OpenAPI 3.1 document of the public API, built from the routes Fastify registered under
 * /api/v1 — their zod schemas through zod's own `z.toJSONSchema` (JSON Schema 2020-12, the dialect
 * of OpenAPI 3.1) and their `config.openapi` — so what is documented is what is validated and
 * served. French texts ride along as `x-…-fr` extensions for the developers page.
 */
export function buildOpenApiDocument(routes: readonly DocumentedRoute[], version: string): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  const ordered = [...routes].filter((r) => r.method !== 'HEAD').sort((a, b) => a.url.localeCompare(b.url) || a.method.localeCompare(b.method));
  for (const route of ordered) {
    const path = openApiPath(route.url);
    paths[path] ??= {};
    paths[path][route.method.toLowerCase()] = operationOf(route);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Stepwise API',
      version,
      description:
        'Step-by-step, checked solutions from your own programs. Create a personal token on your account page (Pro plan) and send it as `Authorization: Bearer <token>`. Solves use the same quota as the web app and appear in your history.',
      'x-description-fr':
        'Des solutions détaillées et vérifiées depuis vos propres programmes. Créez un jeton personnel sur votre page de compte (offre Pro) et envoyez-le en `Authorization: Bearer <jeton>`. Les résolutions utilisent le même quota que l’application web et apparaissent dans votre historique.',
    },
    tags: [
      { name: 'solve', description: 'Solving', 'x-description-fr': 'Résolution' },
      { name: 'history', description: 'History', 'x-description-fr': 'Historique' },
      { name: 'meta', description: 'This document', 'x-description-fr': 'Ce document' },
    ],
    paths,
    components: {
      securitySchemes: {
        bearerAuth: {
          type: 'http',
          scheme: 'bearer',
          description: `A personal API token (\`${API_TOKEN_PREFIX}…\`) from the account page. The session cookie is not accepted here.`,
          'x-description-fr': `Un jeton d’API personnel (\`${API_TOKEN_PREFIX}…\`) de la page de compte. Le cookie de session n’est pas accepté ici.`,
        },
      },
      schemas: { Error: jsonSchema(apiError, 'output') ?? {} },
    },
  };
}
