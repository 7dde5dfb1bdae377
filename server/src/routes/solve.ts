import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { solveBody, solveResponse, type SolveResponse } from '../../../contract/src';
import type { Solution as SolverSolution } from '../../../solver/src/index';
import { requireUser, signedInUser } from '../auth-guards';
import { HttpError, tooManyRequests } from '../http-error';
import { localeFromAcceptLanguage } from '../i18n';
import { audioServiceFor } from '../services/audio/audio-service';
import { audioUrlFor } from '../services/history/history';
import { recordEvent } from '../services/events';
import { saveSolved } from '../services/history/history';
import { currentPlan, planIncludes, PlanRequiredError } from '../services/plan-features';
import { refundSolve, reserveSolve } from '../services/quota/quota';
import { SolverBusyError, SolverTimeoutError } from '../services/solver-pool';
import { isWordProblemRefusal, solveWordProblem } from '../services/word/word-problem';

export const solveRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  app.post(
    '/api/solve',
    { schema: { body: solveBody, response: { 200: solveResponse } }, preHandler: requireUser },
    async (request, reply) => {
      // The time limit is the student's: it counts from the request's arrival (authentication, the
      // plan and quota reads are part of it), not from when a solver thread picks the problem up.
      const arrivedAt = Date.now() - reply.elapsedTime;
      const user = signedInUser(request);
      const body = request.body;
      const locale = body.locale ?? user.locale ?? localeFromAcceptLanguage(request.headers['accept-language']) ?? 'en';
      const plan = await currentPlan(db, user.id);
      // Images and PDFs are read by OCR before they get here; solving from them is a paid feature.
      if (body.inputType !== 'text' && !planIncludes(plan, body.inputType)) throw new PlanRequiredError('basic');

      const reservation = await reserveSolve(db, user.id, plan);
      if (!reservation) throw tooManyRequests('quotaExceeded');

      // A unit of quota is spent only by a solve that produced a stored solution.
      let solved: SolverSolution;
      try {
        solved = await app.solver.solve(body.rawInput, locale, { arrivedAt, ...(body.subject ? { subject: body.subject } : {}) });
        // Words the reader cannot read: a language model translates them, the solver answers the translation.
        if (isWordProblemRefusal(solved, body.rawInput)) solved = await solveWordProblem(app, reply, request.log, body.rawInput, locale);
      } catch (error) {
        await refundSolve(db, reservation);
        if (error instanceof SolverTimeoutError) throw new HttpError(422, 'solverTimeout');
        if (error instanceof SolverBusyError) {
          // Never started: every thread was taken until the problem's time ran out, or the queue
          // was full. The queue turns over within one time limit, so that is when to try again.
          reply.header('retry-after', String(Math.ceil(app.config.solverTimeLimitMs / 1000)));
          throw new HttpError(503, 'solverBusy');
        }
        throw error;
      }
      if (solved.error) {
        // The solver says why in the user's language (not supported yet, cannot read it, …).
        await refundSolve(db, reservation);
        // 422 is not in the route's success schema: answer through the untyped reply.
        const untyped: FastifyReply = reply;
        return untyped.status(422).send({ message: solved.error.message, code: 'solveFailed', reason: solved.error.code });
      }
      let item;
      try {
        item = await saveSolved(
          db,
          { userId: user.id, rawInput: body.rawInput, inputType: body.inputType, subject: body.subject ?? null, ocrText: body.ocrText ?? null, locale },
          solved,
        );
      } catch (error) {
        await refundSolve(db, reservation);
        throw error;
      }
      const solution = item.solution;
      if (!solution) throw new Error('a saved problem has its solution');
      await recordEvent(db, 'problem.solved', user.id, { problemId: item.problem.id, verified: solved.verified, method: solved.method });
      const answer: SolveResponse = { ...solution, problemId: item.problem.id, problem: item.problem };
      // generateAudio: the explanation is spoken right away for plans with audio; a failure
      // leaves the solution without audio (the card offers Generate Audio) rather than failing it.
      if (body.generateAudio && planIncludes(plan, 'audio')) {
        try {
          const made = await audioServiceFor(app.database, app.speech).generate({ userId: user.id, text: solution.plainText, solutionId: solution.id, locale });
          if ('audioId' in made) answer.audioUrl = audioUrlFor(made.audioId);
        } catch (error) {
          request.log.error({ err: error }, 'speech synthesis after solving failed');
        }
      }
      return answer;
    },
  );
};
