import type { MessagePort } from 'node:worker_threads';
import { solve, type Locale, type Solution } from '../../../solver/src/index';

export interface SolveTask {
  input: string;
  locale: Locale;
  timeLimitMs: number;
  /** Told when the work starts, so the pool's hard limit counts solving time, not queueing. */
  started?: MessagePort;
}

/** Runs in a worker thread, so a runaway problem can be stopped by terminating the thread. */
export default function solveTask(task: SolveTask): Solution {
  task.started?.postMessage('started');
  task.started?.close();
  return solve(task.input, { locale: task.locale, timeLimitMs: task.timeLimitMs });
}
