import { toAscii } from '../format/ascii';
import { recognizeSum } from '../strategies/series/sumRecognize';
import type { ProblemInput } from '../strategy';
import type { TaskOf } from '../task/task';

/** A finite or infinite sum: the summand, the index and its bounds. */
export function readSumTask(problem: ProblemInput): TaskOf<'sum'> | null {
  const sp = recognizeSum(problem.text);
  if (!sp) return null;
  return {
    kind: 'sum',
    summand: toAscii(sp.summand),
    index: sp.k,
    lo: toAscii(sp.lo),
    hi: sp.hi === 'PositiveInfinity' ? 'oo' : toAscii(sp.hi),
  };
}
