import { readRealUnknowns } from './realUnknowns';
import { SolverError } from '../errors';
import type { ProblemInput } from '../strategy';
import type { TaskOf } from '../task/task';
import { parseNode } from '../parse/math';
import { toAscii } from '../format/ascii';
import { freeSymbols } from '../cas';
import { rootsAsked } from '../strategies/complex/nthRoots';
import { readComplexKindTask, readComplexNumberTask } from '../strategies/complex/complexStrategy';
import { readSurdNumberTask, surdNumberAscii } from '../strategies/complex/surdComplex';

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
export function readRootsOf(problem: ProblemInput): TaskOf<'solve'> | SolverError | null {
  // two real unknowns in one complex equation: the system of its parts, never an equation in one of them
  const parts = readRealUnknowns(problem);
  if (parts) return parts;
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
 * "Is (1 + i)/(1 − i) real?", « Le nombre (2 + i)(2 − i) est-il réel ? », "determine whether … is
 * purely imaginary", « montrer que … est un imaginaire pur », the number named before by a letter
 * ("Let z = …. Is z real?"): a yes-or-no question about a number's kind, read as that question —
 * never as the number to compute. "Imaginary" alone in English may mean "not real" as well as
 * "purely imaginary": that reading is refused by name rather than guessed.
 */
const KIND_QUESTION = [
  /^\s*(?:is|are)\s+(?:the\s+(?:complex\s+)?number\s+)?(.+?)\s+(?:an?\s+)?(purely\s+imaginary|pure\s+imaginary|real|imaginary)(?:\s+numbers?)?\s*\?\s*$/i,
  /^\s*(?:(?:determine|decide|check|find\s+out|say|state|verify)\s+(?:whether|if)|show\s+that|prove\s+that)\s+(?:the\s+(?:complex\s+)?number\s+)?(.+?)\s+is\s+(?:an?\s+)?(purely\s+imaginary|pure\s+imaginary|real|imaginary)(?:\s+numbers?)?\s*[.?!]?\s*$/i,
  /^\s*(?:le\s+(?:nombre\s+)?(?:complexe\s+)?|est-ce\s+que\s+)?(.+?)\s+est(?:-il|-elle)?\s+(?:un\s+)?(?:nombre\s+)?(r[ée]el|imaginaire\s+pur|imaginaire)\s*\?\s*$/i,
  /^\s*(?:(?:d[ée]terminer|dire|v[ée]rifier|pr[ée]ciser)\s+si|montrer\s+que|d[ée]montrer\s+que|justifier\s+que)\s+(?:le\s+(?:nombre\s+)?(?:complexe\s+)?)?(.+?)\s+est\s+(?:un\s+)?(?:nombre\s+)?(r[ée]el|imaginaire\s+pur|imaginaire)\s*[.?!]?\s*$/i,
];

/** "Let z = (1 + i)/(1 − i). Is z real?": the letter's definition, then the question. */
const NAMED_FIRST = /^\s*(?:(?:let|soit|on\s+pose|given|consider|on\s+consid[èe]re)\s+)?(?:the\s+(?:complex\s+)?number\s+|le\s+(?:nombre\s+)?(?:complexe\s+)?)?([a-zA-Z])\s*=\s*(.+?)\s*[.,;:]\s+(.+)$/is;

export function readRealOrImaginaryQuestion(problem: ProblemInput): TaskOf<'complex_number'> | SolverError | null {
  const named = NAMED_FIRST.exec(problem.text);
  const question = named ? named[3] : problem.text;
  const m = KIND_QUESTION.map((re) => re.exec(question)).find((x) => x);
  if (!m) return null;
  // the number named in the question itself: « Vérifier si z = (1 − i)/(1 + i) est imaginaire pur »
  const number = named && m[1].trim() === named[1] ? named[2] : m[1].replace(/^\s*[a-zA-Z]\s*=\s*/, '');
  if (!/(?<![A-Za-z])(?:[iz](?![A-Za-z])|i(?=pi))/.test(number)) return null;
  const kind = m[2].toLowerCase();
  const quantity = /^r/.test(kind) ? 'is_real' : /pur/.test(kind) ? 'is_imaginary' : null;
  // a number with roots (1 + i√3) is kept as typed, for the method that keeps roots exact
  const surd = quantity ? surdNumberAscii(number) : null;
  const task = quantity ? readComplexKindTask(quantity, number) ?? (surd ? { kind: 'complex_number' as const, asks: [{ quantity, number: surd }], degrees: false, trigonometric: false } : null) : null;
  if (task) return task;
  return new SolverError('unsupported', {
    en: quantity
      ? `We could not read "${number}" as one complex number, and nothing was answered in its place: write it with i, as in "(1+i)/(1-i)".`
      : `"Imaginary" may mean "not real" or "purely imaginary": ask "is ${number} real?" or "is ${number} purely imaginary?".`,
    fr: quantity
      ? `Nous n’avons pas pu lire « ${number} » comme un nombre complexe, et rien n’a été répondu à sa place : écrivez-le avec i, comme « (1+i)/(1-i) ».`
      : `« Imaginaire » peut vouloir dire « non réel » ou « imaginaire pur » : demandez « ${number} est-il réel ? » ou « ${number} est-il imaginaire pur ? ».`,
  });
}
