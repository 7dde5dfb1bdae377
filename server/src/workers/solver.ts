import { solve, type Locale, type Solution } from '../../../solver/src/index';

export interface SolveTask {
  input: string;
  locale: Locale;
  timeLimitMs: number;
}

/** Runs in a worker thread, so a runaway problem can be stopped by terminating the thread. */
export default function solveTask(task: SolveTask): Solution {
  return solve(task.input, { locale: task.locale, timeLimitMs: task.timeLimitMs });
}
