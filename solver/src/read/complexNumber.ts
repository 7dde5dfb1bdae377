import type { ProblemInput } from '../strategy';
import type { TaskOf } from '../task/task';
import { parseNode } from '../parse/math';
import { toAscii } from '../format/ascii';
import { freeSymbols } from '../cas';
import { rootsAsked } from '../strategies/complex/nthRoots';
import { readComplexNumberTask } from '../strategies/complex/complexStrategy';
import { readSurdNumberTask } from '../strategies/complex/surdComplex';

/**
 * A quantity of a complex number asked by name or notation ("|3 + 4i|", « module et argument de
 * 1 − i », 'conjugate of (2 − 3i)²', « argument de −1 + i√3 », "(3 + 2i)/(1 − i) in a + bi form"): read into a task, so the
 * question is stated back and its answer recomputed from the number alone.
 */
export function readComplexNumber(problem: ProblemInput): TaskOf<'complex_number'> | null {
  if (unknownInRelation(problem.text)) return null;
  return readComplexNumberTask(problem.text) ?? readSurdNumberTask(problem.text);
}

/**
 * "(1 + i)z = 3 − i", "z(2 − i) = 4 + i": a letter bound into a product on the left of '=' is an
 * unknown to solve for, never a number named by it ("z = 3 + 4i, find |z|" names one).
 */
function unknownInRelation(text: string): boolean {
  return text.split(/[,;]|\.\s/).some((part) => {
    const eq = part.indexOf('=');
    if (eq < 0 || part.indexOf('=', eq + 1) >= 0) return false;
    return /(?:[)\]\d]\s*\*?\s*|(?<![\p{L}])i\*?)[zw](?![\p{L}\d_(])|(?<![\p{L}])[zw]\s*\(/u.test(part.slice(0, eq));
  });
}

/**
 * The n-th roots of a number asked by name ("the cube roots of unity", « racines cinquièmes de
 * −32 »): the solutions of zⁿ = w in ℂ, stated as that equation and checked as its complete set.
 */
export function readRootsOf(problem: ProblemInput): TaskOf<'solve'> | null {
  const asked = rootsAsked(problem.text) ?? allValues(problem.text);
  if (!asked || !Number.isInteger(asked.n) || asked.n < 2 || asked.n > 12) return null;
  let w: string;
  try {
    const node = parseNode(asked.w);
    if (freeSymbols(node).size > 0) return null;
    w = toAscii(node);
  } catch {
    return null;
  }
  return { kind: 'solve', relations: [{ lhs: `z^${asked.n}`, op: '=', rhs: w }], unknowns: ['z'], domain: { kind: 'complex' } };
}

/** "all the values of (1 − √3 i)^(1/3)", « toutes les valeurs de … »: every n-th root, not the principal one. */
function allValues(text: string): { n: number; w: string } | null {
  const m = /^\s*(?:(?:how\s+(?:to|do\s+(?:i|you))\s+)?(?:find|give|compute|determine|calculate|list)\s+|(?:d[ée]terminer|calculer|donner|trouver)\s+)?(?:all\s+(?:of\s+)?(?:the\s+)?values|toutes\s+les\s+valeurs)\s+(?:of|de)\s+\((.+)\)\s*\^\s*\(?\s*1\s*\/\s*(\d+)\s*\)?\s*[.?!]?\s*$/iu.exec(text);
  return m ? { n: Number(m[2]), w: m[1] } : null;
}
