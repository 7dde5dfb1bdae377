import { parseCalc } from '../strategies/derivative/latex';
import { fromMathJson } from '../strategies/derivative/mathjson';
import { toAscii } from '../strategies/derivative/print';
import { recognizeLimit } from '../strategies/limit/recognize';
import type { ProblemInput } from '../strategy';
import type { TaskOf } from '../task/task';

/** A limit: the expression, the variable, the point (or ±∞) and the side. */
/** "limite de la suite u_n = 1/n", "limit of the sequence a_n = n/(n+1)": n → ∞ is implied. */
const SEQUENCE = /^\s*(?:(?:find|compute|calculate|determine|calculer|d[ée]terminer|trouver)\s+)?(?:the\s+|la\s+)?(?:limit|limite|lim)\s+(?:of\s+the\s+|de\s+la\s+)(?:sequence|suite)\s+\(?\s*[a-z]\s*_?\s*\{?\s*n\s*\}?\s*\)?\s*(?:=|d[ée]finie\s+par|defined\s+by)\s*(.+?)\s*[.?!]?\s*$/i;

export function readLimit(problem: ProblemInput): TaskOf<'limit'> | null {
  const seq = SEQUENCE.exec(problem.text);
  if (seq) return { kind: 'limit', expr: toAscii(fromMathJson(parseCalc(seq[1]))), variable: 'n', point: 'oo', side: 'both', sequence: true };
  const req = recognizeLimit(problem.text);
  if (!req) return null;
  const expr = toAscii(fromMathJson(parseCalc(req.expr)));
  const point = req.point.k === 'inf' ? (req.point.s === 1 ? 'oo' : '-oo') : toAscii(fromMathJson(parseCalc(req.point.text)));
  // n → ∞ is a sequence's limit: the usual name for an integer index
  const sequence = req.point.k === 'inf' && /^[nk]$/.test(req.variable);
  return { kind: 'limit', expr, variable: req.variable, point, side: req.side, sequence };
}
