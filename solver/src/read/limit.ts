import { parseCalc } from '../strategies/derivative/latex';
import { fromMathJson } from '../strategies/derivative/mathjson';
import { toAscii } from '../strategies/derivative/print';
import { recognizeLimit } from '../strategies/limit/recognize';
import type { ProblemInput } from '../strategy';
import type { TaskOf } from '../task/task';

/** A limit: the expression, the variable, the point (or ±∞) and the side. */
export function readLimit(problem: ProblemInput): TaskOf<'limit'> | null {
  const req = recognizeLimit(problem.text);
  if (!req) return null;
  const expr = toAscii(fromMathJson(parseCalc(req.expr)));
  const point = req.point.k === 'inf' ? (req.point.s === 1 ? 'oo' : '-oo') : toAscii(fromMathJson(parseCalc(req.point.text)));
  // n → ∞ is a sequence's limit: the usual name for an integer index
  const sequence = req.point.k === 'inf' && /^[nk]$/.test(req.variable);
  return { kind: 'limit', expr, variable: req.variable, point, side: req.side, sequence };
}
