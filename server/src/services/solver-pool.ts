import { availableParallelism } from 'node:os';
import { MessageChannel } from 'node:worker_threads';
import { Piscina } from 'piscina';
import type { Locale, Solution } from '../../../solver/src/index';
import { workerEntry } from '../paths';
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

export interface SolverPool {
  solve(input: string, locale: Locale): Promise<Solution>;
  /** Threads, queue and limit, for the admin's status page. */
  status(): { threads: number; queued: number; running: number; timeLimitMs: number };
  close(): Promise<void>;
}

export function createSolverPool(options: SolverPoolOptions = {}): SolverPool {
  const timeLimitMs = options.timeLimitMs ?? 10_000;
  const threads = options.threads ?? Math.max(1, Math.min(4, availableParallelism()));
  const { filename, execArgv } = workerEntry('solver');
  const pool = new Piscina<SolveTask, Solution>({
    filename,
    execArgv,
    // Every thread stays loaded: when the hard limit stops one, the next problem goes to a warm
    // thread instead of waiting seconds for a replacement to load the CAS.
    minThreads: threads,
    maxThreads: threads,
    maxQueue: options.maxQueue ?? threads * 16,
    // A pathological input can allocate without bound: cap each thread's heap.
    resourceLimits: { maxOldGenerationSizeMb: 512 },
  });

  return {
    async solve(input, locale) {
      // The solver's own soft budget ends most long runs cleanly, with its bilingual message; the
      // hard limit terminates a thread stuck inside one computation. It starts when the worker
      // picks the task up: time spent waiting in the queue (bounded by maxQueue) is not solving.
      const abort = new AbortController();
      const { port1, port2 } = new MessageChannel();
      let timer: NodeJS.Timeout | undefined;
      port1.once('message', () => {
        timer = setTimeout(() => abort.abort(), timeLimitMs);
      });
      const task: SolveTask = { input, locale, timeLimitMs: Math.max(100, timeLimitMs - 1000), started: port2 };
      try {
        return await pool.run(task, { signal: abort.signal, transferList: [port2] });
      } catch (error) {
        const name = (error as Error).name;
        if (name === 'AbortError' || name === 'TimeoutError') throw new SolverTimeoutError();
        if ((error as Error).message?.includes('Task queue is at limit')) throw new SolverBusyError();
        throw error;
      } finally {
        clearTimeout(timer);
        port1.close();
      }
    },
    status() {
      return { threads: pool.threads.length, queued: pool.queueSize, running: pool.utilization > 0 ? pool.threads.length : 0, timeLimitMs };
    },
    close: () => pool.destroy(),
  };
}
