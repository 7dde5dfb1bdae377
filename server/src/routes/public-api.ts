import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { publicHistoryPage, publicHistoryParams, publicHistoryQuery, publicSolution, publicSolveBody, type HistoryItem, type PublicSolution } from '../../../contract/src';
import { signedInUser } from '../auth-guards';
import { notFound } from '../http-error';
import { findHistoryItem, listHistory } from '../services/history/history';
import { solveForUser } from '../services/solve/solve-for-user';

function toPublicSolution(item: HistoryItem): PublicSolution {
  const { problem, solution } = item;
  return {
    problemId: problem.id,
    problem: problem.rawInput,
    subject: problem.subject,
    createdAt: problem.createdAt,
    interpretation: solution?.interpretation ?? null,
    steps: solution?.stepsJson ?? [],
    answer: solution?.answer ?? null,
    finalAnswer: solution?.finalAnswer ?? null,
    verified: solution?.verified ?? false,
    verification: solution?.verification ?? null,
  };
}

/**
 * The public API's authenticated routes (/api/v1), registered where the bearer-token hook applies
 * (plugins/bearer-auth.ts): `request.user` is the token's owner. Each route's `config.openapi`
 * describes it in the OpenAPI document (services/openapi/document.ts).
 */
export const publicApiRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  app.post(
    '/api/v1/solve',
    {
      schema: { body: publicSolveBody, response: { 200: publicSolution } },
      config: {
        openapi: {
          operationId: 'solve',
          tag: 'solve',
          summary: { en: 'Solve a problem', fr: 'Résoudre un problème' },
          description: {
            en: 'Solves the problem step by step, checks the answer independently and saves it into the history, as the web app does. Each solve uses one unit of the plan’s quota, shared with the web app; a problem the solver cannot answer uses none.',
            fr: 'Résout le problème étape par étape, vérifie la réponse de façon indépendante et l’enregistre dans l’historique, comme l’application web. Chaque résolution consomme une unité du quota de l’offre, partagé avec l’application web ; un problème que le solveur ne sait pas traiter n’en consomme pas.',
          },
          errors: [400, 422, 503],
          example: { problem: '2x + 3 = 7' },
        },
      },
    },
    async (request, reply) => {
      const { problem, locale, subject } = request.body;
      const solved = await solveForUser(app, request, reply, signedInUser(request), {
        rawInput: problem,
        inputType: 'text',
        generateAudio: false,
        ...(locale ? { locale } : {}),
        ...(subject ? { subject } : {}),
      });
      return toPublicSolution({ problem: solved.problem, solution: solved });
    },
  );

  app.get(
    '/api/v1/history',
    {
      schema: { querystring: publicHistoryQuery, response: { 200: publicHistoryPage } },
      config: {
        openapi: {
          operationId: 'listHistory',
          tag: 'history',
          summary: { en: 'List solved problems', fr: 'Lister les problèmes résolus' },
          description: {
            en: 'The account’s problems, newest first, a page at a time (web and API solves alike). Pass the `next` of a page as `before` and `beforeId` to get the following one.',
            fr: 'Les problèmes du compte, du plus récent au plus ancien, une page à la fois (résolus sur le web ou par l’API). Passez le `next` d’une page en `before` et `beforeId` pour obtenir la suivante.',
          },
          errors: [400],
        },
      },
    },
    async (request) => {
      const { limit, before, beforeId } = request.query;
      const items = await listHistory(db, signedInUser(request).id, { limit, before: before ? { createdAt: new Date(before), id: beforeId } : undefined });
      const last = items.at(-1);
      return { items, next: items.length === limit && last ? { before: last.createdAt, beforeId: last.problemId } : null };
    },
  );

  app.get(
    '/api/v1/history/:id',
    {
      schema: { params: publicHistoryParams, response: { 200: publicSolution } },
      config: {
        openapi: {
          operationId: 'getHistoryItem',
          tag: 'history',
          summary: { en: 'Get one solved problem', fr: 'Lire un problème résolu' },
          description: {
            en: 'One problem of the account with its steps and answer. An id of another account, or an unknown one, answers 404.',
            fr: 'Un problème du compte avec ses étapes et sa réponse. L’identifiant d’un autre compte, ou un identifiant inconnu, répond 404.',
          },
          errors: [404],
        },
      },
    },
    async (request) => {
      const id = request.params.id;
      const item = z.uuid().safeParse(id).success ? await findHistoryItem(db, signedInUser(request).id, id) : undefined;
      if (!item) throw notFound();
      return toPublicSolution(item);
    },
  );
};
