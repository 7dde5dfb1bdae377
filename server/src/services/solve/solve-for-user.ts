import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { InputType, Locale, SolveResponse, SubjectId } from '../../../../contract/src';
import type { Solution as SolverSolution } from '../../../../solver/src/index';
import type { UserRow } from '../../db/schema';
import { ownedWrites } from '../../db/read-cache';
import { HttpError, tooManyRequests } from '../../http-error';
import { localeFromAcceptLanguage } from '../../i18n';
import { audioServiceFor } from '../audio/audio-service';
import { audioUrlFor, saveSolved } from '../history/history';
import { currentPlan, planIncludes, PlanRequiredError } from '../plan-features';
import { refundSolve, reserveSolve } from '../quota/quota';
import { SolverBusyError, SolverQueueFullError, SolverTimeoutError } from '../solver-pool';
import { isWordProblemRefusal, solveWordProblem } from '../word/word-problem';

export interface SolveInput {
  rawInput: string;
  inputType: InputType;
  subject?: SubjectId;
  ocrText?: string;
  generateAudio: boolean;
  locale?: Locale;
}

/**
 * One solve for a user, as POST /api/solve and POST /api/v1/solve both do it: the plan's input
 * types, one unit of the plan's quota (given back when no solution is stored), the solver (and
 * the word-problem translator), the problem and solution saved into the history with the event, and
 * audio when asked for and the plan has it. Failures are thrown as HttpErrors: 422 `solveFailed`
 * (the solver's own message and `reason`), 422 `solverTimeout`, 503 `solverBusy` or `solverQueueFull`
 * (the queue ahead would wait past its budget) with Retry-After,
 * 429 `quotaExceeded`, 403 `planRequired`.
 */
export async function solveForUser(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply, user: UserRow, input: SolveInput): Promise<SolveResponse> {
  const { db, readCache } = app.database;
  // The quota, the history and the solve event are this user's own rows: other users' cached reads stay.
  const owned = <T>(work: () => PromiseLike<T>) => ownedWrites(readCache, user.id, work);
  // The time limit is the student's: it counts from the request's arrival (authentication, the
  // plan and quota reads are part of it), not from when a solver thread picks the problem up.
  const arrivedAt = Date.now() - reply.elapsedTime;
  const locale = input.locale ?? user.locale ?? localeFromAcceptLanguage(request.headers['accept-language']) ?? 'en';
  const plan = request.plan ?? (await currentPlan(db, user.id));
  // Images and PDFs are read by OCR before they get here; solving from them is a paid feature.
  if (input.inputType !== 'text' && !planIncludes(plan, input.inputType)) throw new PlanRequiredError('basic');

  const reservation = await owned(() => reserveSolve(db, user.id, plan));
  if (!reservation) throw tooManyRequests('quotaExceeded');

  // A unit of quota is spent only by a solve that produced a stored solution.
  let solved: SolverSolution;
  try {
    // Identical problems (normalised input, locale, subject hint) are answered from the shared
    // cache of the solver's output; the quota above and the history below are per request still.
    ({ solution: solved } = await app.solutionCache.get(input.rawInput, locale, input.subject, () =>
      app.solver.solve(input.rawInput, locale, { arrivedAt, ...(input.subject ? { subject: input.subject } : {}) }),
    ));
    // Words the reader cannot read: a language model translates them, the solver answers the translation.
    if (isWordProblemRefusal(solved, input.rawInput)) solved = await solveWordProblem(app, reply, request.log, input.rawInput, locale);
  } catch (error) {
    await owned(() => refundSolve(db, reservation));
    if (error instanceof SolverTimeoutError) throw new HttpError(422, 'solverTimeout');
    if (error instanceof SolverQueueFullError) {
      // Refused on arrival rather than left to wait past the queue's budget: try again once the
      // queue ahead has drained (at least a second, Retry-After's unit).
      reply.header('retry-after', String(Math.max(1, Math.ceil(error.retryAfterMs / 1000))));
      throw new HttpError(503, 'solverQueueFull');
    }
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
    await owned(() => refundSolve(db, reservation));
    throw new HttpError(422, 'solveFailed', { message: solved.error.message, reason: solved.error.code });
  }
  let item;
  try {
    item = await owned(() =>
      saveSolved(
        db,
        { userId: user.id, rawInput: input.rawInput, inputType: input.inputType, subject: input.subject ?? null, ocrText: input.ocrText ?? null, locale },
        solved,
      ),
    );
  } catch (error) {
    await owned(() => refundSolve(db, reservation));
    throw error;
  }
  const solution = item.solution;
  if (!solution) throw new Error('a saved problem has its solution');
  const answer: SolveResponse = { ...solution, problemId: item.problem.id, problem: item.problem };
  // generateAudio: the explanation is spoken right away for plans with audio; a failure
  // leaves the solution without audio (the card offers Generate Audio) rather than failing it.
  if (input.generateAudio && planIncludes(plan, 'audio')) {
    try {
      const made = await audioServiceFor(app.database, app.speech).generate({ userId: user.id, text: solution.plainText, solutionId: solution.id, locale });
      if ('audioId' in made) answer.audioUrl = audioUrlFor(made.audioId);
    } catch (error) {
      request.log.error({ err: error }, 'speech synthesis after solving failed');
    }
  }
  return answer;
}
