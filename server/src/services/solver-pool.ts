import { availableParallelism } from 'node:os';
import { MessageChannel } from 'node:worker_threads';
import { Piscina } from 'piscina';
import type { Locale, Solution, StrictOutcome, Task, WordTask } from '../../../solver/src/index';
import { workerEntry } from '../paths';
import type { SolveOutcome, SolveTask } from '../workers/solver';
import { solveSchedule, type SolveSchedule } from './solver-pool-schedule';

export interface SolverPoolOptions {
  /** Time limit per problem, counted from the request's arrival: the answer is due within it. */
  timeLimitMs?: number;
  threads?: number;
  /** Problems waiting beyond this are refused at once (the server stays responsive). */
  maxQueue?: number;
  /**
   * The longest a problem may expect to wait for a thread: when the queue ahead of it would take
   * longer (its length over the threads, times the recent mean solve time), it is refused at once
   * with SolverQueueFullError instead of waiting — latency stays bounded under load.
   */
  queueBudgetMs?: number;
}

export interface SolveOptions {
  /** When the request arrived, as a Date.now() time; the limit counts from here. Defaults to now. */
  arrivedAt?: number;
  /** The subject the student picked: a hint to the solver's reader, never a requirement. */
  subject?: string;
}

/** The solver ran past its hard limit and its thread was stopped. */
export class SolverTimeoutError extends Error {
  constructor() {
    super('The solver ran past its time limit');
    this.name = 'SolverTimeoutError';
  }
}

/** The problem was not started: the queue is full, or the problem's time ran out while it waited. */
export class SolverBusyError extends Error {
  constructor() {
    super('The solver is busy');
    this.name = 'SolverBusyError';
  }
}

/**
 * Refused on arrival: the problems ahead of it would keep every thread busy past the queue's budget.
 * `retryAfterMs` is when the queue is expected to have drained to what it holds now.
 */
export class SolverQueueFullError extends SolverBusyError {
  constructor(readonly retryAfterMs: number) {
    super();
    this.name = 'SolverQueueFullError';
  }
}

/** Weight of the latest solve in the running mean of solve times. */
const MEAN_WEIGHT = 0.2;

export interface SolverPool {
  solve(input: string, locale: Locale, options?: SolveOptions): Promise<Solution>;
  /** Solves a word problem's translation (its conditions applied, its answer in words), on the same schedule. */
  solveWord(word: WordTask, locale: Locale, options?: SolveOptions): Promise<Solution>;
  /** The strict re-check of a stored check (more points, 40-digit decimals), on the same schedule. */
  recheck(task: Task, answer: { kind: string; value: string }, options?: SolveOptions): Promise<StrictOutcome>;
  /** Solves a trivial problem once the threads have loaded, however long that takes. */
  warmUp(): Promise<void>;
  /** Threads, queue and limit, for the admin's status page. */
  status(): { threads: number; queued: number; running: number; timeLimitMs: number; meanSolveMs: number; expectedWaitMs: number };
  close(): Promise<void>;
}

/** Loading the CAS in a fresh thread takes seconds, many more on a busy machine: the warm-up waits for it. */
const WARM_UP_LIMIT_MS = 120_000;

export function createSolverPool(options: SolverPoolOptions = {}): SolverPool {
  const timeLimitMs = options.timeLimitMs ?? 10_000;
  const threads = options.threads ?? Math.max(1, Math.min(4, availableParallelism()));
  // Piscina's own maxQueue does not apply here: it leaves out tasks given an abort signal (every
  // one of ours), so the pool counts the problems it holds itself.
  const capacity = threads + (options.maxQueue ?? threads * 16);
  let held = 0;
  const queueBudgetMs = options.queueBudgetMs ?? Number.POSITIVE_INFINITY;
  // Running mean of how long a thread takes per problem (from its start to its answer).
  let meanSolveMs = 0;
  /** How long a problem arriving now would wait for a thread: the problems ahead of it, spread over the threads. */
  const expectedWaitMs = () => (Math.max(0, held + 1 - threads) / threads) * meanSolveMs;
  const { filename, execArgv } = workerEntry('solver');
  const pool = new Piscina<SolveTask, SolveOutcome>({
    filename,
    execArgv,
    // Every thread stays loaded: when the hard limit stops one, the next problem goes to a warm
    // thread instead of waiting seconds for a replacement to load the CAS.
    minThreads: threads,
    maxThreads: threads,
    // A pathological input can allocate without bound: cap each thread's heap.
    resourceLimits: { maxOldGenerationSizeMb: 512 },
  });

  /**
   * The solver's own budget ends most long runs cleanly, with its bilingual message; the hard stop
   * terminates a thread stuck inside one computation. Both are times on the schedule, so time
   * spent queued is taken from the problem's budget: a problem still queued when its budget is
   * gone leaves the queue unstarted (busy), one cut while running is a timeout.
   */
  async function run(input: string, locale: Locale, schedule: SolveSchedule, word?: WordTask, subject?: string): Promise<Solution> {
    const outcome = await runTask({ input, locale, ...(word ? { word } : {}), ...(subject ? { subject } : {}) }, schedule);
    if (!('solution' in outcome)) throw new Error('the solver thread answered a solve with something else');
    return outcome.solution;
  }

  async function runTask(work: Omit<SolveTask, 'solverStopAt' | 'started'>, schedule: SolveSchedule): Promise<Exclude<SolveOutcome, { expired: true }>> {
    if (held >= capacity || Date.now() >= schedule.solverStopAt) throw new SolverBusyError();
    const wait = expectedWaitMs();
    if (wait > queueBudgetMs) throw new SolverQueueFullError(wait);
    held += 1;
    let startedAt = 0;
    const abort = new AbortController();
    const { port1, port2 } = new MessageChannel();
    let cut: SolverBusyError | SolverTimeoutError | undefined;
    const stop = (error: SolverBusyError | SolverTimeoutError) => {
      cut = error;
      abort.abort();
    };
    let timer = setTimeout(() => stop(new SolverBusyError()), schedule.solverStopAt - Date.now());
    port1.once('message', () => {
      if (cut) return;
      startedAt = Date.now();
      clearTimeout(timer);
      timer = setTimeout(() => stop(new SolverTimeoutError()), schedule.hardStopAt - Date.now());
    });
    const task: SolveTask = { ...work, solverStopAt: schedule.solverStopAt, started: port2 };
    try {
      const outcome = await pool.run(task, { signal: abort.signal, transferList: [port2] });
      if ('expired' in outcome) throw new SolverBusyError();
      return outcome;
    } catch (error) {
      // Piscina rejects an aborted task with its own AbortError; say which stop it was.
      throw cut ?? error;
    } finally {
      // Every problem a thread started counts in the mean, those cut at the hard stop included.
      if (startedAt) meanSolveMs += MEAN_WEIGHT * (Date.now() - startedAt - meanSolveMs);
      clearTimeout(timer);
      port1.close();
      held -= 1;
    }
  }

  return {
    solve: (input, locale, solveOptions = {}) => run(input, locale, solveSchedule(solveOptions.arrivedAt ?? Date.now(), timeLimitMs), undefined, solveOptions.subject),
    solveWord: (word, locale, solveOptions = {}) => run('', locale, solveSchedule(solveOptions.arrivedAt ?? Date.now(), timeLimitMs), word),
    async recheck(task, answer, solveOptions = {}) {
      const outcome = await runTask({ input: '', locale: 'en', recheck: { task, answer } }, solveSchedule(solveOptions.arrivedAt ?? Date.now(), timeLimitMs));
      if (!('strict' in outcome)) throw new Error('the solver thread answered a re-check with something else');
      return outcome.strict;
    },
    async warmUp() {
      await run('1 + 1', 'en', solveSchedule(Date.now(), Math.max(timeLimitMs, WARM_UP_LIMIT_MS)));
    },
    status() {
      return {
        threads: pool.threads.length,
        queued: pool.queueSize,
        running: pool.utilization > 0 ? pool.threads.length : 0,
        timeLimitMs,
        meanSolveMs: Math.round(meanSolveMs),
        expectedWaitMs: Math.round(expectedWaitMs()),
      };
    },
    close: () => pool.destroy(),
  };
}
