import { SolverError } from '../errors';
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

/**
 * "Is (1 + i)/(1 − i) real?", « Le nombre (2 + i)(2 − i) est-il réel ? », "is z purely imaginary?":
 * a yes-or-no question about a number's kind. No method answers it yet, and the general reading
 * would compute the number (or take the article of "a real number" for a letter): refused by name.
 */
const KIND_QUESTION = [
  /^\s*(?:is|are)\s+(.+?)\s+(?:an?\s+)?(?:(?:purely|pure)\s+imaginary|real|imaginary)(?:\s+numbers?)?\s*\?\s*$/i,
  /^\s*(?:le\s+nombre\s+|est-ce\s+que\s+)?(.+?)\s+est(?:-il|-elle)?\s+(?:un\s+)?(?:nombre\s+)?(?:r[ée]el|imaginaire(?:\s+pur)?)\s*\?\s*$/i,
];

export function readRealOrImaginaryQuestion(problem: ProblemInput): SolverError | null {
  const number = KIND_QUESTION.map((re) => re.exec(problem.text)).find((m) => m)?.[1];
  if (!number || !/(?<![\p{L}])[iz](?![\p{L}])/u.test(number)) return null;
  return new SolverError('unsupported', {
    en: `We do not yet answer whether a number is real or purely imaginary, and nothing was answered in its place: ask for its algebraic form ("${number} in the form a + bi") and read its imaginary or real part.`,
    fr: `Nous ne disons pas encore si un nombre est réel ou imaginaire pur, et rien n’a été répondu à sa place : demandez sa forme algébrique (« forme algébrique de ${number} ») et lisez sa partie imaginaire ou réelle.`,
  });
}
