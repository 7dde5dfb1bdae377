import type { Locale, Solution } from '../../../../solver/src/index';
import { createSolverPool, type SolverPool, type SolverPoolOptions } from '../solver-pool';

/** What the routes need of the solver: one problem in, one solution out, in a worker thread. */
export interface SolverService {
  solve(input: string, locale: Locale): Promise<Solution>;
  close(): Promise<void>;
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
    solve(input, locale) {
      pool ??= createSolverPool(options);
      return pool.solve(input, locale);
    },
    async close() {
      await pool?.close();
      pool = undefined;
    },
  };
}
