import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Piscina } from 'piscina';
import type { Locale, Solution } from '../../../solver/src/index';
import { PROJECT_ROOT } from '../paths';
import type { SolveTask } from '../workers/solver';

export interface SolverPoolOptions {
  /** Hard limit per problem: past it the worker thread is terminated. */
  timeLimitMs?: number;
  threads?: number;
  /** Problems waiting beyond this are refused at once (the server stays responsive). */
  maxQueue?: number;
}

/** The solver ran past its hard limit and its thread was stopped. */
export class SolverTimeoutError extends Error {
  constructor() {
    super('The solver ran past its time limit');
    this.name = 'SolverTimeoutError';
  }
}

/** Every thread is busy and the queue is full. */
export class SolverBusyError extends Error {
  constructor() {
    super('The solver is busy');
    this.name = 'SolverBusyError';
  }
}

/**
 * The bundled server loads the compiled worker next to it; the TypeScript sources (tests, `tsx`)
 * load the worker's source through tsx's loader.
 */
function workerLocation(): { filename: string; execArgv: string[] } {
  const here = fileURLToPath(import.meta.url);
  const bundled = here.startsWith(path.join(PROJECT_ROOT, 'dist', 'server'));
  return bundled
    ? { filename: path.join(PROJECT_ROOT, 'dist', 'server', 'workers', 'solver.js'), execArgv: [] }
    : { filename: path.join(PROJECT_ROOT, 'server', 'src', 'workers', 'solver.ts'), execArgv: ['--import', 'tsx'] };
}

export interface SolverPool {
  solve(input: string, locale: Locale): Promise<Solution>;
  /** Threads, queue and limit, for the admin's status page. */
  status(): { threads: number; queued: number; running: number; timeLimitMs: number };
  close(): Promise<void>;
}

export function createSolverPool(options: SolverPoolOptions = {}): SolverPool {
  const timeLimitMs = options.timeLimitMs ?? 10_000;
  const threads = options.threads ?? Math.max(1, Math.min(4, availableParallelism()));
  const { filename, execArgv } = workerLocation();
  const pool = new Piscina<SolveTask, Solution>({
    filename,
    execArgv,
    minThreads: 1,
    maxThreads: threads,
    maxQueue: options.maxQueue ?? threads * 16,
    idleTimeout: 60_000,
    // A pathological input can allocate without bound: cap each thread's heap.
    resourceLimits: { maxOldGenerationSizeMb: 512 },
  });

  return {
    async solve(input, locale) {
      // The solver's own soft budget ends most long runs cleanly, with its bilingual message; the
      // hard limit terminates a thread stuck inside one computation.
      const task: SolveTask = { input, locale, timeLimitMs: Math.max(100, timeLimitMs - 1000) };
      try {
        return await pool.run(task, { signal: AbortSignal.timeout(timeLimitMs) });
      } catch (error) {
        const name = (error as Error).name;
        if (name === 'AbortError' || name === 'TimeoutError') throw new SolverTimeoutError();
        if ((error as Error).message?.includes('Task queue is at limit')) throw new SolverBusyError();
        throw error;
      }
    },
    status() {
      return { threads: pool.threads.length, queued: pool.queueSize, running: pool.utilization > 0 ? pool.threads.length : 0, timeLimitMs };
    },
    close: () => pool.destroy(),
  };
}
