import type { Locale, Solution, StrictOutcome, Task, WordTask } from '../../../../solver/src/index';
import { createSolverPool, type SolveOptions, type SolverPool, type SolverPoolOptions } from '../solver-pool';

/** What the routes need of the solver: one problem in, one solution out, in a worker thread. */
export interface SolverService {
  /** Answers within the time limit counted from `options.arrivedAt`, or rejects with SolverBusyError / SolverTimeoutError. */
  solve(input: string, locale: Locale, options?: SolveOptions): Promise<Solution>;
  /** A word problem's translation, solved the same way (absent in fakes that never see word problems). */
  solveWord?(word: WordTask, locale: Locale, options?: SolveOptions): Promise<Solution>;
  /** A strict re-check of a stored check in a worker thread (absent in fakes that never re-check). */
  recheck?(task: Task, answer: { kind: string; value: string }, options?: SolveOptions): Promise<StrictOutcome>;
  /** Starts a thread and loads the solver, so the first student's problem is not the one that pays for it. */
  warmUp?(): Promise<void>;
  close(): Promise<void>;
  /** Threads and limit for the admin's status panel; null while the pool has not started. */
  status?(): ReturnType<SolverPool['status']> | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    solver: SolverService;
  }
}

/**
 * Starts the worker pool on the first problem, so an app that never solves (most test files,
 * a server that only serves pages for a while) does not hold solver threads.
 */
export function lazySolverPool(options: SolverPoolOptions): SolverService {
  let pool: SolverPool | undefined;
  return {
    solve(input, locale, solveOptions) {
      pool ??= createSolverPool(options);
      return pool.solve(input, locale, solveOptions);
    },
    solveWord(word, locale, solveOptions) {
      pool ??= createSolverPool(options);
      return pool.solveWord(word, locale, solveOptions);
    },
    recheck(task, answer, solveOptions) {
      pool ??= createSolverPool(options);
      return pool.recheck(task, answer, solveOptions);
    },
    async warmUp() {
      pool ??= createSolverPool(options);
      // Loading the CAS in a fresh thread takes seconds on a busy machine; a failure here only
      // means the first real problem loads it instead.
      await pool.warmUp().catch(() => undefined);
    },
    status: () => pool?.status() ?? null,
    async close() {
      await pool?.close();
      pool = undefined;
    },
  };
}
