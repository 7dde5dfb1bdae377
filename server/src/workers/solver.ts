import type { MessagePort } from 'node:worker_threads';
import { solve, solveWordTask, strictCheck, type Locale, type Solution, type StrictOutcome, type Task, type WordTask } from '../../../solver/src/index';
import { withinOutputLimit } from '../services/solver-pool-output';

export interface SolveTask {
  input: string;
  /** A word problem's translation: solved instead of `input` (which is then the student's text, for nothing but logs). */
  word?: WordTask;
  locale: Locale;
  /** The subject the student picked, a hint to the reader. */
  subject?: string;
  /** A strict re-check of a stored check: run instead of solving. */
  recheck?: { task: Task; answer: { kind: string; value: string } };
  /** When the solver's own budget ends, as a Date.now() time: the deadline, not a duration, so time spent queued counts. */
  solverStopAt: number;
  /** Told when the work starts, so the pool knows a cut problem was running rather than queued. */
  started?: MessagePort;
}

/** A solution, or `expired` for a task that reached its thread after its budget was gone and was not started. */
export type SolveOutcome = { solution: Solution } | { strict: StrictOutcome } | { expired: true };

/** Runs in a worker thread, so a runaway problem can be stopped by terminating the thread. */
export default function solveTask(task: SolveTask): SolveOutcome {
  const budgetMs = task.solverStopAt - Date.now();
  if (budgetMs <= 0) {
    task.started?.close();
    return { expired: true };
  }
  task.started?.postMessage('started');
  task.started?.close();
  if (task.recheck) return { strict: strictCheck(task.recheck.task, task.recheck.answer) };
  // Checked here, so an oversized solution is neither copied to the main thread nor saved.
  const options = { locale: task.locale, timeLimitMs: budgetMs, ...(task.subject ? { subject: task.subject } : {}) };
  return { solution: withinOutputLimit(task.word ? solveWordTask(task.word, options) : solve(task.input, options)) };
}
