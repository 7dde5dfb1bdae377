import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  libraryProgress as libraryProgressSchema,
  okResponse,
  quiz,
  quizAttemptBody,
  quizAttemptResult,
  relatedQuery,
  relatedTopicAnswer,
  topicIdParams,
  topicList,
  topicsQuery,
} from '../../../contract/src';
import { requireUser, signedInUser } from '../auth-guards';
import { HttpError, badRequest, notFound } from '../http-error';
import { libraryProgress, recordView } from '../services/library/progress';
import { AnswerCountError, findPublicQuiz, scoreAttempt } from '../services/library/quiz';
import { findRelatedTopic } from '../services/library/related';
import { listTopics } from '../services/library/topics';

/** The theory library for signed-in users: topics, quizzes (answers only after an attempt), views, progress. */
export const libraryRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  app.get(
    '/api/library/topics',
    { schema: { querystring: topicsQuery, response: { 200: topicList } }, preHandler: requireUser },
    async (request) => listTopics(db, request.query.level),
  );

  app.get(
    '/api/library/topics/:id/quiz',
    { schema: { params: topicIdParams, response: { 200: quiz } }, preHandler: requireUser },
    async (request) => {
      const found = await findPublicQuiz(db, request.params.id);
      if (!found) throw new HttpError(404, 'quizNotFound');
      return found;
    },
  );

  app.post(
    '/api/library/topics/:id/quiz/attempts',
    { schema: { params: topicIdParams, body: quizAttemptBody, response: { 200: quizAttemptResult } }, preHandler: requireUser },
    async (request) => {
      try {
        const result = await scoreAttempt(db, signedInUser(request).id, request.params.id, request.body.answers);
        if (!result) throw new HttpError(404, 'quizNotFound');
        return result;
      } catch (err) {
        if (err instanceof AnswerCountError) throw badRequest('quizAnswersInvalid');
        throw err;
      }
    },
  );

  app.post(
    '/api/library/topics/:id/view',
    { schema: { params: topicIdParams, response: { 200: okResponse } }, preHandler: requireUser },
    async (request) => {
      if (!(await recordView(db, signedInUser(request).id, request.params.id))) throw notFound();
      return { ok: true as const };
    },
  );

  app.get('/api/library/progress', { schema: { response: { 200: libraryProgressSchema } }, preHandler: requireUser }, async (request) =>
    libraryProgress(db, signedInUser(request).id),
  );

  app.get(
    '/api/library/related',
    { schema: { querystring: relatedQuery, response: { 200: relatedTopicAnswer } }, preHandler: requireUser },
    async (request) => ({ topic: await findRelatedTopic(db, request.query.method, request.query.category) }),
  );
};
