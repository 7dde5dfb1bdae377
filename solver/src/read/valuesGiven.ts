import { freeSymbols } from '../cas/node';
import { toAscii } from '../format/ascii';
import { recognizeEvaluateAt } from '../strategies/algebra/evaluate-at';
import type { ProblemInput } from '../strategy';
import type { TaskOf } from '../task/task';

/**
 * An expression computed at values given for its letters, however the values are told: "evaluate
 * 2x² − 3x + 1 at x = 2", "x + y when x = 2 and y = 3", "if x = 3 and y = −1, find the value of
 * x² − 2xy + y²", « Calculer A = 3x² − 2x + 1 pour x = −1 ». Read into the task, so the statement
 * says which values were put in and the answer is checked there. A value of a function named first
 * (f(3)) is the function reader's.
 */
export function readValuesGiven(problem: ProblemInput): TaskOf<'evaluate'> | null {
  let read: ReturnType<typeof recognizeEvaluateAt>;
  try {
    read = recognizeEvaluateAt(problem.text);
  } catch {
    return null;
  }
  if (!read || read.label) return null;
  // a complex value given (u = 1 + i, j = e^{2iπ/3}) or a complex part asked (Im(u/v)) is the complex readers' question
  if (/(?<![A-Za-z])(?:Re|Im|conj|arg)\s*\(/.test(problem.text) || read.bindings.some((b) => /ImaginaryUnit|\bi\b/.test(JSON.stringify(b.value)))) return null;
  const letters = freeSymbols(read.expr);
  if (!read.bindings.every((b) => letters.has(b.name))) return null;
  return { kind: 'evaluate', expr: toAscii(read.expr), at: read.bindings.map((b): [string, string] => [b.name, toAscii(b.value)]) };
}
