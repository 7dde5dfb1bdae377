import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { solutionCheckResponse, solutionIdParams } from '../../../contract/src';
import { requireUser, signedInUser } from '../auth-guards';
import { HttpError, notFound } from '../http-error';
import { checkedTask, findOwnSolution, saveStrictCheck, solutionCheckView } from '../services/checks/solution-checks';
import { requireFeature } from '../services/plan-features';
import { SolverBusyError, SolverTimeoutError } from '../services/solver-pool';

/**
 * Advanced verification (Pro): how a solution was checked (the evidence), and a stricter
 * re-check run in the solver pool within its time limit. Someone else's solution is 404 for
 * everyone; the caller's own is 403 `planRequired` below Pro.
 */
export const solutionCheckRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  app.get('/api/solutions/:id/check', { schema: { params: solutionIdParams, response: { 200: solutionCheckResponse } }, preHandler: requireUser }, async (request) => {
    const user = signedInUser(request);
    const solution = await findOwnSolution(db, user.id, request.params.id);
    if (!solution) throw notFound();
    await requireFeature(db, user.id, 'advancedVerification');
    return solutionCheckView(db, solution);
  });

  app.post('/api/solutions/:id/recheck', { schema: { params: solutionIdParams, response: { 200: solutionCheckResponse } }, preHandler: requireUser }, async (request, reply) => {
    const arrivedAt = Date.now() - reply.elapsedTime;
    const user = signedInUser(request);
    const solution = await findOwnSolution(db, user.id, request.params.id);
    if (!solution) throw notFound();
    await requireFeature(db, user.id, 'advancedVerification');
    const checked = await checkedTask(db, solution.id);
    if (!checked || !app.solver.recheck) throw new HttpError(422, 'checkUnavailable');
    let outcome;
    try {
      outcome = await app.solver.recheck(checked.task, checked.answer, { arrivedAt });
    } catch (error) {
      if (error instanceof SolverTimeoutError) throw new HttpError(422, 'solverTimeout');
      if (error instanceof SolverBusyError) {
        reply.header('retry-after', String(Math.ceil(app.config.solverTimeLimitMs / 1000)));
        throw new HttpError(503, 'solverBusy');
      }
      throw error;
    }
    await saveStrictCheck(db, solution.id, outcome.passed, outcome.evidence);
    return solutionCheckView(db, solution);
  });
};
