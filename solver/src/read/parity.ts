import type { MathNode } from '../cas/node';
import { toAscii } from '../format/ascii';
import type { ProblemInput } from '../strategy';
import type { TaskOf } from '../task/task';
import { definedFunction } from './definedFunction';

/**
 * Whether a function is even or odd, asked of one of them, in English and French: "Is
 * f(x) = x³ − 3x odd?", "Show that g(x) = x⁴ − 2x² + 1 is even", « La fonction f(x) = x/(x² + 1)
 * est-elle impaire ? », « Montrer que f est paire. » Read as the identity f(−x) = f(x) (even) or
 * f(−x) = −f(x) (odd) to test for every x. "Even, odd or neither" asks both at once and is left to
 * the other readers.
 */
const EVEN = /\b(?:even|paire)\b/i;
const ODD = /\b(?:odd|impaire)\b/i;
const QUESTION_WORDS = new Set(
  (
    'is the function a even odd show that prove verify check determine whether if let be defined by on real numbers all r and its ' +
    'est elle est-elle la fonction paire impaire montrer demontrer que verifier justifier determiner si soit definie par sur reels'
  ).split(' '),
);

/** The formula with −x in place of x. */
function negated(n: MathNode, x: string): MathNode {
  if (n === x) return ['Negate', x];
  return Array.isArray(n) ? (n.map((a, k) => (k === 0 ? a : negated(a as MathNode, x))) as MathNode) : n;
}

export function readParity(problem: ProblemInput): TaskOf<'claim'> | null {
  const t = problem.text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/[’]/g, "'");
  // one of them asked: "even or odd", « paire ou impaire » asks both
  const [even, odd] = [EVEN.test(t), ODD.test(t)];
  if (even === odd) return null;
  const kind = odd ? 'odd' : 'even';
  const f = definedFunction(t, QUESTION_WORDS);
  if (!f) return null;
  const lhs = toAscii(negated(f.node, f.variable));
  const rhs = kind === 'even' ? toAscii(f.node) : `-(${toAscii(f.node)})`;
  return { kind: 'claim', relation: { lhs, op: '=', rhs }, parity: { name: f.name, kind } };
}
