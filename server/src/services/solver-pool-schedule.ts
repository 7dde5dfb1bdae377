/**
 * Share of the time limit kept back at each end of a solve. The limit is a promise to the student
 * (an answer within it, counted from the request's arrival), so it is split from the end:
 * - the last 10% is for what follows the solver: the transaction that saves the problem, its
 *   solution and steps (tens of milliseconds on an idle server, a few hundred on a loaded one, more
 *   for a solution of many steps), the refund on failure and the JSON answer. 1 s at the default
 *   10 s limit, 500 ms at 5 s; a fixed figure would be too much for a short limit and too little
 *   for a long solution at a long one.
 * - the 10% before that lies between the solver's own budget and the hard stop: the solver checks
 *   its clock between strategies and may overrun it inside one CAS call; the margin lets most long
 *   runs end with its own bilingual message, instead of a terminated thread that must reload the CAS.
 */
export const RESERVE_SHARE = 0.1;

/** When each part of one solve must be over, as Date.now() times (the clock every thread shares). */
export interface SolveSchedule {
  /**
   * The solver's own budget ends here. A problem still queued at this point is not started at all:
   * it would have no time left to solve in.
   */
  solverStopAt: number;
  /** The worker thread is terminated here if the solver is still running. */
  hardStopAt: number;
  /** The answer is due: the request's arrival plus the time limit. */
  answerBy: number;
}

export function solveSchedule(arrivedAt: number, limitMs: number): SolveSchedule {
  const reserve = Math.round(limitMs * RESERVE_SHARE);
  const answerBy = arrivedAt + limitMs;
  const hardStopAt = answerBy - reserve;
  return { solverStopAt: hardStopAt - reserve, hardStopAt, answerBy };
}
