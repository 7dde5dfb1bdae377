import { freeSymbols } from '../cas/node';
import { toAscii } from '../format/ascii';
import { normalize } from '../parse/normalize';
import { parseNode } from '../parse/math';
import type { ProblemInput } from '../strategy';
import type { TaskOf } from '../task/task';
import { readAlgebraPart } from './algebra';

/**
 * The value of an expression once an equation is solved: "If 3x + 5 = 20, what is the value of
 * 2x − 1?", "Given that 2x − 7 = 11, find 4x + 3", « Sachant que 5x − 3 = 12, calculer 2x + 1 ».
 * Read as the equation solved for its one unknown, then the expression computed at each solution.
 */
const ASKED = /^\s*(?:if|given(?:\s+that)?|suppose(?:\s+that)?|si|sachant\s+que|on\s+suppose\s+que)\s+(.+?=.+?)\s*[,;:.]\s*(?:then\s+|alors\s+)?(?:what\s+is|what's|find|compute|calculate|evaluate|give|determine|quelle\s+est|que\s+vaut|calculer|determiner|donner)\s+(?:the\s+value\s+of\s+|la\s+valeur\s+de\s+)?(.+?)\s*[?.!]?\s*$/i;

export function readValueAfterSolving(problem: ProblemInput): TaskOf<'solve'> | null {
  const m = ASKED.exec(problem.text.normalize('NFD').replace(/[\u0300-\u036f]/g, ''));
  // a capital letter is a matrix (A² − 4A − 5I = 0, find A⁻¹), no number to solve for
  if (!m || m[1].split('=').length !== 2 || /[<>]/.test(m[1]) || /(?<![A-Za-z])[A-Z](?![A-Za-z])/.test(`${m[1]} ${m[2]}`)) return null;
  const read = readAlgebraPart({ ...problem, ...normalize(`solve ${m[1]}`) });
  if (!read || read.kind !== 'solve' || read.relations.length !== 1 || read.unknowns.length !== 1) return null;
  const [x] = read.unknowns;
  try {
    const asked = parseNode(m[2]);
    const letters = [...freeSymbols(asked)];
    // the unknown alone is the equation's own question; another letter is no value to compute
    if (letters.length !== 1 || letters[0] !== x || toAscii(asked) === x) return null;
    return { ...read, thenCompute: toAscii(asked) };
  } catch {
    return null;
  }
}
