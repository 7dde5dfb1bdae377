import { performance } from 'node:perf_hooks';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminActivity,
  adminQuiz,
  adminRoleBody,
  adminStats as adminStatsSchema,
  adminStatus,
  adminUser,
  adminUserList,
  adminUserParams,
  adminUsersQuery,
  adminSubscriptions,
  cacheClearResult,
  okResponse,
  quizInput,
  reseedReport,
  topic,
  topicIdParams,
  topicInput,
} from '../../../contract/src';
import { requireAdmin } from '../auth-guards';
import { pingDatabase } from '../db/client';
import { badRequest, conflict, notFound } from '../http-error';
import { analyticsCsv, dailyFigures } from '../services/admin/analytics';
import { deleteUnattachedAudio } from '../services/admin/cache';
import { ocrResetSignal } from '../services/admin/shared-signal';
import { adminStats, recentActivity } from '../services/admin/stats';
import { listSubscriptions } from '../services/admin/subscriptions';
import { LastAdminError, listUsers, setRole } from '../services/admin/users';
import { findAdminQuiz, saveQuiz } from '../services/library/quiz';
import { seedLibrary } from '../services/library/seed';
import { wordTranslatorFor } from '../services/word/translator';
import { SlugTakenError, UnknownPrerequisiteError, createTopic, deleteTopic, findTopic, updateTopic } from '../services/library/topics';

/** The admin area. Every route sits behind requireAdmin: 401 signed out, 403 for students. */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  // Guard the whole module (a route added later cannot forget it), before body validation, so a
  // student learns nothing about the payloads: the session hook of the parent context runs first.
  app.addHook('onRequest', requireAdmin);

  const topicErrors = (err: unknown): never => {
    if (err instanceof SlugTakenError) throw conflict('slugTaken');
    if (err instanceof UnknownPrerequisiteError) throw badRequest('prerequisiteUnknown');
    throw err;
  };

  app.get('/api/admin/stats', { schema: { response: { 200: adminStatsSchema } } }, async () => adminStats(db));

  app.get('/api/admin/activity', { schema: { response: { 200: adminActivity } } }, async () => recentActivity(db));

  app.get('/api/admin/users', { schema: { querystring: adminUsersQuery, response: { 200: adminUserList } } }, async (request) =>
    listUsers(db, request.query),
  );

  app.patch('/api/admin/users/:id', { schema: { params: adminUserParams, body: adminRoleBody, response: { 200: adminUser } } }, async (request) => {
    try {
      const updated = await setRole(db, request.params.id, request.body.role);
      if (!updated) throw notFound();
      return updated;
    } catch (err) {
      if (err instanceof LastAdminError) throw conflict('lastAdmin');
      throw err;
    }
  });

  app.get('/api/admin/subscriptions', { schema: { response: { 200: adminSubscriptions } } }, async () => listSubscriptions(db));

  app.post('/api/admin/library/topics', { schema: { body: topicInput, response: { 201: topic } } }, async (request, reply) => {
    const created = await createTopic(db, request.body).catch(topicErrors);
    return reply.status(201).send(created);
  });

  app.put('/api/admin/library/topics/:id', { schema: { params: topicIdParams, body: topicInput, response: { 200: topic } } }, async (request) => {
    const updated = await updateTopic(db, request.params.id, request.body).catch(topicErrors);
    if (!updated) throw notFound();
    return updated;
  });

  app.delete('/api/admin/library/topics/:id', { schema: { params: topicIdParams, response: { 200: okResponse } } }, async (request) => {
    if (!(await deleteTopic(db, request.params.id))) throw notFound();
    return { ok: true as const };
  });

  app.get('/api/admin/library/topics/:id/quiz', { schema: { params: topicIdParams, response: { 200: adminQuiz } } }, async (request) => {
    if (!(await findTopic(db, request.params.id))) throw notFound();
    return (await findAdminQuiz(db, request.params.id)) ?? { topicId: request.params.id, items: [] };
  });

  app.put('/api/admin/library/topics/:id/quiz', { schema: { params: topicIdParams, body: quizInput, response: { 200: adminQuiz } } }, async (request) => {
    if (!(await saveQuiz(db, request.params.id, request.body.items))) throw notFound();
    return { topicId: request.params.id, items: request.body.items };
  });

  app.post('/api/admin/library/reseed', { schema: { response: { 200: reseedReport } } }, async () => seedLibrary(db, { force: true }));

  app.get('/api/admin/status', { schema: { response: { 200: adminStatus } } }, async () => {
    let latencyMs: number | null = null;
    try {
      const started = performance.now();
      await pingDatabase(db);
      latencyMs = Math.round((performance.now() - started) * 10) / 10;
    } catch (err) {
      app.log.warn({ err }, 'database ping failed');
    }
    let speechEngine: string | null = null;
    let speechError: string | null = null;
    try {
      speechEngine = (await app.speech.engine()).name;
    } catch (err) {
      speechError = err instanceof Error ? err.message : String(err);
    }
    const pool = app.solver.status?.() ?? null;
    const wordProblems = await wordTranslatorFor(app.config.llm).status();
    return {
      database: { kind: app.database.kind, reachable: latencyMs !== null, latencyMs },
      ocr: { engine: app.ocr.name },
      speech: { engine: speechEngine, error: speechError },
      payments: { provider: app.payments.name, mode: app.payments.mode },
      solver: { started: pool !== null, threads: pool?.threads ?? null, timeLimitMs: pool?.timeLimitMs ?? app.config.solverTimeLimitMs },
      wordProblems,
    };
  });

  app.get('/api/admin/reports/analytics.csv', { schema: { response: { 200: z.string() } } }, async (_request, reply) => {
    const csv = analyticsCsv(await dailyFigures(db));
    const today = new Date().toISOString().slice(0, 10);
    return reply
      .header('Content-Type', 'text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="stepwise-analytics-${today}.csv"`)
      .header('Cache-Control', 'no-store')
      .send(csv);
  });

  app.post('/api/admin/cache/clear', { schema: { response: { 200: cacheClearResult } } }, async () => {
    const audioClipsDeleted = await deleteUnattachedAudio(db);
    let ocrReset = true;
    try {
      await app.ocr.reset();
      // The other instances restart theirs before their next image.
      await ocrResetSignal(app.ocr, db).raise();
    } catch (err) {
      ocrReset = false;
      app.log.error({ err }, 'OCR engine reset failed');
    }
    return { audioClipsDeleted, ocrReset };
  });

};
