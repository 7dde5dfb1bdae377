import type { ProblemInput } from '../strategy';
import type { TaskOf } from '../task/task';
import { toAscii } from '../format/ascii';
import { freeSymbols } from '../cas';
import { parseNode } from '../parse/math';
import { recognizeSum } from '../strategies/series/sumRecognize';

/**
 * "radius of convergence of Σ n² xⁿ/5ⁿ", "rayon de convergence de la série entière Σ xⁿ/n!": the
 * general term, its index and the variable of the power series (Σ alone runs over n ≥ 0).
 */
const RADIUS = /^\s*(?:(?:find|give|compute|determine|d[ée]terminer|calculer|donner)\s+)?(?:the\s+|le\s+)?(?:radius|rayon)\s+(?:of\s+convergence|de\s+convergence)\s+(?:of|de)\s+(?:the\s+|la\s+)?(?:power\s+series|s[ée]rie\s+enti[èe]re|series|s[ée]rie)?\s*(.+?)\s*[.?]?\s*$/i;

export function readRadius(problem: ProblemInput): TaskOf<'radius'> | null {
  const m = RADIUS.exec(problem.text);
  if (!m) return null;
  let body = m[1];
  // a bare Σ with no bounds: the series over n ≥ 0
  body = body.replace(/^(?:Σ|∑|\\sum|sum)\s*(?![_\s]*\{|_)/, 'sum_{n=0}^{oo} ');
  const sp = recognizeSum(body);
  if (!sp || sp.hi !== 'PositiveInfinity') return null;
  const letters = [...freeSymbols(sp.summand)].filter((s) => s !== sp.k);
  if (letters.length !== 1) return null;
  try {
    parseNode(toAscii(sp.summand));
  } catch {
    return null;
  }
  return { kind: 'radius', summand: toAscii(sp.summand), index: sp.k, variable: letters[0] };
}
