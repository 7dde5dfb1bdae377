import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { studyPlanBody, studyPlanItemDoneBody, studyPlanItemDoneResponse, studyPlanItemParams, studyPlanResponse } from '../../../contract/src';
import { requireUser, signedInUser } from '../auth-guards';
import { notFound } from '../http-error';
import { localeFromAcceptLanguage } from '../i18n';
import { requireFeature } from '../services/plan-features';
import { completeItem, createStudyPlan, findStudyPlan } from '../services/study-plan/study-plan';

/**
 * Custom study plans (Pro, spec §6): read the plan, build or rebuild it, complete its items.
 * Free and Basic get 403 `planRequired` with the plan's message; the page offers the upgrade.
 */
export const studyPlanRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  app.get('/api/study-plan', { schema: { response: { 200: studyPlanResponse } }, preHandler: requireUser }, async (request) => {
    const user = signedInUser(request);
    await requireFeature(db, user.id, 'studyPlan');
    return { plan: await findStudyPlan(db, user.id) };
  });

  app.post('/api/study-plan', { schema: { body: studyPlanBody, response: { 200: studyPlanResponse } }, preHandler: requireUser }, async (request) => {
    const user = signedInUser(request);
    await requireFeature(db, user.id, 'studyPlan');
    const locale = user.locale ?? localeFromAcceptLanguage(request.headers['accept-language']) ?? 'en';
    // practice problems are solved in the worker pool, each within the solver's time limit
    const solver = { solve: (input: string, lang: typeof locale) => app.solver.solve(input, lang) };
    return { plan: await createStudyPlan(db, solver, user.id, locale, request.body) };
  });

  app.post(
    '/api/study-plan/items/:id/done',
    { schema: { params: studyPlanItemParams, body: studyPlanItemDoneBody, response: { 200: studyPlanItemDoneResponse } }, preHandler: requireUser },
    async (request) => {
      const user = signedInUser(request);
      await requireFeature(db, user.id, 'studyPlan');
      const done = await completeItem(db, user.id, request.params.id, request.body);
      if (!done) throw notFound();
      return done;
    },
  );
};
