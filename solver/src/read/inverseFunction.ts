import type { MathNode } from '../cas/node';
import { argsOf, freeSymbols, hasSymbol, headOf, substitute } from '../cas/node';
import { SolverError } from '../errors';
import { toAscii } from '../format/ascii';
import { text } from '../i18n';
import { parseNode } from '../parse/math';
import { evaluateReal } from '../verify/numeric';
import type { ProblemInput } from '../strategy';
import type { TaskOf } from '../task/task';

/**
 * The inverse of a function given by its formula, in English and French: "find the inverse of
 * f(x) = (2x − 3)/(x + 4)", "what is the inverse function of y = 3x − 4", "find f⁻¹(x) if
 * f(x) = x³ + 2", « déterminer la fonction réciproque de f(x) = (x + 1)/(x − 2) ». Read as a course
 * does it: x and y swapped, x = f(y) solved for y (with a quotient's denominator cleared first).
 * Only functions that are one-to-one by their form are read — affine, a quotient of two affine
 * functions, an odd power of one composed with affine maps; any other formula is refused by name,
 * as its inverse would need a domain restricted first.
 */
const ASKED = /\binverse\b|\br[ée]ciproque\b|\b[a-zA-Z]\s*\^\s*\(?\s*-\s*1\s*\)?/i;
const DEFINITION = /(?:\b([a-zA-Z])\s*\(\s*x\s*\)|(?<![\p{L}])y)\s*=\s*(.+?)\s*(?=[?;]|\.(?:\s|$)|,\s*[\p{L}]{2,}|\s(?:if|when|si|and|et|find|then|puis)\s|$)/u;
/** Words that only frame the request. */
const FRAME = new Set(`
  find the an a of function functions inverse what is how do you i to for if given let write determine compute calculate state
  its one onetoone that this please show work defined by where and then give
  determiner determinez trouver calculer donner la le de sa fonction reciproque definie par sur soit on considere expression
  quelle est r et puis bijection application x
`.trim().split(/\s+/));

/** Whether n is a + b·x with a, b free of x. */
function affine(n: MathNode, v: string): boolean {
  if (!hasSymbol(n, v)) return true;
  if (n === v) return true;
  const args = argsOf(n);
  switch (headOf(n)) {
    case 'Add':
      return args.every((a) => affine(a, v));
    case 'Negate':
      return affine(args[0], v);
    case 'Multiply':
      return args.filter((a) => hasSymbol(a, v)).length === 1 && args.every((a) => affine(a, v));
    case 'Divide':
      return !hasSymbol(args[1], v) && affine(args[0], v);
    default:
      return false;
  }
}

/** Whether x occurs once, under affine maps and odd powers only: a function one-to-one on ℝ. */
function oddPowerChain(n: MathNode, v: string): boolean {
  if (!hasSymbol(n, v) || n === v) return true;
  const args = argsOf(n);
  const withV = args.filter((a) => hasSymbol(a, v));
  switch (headOf(n)) {
    case 'Add':
    case 'Multiply':
      return withV.length === 1 && oddPowerChain(withV[0], v);
    case 'Negate':
      return oddPowerChain(args[0], v);
    case 'Divide':
      return !hasSymbol(args[1], v) && oddPowerChain(args[0], v);
    case 'Power':
      return typeof args[1] === 'number' && Number.isInteger(args[1]) && Math.abs(args[1]) % 2 === 1 && args[1] > 0 && oddPowerChain(args[0], v);
    default:
      return false;
  }
}

export function readInverseFunction(problem: ProblemInput): TaskOf<'solve'> | SolverError | null {
  const t = problem.text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/[’]/g, "'");
  if (!ASKED.test(t) || /\bmatri(?:x|ce)|\[\[|\b(?:sin|cos|tan)\s*\^\s*\(?-1|\blaplace\b/i.test(t)) return null;
  const def = DEFINITION.exec(t);
  if (!def) return null;
  const name = def[1] ?? 'f';
  // what is left must be the request's words and the function's name (f^-1, f⁻¹(x))
  const rest = (t.slice(0, def.index) + ' ' + t.slice(def.index + def[0].length))
    .replace(/\b[a-zA-Z]\s*\^\s*\(?\s*-\s*1\s*\)?\s*(?:\(\s*x\s*\))?/g, ' ')
    .replace(/\bone[\s-]to[\s-]one\b/gi, ' ').replace(/\b[ld]'/gi, ' ').replace(/\{\s*-\s*1\s*\}/g, ' ');
  const words = rest.toLowerCase().split(/[^a-z0-9]+/).filter((w) => w !== '' && w !== name.toLowerCase());
  if (words.some((w) => !FRAME.has(w))) return null;
  let node: MathNode;
  try {
    node = parseNode(def[2]);
  } catch {
    return null;
  }
  const letters = [...freeSymbols(node)];
  if (!letters.includes('x') || letters.some((l) => l !== 'x')) return null;
  const inY = (n: MathNode): string => toAscii(substitute(n, 'x', 'y'));
  const formula = toAscii(node);
  const task = (lhs: string, rhs: string): TaskOf<'solve'> => ({
    kind: 'solve', relations: [{ lhs, op: '=', rhs }], unknowns: ['y'], domain: { kind: 'real' }, inverse: { name, formula },
  });
  // (2x + 2)/(x + 1) is the constant 2 where defined: no inverse, though x(y + 1) = 2y + 2 has a root
  const [a, b] = [evaluateReal(formula, { x: 0.37 }), evaluateReal(formula, { x: 1.91 })];
  if (a !== null && b !== null && Math.abs(a - b) < 1e-9 * Math.max(1, Math.abs(a))) {
    return new SolverError('unsupported', text(
      `${name}(x) = ${formula} takes the same value ${Number(a.toPrecision(12))} at every x where it is defined: it has no inverse.`,
      `${name}(x) = ${formula} prend la même valeur ${Number(a.toPrecision(12))} en tout x où elle est définie : elle n'a pas de réciproque.`,
    ));
  }
  if (headOf(node) === 'Divide' && hasSymbol(argsOf(node)[1], 'x') && affine(argsOf(node)[0], 'x') && affine(argsOf(node)[1], 'x')) {
    // x = (ay + b)/(cy + d) with the denominator cleared: x(cy + d) = ay + b, linear in y
    return task(`x*(${inY(argsOf(node)[1])})`, inY(argsOf(node)[0]));
  }
  if (oddPowerChain(node, 'x')) return task('x', inY(node));
  return new SolverError('unsupported', text(
    `The inverse of ${name}(x) = ${formula} is found here only for a function one-to-one on ℝ by its form (affine, a quotient of two affine functions, an odd power): give the interval its inverse is taken on, or solve x = ${name}(y) for y.`,
    `La réciproque de ${name}(x) = ${formula} n'est calculée ici que pour une fonction bijective sur ℝ par sa forme (affine, quotient de deux fonctions affines, puissance impaire) : précisez l'intervalle sur lequel on la prend, ou résolvez x = ${name}(y) d'inconnue y.`,
  ));
}
